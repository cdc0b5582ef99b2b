import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

@Suite struct PathTrimTests {
    let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 5))   // perimeter 30

    @Test func trimAlongStraightEdges() {
        #expect(rect.trimmedPath(from: 0, to: 0.5).description == "0 0 m 10 0 l 10 5 l")
        // 3 → 18: the top edge from x = 3, the right edge, 3 along the bottom (from x = 10 to 7).
        #expect(rect.trimmedPath(from: 0.1, to: 0.6).description == "3 0 m 10 0 l 10 5 l 7 5 l")
        // 27 → 30: the closing line from (0, 5) up to (0, 0), starting 2 along it.
        #expect(rect.trimmedPath(from: 0.9, to: 1).description == "0 3 m 0 0 l")
    }

    @Test func trimEdgeCases() {
        #expect(rect.trimmedPath(from: 0, to: 1) == rect)
        #expect(rect.trimmedPath(from: -1, to: 2) == rect)
        #expect(rect.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(rect.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(Path { $0.move(to: .zero) }.trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    @Test func trimAcrossSubpaths() {
        var two = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        two.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))   // total 80
        // 20 → 60: second half of the first square, first half of the second.
        #expect(two.trimmedPath(from: 0.25, to: 0.75).description == "10 10 m 0 10 l 0 0 l 20 0 m 30 0 l 30 10 l")
        // A whole subpath inside the range stays closed.
        #expect(two.trimmedPath(from: 0.5, to: 1).description == "20 0 m 30 0 l 30 10 l 20 10 l h")
    }

    /// The parabola x = 100t, y = 100t² (a quadratic with control (50, 0)) has the closed-form
    /// length L(x) = 25·(u√(1 + u²) + asinh u), u = x/50.
    @Test func trimSplitsAQuadraticAtTheArcLength() throws {
        let parabola = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 50, y: 0))
        }
        func length(_ x: Double) -> Double { let u = x / 50; return 25 * (u * (1 + u * u).squareRoot() + asinh(u)) }
        expectClose(parabola.length(), length(100), tolerance: 1e-6)
        // Bisection on the closed form for the x where the length is 30% of the whole.
        var low = 0.0, high = 100.0
        for _ in 0..<60 { let mid = (low + high) / 2; if length(mid) < 0.3 * length(100) { low = mid } else { high = mid } }
        let x = low, t = x / 100
        let parts = elements(of: parabola.trimmedPath(from: 0, to: 0.3))
        #expect(parts.count == 2)
        guard case .quadCurve(let end, let control) = parts[1] else { Issue.record("expected a quadratic"); return }
        // de Casteljau's left part over 0...t: control (50t, 0), end (100t, 100t²).
        #expect(near(end, CGPoint(x: x, y: x * x / 100), within: 1e-6))
        #expect(near(control, CGPoint(x: 50 * t, y: 0), within: 1e-6))
    }

    @Test func trimHandlesUnevenParameterSpeed() {
        // A straight cubic whose controls sit on its ends: x(t) = 100(3t² − 2t³), so a quarter of
        // its length is at x = 25 though t = 0.25 would give x = 15.625.
        let line = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 100, y: 0), control1: .zero, control2: CGPoint(x: 100, y: 0))
        }
        let quarter = line.trimmedPath(from: 0, to: 0.25)
        #expect(near(quarter.currentPoint, CGPoint(x: 25, y: 0), within: 1e-6))
        let middle = line.trimmedPath(from: 0.25, to: 0.75)
        #expect(near(middle.boundingRect.origin, CGPoint(x: 25, y: 0), within: 1e-6))
        expectClose(middle.boundingRect.width, 50, tolerance: 1e-6)
    }

    @Test func trimKeepsCurvesOfACircle() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = elements(of: circle.trimmedPath(from: 0, to: 0.25))
        #expect(quarter.count == 2)
        guard case .curve(let end, _, _) = quarter[1] else { Issue.record("expected a cubic"); return }
        #expect(near(end, CGPoint(x: 50, y: 100), within: 1e-6))
        // An eighth of the way is halfway round the symmetric first quarter: its midpoint t = 0.5,
        // which the κ construction puts exactly on the circle, at 45°.
        let eighth = circle.trimmedPath(from: 0, to: 0.125)
        let offset = 50 / 2.0.squareRoot()
        #expect(near(eighth.currentPoint, CGPoint(x: 50 + offset, y: 50 + offset), within: 1e-6))
    }
}
