import Foundation
import KinetypeCard
import KinetypeGraphics
import KinetypeScene
import Testing

/// Magic and scramble replaces in scene files: the effect string takes the scramble's
/// arguments, and bad ones are errors at the effect's key that name what to fix.
@Suite struct SceneTextMorphTests {
    static func source(_ effect: String, from: String = "Old", to: String = "\"New\"") -> String {
        """
        version: 1
        canvas: 160x60
        duration: 2
        layers:
          - text: "\(from)"
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

    @Test("a counter in a scene rolls in the direction of the change and ends as the new number's still")
    func counter() throws {
        func card(_ effect: String, _ from: String, _ to: String) throws -> TitleCard {
            try TitleCard(scene: SceneLoader().load(string: Self.source(effect, from: from, to: "\"\(to)\""), fileName: "card.yaml"))
        }
        func differ(_ a: Frame, _ b: Frame) -> Bool {
            (0..<a.height).contains { y in (0..<a.width).contains { x in a.pixel(x: x, y: y) != b.pixel(x: x, y: y) } }
        }
        let still = try card("replace.numericText", "200", "201").frame(at: 0)
        #expect(!differ(try card("replace.numericText", "199", "200").frame(at: 1.9), still))
        for (from, to, same, other) in [("199", "200", "countsDown: false", "countsDown"), ("200", "199", "countsDown", "countsDown: false")] {
            let rolling = try card("replace.numericText", from, to).frame(at: 0.6)
            #expect(!differ(rolling, try card("replace.numericText(\(same))", from, to).frame(at: 0.6)), "\(from) → \(to)")
            #expect(differ(rolling, try card("replace.numericText(\(other))", from, to).frame(at: 0.6)), "\(from) → \(to)")
        }
    }

    @Test("the scramble entrance takes a charset, and refuses one without characters by key")
    func scrambleEntrance() throws {
        func source(_ charset: String) -> String {
            "version: 1\ncanvas: 160x60\nduration: 2\nlayers:\n  - text: \"Ready\"\n    enter: {name: scramble, duration: 1, charset: \(charset)}\n"
        }
        for charset in ["digits", "\"01\"", "symbols"] {
            let card = try TitleCard(scene: SceneLoader().load(string: source(charset), fileName: "card.yaml"))
            #expect(try card.frame(at: 1.5) == TitleCard(scene: SceneLoader().load(string: source("letters"), fileName: "card.yaml")).frame(at: 1.5))
        }
        let error = try #require(throws: SceneError.self) {
            try TitleCard(scene: SceneLoader().load(string: source("\"  \""), fileName: "card.yaml"))
        }
        #expect(error.description.contains("layers[0].enter.charset") && error.description.contains("has no characters"), "\(error)")
    }

    @Test("a bad charset, order or path, or an empty new text, is an error naming the key")
    func badInput() throws {
        for (effect, to, words) in [
            ("replace.scramble(charset: runes)", "\"New\"", ["layers[0].effects[0].effect", "unknown charset 'runes'"]),
            ("replace.scramble(order: diagonal)", "\"New\"", ["layers[0].effects[0].effect", "unknown order 'diagonal'"]),
            ("replace.scramble(colour: red)", "\"New\"", ["unknown key 'colour'"]),
            ("replace.numericText(sideways)", "\"2\"", ["layers[0].effects[0].effect", "numericText takes countsDown"]),
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
