import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

@Suite struct PathShapesTests {
    let kappa = 4 * (2.0.squareRoot() - 1) / 3

    @Test func ellipseStartsAtTheRightAndRunsDown() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 60))
        let parts = elements(of: path)
        #expect(parts.count == 6)
        #expect(parts.first == .move(to: CGPoint(x: 100, y: 30)))
        #expect(parts[1] == .curve(to: CGPoint(x: 50, y: 60), control1: CGPoint(x: 100, y: 30 + 30 * kappa),
                                   control2: CGPoint(x: 50 + 50 * kappa, y: 60)))
        #expect(parts.last == .closeSubpath)
    }

    @Test func quarterArcCounterClockwise() throws {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let parts = elements(of: path)
        #expect(parts.count == 2)
        guard case .curve(let end, let c1, let c2) = parts[1] else { Issue.record("not a curve"); return }
        // k = 4/3·tan(π/8) = 0.55228475
        #expect(near(end, CGPoint(x: 0, y: 10)))
        #expect(near(c1, CGPoint(x: 10, y: 5.5228474983)))
        #expect(near(c2, CGPoint(x: 5.5228474983, y: 10)))
    }

    @Test func clockwiseArcTakesTheLongWay() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // Decreasing angles from 0 to −270°: three quarter pieces, through (0, −10) and (−10, 0).
        let parts = elements(of: path)
        #expect(parts.count == 4)
        guard case .curve(let first, _, _) = parts[1] else { Issue.record("not a curve"); return }
        #expect(near(first, CGPoint(x: 0, y: -10)))
        #expect(near(path.currentPoint, CGPoint(x: 0, y: 10)))
    }

    @Test func arcMidpointsLieOnTheCircle() {
        var path = Path()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: CGPoint(x: 3, y: 4), radius: 7, startAngle: .degrees(10), endAngle: .degrees(370),
                    clockwise: false)
        let parts = elements(of: path)
        let tenDegrees = CGFloat.pi / 18
        let arcStart = CGPoint(x: 3 + 7 * cos(tenDegrees), y: 4 + 7 * sin(tenDegrees))
        guard case .line(let lineEnd) = parts[1] else { Issue.record("expected a line"); return }
        #expect(near(lineEnd, arcStart))
        #expect(parts.count == 6)   // move, line, four quarters
        var start = arcStart
        for case .curve(let end, let c1, let c2) in parts {
            // The cubic's midpoint (P0 + 3C1 + 3C2 + P1)/8 is exactly on the circle.
            let midX: CGFloat = (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8
            let midY: CGFloat = (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8
            let mid = CGPoint(x: midX, y: midY)
            expectClose(hypot(mid.x - 3, mid.y - 4), 7, tolerance: 1e-9)
            start = end
        }
    }

    @Test func tangentArcRoundsACorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        // Touches the first line 2 before the corner and the second 2 after; center (8, 2).
        let parts = elements(of: path)
        #expect(parts.count == 3)
        guard case .line(let tangentPoint) = parts[1] else { Issue.record("expected a line"); return }
        #expect(near(tangentPoint, CGPoint(x: 8, y: 0)))
        #expect(near(path.currentPoint, CGPoint(x: 10, y: 2)))
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(straight.description == "0 0 m 5 0 l")
    }

    @Test func circularRoundedRect() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10, style: .circular)
        let parts = elements(of: path)
        #expect(parts[0] == .move(to: CGPoint(x: 10, y: 0)))
        #expect(parts[1] == .line(to: CGPoint(x: 90, y: 0)))
        #expect(parts[2] == .curve(to: CGPoint(x: 100, y: 10), control1: CGPoint(x: 90 + 10 * kappa, y: 0),
                                   control2: CGPoint(x: 100, y: 10 - 10 * kappa)))
        #expect(parts.count == 10)   // move, 4 × (line + curve), close
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func continuousRoundedRectStartsFartherFromTheCorner() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = Path(roundedRect: rect, cornerRadius: 10)
        #expect(near(elements(of: path).first.flatMap { if case .move(let p) = $0 { p } else { nil } },
                     CGPoint(x: 15.2866483, y: 0)))
        #expect(elements(of: path).count == 26)   // move, 4 × (line, 3 curves, 2 lines), close
        let bounds = path.boundingRect
        expectClose(bounds.minX, 0, tolerance: 1e-9)
        expectClose(bounds.maxX, 100, tolerance: 1e-9)
        expectClose(bounds.minY, 0, tolerance: 1e-9)
        expectClose(bounds.maxY, 100, tolerance: 1e-9)
        #expect(!path.contains(CGPoint(x: 1, y: 1)) && path.contains(CGPoint(x: 50, y: 1)))
    }

    @Test func capsuleFallsBackToCircularCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 20)
        #expect(Path(roundedRect: rect, cornerRadius: 10) == Path(roundedRect: rect, cornerRadius: 10, style: .circular))
        #expect(Path(roundedRect: rect, cornerSize: .zero) == Path(rect))
        // An oversized radius is held to half the shorter side.
        #expect(Path(roundedRect: rect, cornerRadius: 50, style: .circular)
            == Path(roundedRect: rect, cornerRadius: 10, style: .circular))
    }
}
