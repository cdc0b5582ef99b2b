import Foundation
import Kinetype
import Testing

/// Replace on text: the new text ends as its plain render; magic replace keeps shared glyphs
/// fully opaque throughout.
@Suite struct ReplaceTests {
    static func card(_ from: String, _ to: String, effect: String) throws -> TitleCard {
        var layer = TitleCard.Layer(Text(from).font(.system(size: 48)))
        layer.replacement = TextReplacement(Text(to).font(.system(size: 48)), at: 0.5, effect: try SymbolEffectParser.parse(effect))
        return TitleCard(width: 360, height: 120, fps: 30, duration: 2, layers: [layer])
    }

    static func plain(_ text: String) throws -> Frame {
        try TitleCard(width: 360, height: 120, fps: 30, duration: 2, layers: [TitleCard.Layer(Text(text).font(.system(size: 48)))]).frame(at: 0)
    }

    @Test("replace starts as the old text and ends as the new one's plain render",
          arguments: ["replace.downUp", "replace.upUp", "replace.offUp", "replace.magic", "replace.downUp.byLayer"])
    func endsAsNewText(effect: String) throws {
        let card = try Self.card("Hello", "World", effect: effect)
        #expect(RendererTests.maxDifference(try card.frame(at: 0.2), try Self.plain("Hello")) <= 1, "\(effect) before")
        #expect(RendererTests.maxDifference(try card.frame(at: 1.9), try Self.plain("World")) <= 1, "\(effect) after")
        let middle = try card.frame(at: 0.65)
        #expect(RendererTests.maxDifference(middle, try Self.plain("World")) > 20, "\(effect) mid-way")
    }

    @Test("magic replace: shared glyphs stay fully opaque while the rest transitions")
    func magicKeepsSharedGlyphs() throws {
        let card = try Self.card("Version 2024", "Version 2025", effect: "replace.magic")
        let layout = try Text("Version 2025").font(.system(size: 48)).layout(maxWidth: 360 - 36)
        let origin = CGPoint(x: ((360 - layout.size.width) / 2).rounded(), y: ((120 - layout.size.height) / 2).rounded())
        let slices = layout.flatMap { line in line.flatMap { Array($0) } }
        let shared = slices.prefix(slices.count - 1).filter { TextReplacement.characters($0) != " " }
        for time in stride(from: 0.5, through: 0.9, by: 0.05) {
            let frame = try card.frame(at: time)
            for slice in shared {
                let box = slice.typographicBounds.rect.offsetBy(dx: origin.x, dy: origin.y)
                var brightest = 0
                for y in Int(box.minY)..<Int(box.maxY) {
                    for x in Int(box.minX)..<Int(box.maxX) { brightest = max(brightest, Int(frame.pixel(x: x, y: y).red)) }
                }
                #expect(brightest >= 250, "'\(TextReplacement.characters(slice))' at \(time): brightest \(brightest)")
            }
        }
        // The last digit does transition.
        #expect(RendererTests.maxDifference(try card.frame(at: 0.65), try Self.plain("Version 2025")) > 20)
    }
}

/// Numeric-text transitions for counters: changed digits roll, the rest stays.
@Suite struct NumericTextTests {
    static func card(countsDown: Bool) -> TitleCard {
        var layer = TitleCard.Layer(Text("98").font(.system(size: 60, weight: .bold)))
        layer.replacements = [
            .numericText(Text("99").font(.system(size: 60, weight: .bold)), at: 0.5, countsDown: countsDown),
            .numericText(Text("100").font(.system(size: 60, weight: .bold)), at: 1.0, countsDown: countsDown),
        ]
        return TitleCard(width: 240, height: 120, fps: 30, duration: 2, layers: [layer])
    }

    static func plain(_ text: String) throws -> Frame {
        try TitleCard(width: 240, height: 120, fps: 30, duration: 2,
                      layers: [TitleCard.Layer(Text(text).font(.system(size: 60, weight: .bold)))]).frame(at: 0)
    }

    @Test("the counter shows each value at rest and ends at the last")
    func values() throws {
        let card = Self.card(countsDown: false)
        #expect(RendererTests.maxDifference(try card.frame(at: 0.3), try Self.plain("98")) <= 1)
        #expect(RendererTests.maxDifference(try card.frame(at: 0.95), try Self.plain("99")) <= 1)
        #expect(RendererTests.maxDifference(try card.frame(at: 1.9), try Self.plain("100")) <= 1)
    }

    @Test("the unchanged digit stays; the changed one rolls up, or down with countsDown")
    func rolling() throws {
        let layout = try Text("99").font(.system(size: 60, weight: .bold)).layout()
        let origin = CGPoint(x: ((240 - layout.size.width) / 2).rounded(), y: ((120 - layout.size.height) / 2).rounded())
        let slices = layout[0][0].map { $0 }
        let first = slices[0].typographicBounds.rect.offsetBy(dx: origin.x, dy: origin.y)
        let second = slices[1].typographicBounds.rect.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: 0, dy: -60)
        func centroidY(_ frame: Frame, in box: CGRect) -> Double {
            var sum = 0.0, weight = 0.0
            for y in max(0, Int(box.minY))..<min(120, Int(box.maxY)) {
                for x in Int(box.minX)..<Int(box.maxX) {
                    let v = Double(frame.pixel(x: x, y: y).red)
                    sum += v * Double(y)
                    weight += v
                }
            }
            return weight > 0 ? sum / weight : 0
        }
        let rest = try Self.plain("99")
        let up = try Self.card(countsDown: false).frame(at: 0.6), down = try Self.card(countsDown: true).frame(at: 0.6)
        #expect(RendererTests.maxDifference(up, rest, in: first) <= 1, "the tens digit stays")
        let restY = centroidY(rest, in: second)
        // Mid-roll the changed digit's ink is off its resting height, in opposite directions
        // for counting up (old moves up, new comes from below) and counting down.
        #expect(centroidY(up, in: second) != centroidY(down, in: second))
        #expect((centroidY(up, in: second) - restY).magnitude > 1 && (centroidY(down, in: second) - restY).magnitude > 1)
    }
}
