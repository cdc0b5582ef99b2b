import Foundation
import KinetypePrimitives

/// A function defined by a two-dimensional curve that maps an input progress
/// in [0, 1] to an output progress.
///
/// SwiftUI's `UnitCurve` (iOS 17). The x axis is the input progress, the y
/// axis the output. Cubic Bézier curves run from (0, 0) to (1, 1) through two
/// control points; with control points (x₁, y₁), (x₂, y₂) and
/// c = 3p₁, b = 3(p₂ − p₁) − c, a = 1 − c − b, the curve is
/// X(t) = ((aₓt + bₓ)t + cₓ)t, Y(t) = ((a_y t + b_y)t + c_y)t, and
/// `value(at: x)` = Y(X⁻¹(x)).
///
/// Decisions on the points the reference marks UNCERTAIN:
/// - **Input clamping.** `value(at:)` and `velocity(at:)` clamp the input
///   progress to [0, 1] for every curve, as Apple's documentation states.
///   (OpenSwiftUI leaves it unclamped for `linear` and the circular curves;
///   no test against SwiftUI covers inputs outside [0, 1] for those.)
/// - **Control points.** The x of each control point is clamped to [0, 1]
///   (so X is monotonic and the curve a function); y is *not* clamped, in
///   `value(at:)` or `velocity(at:)`, so overshooting curves overshoot.
///   SwiftUI's compatibility tests show the x clamp and the unclamped y for
///   velocity; nothing discriminates for value, and overshooting
///   `timingCurve` animations are documented.
/// - **Resolution.** Bézier values and velocities are rounded to a multiple
///   of 2⁻²⁰, as SwiftUI does; X⁻¹ is solved to |X(t) − x| < 10⁻¹² (Newton,
///   then bisection), so the output is the exact value rounded to that grid.
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.25)      // ≈ 0.13
/// UnitCurve.easeInOut.inverse.value(at: 0.13)  // ≈ 0.25
/// ```
public struct UnitCurve: Hashable, Sendable {
    package enum Function: Hashable, Sendable {
        case linear
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    }

    package var function: Function

    package init(function: Function) {
        self.function = function
    }

    /// Creates a cubic Bézier curve from (0, 0) to (1, 1).
    ///
    /// The x of each control point is clamped to [0, 1] when the curve is evaluated.
    ///
    /// - Parameters:
    ///   - startControlPoint: The control point of the start (0, 0); its
    ///     direction from the start gives the initial velocity.
    ///   - endControlPoint: The control point of the end (1, 1); its
    ///     direction to the end gives the final velocity.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint))
    }

    /// The straight line y = x; its velocity is always 1.
    public static let linear = UnitCurve(function: .linear)

    /// The Bézier curve with control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

    /// The Bézier curve with control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The Bézier curve with control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The same curve as ``easeInOut``.
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = UnitCurve.easeInOut

    /// A quarter circle starting slowly: y = 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)

    /// A quarter circle starting quickly: y = √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)

    /// Circular ease in, then out: y = (1 − √(1 − 4x²))/2 for x < 0.5,
    /// else (√((8 − 4x)x − 3) + 1)/2.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// The output progress (y) at the input progress `progress` (x), which is
    /// clamped to [0, 1].
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch function {
        case .linear:
            return x
        case .circularEaseIn:
            return 1 - sqrt(1 - x * x)
        case .circularEaseOut:
            return sqrt(1 - (1 - x) * (1 - x))
        case .circularEaseInOut:
            return x < 0.5 ? (1 - sqrt(1 - 4 * x * x)) / 2 : (sqrt((8 - 4 * x) * x - 3) + 1) / 2
        case let .bezier(start, end):
            return CubicSolver(startControlPoint: start, endControlPoint: end).value(at: x)
        }
    }

    /// The rate of change dy/dx at the input progress `progress`, which is
    /// clamped to [0, 1].
    ///
    /// Linear: 1. Circular curves: their analytic derivatives, x/√(1 − x²)
    /// for ease in, (1 − x)/√(x(2 − x)) for ease out, and the piecewise
    /// 2x/√(1 − 4x²) and (2 − 2x)/√((8 − 4x)x − 3) for ease in-out (so they
    /// are +∞ where the circle is vertical). Bézier: Y′(t)/X′(t), which is 1
    /// when X′ = Y′ and ±∞ when only X′ is 0.
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch function {
        case .linear:
            return 1
        case .circularEaseIn:
            return x / sqrt(1 - x * x)
        case .circularEaseOut:
            return (1 - x) / sqrt((2 - x) * x)
        case .circularEaseInOut:
            return x < 0.5 ? 2 * x / sqrt(1 - 4 * x * x) : (2 - 2 * x) / sqrt((8 - 4 * x) * x - 3)
        case let .bezier(start, end):
            return CubicSolver(startControlPoint: start, endControlPoint: end).velocity(at: x)
        }
    }

    /// The curve with x and y swapped: `inverse.value(at: value(at: x)) ≈ x`.
    ///
    /// A Bézier curve swaps the coordinates of both control points; `linear`
    /// is its own inverse, and `circularEaseIn` and `circularEaseOut` are each
    /// other's. (The inverse of `easeIn` is not `easeOut`.)
    ///
    /// `circularEaseInOut.inverse` is `circularEaseInOut`, as in SwiftUI
    /// (reference §3), although the true inverse of that curve is a
    /// different one; the round trip does not hold for it.
    public var inverse: UnitCurve {
        switch function {
        case .linear: .linear
        case .circularEaseIn: .circularEaseOut
        case .circularEaseOut: .circularEaseIn
        case .circularEaseInOut: .circularEaseInOut
        case let .bezier(start, end):
            .bezier(startControlPoint: UnitPoint(x: start.y, y: start.x),
                    endControlPoint: UnitPoint(x: end.y, y: end.x))
        }
    }
}
