import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupport
import KinetypeText
import Testing

/// Progressive glyph drawing: no ink at 0, ink growing with progress, the plain fill at 1.
@Suite struct DrawOnTests {
    static func ink(_ progress: Double) throws -> (canvas: Canvas, count: Int) {
        let canvas = try Canvas(width: 200, height: 100)
        canvas.fill(with: .black)
        let layout = try Text("Ro").font(.system(size: 64)).layout()
        var context = GraphicsContext(canvas: canvas)
        context.translateBy(x: 20, y: 10)
        for slice in layout[0][0] { context.drawProgressively(slice, progress: progress) }
        var count = 0
        for y in 0..<100 { for x in 0..<200 where canvas.pixel(x: x, y: y).red > 20 { count += 1 } }
        return (canvas, count)
    }

    @Test("no ink at 0; grows monotonically; equals the plain fill at 1")
    func progression() throws {
        #expect(try Self.ink(0).count == 0)
        var previous = 0
        for step in stride(from: 0.1, through: 0.9, by: 0.2) {
            let count = try Self.ink(step).count
            #expect(count >= previous, "progress \(step)")
            previous = count
        }
        #expect(previous > 0)
        let full = try Self.ink(1).canvas
        let plain = try Canvas(width: 200, height: 100)
        plain.fill(with: .black)
        var context = GraphicsContext(canvas: plain)
        context.translateBy(x: 20, y: 10)
        for slice in try Text("Ro").font(.system(size: 64)).layout()[0][0] { context.draw(slice, options: .disablesSubpixelQuantization) }
        let mismatches = TestSupport.pixelMismatches(xs: 0..<200, ys: 0..<100,
                                                     actual: { full.pixel(x: $0, y: $1) }, expected: { plain.pixel(x: $0, y: $1) })
        #expect(mismatches.isEmpty, "progress 1 against the plain fill: \(mismatches)")
    }

    @Test("each contour is trimmed on its own: 'o' has two contours drawn together")
    func contours() throws {
        let o = try Text("o").font(.system(size: 64)).layout()[0][0][0].outline
        #expect(o.subpaths.count == 2)
        let half = o.trimmedContours(to: 0.5)
        #expect(half.subpaths.count == 2)
    }
}
