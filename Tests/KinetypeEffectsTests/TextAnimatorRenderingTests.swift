import Foundation
import Kinetype
import KinetypeTestSupport
import KinetypeTestSupportCore
import Testing

/// Text animators drawn: units counted on real layouts, Arabic kept as HarfBuzz shapes it,
/// amounts composed, and measured pixels for opacity, offset, tracking and colour.
@Suite struct TextAnimatorRenderingTests {
    static let width = 700, height = 220
    static let arabic = Font.file(TestSupport.font("NotoSansArabic-Bold.ttf"), size: 64)

    /// Every pixel of `layout` drawn white on a transparent canvas at (20, 40), through `renderer`.
    static func pixels(_ layout: Text.Layout, _ renderer: (any TextRenderer)?) throws -> [[(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)]] {
        let canvas = try Canvas(width: width, height: height)
        var context = GraphicsContext(canvas: canvas)
        context.foregroundColor = .white
        context.translateBy(x: 20, y: 40)
        if let renderer { renderer.draw(layout: layout, in: &context) } else { context.draw(layout, options: .disablesSubpixelQuantization) }
        return (0..<height).map { y in (0..<width).map { x in canvas.pixel(x: x, y: y) } }
    }

    static func alpha(_ layout: Text.Layout, _ renderer: (any TextRenderer)?) throws -> [[Int]] {
        try pixels(layout, renderer).map { $0.map { Int($0.alpha) } }
    }

    static func renderer(_ properties: TextAnimator.Properties, _ selector: RangeSelector = RangeSelector()) -> TextAnimatorRenderer {
        TextAnimatorRenderer([TextAnimator(properties: properties, selector: selector)], time: 0)
    }

    @Test("characters, characters without spaces, words and lines count the layout's units")
    func unitCounts() throws {
        let layout = try Text("Hello brave new world").font(.system(size: 40)).layout(maxWidth: 300)
        #expect(layout.count == 2)
        let clusters = TextAnimatorRenderer.readingOrder(of: layout)
        let text = "Hello brave new world"
        let spaces = text.filter { $0 == " " }.count
        let trailing = clusters.count   // a space at a line break may stay with its line
        #expect(RangeSelector.Units.characters.assign(clusters).count == trailing)
        #expect(trailing == text.count || trailing == text.count - 1)
        #expect(RangeSelector.Units.charactersExcludingSpaces.assign(clusters).count == text.count - spaces)
        #expect(RangeSelector.Units.words.assign(clusters).count == 4)
        #expect(RangeSelector.Units.lines.assign(clusters).count == 2)
        // Words: each letter of "brave" shares one unit.
        let words = RangeSelector.Units.words.assign(clusters).units
        let letters = clusters.indices.filter { clusters[$0].slice.text == "b" || clusters[$0].slice.text == "e" }
        #expect(Set(letters.compactMap { words[$0] }).count == 3)   // "b" in brave; "e" in Hello, brave, new
    }

    @Test("an emoji sequence and a base with its mark are one character unit each")
    func clustersStayWhole() throws {
        let layout = try Text("e\u{301}👩‍👩‍👧x").font(.system(size: 40)).layout()
        let clusters = TextAnimatorRenderer.readingOrder(of: layout)
        #expect(RangeSelector.Units.characters.assign(clusters).count == 3)
    }

    @Test("Arabic: units count HarfBuzz clusters from the right, each word moves whole, and the glyphs drawn are hb-shape's")
    func arabicStaysJoined() throws {
        let text = "مرحبا بالعالم"
        let layout = try Text(text).font(Self.arabic).layout()
        let clusters = TextAnimatorRenderer.readingOrder(of: layout)
        #expect(RangeSelector.Units.words.assign(clusters).count == 2)
        // Reading order starts at the right end of the line.
        let xs = clusters.map { $0.slice.typographicBounds.rect.midX }
        #expect(xs.first! > xs.last!)
        // Each cluster offset by its own amount (a ramp): the slices drawn are the layout's own.
        let animator = Self.renderer(TextAnimator.Properties(offset: CGSize(width: 0, height: 30)), RangeSelector(shape: .rampUp))
        let drawn = animator.amounts(in: layout)
        let offsets = drawn.flatMap { $0.filter { $0.slice.text != " " }.map(\.amounts.offset.height) }
        #expect(Set(offsets).count == 2, "each word's joined letters move as one, by their mean amount")
        let ids = drawn.flatMap { $0.flatMap { $0.slice.map { Int($0.id) } } }
        let font = layout.first!.first!.font.path
        let result = try TestSupport.run("/usr/bin/env", ["hb-shape", "--output-format=json", "--no-glyph-names", font, text])
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdoutString
        let json = Data(out[..<out.index(after: out.firstIndex(of: "]")!)].utf8)
        let expected = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]]).compactMap { $0["g"] as? Int }
        #expect(ids == expected)
        // And the pixels: the moved drawing has as much ink as the still one (nothing lost or cut).
        let still = try Self.alpha(layout, nil).joined().reduce(0, +)
        let moved = try Self.alpha(layout, animator).joined().reduce(0, +)
        expectClose(Double(moved), Double(still), relativeTolerance: 0.02)
    }

    @Test("opacity 0 at weight 1 leaves a unit invisible; the others draw as they would alone")
    func opacityHides() throws {
        let layout = try Text("AB").font(.system(size: 96)).layout()
        let hideFirst = Self.renderer(TextAnimator.Properties(opacity: 0), RangeSelector(basis: .index, start: 0, end: 1))
        let drawn = try Self.alpha(layout, hideFirst)
        struct Only: TextRenderer {
            var index: Int
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                let slices = layout.flatMap { line in line.flatMap { run in run.map { $0 } } }
                context.draw(slices[index], options: .disablesSubpixelQuantization)
            }
        }
        #expect(drawn == (try Self.alpha(layout, Only(index: 1))))
        // Half weight: half the opacity (alpha within rounding of half).
        let half = Self.renderer(TextAnimator.Properties(opacity: 0), RangeSelector(basis: .index, start: 0, end: 1, amount: 50))
        let halfAlpha = try Self.alpha(layout, half), aAlone = try Self.alpha(layout, Only(index: 0))
        let peak = aAlone.joined().max()!
        let (y, x) = aAlone.enumerated().lazy.compactMap { y, row in row.firstIndex(of: peak).map { (y, $0) } }.first!
        expectClose(halfAlpha[y][x], peak / 2, tolerance: 2)
    }

    @Test("an offset of [12, 30] at weight 1 moves every inked pixel by exactly 12 right and 30 down")
    func offsetMovesInk() throws {
        let layout = try Text("Move").font(.system(size: 72)).layout()
        // The reference is the same renderer at offset 0 (clusters drawn one at a time, as moved).
        let plain = try Self.alpha(layout, Self.renderer(TextAnimator.Properties(offset: .zero)))
        let moved = try Self.alpha(layout, Self.renderer(TextAnimator.Properties(offset: CGSize(width: 12, height: 30))))
        var mismatches = 0
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let source = y >= 30 && x >= 12 ? plain[y - 30][x - 12] : 0
                if abs(moved[y][x] - source) > 1 { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(plain.joined().reduce(0, +) > 10_000)
    }

    @Test("tracking widens the line by the added space and keeps its centre")
    func tracking() throws {
        let layout = try Text("IIIII").font(.system(size: 72)).layout()
        func span(_ alpha: [[Int]]) -> (Int, Int) {
            let columns = (0..<Self.width).filter { x in alpha.contains { $0[x] > 24 } }
            return (columns.first!, columns.last!)
        }
        let plain = span(try Self.alpha(layout, nil))
        let tracked = span(try Self.alpha(layout, Self.renderer(TextAnimator.Properties(tracking: 10))))
        // Five clusters each get 10 after them; the ink spans four of the gaps: 40 wider.
        expectClose((tracked.1 - tracked.0) - (plain.1 - plain.0), 40, tolerance: 1)
        expectClose(tracked.1 + tracked.0, plain.1 + plain.0, tolerance: 1)
    }

    @Test("colour at weight 1 paints the glyphs in it; at weight ½ halfway")
    func colourBlend() throws {
        let layout = try Text("█").font(.system(size: 72)).layout()
        for (amount, expected) in [(100.0, (255, 255, 0)), (50.0, (255, 255, 128))] {
            let pixels = try Self.pixels(layout, Self.renderer(TextAnimator.Properties(color: Color(red: 1, green: 1, blue: 0)),
                                                               RangeSelector(amount: amount)))
            let solid = try #require(pixels.joined().first { $0.alpha == 255 })
            #expect(Int(solid.red) == expected.0 && Int(solid.green) == expected.1 && abs(Int(solid.blue) - expected.2) <= 1,
                    "amount \(amount): \(solid)")
        }
    }

    @Test("several animators compose: offsets and rotations add, scales and opacities multiply, axis values blend in order")
    func composition() throws {
        let layout = try Text("ab").font(.custom("Inter", size: 48)).layout()
        let whole = RangeSelector()
        let half = RangeSelector(amount: 50)
        let renderer = TextAnimatorRenderer([
            TextAnimator(properties: .init(opacity: 0.5, offset: CGSize(width: 10, height: 0), scale: 2, rotation: .degrees(30),
                                           variations: [FontVariation("wght", 900)]), selector: whole),
            TextAnimator(properties: .init(opacity: 0, offset: CGSize(width: 0, height: 20), scale: 3, rotation: .degrees(10),
                                           blur: 4, variations: [FontVariation("wght", 100)]), selector: half),
        ], time: 0)
        for (_, amounts) in renderer.amounts(in: layout).joined() {
            #expect(amounts.offset == CGSize(width: 10, height: 10))
            expectClose(amounts.scale, 2 * 2, tolerance: 1e-12)          // 2 × (1 + (3 − 1) × ½)
            expectClose(amounts.rotation, 35, tolerance: 1e-12)
            expectClose(amounts.opacity, 0.5 * 0.5, tolerance: 1e-12)    // 0.5 × (1 + (0 − 1) × ½)
            #expect(amounts.blur == 2)
            // wght: 400 (Inter's default) → 900 at weight 1 → halfway to 100: 500.
            #expect(amounts.variations == [FontVariation("wght", 500)])
        }
        // Drawn at those weights: the heavier instance's ink is wider than plain.
        let plain = try Self.alpha(layout, nil).joined().reduce(0, +)
        let bold = try Self.alpha(layout, Self.renderer(.init(variations: [FontVariation("wght", 900)]))).joined().reduce(0, +)
        #expect(Double(bold) > 1.5 * Double(plain))
    }

    @Test("on a title card, animators draw over the layer's renderer and under its enter transition")
    func titleCardLayer() throws {
        var layer = TitleCard.Layer(Text("Hidden").font(.system(size: 60)), enter: TextTransition(.opacity, duration: 0.5))
        layer.animators = [TextAnimator(properties: .init(opacity: 0))]
        layer.renderer = try RendererCatalog.shared.renderer(named: "wave", parameters: [:])
        let card = TitleCard(width: 400, height: 160, duration: 1, background: .color(.black), layers: [layer])
        for time in [0.2, 0.8] {
            let frame = try card.frame(at: time)
            #expect(frame.pixels.allSatisfy { $0 == 0xFF00_0000 }, "t = \(time): every unit hidden")
        }
        layer.animators = [TextAnimator(properties: .init(opacity: 0), selector: RangeSelector(basis: .index, start: 0, end: 3))]
        let partly = try TitleCard(width: 400, height: 160, duration: 1, background: .color(.black), layers: [layer]).frame(at: 0.8)
        #expect(partly.pixels.contains { $0 != 0xFF00_0000 }, "the unselected units draw")
    }
}
