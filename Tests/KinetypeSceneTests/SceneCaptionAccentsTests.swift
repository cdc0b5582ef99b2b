import Foundation
import KinetypeCaptions
import KinetypeEffects
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// A scene's `captions.emphasis`, `emoji` and `entrance`: read with their files beside the scene,
/// and bad values reported at their key and line.
@Suite struct SceneCaptionAccentsTests {
    /// The error loading `scene` (with talk.vtt and the map files beside it) gives, or nil.
    static func loadError(_ scene: String) throws -> SceneError? {
        var result: SceneError?
        try SceneCaptionsTests.withScene(scene, captions: SceneCaptionsTests.vtt) { file in
            let folder = file.deletingLastPathComponent()
            try Data("hello,👋\nthere,✓\n".utf8).write(to: folder.appendingPathComponent("bad.csv"))
            try Data("# greetings\nHELLO\n".utf8).write(to: folder.appendingPathComponent("keys.txt"))
            try Data("hello,👋\n".utf8).write(to: folder.appendingPathComponent("emoji.csv"))
            do {
                let scene = try SceneLoader().load(contentsOf: file)
                let accents = try #require(scene.captions?.accents)
                #expect(accents.emphasis?.matches(["Hello", "there"]) == [true, false])
                #expect(accents.emoji?.emoji == ["hello": "👋"] && accents.emojiPlacement == .above)
                #expect(accents.entrance?.name == "move" && accents.entrance?.parameters["edge"] == .string("top"))
            } catch let error as SceneError {
                result = error
            }
        }
        return result
    }

    static let good = """
        version: 1
        captions:
          file: talk.vtt
          emphasis: {file: keys.txt, scale: 1.3, weight: black}
          emoji: {file: emoji.csv, position: above}
          entrance: {name: move, edge: top}
        """

    @Test("emphasis from a file, emoji above and an entrance with its parameter are read relative to the scene")
    func reads() throws {
        #expect(try Self.loadError(Self.good) == nil)
    }

    @Test("bad accents are errors at their key and line", arguments: [
        ("emoji: {file: emoji.csv, position: above}", "emoji: bad.csv", "captions.emoji", "bad.csv:2"),
        ("emphasis: {file: keys.txt, scale: 1.3, weight: black}", "emphasis: {words: [], scale: 1.3}", "captions.emphasis.words", "no keyword"),
        ("emphasis: {file: keys.txt, scale: 1.3, weight: black}", "emphasis: {words: [hi], scale: 9}", "captions.emphasis.scale", "at most 4"),
        ("emphasis: {file: keys.txt, scale: 1.3, weight: black}", "emphasis: {file: nope.txt}", "captions.emphasis.file", "no such file"),
        ("entrance: {name: move, edge: top}", "entrance: mvoe", "captions.entrance", "move"),
        ("emoji: {file: emoji.csv, position: above}", "emoji: {file: emoji.csv, position: below}", "captions.emoji.position", "after or above"),
    ])
    func refused(good: String, bad: String, keyPath: String, says: String) throws {
        let error = try #require(try Self.loadError(Self.good.replacingOccurrences(of: good, with: bad)))
        #expect(error.keyPath == keyPath && error.description.contains(says), "\(error)")
    }
}
