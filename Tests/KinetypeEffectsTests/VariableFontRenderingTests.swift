import Foundation
import Kinetype
import KinetypeTestSupport
import KinetypeTestSupportCore
import Testing

/// Variable fonts drawn: measured pixels of the bundled Inter at several weights, and the
/// `weight` wave renderer keeping every glyph in its slot.
@Suite struct VariableFontRenderingTests {
    static let width = 900, height = 200

    /// Alpha of every pixel of `layout` drawn white on a transparent canvas at (20, 20), through `renderer`.
    static func alpha(_ layout: Text.Layout, renderer: (any TextRenderer)? = nil) throws -> [[Int]] {
        let canvas = try Canvas(width: width, height: height)
        var context = GraphicsContext(canvas: canvas)
        context.foregroundColor = .white
        context.translateBy(x: 20, y: 20)
        if let renderer {
            renderer.draw(layout: layout, in: &context)
        } else {
            context.draw(layout, options: .disablesSubpixelQuantization)
        }
        return (0..<height).map { y in (0..<width).map { x in Int(canvas.pixel(x: x, y: y).alpha) } }
    }

    /// Columns with ink, as runs of consecutive columns: one per glyph when glyphs stand apart.
    static func inkColumns(_ alpha: [[Int]]) -> [ClosedRange<Int>] {
        let inked = (0..<width).map { x in alpha.contains { $0[x] > 24 } }
        var runs: [ClosedRange<Int>] = [], start: Int?
        for x in 0...width {
            if x < width && inked[x] { start = start ?? x } else if let s = start { runs.append(s...(x - 1)); start = nil }
        }
        return runs
    }

    static func inter(_ text: String, _ variations: [FontVariation] = []) throws -> Text.Layout {
        var font = Font.custom("Inter", size: 96)
        for v in variations { font = font.variation(v.tag, v.value) }
        return try Text(text).font(font).layout()
    }

    @Test("wght 900 draws darker and wider than wght 100, and the ink is the outline HarfBuzz gives at that weight")
    func heavierIsDarker() throws {
        for text in ["Wave", "Hamburgefonstiv"] {
            let thin = try Self.inter(text, [FontVariation("wght", 100)])
            let heavy = try Self.inter(text, [FontVariation("wght", 900)])
            let thinAlpha = try Self.alpha(thin), heavyAlpha = try Self.alpha(heavy)
            let thinInk = thinAlpha.joined().reduce(0, +), heavyInk = heavyAlpha.joined().reduce(0, +)
            #expect(Double(heavyInk) > 2.5 * Double(thinInk), "\(text): ink \(heavyInk) vs \(thinInk)")
            let thinSpan = Self.inkColumns(thinAlpha), heavySpan = Self.inkColumns(heavyAlpha)
            let thinWidth = thinSpan.last!.upperBound - thinSpan.first!.lowerBound
            let heavyWidth = heavySpan.last!.upperBound - heavySpan.first!.lowerBound
            #expect(heavyWidth > thinWidth + 20, "\(text): \(heavyWidth) px wide vs \(thinWidth)")
            // Cairo draws the instance HarfBuzz shaped: the ink's extent is the outline's bounds.
            for (layout, alpha) in [(thin, thinAlpha), (heavy, heavyAlpha)] {
                let box = layout.first!.outline.boundingRect.offsetBy(dx: 20, dy: 20)
                let columns = Self.inkColumns(alpha)
                expectClose(Double(columns.first!.lowerBound), Double(box.minX), tolerance: 1.5, "\(text): left edge")
                expectClose(Double(columns.last!.upperBound + 1), Double(box.maxX), tolerance: 1.5, "\(text): right edge")
            }
        }
    }

    /// Varies glyph `target` only, in its slot.
    struct OneGlyph: TextRenderer {
        var target: Int
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            var index = 0
            for line in layout {
                for run in line {
                    for slice in run {
                        let drawn = index == target ? slice.varied([FontVariation("wght", 900)]) : slice
                        context.draw(drawn, options: .disablesSubpixelQuantization)
                        index += 1
                    }
                }
            }
        }
    }

    @Test("re-shaping one glyph at another weight changes no pixel outside its slot")
    func otherGlyphsStay() throws {
        let layout = try Self.inter("Typography", [FontVariation("wght", 200)])
        let plain = try Self.alpha(layout, renderer: OneGlyph(target: -1))   // drawn a slice at a time too
        let slices = layout.first!.flatMap { run in run.map { $0 } }
        for target in [0, 3, 9] {
            let varied = try Self.alpha(layout, renderer: OneGlyph(target: target))
            let grown = slices[target].varied([FontVariation("wght", 900)]).typographicBounds.rect
            let slot = slices[target].typographicBounds.rect.union(grown).insetBy(dx: -12, dy: 0).offsetBy(dx: 20, dy: 0)
            var changedOutside = 0, changedInside = 0
            for y in 0..<Self.height {
                for x in 0..<Self.width where plain[y][x] != varied[y][x] {
                    if CGFloat(x) < slot.minX || CGFloat(x) > slot.maxX { changedOutside += 1 } else { changedInside += 1 }
                }
            }
            #expect(changedOutside == 0, "glyph \(target): \(changedOutside) pixels changed outside its slot")
            #expect(changedInside > 200, "glyph \(target) did change")
        }
    }

    @Test("the weight wave keeps each glyph centred in its slot at every time; reflow moves them")
    func weightWaveKeepsSlots() throws {
        // Symmetric glyphs standing apart: each one's ink centre is its slot's centre.
        let layout = try Self.inter("H  O  H  O  H  I")
        let centres = { (alpha: [[Int]]) in Self.inkColumns(alpha).map { Double($0.lowerBound + $0.upperBound) / 2 } }
        let plain = centres(try Self.alpha(layout))
        #expect(plain.count == 6)
        var sawChange = false
        for time in [0.0, 0.3, 0.77, 1.5] {
            let wave = WeightWaveRenderer(time: time, minimum: 100, maximum: 900, wavelength: 5, speed: 0.7)
            let alpha = try Self.alpha(layout, renderer: wave)
            let moved = centres(alpha)
            try #require(moved.count == plain.count)
            for (a, b) in zip(plain, moved) { expectClose(a, b, tolerance: 1, "t = \(time): centre \(b) vs \(a)") }
            let values = (0..<16).map { wave.value(index: $0) }
            if Set(values).count > 4 { sawChange = true }
            #expect(values.allSatisfy { $0 >= 100 && $0 <= 900 })
        }
        #expect(sawChange)
        // Reflow: glyphs take their new widths, so at least one centre moves by more than a pixel.
        let reflowed = centres(try Self.alpha(layout, renderer: WeightWaveRenderer(time: 0.3, wavelength: 5, speed: 0.7, reflow: true)))
        #expect(zip(plain, reflowed).contains { abs($0 - $1) > 2 })
    }

    @Test("the weight wave's values follow the formula, rounded to 1/256 of the range")
    func waveFormula() {
        let wave = WeightWaveRenderer(time: 0.4, minimum: 200, maximum: 800, wavelength: 6, speed: 0.5)
        for index in 0..<12 {
            let exact = 200 + 600 * (1 + sin(2 * .pi * (0.5 * 0.4 - Double(index) / 6))) / 2
            expectClose(wave.value(index: index), exact, tolerance: 600.0 / 512 + 1e-9)
        }
    }

    @Test("the weight renderer is in the catalogue; a scene draws it")
    func catalogueAndScene() throws {
        let entry = try RendererCatalog().entry(named: "weight")
        #expect(entry.parameters.map(\.name) == ["axis", "min", "max", "wavelength", "speed", "reflow"])
        let yaml = """
        version: 1
        canvas: 400x160
        duration: 1
        layers:
          - text: "Wave"
            font: {family: Inter, size: 64, variations: {wght: 300}}
            renderer: {name: weight, min: 100, max: 900}
        """
        let card = try TitleCard(scene: SceneLoader().load(string: yaml, fileName: "weight.yaml"))
        let frame = try card.frame(at: 0.25)
        var ink = 0
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y).red > 128 { ink += 1 } }
        #expect(ink > 500)
    }
}
