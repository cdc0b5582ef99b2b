import KinetypeCard
import Foundation
import KinetypeScene
import KinetypeText
import Testing

/// `language` and `hyphenate` on a text layer: decoded, checked, and reaching the drawing.
@Suite struct SceneHyphenationTests {
    static func source(_ keys: String) -> String {
        """
        version: 1
        canvas: 640x480
        duration: 1
        background: black
        layers:
          - text: "Donaudampfschifffahrtsgesellschaft"
            font: {size: 48}
            maxWidth: 300
        \(keys.isEmpty ? "" : "    " + keys)

        """
    }

    static func frame(_ keys: String) throws -> [UInt8] {
        let scene = try SceneLoader().load(string: source(keys), fileName: "card.yaml")
        let frame = try TitleCard(scene: scene).frame(at: 0.5)
        return (0..<frame.height).flatMap { y in (0..<frame.width).map { frame.pixel(x: $0, y: y).red } }
    }

    @Test("language and hyphenate are read; hyphenate changes the drawing only with a language that has patterns")
    func decodedAndDrawn() throws {
        let scene = try SceneLoader().load(string: Self.source("language: de\n    hyphenate: true"), fileName: "card.yaml")
        #expect(scene.layers[0].language == "de")
        #expect(scene.layers[0].hyphenate)
        let plain = try SceneLoader().load(string: Self.source(""), fileName: "card.yaml")
        #expect(plain.layers[0].language == nil && !plain.layers[0].hyphenate)

        let hyphenated = try Self.frame("language: de\n    hyphenate: true")
        #expect(hyphenated != (try Self.frame("language: de")), "the hyphens are drawn")
    }

    @Test("bad values and misspelt keys are errors at their place, naming the keys", arguments: [
        ("hyphenate: maybe", "layers[0].hyphenate", "true or false"),
        ("language: [de]", "layers[0].language", "language tag"),
        ("hyphenat: true", "layers[0].hyphenat", "hyphenate"),
        ("hyphenate: true", "layers[0].hyphenate", "language: de"),
    ])
    func bad(_ line: String, _ keyPath: String, _ says: String) {
        do {
            _ = try SceneLoader().load(string: "version: 1\nlayers:\n  - text: Hi\n    \(line)\n", fileName: "card.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.keyPath == keyPath, "\(error)")
            #expect(error.line == 4)
            #expect(error.message.contains(says), "\(error.message)")
        }
    }
}
