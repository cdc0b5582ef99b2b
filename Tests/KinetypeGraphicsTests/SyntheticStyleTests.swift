import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupport
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Synthetic bold and oblique (``FontSynthesis``) measured in the ink drawn: a face without the
/// weight or slant asked for gets heavier or slanted ink, however its glyphs are drawn (plain,
/// at exact positions, or filled by a paint: cairo's glyph paths of a synthesising face); a face
/// that has them is drawn as it is.
@Suite struct SyntheticStyleTests {
    static let cjk = "你好世界"
    /// The bundled CJK face has one weight (regular) and no italic.
    static func cjkFont(_ size: CGFloat = 64) -> Font { .custom("Noto Sans CJK SC", size: size) }

    /// `text` laid out and drawn on a transparent canvas with `options`.
    static func draw(_ text: Text, options: Text.Layout.DrawingOptions = .init()) throws -> (Canvas, Text.Layout) {
        let layout = try text.layout()
        let canvas = try Canvas(width: 360, height: 120)
        var context = GraphicsContext(canvas: canvas)
        context.translateBy(x: 20, y: 10)
        for line in layout { context.draw(line, options: options) }
        return (canvas, layout)
    }

    /// The summed alpha of every pixel.
    static func ink(_ canvas: Canvas) -> Int {
        var total = 0
        for y in 0..<canvas.height { for x in 0..<canvas.width { total += Int(canvas.pixel(x: x, y: y).alpha) } }
        return total
    }

    /// Every pixel's alpha, row by row.
    static func alphas(_ canvas: Canvas) -> [UInt8] {
        (0..<canvas.height).flatMap { y in (0..<canvas.width).map { canvas.pixel(x: $0, y: y).alpha } }
    }

    /// The alpha-weighted mean column of the ink in rows `rows`.
    static func centroidX(_ canvas: Canvas, rows: Range<Int>) -> Double {
        var sum = 0.0, weight = 0.0
        for y in rows { for x in 0..<canvas.width {
            let alpha = Double(canvas.pixel(x: x, y: y).alpha)
            sum += alpha * Double(x)
            weight += alpha
        } }
        return sum / weight
    }

    /// How far right the top half of the ink sits from its bottom half, in pixels.
    static func lean(_ canvas: Canvas) -> Double {
        let rows = (0..<canvas.height).filter { y in (0..<canvas.width).contains { canvas.pixel(x: $0, y: y).alpha > 0 } }
        let top = rows.first!, bottom = rows.last! + 1, middle = (top + bottom) / 2
        return centroidX(canvas, rows: top..<middle) - centroidX(canvas, rows: middle..<bottom)
    }

    @Test("weight bold on the CJK face, which has no bold, draws at least 15% more ink: plain, at exact positions, and with a paint's fill",
          arguments: [(Text.Layout.DrawingOptions(), false), (.disablesSubpixelQuantization, false), (Text.Layout.DrawingOptions(), true)])
    func cjkBold(options: Text.Layout.DrawingOptions, painted: Bool) throws {
        func styled(_ text: Text) -> Text {
            painted ? text.foregroundStyle(LinearGradient(colors: [.white, .white], startPoint: .leading, endPoint: .trailing)) : text
        }
        let (regular, regularLayout) = try Self.draw(styled(Text(Self.cjk).font(Self.cjkFont())), options: options)
        let (bold, boldLayout) = try Self.draw(styled(Text(Self.cjk).font(Self.cjkFont().weight(.bold))), options: options)
        let run = try #require(boldLayout.first.flatMap { Array($0).first })
        #expect(run.font.path.hasSuffix("NotoSansCJKsc-Regular-Subset.otf"), "set in \(run.font.path)")
        #expect(run.font.synthesis == [.bold])
        #expect(Array(regularLayout[0])[0].font.synthesis == [])
        #expect(boldLayout[0].typographicBounds.width == regularLayout[0].typographicBounds.width, "advances stay the font's")
        let regularInk = Self.ink(regular), boldInk = Self.ink(bold)
        #expect(Double(boldInk) >= 1.15 * Double(regularInk), "bold \(boldInk), regular \(regularInk)")
        // Semibold asks for bold too; medium does not.
        #expect(try Array(Text(Self.cjk).font(Self.cjkFont().weight(.semibold)).layout()[0])[0].font.synthesis == [.bold])
        #expect(try Array(Text(Self.cjk).font(Self.cjkFont().weight(.medium)).layout()[0])[0].font.synthesis == [])
    }

    @Test("the outline of a synthetic bold is thickened as FreeType thickens the glyphs cairo draws: filled, it covers the drawn ink")
    func boldOutline() throws {
        // The CJK face's CFF outlines turn counter-clockwise; Noto Sans Light's TrueType ones clockwise.
        for (text, font) in [(Text(Self.cjk), Self.cjkFont()), (Text("Hamburg"), Font.file(TestSupport.font("NotoSans-Light.ttf"), size: 64))] {
            let (drawn, layout) = try Self.draw(text.font(font.weight(.bold)))
            let run = try #require(layout.first.flatMap { Array($0).first })
            try #require(run.font.synthesis == [.bold])
            let canvas = try Canvas(width: 360, height: 120)
            var context = GraphicsContext(canvas: canvas)
            context.translateBy(x: 20, y: 10)
            context.fill(layout[0].outline, with: .color(.white))
            let (regular, _) = try Self.draw(text.font(font))
            let a = Self.alphas(drawn), b = Self.alphas(canvas), plain = Self.alphas(regular)
            // Differences in alpha, summed: the filled outline against the drawn bold, and the
            // regular weight against it (what the unthickened outline would give).
            let outlineOff = zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            let regularOff = zip(a, plain).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            #expect(outlineOff * 20 < regularOff, "the thickened outline is off by \(outlineOff), the regular weight by \(regularOff)")
            expectClose(Double(Self.ink(canvas)), Double(Self.ink(drawn)), relativeTolerance: 1.0 / 50, "ink")
        }
    }

    @Test("a face with a real bold is not synthesised: bold Noto Sans draws exactly as NotoSans-Bold.ttf")
    func realBold() throws {
        let asked = Text("Hamburg").font(.system(size: 64).weight(.bold))
        let file = Text("Hamburg").font(.file(TestSupport.font("NotoSans-Bold.ttf"), size: 64))
        let (askedCanvas, askedLayout) = try Self.draw(asked)
        let (fileCanvas, _) = try Self.draw(file)
        let run = try #require(askedLayout.first.flatMap { Array($0).first })
        #expect(run.font.path.hasSuffix("NotoSans-Bold.ttf") && run.font.synthesis == [])
        #expect(Self.ink(askedCanvas) == Self.ink(fileCanvas))
        #expect(Self.alphas(askedCanvas) == Self.alphas(fileCanvas), "the same pixels")
        // A variable face whose wght axis reaches the weight takes the instance instead.
        let inter = try Text("Hamburg").font(.custom("Inter", size: 64).weight(.bold)).layout()
        #expect(Array(inter[0])[0].font.synthesis == [] && !Array(inter[0])[0].font.variations.isEmpty)
        // Italic Noto Sans has its own face.
        let italic = try Text("Hamburg").font(.system(size: 64).italic()).layout()
        #expect(Array(italic[0])[0].font.path.hasSuffix("NotoSans-Italic.ttf") && Array(italic[0])[0].font.synthesis == [])
    }

    @Test("italic on the upright CJK face slants: the top half's ink moves right of the bottom half's, plain and at exact positions",
          arguments: [Text.Layout.DrawingOptions(), .disablesSubpixelQuantization])
    func cjkOblique(options: Text.Layout.DrawingOptions) throws {
        let (upright, _) = try Self.draw(Text(Self.cjk).font(Self.cjkFont()), options: options)
        let (italic, layout) = try Self.draw(Text(Self.cjk).font(Self.cjkFont().italic()), options: options)
        #expect(Array(layout[0])[0].font.synthesis == [.oblique])
        let uprightLean = Self.lean(upright), italicLean = Self.lean(italic)
        // A shear of 0.21 over the half-height between the halves' centres (about 25 px at 64 px) moves them ~5 px.
        #expect(italicLean - uprightLean > 3, "upright \(uprightLean), italic \(italicLean)")
        // The outline API slants the same way.
        let outline = Array(layout[0])[0].outline.boundingRect
        let straight = try Array(Text(Self.cjk).font(Self.cjkFont()).layout()[0])[0].outline.boundingRect
        #expect(outline.maxX > straight.maxX + 3)
    }
}
