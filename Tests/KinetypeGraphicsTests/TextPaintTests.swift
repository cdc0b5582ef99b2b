import Foundation
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupport
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Text filled with any shape style, outlined and shadowed (``TextPaint``), measured in the
/// pixels drawn: gradient colours against the gradient's own formula at each pixel's position,
/// stroke widths against the fill-only glyph's measured width, shadows where their offset puts them.
@Suite struct TextPaintTests {
    static let origin = CGPoint(x: 20, y: 20)
    /// Pure colours (SwiftUI's named ones are softer).
    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    static let yellow = Color(red: 1, green: 1, blue: 0)

    /// `text` laid out and drawn at `origin` on a transparent canvas, through `opacity`.
    static func draw(_ text: Text, width: Int = 700, height: Int = 260, opacity: Double = 1) throws -> (Canvas, Text.Layout) {
        let layout = try text.layout()
        let canvas = try Canvas(width: width, height: height)
        var context = GraphicsContext(canvas: canvas)
        context.opacity = opacity
        context.translateBy(x: origin.x, y: origin.y)
        context.draw(layout)
        return (canvas, layout)
    }

    static func font(_ size: CGFloat = 160, bold: Bool = true) -> Font {
        .file(TestSupport.font(bold ? "NotoSans-Bold.ttf" : "NotoSans-Regular.ttf"), size: size)
    }

    /// The columns of row `y` whose alpha is at least half.
    static func inkColumns(_ canvas: Canvas, y: Int) -> [Int] {
        (0..<canvas.width).filter { canvas.pixel(x: $0, y: y).alpha >= 128 }
    }

    /// Runs of consecutive columns.
    static func bands(_ columns: [Int]) -> [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        for column in columns {
            if let last = bands.last, last.upperBound == column - 1 {
                bands[bands.count - 1] = last.lowerBound...column
            } else {
                bands.append(column...column)
            }
        }
        return bands
    }

    /// The middle row of the glyphs of `layout` (half the cap height above the baseline).
    static func middleRow(_ layout: Text.Layout) -> Int {
        Int(origin.y + layout[0].origin.y - layout[0].typographicBounds.ascent * 0.35)
    }

    @Test("a gradient fills the whole text: every stem's colour is the gradient's at its place, not a restart per glyph")
    func gradientSpansText() throws {
        let text = Text("IIIIII").font(Self.font())
        let gradient = LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing)
        let (whole, layout) = try Self.draw(text.foregroundStyle(gradient))
        let (perGlyph, _) = try Self.draw(text.foregroundStyle(gradient, spanning: .glyph))
        let row = Self.middleRow(layout)
        let stems = Self.bands(Self.inkColumns(whole, y: row))
        #expect(stems.count == 6, "six stems of I: \(stems)")
        var previousRed = 256
        for stem in stems {
            // The middle of the stem, where the glyph covers the pixel fully.
            let x = (stem.lowerBound + stem.upperBound) / 2
            let t = (Double(x) + 0.5 - Double(Self.origin.x)) / Double(layout.size.width)
            let pixel = whole.pixel(x: x, y: row)
            #expect(pixel.alpha == 255)
            expectClose(Double(pixel.red), 255 * (1 - t), tolerance: 3, "stem at \(x): \(pixel) for t = \(t)")
            expectClose(Double(pixel.blue), 255 * t, tolerance: 3, "stem at \(x): \(pixel) for t = \(t)")
            #expect(Int(pixel.red) < previousRed, "red falls from stem to stem")
            previousRed = Int(pixel.red)
        }
        // Spanning each glyph, every stem (the middle of its glyph) is the gradient's middle again.
        let last = stems.last!, first = stems.first!
        let a = perGlyph.pixel(x: (first.lowerBound + first.upperBound) / 2, y: row)
        let b = perGlyph.pixel(x: (last.lowerBound + last.upperBound) / 2, y: row)
        expectClose(Int(a.red), Int(b.red), tolerance: 3, "per glyph: the first and last stems match (\(a), \(b))")
        expectClose(Int(a.red), 128, tolerance: 40, "per glyph: a stem in the middle of its glyph is near the middle colour")
    }

    @Test("radial, angular and mesh fills span the whole text too")
    func otherFillsSpanText() throws {
        let text = Text("IIIIIIII").font(Self.font())
        let (probe, layout) = try Self.draw(text.foregroundStyle(Color.white))
        let row = Self.middleRow(layout)
        let stems = Self.bands(Self.inkColumns(probe, y: row))
        try #require(stems.count == 8)
        func stemColors(_ canvas: Canvas) -> [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)] {
            stems.map { canvas.pixel(x: ($0.lowerBound + $0.upperBound) / 2, y: row) }
        }
        // A mesh red on the left, blue on the right: the first stem reddest, the last bluest.
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [Self.red, Self.blue, Self.red, Self.blue])
        let meshed = stemColors(try Self.draw(text.foregroundStyle(mesh)).0)
        #expect(meshed.first!.red > 200 && meshed.last!.blue > 200, "\(meshed.first!) … \(meshed.last!)")
        #expect(zip(meshed, meshed.dropFirst()).allSatisfy { $0.red > $1.red }, "red falls across the text")
        // A radial gradient from the text's centre: the middle stems are the inner colour.
        let radial = stemColors(try Self.draw(text.foregroundStyle(
            RadialGradient(colors: [Self.red, Self.blue], center: .center, startRadius: 0, endRadius: layout.size.width / 2))).0)
        #expect(radial[3].red > radial[0].red && radial[4].red > radial[7].red, "redder in the middle")
        // A sweep red → blue → red clockwise from the right of the text's centre: blue half way
        // round, at the far left.
        let angular = stemColors(try Self.draw(text.foregroundStyle(
            AngularGradient(colors: [Self.red, Self.blue, Self.red], center: .center))).0)
        #expect(angular[0].blue > 200 && angular[7].red > 200, "\(angular[0]) … \(angular[7])")
    }

    @Test("the outline's width is measured in pixels: under the fill half shows each side, alone two bands as wide as the pen")
    func strokeWidth() throws {
        let text = Text("I").font(Self.font(200, bold: false)).foregroundStyle(Color.white)
        let (plain, layout) = try Self.draw(text)
        let row = Self.middleRow(layout)
        let stem = Self.bands(Self.inkColumns(plain, y: row))
        try #require(stem.count == 1)
        for width in [4.0, 10.0, 16.0] {
            let (under, _) = try Self.draw(text.stroke(Self.red, lineWidth: width))
            let outlined = Self.bands(Self.inkColumns(under, y: row))
            try #require(outlined.count == 1)
            expectClose(Double(outlined[0].count - stem[0].count), width, tolerance: 1, "pen \(width): \(outlined[0].count) columns against \(stem[0].count) unstroked")
            // The fill covers the inner half of the pen: the stem's middle is white, its edge red.
            let middle = under.pixel(x: (stem[0].lowerBound + stem[0].upperBound) / 2, y: row)
            #expect(middle.red == 255 && middle.green == 255)
            if width >= 10 {
                let edge = under.pixel(x: outlined[0].lowerBound + Int(width / 4), y: row)
                #expect(edge.red == 255 && edge.green == 0, "the outer half of the pen is red at \(width): \(edge)")
            }

            let (hollow, _) = try Self.draw(text.stroke(Self.red, lineWidth: width, placement: .only))
            let lines = Self.bands(Self.inkColumns(hollow, y: row))
            #expect(lines.count == 2, "two sides of the stem at \(width): \(lines)")
            for line in lines { expectClose(Double(line.count), width, tolerance: 1, "a side \(line.count) wide for pen \(width)") }
        }
    }

    @Test("under an opacity, the outline does not show through the fill")
    func strokeUnderFillWithOpacity() throws {
        let text = Text("I").font(Self.font(200, bold: false)).foregroundStyle(Color.white).stroke(Self.red, lineWidth: 12)
        let (canvas, layout) = try Self.draw(text, opacity: 0.5)
        let row = Self.middleRow(layout)
        let stem = Self.bands(Self.inkColumns(try Self.draw(Text("I").font(Self.font(200, bold: false))).0, y: row))[0]
        // Inside the stem, well away from the pen: white at half opacity, no red mixed in.
        let pixel = canvas.pixel(x: (stem.lowerBound + stem.upperBound) / 2, y: row)
        expectClose(Int(pixel.alpha), 128, tolerance: 1, "\(pixel)")
        #expect(pixel.green == 255, "\(pixel)")
        #expect(pixel.blue == 255, "\(pixel)")
    }

    @Test("a drop shadow lies under the glyphs at its offset; an inner shadow only inside them, on the side it falls from")
    func shadows() throws {
        let text = Text("I").font(Self.font(200, bold: true)).foregroundStyle(Color.white)
        let (plain, layout) = try Self.draw(text, height: 400)
        let row = Self.middleRow(layout)
        let stem = Self.bands(Self.inkColumns(plain, y: row))[0]
        let x = (stem.lowerBound + stem.upperBound) / 2
        let baseline = Int(Self.origin.y + layout[0].origin.y)

        let (dropped, _) = try Self.draw(text.shadow(color: .black, radius: 0, x: 0, y: 40), height: 400)
        let below = dropped.pixel(x: x, y: baseline + 20)
        #expect(below.alpha == 255 && below.red == 0, "the shadow shows 20 px under the baseline: \(below)")
        #expect(plain.pixel(x: x, y: baseline + 20).alpha == 0)
        #expect(dropped.pixel(x: x, y: baseline + 60).alpha == 0, "and ends 40 px under it")
        #expect(dropped.pixel(x: x, y: row) == plain.pixel(x: x, y: row), "the glyph stays on top")

        let (inner, _) = try Self.draw(text.innerShadow(color: Self.red, radius: 0, x: 0, y: 12), height: 400)
        let top = try #require((0..<plain.height).first { plain.pixel(x: x, y: $0).alpha == 255 })
        let lit = inner.pixel(x: x, y: top + 5)
        #expect(lit.red == 255 && lit.green == 0 && lit.alpha == 255, "the top 12 rows inside are shadowed: \(lit)")
        #expect(inner.pixel(x: x, y: top + 20) == plain.pixel(x: x, y: top + 20), "below them the glyph is as it was")
        #expect(inner.pixel(x: x, y: top - 3).alpha == 0, "nothing outside the glyph")
        #expect(inner.pixel(x: stem.upperBound + 6, y: row).alpha == 0)

        let (glowing, _) = try Self.draw(text.glow(Self.yellow, radius: 12), height: 400)
        let near = glowing.pixel(x: stem.upperBound + 3, y: row), far = glowing.pixel(x: stem.upperBound + 25, y: row)
        #expect(near.alpha > far.alpha && far.alpha > 0, "the glow fades with distance: \(near.alpha) then \(far.alpha)")
        #expect(near.red == 255 && near.green == 255 && near.blue == 0)
    }

    /// Draws each glyph cluster in a draw of its own.
    struct GlyphByGlyph: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    for slice in run { context.draw(slice) }
                }
            }
        }
    }

    @Test("glyphs drawn one by one: drop shadows and glows lie beneath every glyph, as when the line is drawn at once")
    func shadowsBeneathSlices() throws {
        for paint in [{ (text: Text) in text.glow(Self.red, radius: 16) }, { $0.shadow(color: Self.red, radius: 6, x: -18, y: 0) }] {
            let text = paint(Text("HHH").font(Self.font(120)).foregroundStyle(Color.white))
            let (whole, _) = try Self.draw(text)
            let sliced = try Canvas(width: whole.width, height: whole.height)
            let context = GraphicsContext(canvas: sliced)
            context.draw(text.textRenderer(GlyphByGlyph()), at: Self.origin, anchor: .topLeading)
            var worst = 0
            for y in 0..<whole.height {
                for x in 0..<whole.width {
                    let a = whole.pixel(x: x, y: y), b = sliced.pixel(x: x, y: y)
                    worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                                abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
                }
            }
            // Drawn glyph by glyph, each glyph's shadow used to fall over the glyph before it.
            #expect(worst <= 2, "glyph by glyph differs from the whole line by up to \(worst) levels")
        }
    }

    @Test("markup paints as the modifiers do, and the span's markup wins over the text's modifiers")
    func markup() throws {
        let font = Self.font(120)
        let marked = try Text(markup: "^[II](stroke: \"#ff0000\", strokeWidth: 6)").font(font).foregroundStyle(Color.white)
        let modified = Text("II").font(font).foregroundStyle(Color.white).stroke(Self.red, lineWidth: 6)
        let outer = try Text(markup: "^[II](stroke: \"#ff0000\", strokeWidth: 6)").font(font).foregroundStyle(Color.white)
            .stroke(Self.blue, lineWidth: 20)
        let (a, _) = try Self.draw(marked), (b, _) = try Self.draw(modified), (c, _) = try Self.draw(outer)
        #expect(try a.pngData() == b.pngData())
        #expect(try c.pngData() == b.pngData())
        #expect(throws: MarkupError.self) { try Text(markup: "^[II](stroke: \"red\", strokeWidth: -2)") }
        #expect(throws: MarkupError.self) { try Text(markup: "^[II](glow: \"not a colour\")") }
    }
}
