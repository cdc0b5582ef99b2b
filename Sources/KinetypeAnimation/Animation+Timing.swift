import Foundation
import KinetypePrimitives

extension Animation {
    /// A constant-speed animation of 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }

    /// A constant-speed animation: the Bézier timing curve (0, 0)–(1, 1).
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(0, 0, 1, 1, duration: duration)
    }

    /// An animation of 0.35 s that starts slowly.
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// An animation that starts slowly: the Bézier curve (0.42, 0)–(1, 1).
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(0.42, 0, 1, 1, duration: duration)
    }

    /// An animation of 0.35 s that slows down at the end.
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// An animation that slows down at the end: the Bézier curve (0, 0)–(0.58, 1).
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(0, 0, 0.58, 1, duration: duration)
    }

    /// An animation of 0.35 s that starts and ends slowly.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// An animation that starts and ends slowly: the Bézier curve (0.42, 0)–(0.58, 1).
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(0.42, 0, 0.58, 1, duration: duration)
    }

    /// An animation along a cubic Bézier timing curve from (0, 0) to (1, 1).
    ///
    /// At time t the covered part of Δ is Δ·Y(X⁻¹(min(t/duration, 1))) (see
    /// ``UnitCurve``). The control points' y is not clamped, so the value may
    /// overshoot. The animation finishes once t > duration (or at once if
    /// duration ≤ 0).
    ///
    /// - Parameters:
    ///   - p1x: The x of the first control point.
    ///   - p1y: The y of the first control point.
    ///   - p2x: The x of the second control point.
    ///   - p2y: The y of the second control point.
    ///   - duration: The length of the animation in seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(BezierAnimation(
            curve: UnitCurve.CubicSolver(
                startControlPoint: UnitPoint(x: p1x, y: p1y),
                endControlPoint: UnitPoint(x: p2x, y: p2y)),
            duration: duration))
    }

    /// An animation along a Bézier timing curve given by unit points.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y), duration: duration)
    }

    /// An animation whose progress follows `curve`: Δ·curve.value(at: t/duration).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(UnitCurveAnimation(curve: curve, duration: duration))
    }
}

/// A timing-curve animation: Δ·solver.value(at: clamp(t/d, 0, 1)) while t ≤ d.
///
/// Decision: SwiftUI's Bézier animation may not report a velocity (OpenSwiftUI's
/// does not). Kinetype reports the analytic one, Δ·curve′(t/d)/d, so that a
/// spring that takes over mid-flight keeps the motion's velocity.
struct BezierAnimation: CustomAnimation {
    var curve: UnitCurve.CubicSolver
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, duration >= time else { return nil }
        return value.scaled(by: curve.value(at: min(max(time / duration, 0), 1)))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, duration >= time else { return nil }
        return value.scaled(by: curve.velocity(at: min(max(time / duration, 0), 1)) / duration)
    }
}

/// A ``UnitCurve`` animation: Δ·curve.value(at: clamp(t/d, 0, 1)) while t ≤ d,
/// with velocity Δ·curve.velocity(at: t/d)/d.
struct UnitCurveAnimation: CustomAnimation {
    var curve: UnitCurve
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, duration >= time else { return nil }
        return value.scaled(by: curve.value(at: min(max(time / duration, 0), 1)))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, duration >= time else { return nil }
        return value.scaled(by: 1 / duration).scaled(by: curve.velocity(at: min(max(time / duration, 0), 1)))
    }
}
