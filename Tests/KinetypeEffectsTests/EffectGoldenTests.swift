import ExampleRenderers
import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// What Cairo and the filters paint for the example renderers, against golden frames, with the
/// `GoldenTolerance.filtered` policy: every channel of at least 99% of the pixels within 8/255 of
/// the golden, none beyond 96/255. `RECORD=1` (`make record-goldens`) writes new goldens and fails
/// each case, so a recording is looked at before it is committed.
@Suite struct EffectGoldenTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/KinetypeEffectsTests/Goldens")

    static let cards: [(name: String, card: TitleCard, time: Double)] = [
        ("appearance-mid", TitleCard(width: 480, height: 160, duration: 1) { t in
            (Text("Hello ") + Text("Visual").customAttribute(EmphasisAttribute())).font(.system(size: 56, weight: .bold))
                .textRenderer(AppearanceEffectRenderer(elapsedTime: t, totalDuration: 1))
        }, 0.45),
        ("glow", TitleCard(width: 480, height: 160, duration: 1, background: Color(hex: "#0b0b1a")!) { t in
            Text("GLOW").font(.system(size: 80, weight: .black))
                .textRenderer(GlowRenderer(time: t, color: Color(hex: "#ff3b8e")!, radius: 10, pulse: 0))
        }, 0),
        ("decorations", TitleCard(width: 480, height: 160, duration: 1, background: .white) { _ in
            (Text("under").underline(color: .red) + Text(" and ") + Text("struck").strikethrough())
                .font(.system(size: 48))
        }, 0),
    ]

    @Test("effect golden frames", arguments: 0..<cards.count)
    func golden(index: Int) throws {
        let (name, card, time) = Self.cards[index]
        let frame = try card.frame(at: time)
        try TestSupport.assertGolden(named: name, in: Self.folder, width: frame.width, height: frame.height,
                                     pixel: { frame.pixel(x: $0, y: $1) }, pngData: { try frame.pngData() }, tolerance: .filtered)
    }

    @Test("underline and strikethrough: bars under the baseline and through the x-height")
    func decorations() throws {
        let text = (Text("under").underline(color: .red) + Text(" and ") + Text("struck").strikethrough()).font(.system(size: 48))
        let frame = try Self.cards[2].card.frame(at: 0)
        let layout = try text.layout(maxWidth: 480 - 48)
        let origin = CGPoint(x: ((480 - layout.size.width) / 2).rounded(), y: ((160 - layout.size.height) / 2).rounded())
        let runs = layout[0].map { $0 }
        let baseline = Int(origin.y + layout[0].origin.y)
        // Noto Sans: underline position −100/1000 em, thickness 50/1000 em → 4.8 px below the baseline.
        let underlineY = baseline + 5
        let underlineX = Int(origin.x + runs[0].typographicBounds.rect.midX)
        let red = frame.pixel(x: underlineX, y: underlineY)
        #expect(red.red > 200 && red.green < 80, "a red underline at y \(underlineY)")
        // The strike is black across "struck" between letters too, where there is no glyph ink.
        let strikeRun = runs[2]
        let xs = stride(from: Int(origin.x + strikeRun.typographicBounds.rect.minX) + 2,
                        to: Int(origin.x + strikeRun.typographicBounds.rect.maxX) - 2, by: 1)
        let strikeRow = (baseline - 40..<baseline).max { y0, y1 in
            xs.filter { frame.pixel(x: $0, y: y0).red < 80 }.count < xs.filter { frame.pixel(x: $0, y: y1).red < 80 }.count
        }!
        #expect(xs.allSatisfy { frame.pixel(x: $0, y: strikeRow).red < 128 }, "a continuous strike at y \(strikeRow)")
    }
}
