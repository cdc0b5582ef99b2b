import Foundation
import KinetypeCard
import KinetypeRasterKernels
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// Stages that meet: a replacement's text keeps the layer's animators, and a reveal on text
/// along a path wipes the text where the path puts it. Checked in measured pixels.
@Suite struct StageCompositionTests {
    static func card(_ yaml: String) throws -> TitleCard {
        try TitleCard(scene: SceneLoader().load(string: yaml, fileName: "card.yaml"))
    }

    /// Summed red and green over the frame, and the ink's columns (red or green above 64).
    static func ink(_ frame: Frame) -> (red: Int, green: Int, columns: ClosedRange<Int>?) {
        var red = 0, green = 0, low = Int.max, high = Int.min
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.pixel(x: x, y: y)
                red += Int(p.red)
                green += Int(p.green)
                if p.red > 64 || p.green > 64 { low = min(low, x); high = max(high, x) }
            }
        }
        return (red, green, low <= high ? low...high : nil)
    }

    @Test("after a replace, the new text is still drawn through the layer's text animators")
    func replacementKeepsAnimators() throws {
        let card = try Self.card("""
            version: 1
            canvas: 400x160
            duration: 3
            background: black
            layers:
              - text: "Old"
                font: {size: 60}
                color: white
                effects: [{effect: replace.downUp, at: [0.5], to: "New"}]
                animators:
                  - properties: {color: "#ff0000"}
                    selector: {units: characters, start: 0, end: 100}
            """)
        for time in [0.2, 2.5] {
            let ink = Self.ink(try card.frame(at: time))
            #expect(ink.red > 50_000, "at \(time) s there is text")
            #expect(ink.green * 20 < ink.red, "at \(time) s the animator's red colours it: red \(ink.red), green \(ink.green)")
        }
    }

    @Test("a wipe on text along a path follows the path: on a path drawn right to left, the text's start (at the right) shows first")
    func revealFollowsThePath() throws {
        let card = try Self.card("""
            version: 1
            canvas: 800x400
            duration: 3
            background: black
            layers:
              - text: "Along the path"
                font: {size: 48}
                color: white
                position: {anchor: topLeading, offset: [0, 0]}
                path: {d: "M 700 300 C 500 150 300 150 120 300", align: center}
                reveal: {name: wipe, edge: leading, softness: 0, duration: 1}
            """)
        let full = Self.ink(try card.frame(at: 2))
        let half = Self.ink(try card.frame(at: 0.5))
        let columns = try #require(full.columns)
        #expect(columns.lowerBound > 100 && columns.upperBound < 720, "the text is on the path: \(columns)")
        #expect(Double(half.green) > 0.2 * Double(full.green) && Double(half.green) < 0.8 * Double(full.green),
                "half way, part of the text shows: \(half.green) of \(full.green)")
        let shown = try #require(half.columns)
        #expect(shown.upperBound >= columns.upperBound - 2 && shown.lowerBound > columns.lowerBound + 40,
                "the path's start, at the right, first: \(shown) of \(columns)")
    }

    /// A one-layer card of `text` under the wave renderer at amplitude 0 (it draws glyph by
    /// glyph, as the still text), with `animators` (YAML list items) when given.
    static func waveCard(_ text: String, font: String, animators: String?) throws -> TitleCard {
        try card("""
            version: 1
            canvas: 600x300
            duration: 1
            background: black
            layers:
              - text: "\(text)"
                font: \(font)
                color: white
                renderer: {name: wave, amplitude: 0}
            """ + (animators.map { "\n    animators:\n" + $0 } ?? ""))
    }

    @Test("animators over a catalogue renderer apply their colour and axis values, and keep a glyph's overhanging ink")
    func animatorsOverARenderer() throws {
        let red = Self.ink(try Self.waveCard("Wave", font: "{size: 80}", animators: """
                  - properties: {color: "#ff0000"}
                    selector: {units: characters}
            """).frame(at: 0.5))
        #expect(red.red > 50_000 && red.green * 20 < red.red, "red \(red.red), green \(red.green)")

        let thin = Self.ink(try Self.waveCard("Wave", font: "{family: Inter, size: 80, weight: thin}", animators: nil).frame(at: 0.5))
        let heavy = Self.ink(try Self.waveCard("Wave", font: "{family: Inter, size: 80, weight: thin}", animators: """
                  - properties: {wght: 900}
                    selector: {units: characters}
            """).frame(at: 0.5))
        #expect(Double(heavy.green) > 1.5 * Double(thin.green), "wght 900 through the renderer: \(heavy.green) vs \(thin.green)")

        // An italic f overhangs its advance on both sides; moved by 0 it keeps all of its ink.
        let still = Self.ink(try Self.waveCard("f", font: "{size: 220, italic: true}", animators: nil).frame(at: 0.5))
        let moved = Self.ink(try Self.waveCard("f", font: "{size: 220, italic: true}", animators: """
                  - properties: {offset: [0, 0], scale: 1}
                    selector: {units: characters}
            """).frame(at: 0.5))
        #expect(still.green > 100_000)
        expectClose(Double(moved.green), Double(still.green), relativeTolerance: 0.01)
    }
}
