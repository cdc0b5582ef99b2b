import Foundation
import KinetypeCard
import KinetypeScene
import Testing

/// `replace.interpolate` in scene files: the same text moves to another weight, size, tracking or
/// colour, re-laid out on every frame, and ends as the still of the new settings.
@Suite struct SceneInterpolateTests {
    static func card(_ effects: String, font: String = "{family: Inter, size: 28, variations: {wght: 300}}",
                     color: String = "#fff") throws -> TitleCard {
        try TitleCard(scene: SceneLoader().load(string: """
            version: 1
            canvas: 160x60
            duration: 2
            background: "#000"
            layers:
              - text: "Wg"
                color: "\(color)"
                font: \(font)
            \(effects)
            """, fileName: "interpolate.yaml"))
    }

    /// The sum of the frame's green channel: white text on black, so its ink.
    static func ink(_ card: TitleCard, at time: Double) throws -> Int {
        let frame = try card.frame(at: time)
        return (0..<frame.height).reduce(0) { sum, y in (0..<frame.width).reduce(sum) { $0 + Int(frame.pixel(x: $1, y: y).green) } }
    }

    @Test("wght 300 → 900 over 1 s: the ink grows frame by frame and the end is the still at 900")
    func weightGrows() throws {
        let card = try Self.card("    effects: [{effect: 'replace.interpolate(wght: 900)', at: [0.5], duration: 1}]")
        let first = try Self.ink(card, at: 0.4)
        #expect(try first == Self.ink(Self.card(""), at: 0.4), "before the change, the still at 300")
        var last = first
        for step in 1...10 {
            let ink = try Self.ink(card, at: 0.5 + Double(step) / 10)
            // The ease-out's last tenth moves wght by less than a unit: equal ink is fine there.
            #expect(step > 7 ? ink >= last : ink > last, "frame \(step): \(ink) after \(last)")
            last = ink
        }
        #expect(Double(last) > 1.5 * Double(first), "Black has far more ink than Light: \(last) against \(first)")
        let still = try Self.card("", font: "{family: Inter, size: 28, variations: {wght: 900}}")
        #expect(try card.frame(at: 1.9) == still.frame(at: 1.9))
    }

    /// The width of the frame's ink (columns with any green or red above 40).
    static func inkWidth(_ card: TitleCard, at time: Double) throws -> Int {
        let frame = try card.frame(at: time)
        let columns = (0..<frame.width).filter { x in (0..<frame.height).contains { y in
            let pixel = frame.pixel(x: x, y: y)
            return max(pixel.red, pixel.green) > 40
        } }
        return (columns.last ?? 0) - (columns.first ?? 0)
    }

    @Test("size, tracking and colour move too; to: may be left out, and a chain starts from the text before")
    func sizeTrackingColour() throws {
        let card = try Self.card("""
                effects:
                  - {effect: 'replace.interpolate(size: 40, color: "#f00")', at: [0.2], duration: 0.5}
                  - {effect: 'replace.interpolate(wght: 600, tracking: 8)', at: [1], to: "Wg", duration: 0.5}
            """)
        let frame = try card.frame(at: 0.45)
        var pink = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let pixel = frame.pixel(x: x, y: y)
                let red = Int(pixel.red), green = Int(pixel.green)
                if red > 120 && green > 20 && green < red - 40 { pink += 1 }
            }
        }
        #expect(pink > 0, "half-way the white is turning red")
        func still(_ weight: Int) throws -> TitleCard {
            try Self.card("", font: "{family: Inter, size: 40, variations: {wght: \(weight)}}", color: "#f00")
        }
        #expect(try card.frame(at: 0.9) == still(300).frame(at: 0.9), "between the two, the still of the first's end")
        let plain = try Self.inkWidth(still(600), at: 1.9)
        let tracked = try Self.inkWidth(card, at: 1.9)
        #expect(tracked >= plain + 6 && tracked <= plain + 10, "tracking 8 after the W: \(tracked) against \(plain)")
    }

    @Test("a different text, an axis the font lacks or a colour that is none is an error naming the key", arguments: [
        ("[{effect: 'replace.interpolate(wght: 900)', at: [0.5], to: \"Wh\"}]", "layers[0].effects[0].to", "is not \"Wg\""),
        ("[{effect: 'replace.interpolate(wdth: 90)', at: [0.5]}]", "layers[0].effects[0].effect", "no 'wdth' axis"),
        ("[{effect: 'replace.interpolate(wght: 950)', at: [0.5]}]", "layers[0].effects[0].effect", "outside the 'wght' axis"),
        ("[{effect: 'replace.interpolate(color: \"#ggg\")', at: [0.5]}]", "layers[0].effects[0].effect", "interpolate's color"),
        ("[{effect: 'replace.interpolate(size: 0)', at: [0.5]}]", "layers[0].effects[0].effect", "size 0 is out of range"),
        ("[{effect: 'replace.interpolate(weight: 9)', at: [0.5]}]", "layers[0].effects[0].effect", "unknown key 'weight'"),
        ("[{effect: 'replace.interpolate(wght: nan)', at: [0.5]}]", "layers[0].effects[0].effect", "wght 'nan' is not a number"),
        ("[{effect: 'replace.magic', at: [0.5]}]", "layers[0].effects[0].to", "needs the new text"),
    ])
    func badInput(effects: String, key: String, says: String) throws {
        let error = try #require(throws: SceneError.self) { try Self.card("    effects: \(effects)") }
        #expect(error.keyPath == key && error.description.contains(says), "\(error)")
    }

    @Test("replace.morph compiles by line or cluster, and refuses an unknown unit or a layer without text by key")
    func morphInput() throws {
        for effect in ["replace.morph", "replace.morph(cluster)", "replace.morph(unit: line).byLayer"] {
            #expect(try Self.card("    effects: [{effect: '\(effect)', at: [0.5], to: \"Ab\"}]").frame(at: 1).width == 160)
        }
        let unit = try #require(throws: SceneError.self) {
            try Self.card("    effects: [{effect: 'replace.morph(unit: glyph)', at: [0.5], to: \"Ab\"}]")
        }
        #expect(unit.keyPath == "layers[0].effects[0].effect" && unit.description.contains("unknown unit 'glyph'"), "\(unit)")
        let shape = try #require(throws: SceneError.self) {
            try TitleCard(scene: SceneLoader().load(string: """
                version: 1
                canvas: 160x60
                duration: 2
                layers:
                  - shape: {kind: rect, width: 40, height: 20}
                    effects: [{effect: replace.morph, at: [0.5], to: "Ab"}]
                """, fileName: "shape.yaml"))
        }
        #expect(shape.keyPath == "layers[0].effects[0].effect" && shape.description.contains("shows no text"), "\(shape)")
    }
}
