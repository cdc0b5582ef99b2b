import Foundation

/// The persistent spring behind `.spring`, `.smooth`, `.snappy`, `.bouncy`,
/// `.interactiveSpring` and `.default`.
///
/// It integrates a unit-mass spring numerically with fixed steps of
/// h = 1/300 s (a velocity-Verlet/leapfrog scheme), keeping offset x,
/// velocity v and force a in the animation state:
///
/// ```
/// k = min((2π/r)², 45000)      c = 2√k·ζ      (r = response, maybe blended)
/// if t − s > 1 { s = t − 1/60 }                   skip long gaps
/// while s < t {                                   overshoots t by < h
///     vh = a·h/2 + v;  x += vh·h;  a = −c·vh + k·(Δ − x);  v = a·h/2 + vh;  s += h
/// }
/// ```
///
/// It returns `nil` (finished) when max(‖v‖², ‖a‖²) ≤ 0.0036 and
/// ‖Δ − x‖² ≤ ‖0.01·Δ‖² (or Δ = 0); the thresholds are absolute, so large
/// moves take longer to finish. It is logically complete once
/// t − start ≥ r.
///
/// Merging (always): the new spring takes over the previous animation's
/// current offset and velocity and restarts its logical clock; if the
/// previous was a spring with another response and `blendDuration` > 0, the
/// response moves from the old to the new one over `blendDuration`:
/// r = response + (old − response)·(1 − smoothstep(p)), p = (t − start)/blendDuration
/// clamped to [0, 1], smoothstep(p) = p²(3 − 2p).
///
/// Decisions where the reference's reading of SwiftUI looks like a slip:
/// - a response ≤ 0 gives the capped stiffness 45 000 (Apple: "a value of
///   zero requests an infinitely-stiff spring"), not 1;
/// - when not blending, r is the spring's response;
/// - on a merge, the previous animation is first advanced to the merge time
///   and its velocity read after that, so the hand-off is continuous to the
///   step rather than to the previous frame;
/// - a previous animation that has just finished hands over the whole change
///   at rest (offset Δ, velocity 0) rather than offset 0.
struct FluidSpringAnimation: CustomAnimation {
    var response: Double
    var dampingFraction: Double
    var blendDuration: TimeInterval

    private static let step = 1.0 / 300.0
    private static let halfStep = 1.0 / 600.0

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[SpringState<V>.self]
        let r: Double
        if blendDuration > 0, state.blendInterval != 0 {
            let p = min(max((time - state.blendStart) / blendDuration, 0), 1)
            r = response + state.blendInterval * (1 - p * p * (3 - p * 2))
        } else {
            r = response
        }
        let stiffness = min(r > 0 ? (tau / r) * (tau / r) : .infinity, 45_000)
        let damping = 2 * stiffness.squareRoot() * dampingFraction
        if time - state.startTime >= r {
            context.isLogicallyComplete = true
        }
        if time - state.time > 1 {
            state.time = time - 1.0 / 60.0
        }
        var s = state.time
        while s < time {
            let halfVelocity = state.force.scaled(by: Self.halfStep) + state.velocity
            state.offset += halfVelocity.scaled(by: Self.step)
            state.force = halfVelocity.scaled(by: -damping) + (value - state.offset).scaled(by: stiffness)
            state.velocity = state.force.scaled(by: Self.halfStep) + halfVelocity
            s += Self.step
        }
        state.time = s
        context.state[SpringState<V>.self] = state

        guard max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) <= 0.0036 else {
            return state.offset
        }
        let tolerance = value.scaled(by: 0.01).magnitudeSquared
        if tolerance > 0, tolerance < (value - state.offset).magnitudeSquared {
            return state.offset
        }
        return nil
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[SpringState<V>.self].velocity
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        let offset = previous.animate(value: value, time: time, context: &context)
        let velocity = offset == nil ? nil : previous.velocity(value: value, time: time, context: context)
        var state = context.state[SpringState<V>.self]
        state.offset = offset ?? value
        state.velocity = velocity ?? (offset == nil ? .zero : state.velocity)
        state.time = time
        state.startTime = time
        if let previous = previous.as(FluidSpringAnimation.self), previous.response != response {
            state.blendInterval = previous.response - response
            state.blendStart = time
        }
        context.state[SpringState<V>.self] = state
        return true
    }
}

/// The integration state of ``FluidSpringAnimation``.
struct SpringState<V: VectorArithmetic>: AnimationStateKey {
    var offset: V = .zero
    var velocity: V = .zero
    var force: V = .zero
    var time: Double = 0
    var startTime: Double = 0
    var blendStart: Double = 0
    var blendInterval: Double = 0

    static var defaultValue: SpringState<V> { SpringState() }
}
