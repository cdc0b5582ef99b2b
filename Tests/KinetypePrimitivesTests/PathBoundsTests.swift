import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

@Suite struct PathBoundsTests {
    @Test func cubicBoundsExcludeControlPoints() {
        // y(t) = 300·t(1 − t) peaks at 75 when t = 0.5; the controls reach 100.
        let arch = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        }
        let bounds = arch.boundingRect
        expectClose(bounds.height, 75, tolerance: 1e-12)
        #expect(bounds.width == 100)
        #expect(bounds.minY == 0)
    }

    @Test func quadraticBoundsAndOvershoot() {
        // y(t) = 2(1 − t)t·100 peaks at 50.
        let hump = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        }
        #expect(hump.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        // x(t) = 3t(1 − t)²·(−30) + 3t²(1 − t)·130 + 100t³ on (0, 1): minimum and maximum where
        // x′ = 0; checked against dense sampling of the same polynomial.
        let s = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 100, y: 10), control1: CGPoint(x: -30, y: 0), control2: CGPoint(x: 130, y: 10))
        }
        var minX = 0.0, maxX = 0.0
        for i in 0...100_000 {
            let t = Double(i) / 100_000, u = 1 - t
            let x = 3 * u * u * t * -30 + 3 * u * t * t * 130 + t * t * t * 100
            minX = min(minX, x); maxX = max(maxX, x)
        }
        expectClose(s.boundingRect.minX, minX, tolerance: 1e-6)
        expectClose(s.boundingRect.maxX, maxX, tolerance: 1e-6)
    }

    @Test func emptyAndPointPaths() {
        #expect(Path().boundingRect.isNull)
        let point = Path { $0.move(to: CGPoint(x: 3, y: 4)) }
        #expect(point.boundingRect == CGRect(x: 3, y: 4, width: 0, height: 0))
        #expect(Path(ellipseIn: CGRect(x: 1, y: 2, width: 30, height: 40)).boundingRect
            == CGRect(x: 1, y: 2, width: 30, height: 40))
    }
}
