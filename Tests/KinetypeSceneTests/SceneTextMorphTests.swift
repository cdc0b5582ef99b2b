import Foundation
import KinetypeCard
import KinetypeScene
import Testing

/// Magic and scramble replaces in scene files: the effect string takes the scramble's
/// arguments, and bad ones are errors at the effect's key that name what to fix.
@Suite struct SceneTextMorphTests {
    static func source(_ effect: String, to: String = "\"New\"") -> String {
        """
        version: 1
        canvas: 160x60
        duration: 2
        layers:
          - text: "Old"
            font: {size: 20}
            effects: [{effect: '\(effect)', at: [0.5], to: \(to)}]
        """
    }

    @Test("a scene takes replace.magic.arc and a scramble with arguments")
    func compiles() throws {
        for effect in ["replace.magic.arc", "replace.scramble", #"replace.scramble(charset: "01", order: center, seed: 4)"#] {
            let card = try TitleCard(scene: SceneLoader().load(string: Self.source(effect), fileName: "card.yaml"))
            #expect(try card.frame(at: 1.9).width == 160, "\(effect)")
        }
    }

    @Test("a bad charset, order or path, or an empty new text, is an error naming the key")
    func badInput() throws {
        for (effect, to, words) in [
            ("replace.scramble(charset: runes)", "\"New\"", ["layers[0].effects[0].effect", "unknown charset 'runes'"]),
            ("replace.scramble(order: diagonal)", "\"New\"", ["layers[0].effects[0].effect", "unknown order 'diagonal'"]),
            ("replace.scramble(colour: red)", "\"New\"", ["unknown key 'colour'"]),
            ("replace.upUp.arc", "\"New\"", ["arc is the path magic replace moves kept glyphs along"]),
            ("replace.magic", "\"\"", ["layers[0].effects[0].to", "the new text is empty"]),
        ] {
            let error = try #require(throws: SceneError.self) {
                try TitleCard(scene: SceneLoader().load(string: Self.source(effect, to: to), fileName: "card.yaml"))
            }
            for word in words { #expect(error.description.contains(word), "\(effect): \(error.description)") }
        }
    }
}
