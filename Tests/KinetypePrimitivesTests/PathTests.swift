import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

@Suite struct PathTests {
    @Test func rectangleElementsAndDescription() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(elements(of: path) == [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5)),
            .line(to: CGPoint(x: 0, y: 5)), .closeSubpath,
        ])
        #expect(path.description == "0 0 m 10 0 l 10 5 l 0 5 l h")
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
    }

    @Test func emptyPathAndCurrentPoint() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil)
        path.addLine(to: CGPoint(x: 5, y: 5))   // no current point: ignored, as in Core Graphics
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 2))
        #expect(!path.isEmpty && path.currentPoint == CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 2), control: CGPoint(x: 3, y: 0))
        path.addCurve(to: CGPoint(x: 9, y: 2), control1: CGPoint(x: 6, y: 0), control2: CGPoint(x: 8, y: 0))
        #expect(path.currentPoint == CGPoint(x: 9, y: 2))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        #expect(path.description == "1 2 m 3 0 5 2 q 6 0 8 0 9 2 c h")
    }

    @Test func builderClosureAndLines() {
        let path = Path { p in p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 6, y: 0)]) }
        #expect(path.description == "0 0 m 3 4 l 6 0 l")
        #expect(Path { _ in } == Path())
    }

    @Test func applyingTransformsEveryPoint() {
        let path = Path { p in
            p.move(to: CGPoint(x: 1, y: 1))
            p.addQuadCurve(to: CGPoint(x: 3, y: 1), control: CGPoint(x: 2, y: 0))
        }
        #expect(path.offsetBy(dx: 10, dy: 20).description == "11 21 m 12 20 13 21 q")
        #expect(path.applying(CGAffineTransform(scaleX: 2, y: -1)).description == "2 -1 m 4 0 6 -1 q")
        var combined = Path()
        combined.addPath(path, transform: CGAffineTransform(translationX: 1, y: 0))
        #expect(combined.description == "2 1 m 3 0 4 1 q")
    }

    @Test func descriptionRoundTrips() throws {
        var path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 4))
        path.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        let text = "0 0 m 1 2 3 4 q 5 6 7 8 9 10 c h 1 1 2 2 re"
        let parsed = try #require(Path(text))
        var expected = Path()
        expected.move(to: .zero)
        expected.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2))
        expected.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 5, y: 6), control2: CGPoint(x: 7, y: 8))
        expected.closeSubpath()
        expected.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(parsed == expected)
        #expect(Path("1 2 m 3 l") == nil)
        #expect(Path("1 2 z") == nil)
        #expect(Path(Path(CGRect(x: 0.5, y: 0, width: 2, height: 3)).description) == Path(CGRect(x: 0.5, y: 0, width: 2, height: 3)))
    }

    @Test func containsUsesTheFillRule() {
        var donut = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        donut.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(donut.contains(CGPoint(x: 1, y: 1)))
        #expect(donut.contains(CGPoint(x: 5, y: 5)))            // both rects wind the same way
        #expect(!donut.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(!donut.contains(CGPoint(x: 11, y: 5)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.contains(CGPoint(x: 5, y: 5)))
        #expect(!circle.contains(CGPoint(x: 0.5, y: 0.5)))     // corner, outside the circle
    }

    @Test func flattenedCircleStaysWithinTolerance() throws {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let polylines = circle.flattened(tolerance: 0.1)
        let outline = try #require(polylines.first)
        #expect(polylines.count == 1 && outline.isClosed)
        // Every vertex is on the Bézier circle (radial error 0.027% of 50), every chord's
        // midpoint within the tolerance of it.
        for (index, point) in outline.points.enumerated() {
            expectClose(hypot(point.x - 50, point.y - 50), 50, tolerance: 0.02)
            let next = outline.points[(index + 1) % outline.points.count]
            let middle = CGPoint(x: (point.x + next.x) / 2, y: (point.y + next.y) / 2)
            #expect(50 - hypot(middle.x - 50, middle.y - 50) < 0.1 + 0.02)
        }
        #expect(Path(CGRect(x: 0, y: 0, width: 2, height: 1)).flattened().first?.points
            == [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 1), CGPoint(x: 0, y: 1)])
    }

    @Test func lengthOfLinesAndCircle() {
        expectClose(Path(CGRect(x: 0, y: 0, width: 10, height: 5)).length(), 30, tolerance: 1e-12)
        // The Bézier circle's length is 2πr within 0.03%.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        expectClose(circle.length(), 100 * .pi, tolerance: 100 * .pi * 3e-4)
    }
}
