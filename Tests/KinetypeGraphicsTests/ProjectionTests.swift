import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// ``ProjectionTransform`` and the 3-D turn (`rotation3DEffect`), against the perspective formula
/// worked out here: a point at x from the axis, turned by θ about y and seen from distance d,
/// lands at x·cos θ / w with w = 1 + x·sin θ / d, and a vertical segment there is 1/w as tall.
@Suite struct ProjectionTests {
    @Test("the inverse undoes the transform, and a turn of zero is the identity")
    func algebra() throws {
        let t = ProjectionTransform.rotation3D(.degrees(35), axis: (x: 0.3, y: 1, z: 0.2), anchor: CGPoint(x: 40, y: 30),
                                               size: CGSize(width: 120, height: 80))
        let inverse = try #require(t.inverted())
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 55, y: -20), CGPoint(x: 90, y: 70)] {
            let there = try #require(t.apply(to: point))
            let back = try #require(inverse.apply(to: there))
            expectClose(back, point, tolerance: 1e-9)
        }
        #expect(ProjectionTransform.rotation3D(.zero, axis: (x: 0, y: 1, z: 0), anchor: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10))
            .apply(to: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
        // About z, a quarter turn is clockwise on screen (y down).
        let quarter = ProjectionTransform.rotation3D(.degrees(90), axis: (x: 0, y: 0, z: 1), anchor: .zero, size: CGSize(width: 10, height: 10))
        let turned = try #require(quarter.apply(to: CGPoint(x: 10, y: 0)))
        expectClose(turned, CGPoint(x: 0, y: 10), tolerance: 1e-9)
    }

    /// A white 100×60 rectangle centred at (160, 100), drawn turned `degrees` about its vertical axis.
    static func turnedRectangle(degrees: Double, perspective: CGFloat) throws -> Canvas {
        let canvas = try Canvas(width: 320, height: 200)
        var context = GraphicsContext(canvas: canvas)
        let rect = CGRect(x: 110, y: 70, width: 100, height: 60)
        context.rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0), perspective: perspective, in: rect)
        context.fill(Path(rect), with: .color(.white))
        return canvas
    }

    static func inkHeight(_ canvas: Canvas, x: Int) -> Int {
        (0..<canvas.height).filter { canvas.pixel(x: x, y: $0).alpha >= 128 }.count
    }

    @Test("without perspective a turn of 60° about y halves the width and keeps the height")
    func orthographic() throws {
        let canvas = try Self.turnedRectangle(degrees: 60, perspective: 0)
        let columns = (0..<canvas.width).filter { Self.inkHeight(canvas, x: $0) > 0 }
        expectClose(columns.count, 50, tolerance: 1, "\(columns.count) columns")
        #expect(Self.inkHeight(canvas, x: 160) == 60)
    }

    @Test("in perspective the side turned away is shorter, as tall as the formula says")
    func perspective() throws {
        let canvas = try Self.turnedRectangle(degrees: 60, perspective: 1)
        let theta = 60.0 * .pi / 180, d = 100.0  // the rectangle's larger side over perspective 1
        for offset in [-30.0, 0, 10] {
            // Where the column's pixel centre comes from, then how tall the rectangle is there.
            let xd = offset + 0.5
            let xs = xd / (cos(theta) - sin(theta) * xd / d)
            let expected = 60 / (1 + xs * sin(theta) / d)
            let measured = Double(Self.inkHeight(canvas, x: 160 + Int(offset)))
            expectClose(measured, expected, tolerance: 1.5, "column \(offset): \(measured) rows, formula \(expected)")
        }
        #expect(Self.inkHeight(canvas, x: 130) > Self.inkHeight(canvas, x: 170), "the left side comes nearer")
    }
}
