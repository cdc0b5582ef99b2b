import Foundation
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// `audio:` in a scene file and `duration: audio`: read as written, with defaults; bad values
/// named at their key.
@Suite struct SceneAudioTests {
    static func scene(_ text: String) throws -> SceneDocument {
        try SceneLoader().load(string: "version: 1\ncanvas: 320x180\n" + text, fileName: "card.yaml")
    }

    @Test("audio: FILE and the mapping form, with their defaults; duration: audio; the soundtrack is an input file")
    func reads() throws {
        let plain = try Self.scene("audio: song.mp3\n")
        #expect(plain.audio == SceneAudio(file: "song.mp3") && !plain.durationFollowsAudio && plain.duration == 3)
        let full = try Self.scene("duration: audio\naudio: {file: a.wav, start: 0.5, offset: 12, volume: 0.25, fadeIn: 1, fadeOut: 2}\n")
        #expect(full.audio == SceneAudio(file: "a.wav", start: 0.5, offset: 12, volume: 0.25, fadeIn: 1, fadeOut: 2))
        #expect(full.durationFollowsAudio)
        #expect(full.inputFiles(baseURL: URL(fileURLWithPath: "/scenes")).map(\.path) == ["/scenes/a.wav"])
        var fitted = full
        try fitted.fit(toSoundEndingAt: 7.5)
        #expect(fitted.duration == 7.5)
    }

    @Test("Bad audio values are named at their key", arguments: [
        ("audio: {start: 1}", "audio", "needs a file"),
        ("audio: {file: a.wav, volume: 20}", "audio.volume", "0 to 16"),
        ("audio: {file: a.wav, fadein: 1}", "audio.fadein", "did you mean 'fadeIn'"),
        ("audio: {file: a.wav, offset: -1}", "audio.offset", "-1"),
        ("audio: \"\"", "audio", "empty"),
    ])
    func refuses(text: String, keyPath: String, says: String) throws {
        let error = try #require(throws: SceneError.self) { try Self.scene(text + "\n") }
        #expect(error.keyPath == keyPath && error.description.contains(says), "\(error)")
    }

    @Test("A layer ending after the sound is named when duration: audio is fitted")
    func layerAfterSound() throws {
        var document = try Self.scene("duration: audio\naudio: a.wav\nlayers:\n  - {text: Hi, end: 4}\n")
        let error = try #require(throws: SceneError.self) { try document.fit(toSoundEndingAt: 2) }
        #expect(error.keyPath == "layers[0].end", "\(error)")
    }
}
