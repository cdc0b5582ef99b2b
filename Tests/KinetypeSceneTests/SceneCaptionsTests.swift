import KinetypeCard
import Foundation
import KinetypeCaptions
import KinetypeEffects
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// A scene's `captions`: the file read beside the scene, the scene as long as its last word,
/// the captions drawn over the layers, and bad caption files reported at the key.
@Suite struct SceneCaptionsTests {
    static func withScene(_ scene: String, captions: String, _ body: (URL) throws -> Void) throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        try Data(captions.utf8).write(to: folder.appendingPathComponent("talk.vtt"))
        let file = folder.appendingPathComponent("card.yaml")
        try Data(scene.utf8).write(to: file)
        try body(file)
    }

    static let vtt = "WEBVTT\n\n00:00:00.500 --> 00:00:02.500\nHello <00:00:01.500>there\n"

    @Test("captions make layers over the scene's own, and the scene lasts until the last word")
    func captionsLayer() throws {
        try Self.withScene("""
            version: 1
            canvas: 320x180
            background: black
            captions:
              file: talk.vtt
              style: {name: pop, active: "#00ff00"}
              font: {size: 30}
              position: top
              stroke: none
            """, captions: Self.vtt) { file in
            let scene = try SceneLoader().load(contentsOf: file)
            #expect(scene.duration == 2.5)
            let captions = try #require(scene.captions)
            #expect(captions.track.words.map(\.text) == ["Hello", "there"])
            #expect(captions.style.name == "pop" && captions.font.size == 30 && captions.font.weight == 700 && captions.stroke == nil)
            let card = try TitleCard(sceneFile: file)
            // At 1 s "Hello" is spoken, in the active green, in the top half.
            let frame = try card.frame(at: 1)
            var top = 0, bottom = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width where frame.pixel(x: x, y: y) == (0, 255, 0, 255) {
                    if y < frame.height / 2 { top += 1 } else { bottom += 1 }
                }
            }
            #expect(top > 50 && bottom == 0, "\(top) green pixels at the top, \(bottom) at the bottom")
        }
    }

    @Test("speakerColors: each voice's words in its colour, in the order the voices first speak; a colour that is not one is named at its line")
    func speakerColors() throws {
        let voices = "WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v Ann>Hello\n\n00:00:01.000 --> 00:00:02.000\n<v Ben>World\n"
        let scene = "version: 1\ncanvas: 320x180\nbackground: black\ncaptions: {file: talk.vtt, stroke: none, speakerColors: [\"#ff0000\", \"#0000ff\"]}\n"
        try Self.withScene(scene, captions: voices) { file in
            let card = try TitleCard(sceneFile: file)
            for (time, wanted, other) in [(0.5, (255, 0, 0, 255), (0, 0, 255, 255)), (1.5, (0, 0, 255, 255), (255, 0, 0, 255))] as [(Double, (UInt8, UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8, UInt8))] {
                let frame = try card.frame(at: time)
                var own = 0, others = 0
                for y in 0..<frame.height {
                    for x in 0..<frame.width {
                        let pixel = frame.pixel(x: x, y: y)
                        if pixel == wanted { own += 1 }
                        if pixel == other { others += 1 }
                    }
                }
                #expect(own > 50 && others == 0, "at \(time) s: \(own) pixels in the speaker's colour, \(others) in the other's")
            }
        }
        try Self.withScene("version: 1\ncaptions:\n  file: talk.vtt\n  speakerColors: [white, nope]\n", captions: voices) { file in
            do {
                _ = try SceneLoader().load(contentsOf: file)
                Issue.record("no error")
            } catch let error as SceneError {
                #expect(error.keyPath == "captions.speakerColors[1]" && error.line == 4, "\(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test("a bad caption file is an error at captions.file that quotes the caption file's line")
    func badFile() throws {
        try Self.withScene("version: 1\ncaptions:\n  file: talk.vtt\n", captions: "WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nBackwards\n") { file in
            do {
                _ = try SceneLoader().load(contentsOf: file)
                Issue.record("no error")
            } catch let error as SceneError {
                #expect(error.keyPath == "captions.file" && error.line == 3, "\(error)")
                #expect(error.message.contains("talk.vtt:3:") && error.message.contains("before it starts"), "\(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
        try Self.withScene("version: 1\ncaptions:\n  file: missing.vtt\n", captions: Self.vtt) { file in
            #expect(throws: SceneError.self) { try SceneLoader().load(contentsOf: file) }
        }
        try Self.withScene("version: 1\ncaptions:\n  file: talk.vtt\n  style: karoke\n", captions: Self.vtt) { file in
            do {
                _ = try SceneLoader().load(contentsOf: file)
                Issue.record("no error")
            } catch let error as SceneError {
                #expect(error.keyPath == "captions.style" && error.message.contains("karaoke"), "\(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
