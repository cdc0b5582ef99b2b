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
