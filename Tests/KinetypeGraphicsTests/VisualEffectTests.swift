import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupport
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Geometry-aware effects (`Text.visualEffect`): each glyph cluster sees its bounds and the
/// canvas's in the same coordinates, wherever the text is drawn, and its changes apply to it alone.
@Suite struct VisualEffectTests {
    static let font = Font.file(TestSupport.font("NotoSans-Bold.ttf"), size: 40)

    @Test("each cluster sees its own place against the canvas, in the coordinates it is drawn in")
    func geometry() throws {
        let seen = Locked<[GlyphGeometry]>([])
        let text = Text("ABCDE").font(Self.font).visualEffect { _, glyph in seen.withLock { $0.append(glyph) } }
        let canvas = try Canvas(width: 400, height: 200)
        var context = GraphicsContext(canvas: canvas)
        context.translateBy(x: 30, y: 50)
        context.scaleBy(x: 2, y: 2)
        context.draw(text, at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        let glyphs = seen.withLock { $0 }
        #expect(glyphs.map(\.index) == [0, 1, 2, 3, 4] && glyphs.allSatisfy { $0.count == 5 })
        // The canvas in the text's own coordinates: moved back by the translation, halved by the scale.
        let bounds = try #require(glyphs.first?.canvas)
        expectClose(bounds.minX, -15, tolerance: 1e-9)
        expectClose(bounds.minY, -25, tolerance: 1e-9)
        expectClose(bounds.width, 200, tolerance: 1e-9)
        expectClose(bounds.height, 100, tolerance: 1e-9)
        // Glyph centres left to right, and their offsets from the canvas centre follow.
        let offsets = glyphs.map { $0.offsetFromCanvasCenter.width }
        #expect(offsets == offsets.sorted() && Set(offsets).count == 5)
        let a = glyphs[0]
        expectClose(a.offsetFromCanvasCenter.width, (a.bounds.midX - 85) / 100, tolerance: 1e-9)
    }

    @Test("an effect that hides the clusters left of the canvas's centre leaves that half blank")
    func drawsThroughTheEffect() throws {
        let text = Text("MMMMMMMM").font(Self.font).visualEffect { context, glyph in
            if glyph.offsetFromCanvasCenter.width < 0 { context.opacity = 0 }
        }
        let canvas = try Canvas(width: 400, height: 100)
        let context = GraphicsContext(canvas: canvas)
        context.draw(text, at: CGPoint(x: 200, y: 50))
        func ink(_ columns: Range<Int>) -> Int {
            columns.reduce(0) { sum, x in sum + (0..<100).filter { canvas.pixel(x: x, y: $0).alpha > 0 }.count }
        }
        #expect(ink(0..<190) == 0, "the left half is blank")
        #expect(ink(210..<400) > 500, "the right half is drawn")
    }
}
