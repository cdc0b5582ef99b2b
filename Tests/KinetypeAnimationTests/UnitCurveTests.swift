import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeTestSupportCore
import PropertyBased
import Testing

/// UnitCurve against SwiftUI (the OpenSwiftUI compatibility tests run the
/// same assertions against SwiftUI, with the tolerances used here) and
/// against `Reference/spring_values.py` (exact Bézier roots with brentq).
@Suite struct UnitCurveTests {
    @Test func easeInMatchesSwiftUI() {
        let curve = UnitCurve.easeIn
        expectClose(curve.value(at: 0.25), 0.09, tolerance: 0.01)
        expectClose(curve.value(at: 0.5), 0.32, tolerance: 0.01)
        expectClose(curve.value(at: 0.75), 0.62, tolerance: 0.01)
        expectClose(curve.velocity(at: 0), 0, tolerance: 0)
        expectClose(curve.velocity(at: 0.25), 0.67, tolerance: 0.01)
        expectClose(curve.velocity(at: 0.5), 1.07, tolerance: 0.01)
        expectClose(curve.velocity(at: 0.75), 1.37, tolerance: 0.01)
        expectClose(curve.velocity(at: 1), 0, tolerance: 1e-9)
    }

    @Test func easeOutMatchesSwiftUI() {
        let curve = UnitCurve.easeOut
        expectClose(curve.value(at: 0.25), 0.38, tolerance: 0.01)
        expectClose(curve.value(at: 0.5), 0.68, tolerance: 0.01)
        expectClose(curve.value(at: 0.75), 0.91, tolerance: 0.01)
        expectClose(curve.velocity(at: 0), 1.0, tolerance: 0.01)
        expectClose(curve.velocity(at: 0.25), 1.37, tolerance: 0.01)
        expectClose(curve.velocity(at: 0.75), 0.67, tolerance: 0.01)
        expectClose(curve.velocity(at: 1), 0, tolerance: 1e-9)
    }

    @Test func easeInOutMatchesSwiftUIAndScript() {
        let curve = UnitCurve.easeInOut
        expectClose(curve.value(at: 0.25), 0.13, tolerance: 0.01)
        expectClose(curve.value(at: 0.5), 0.5, tolerance: 0)
        expectClose(curve.value(at: 0.75), 0.87, tolerance: 0.01)
        expectClose(curve.velocity(at: 0), 0, tolerance: 0)
        expectClose(curve.velocity(at: 0.5), 1.72, tolerance: 0.01)
        expectClose(curve.velocity(at: 1), 0, tolerance: 1e-9)
        // spring_values.py "easeInOut / bezier" block; results sit on a 2^-20 grid.
        let grid = 2.0 / 1_048_576
        expectClose(curve.value(at: 0.1), 0.019722453548311206, tolerance: grid)
        expectClose(curve.value(at: 0.25), 0.1291619310473198, tolerance: grid)
        expectClose(curve.value(at: 1.0 / 3), 0.23177481630274877, tolerance: grid)
        expectClose(curve.velocity(at: 0.1), 0.4022442188161272, tolerance: 1e-5)
        expectClose(curve.velocity(at: 0.25), 1.0592618411747992, tolerance: 1e-5)
        expectClose(curve.velocity(at: 0.5), 1.7241379310344829, tolerance: 1e-5)
    }

    @Test func circularCurvesMatchSwiftUI() {
        expectClose(UnitCurve.circularEaseIn.value(at: 0.25), 0.032, tolerance: 0.001)
        expectClose(UnitCurve.circularEaseIn.value(at: 0.5), 0.134, tolerance: 0.001)
        expectClose(UnitCurve.circularEaseIn.value(at: 0.75), 0.339, tolerance: 0.001)
        expectClose(UnitCurve.circularEaseIn.velocity(at: 0.25), 0.258, tolerance: 0.001)
        expectClose(UnitCurve.circularEaseIn.velocity(at: 0.75), 1.134, tolerance: 0.001)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        expectClose(UnitCurve.circularEaseOut.value(at: 0.25), 0.661, tolerance: 0.001)
        expectClose(UnitCurve.circularEaseOut.value(at: 0.75), 0.968, tolerance: 0.001)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        expectClose(UnitCurve.circularEaseOut.velocity(at: 0.5), 0.577, tolerance: 0.001)
        expectClose(UnitCurve.circularEaseInOut.value(at: 0.25), 0.067, tolerance: 0.001)
        expectClose(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5, tolerance: 1e-12)
        expectClose(UnitCurve.circularEaseInOut.value(at: 0.75), 0.933, tolerance: 0.001)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
        expectClose(UnitCurve.circularEaseInOut.velocity(at: 0.75), 0.577, tolerance: 0.001)
    }

    @Test func bezierCurvesMatchSwiftUI() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        expectClose(curve.value(at: 0.5), 0.5, tolerance: 0.01)
        expectClose(curve.velocity(at: 0.5), 1.20, tolerance: 0.01)
        // Control-point x is clamped, y is not (velocity −1 at the middle).
        let extreme = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        expectClose(extreme.value(at: 0.5), 0.5, tolerance: 1e-12)
        expectClose(extreme.velocity(at: 0.5), -1.0, tolerance: 1e-12)
    }

    @Test func overshootingControlPointsOvershoot() {
        // spring_values.py "overshoot": bezier((0.68, −0.6), (0.32, 1.6)).
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.68, y: -0.6), endControlPoint: UnitPoint(x: 0.32, y: 1.6))
        expectClose(curve.value(at: 0.2), -0.1046120645973008, tolerance: 2e-6)
        expectClose(curve.value(at: 0.8), 1.1046120645973012, tolerance: 2e-6)
        expectClose(curve.velocity(at: 0.2), -0.04159056734875235, tolerance: 1e-4)
    }

    @Test func inputProgressIsClamped() {
        expectClose(UnitCurve.easeInOut.value(at: -0.5), 0, tolerance: 0)
        expectClose(UnitCurve.easeInOut.value(at: 1.5), 1, tolerance: 0)
        expectClose(UnitCurve.linear.velocity(at: -0.5), 1, tolerance: 0)
        expectClose(UnitCurve.linear.value(at: 1.5), 1, tolerance: 0)
        expectClose(UnitCurve.circularEaseIn.value(at: -1), 0, tolerance: 0)
    }

    @Test func inversesSwapTheAxes() {
        let easeIn = UnitCurve.easeIn, easeOut = UnitCurve.easeOut
        expectClose(UnitCurve.circularEaseIn.inverse.value(at: 0.3), UnitCurve.circularEaseOut.value(at: 0.3), tolerance: 1e-12)
        expectClose(UnitCurve.circularEaseIn.inverse.velocity(at: 0.7), UnitCurve.circularEaseOut.velocity(at: 0.7), tolerance: 1e-12)
        #expect((easeIn.inverse.value(at: 0.3) - easeOut.value(at: 0.3)).magnitude > 1e-3)
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        let swapped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
        #expect(curve.inverse == swapped)
        #expect(UnitCurve.linear.inverse == .linear)
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
    }

    // MARK: properties

    static let namedCurves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut]

    @Test func curvesRunFromZeroToOne() async {
        for curve in Self.namedCurves {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
        await propertyCheck(input: Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1), Gen.double(in: -1...2)) { x1, y1, x2, y2 in
            let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
    }

    @Test func inverseRoundTrips() async {
        // Control points inside [0.1, 0.9]² keep the slope between about 0.1 and 9,
        // so a 2^-20 grid error grows to at most ~1e-5 through the inverse.
        await propertyCheck(input: Gen.double(in: 0.1...0.9), Gen.double(in: 0.1...0.9), Gen.double(in: 0.1...0.9), Gen.double(in: 0.1...0.9)) { x1, y1, x2, y2 in
            let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
            for x in stride(from: 0.0, through: 1.0, by: 0.125) {
                expectClose(curve.inverse.value(at: curve.value(at: x)), x, tolerance: 1e-4)
            }
        }
        // Not circularEaseInOut: its inverse is itself, as in SwiftUI, which is not a true inverse.
        for curve in [UnitCurve.linear, .circularEaseIn, .circularEaseOut] {
            for x in stride(from: 0.0, through: 1.0, by: 0.125) {
                expectClose(curve.inverse.value(at: curve.value(at: x)), x, tolerance: 1e-12)
            }
        }
    }
}
