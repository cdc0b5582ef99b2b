import Foundation

// The closed-form motion of the spring. Coordinates: the spring starts at 0
// with velocity v₀ and moves toward `target` (a change, not an absolute
// value). Operation order follows SwiftUI.

extension Spring {
    /// The spring's displacement at `time` when moving by `target`.
    ///
    /// With T = target, λ = decay constant, ω = signed angular frequency:
    /// - ω > 0: T − e^{−λt}·[(λT − v₀)·sin(ωt)/ω + T·cos(ωt)]
    /// - ω = 0: T − e^{−λt}·[T + (λT − v₀)·t]
    /// - ω < 0: with a = −ω − λ, e₁ = e^{a t}, e₂ = e^{(ω−λ)t}:
    ///   T·(((λ − ω)e₁ + a·e₂)/(2ω) + 1) − v₀·(e₁ − e₂)/(2ω)
    @_specialize(exported: false, where V == Double)
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let omega = angularFrequency, lambda = decayConstant
        if omega > 0 {
            let s = sin(omega * time), c = cos(omega * time)
            let displacement = (target.scaled(by: lambda) - initialVelocity).scaled(by: s / omega) + target.scaled(by: c)
            return target - displacement.scaled(by: exp(-lambda * time))
        } else if omega < 0 {
            let a = -omega - lambda
            let e1 = exp(a * time)
            let e2 = exp((omega - lambda) * time)
            let scale = ((lambda - omega) * e1 + a * e2) / (omega * 2) + 1
            let velocityScale = (e1 - e2) / (omega * 2)
            return target.scaled(by: scale) - initialVelocity.scaled(by: velocityScale)
        } else {
            let displacement = target + (target.scaled(by: lambda) - initialVelocity).scaled(by: time)
            return target - displacement.scaled(by: exp(-lambda * time))
        }
    }

    /// The spring's velocity at `time` when moving by `target`.
    ///
    /// - ω > 0: (λT − v₀)·(λ sin ωt − ω cos ωt)·e^{−λt}/ω + T·(ω sin ωt + λ cos ωt)·e^{−λt}
    /// - ω = 0: (λT − v₀)·(λt − 1)·e^{−λt} + T·λ·e^{−λt}
    /// - ω < 0: with a = −ω − λ, b = ω − λ, t₁ = a·e^{a t}, t₂ = b·e^{b t}:
    ///   T·(((λ − ω)t₁ + a·t₂)/(2ω) + 1) − v₀·(t₁ − t₂)/(2ω)
    ///
    /// Decision (UNCERTAIN in the reference): the over-damped case keeps
    /// SwiftUI's `+ 1`, which is not the derivative of ``value(target:initialVelocity:time:)``:
    /// it adds T, so at t = 0 it returns v₀ + T rather than v₀. OpenSwiftUI and
    /// Respring both have it and Respring compares this method with SwiftUI
    /// using `==`, so `velocity` reproduces it to match SwiftUI's numbers.
    /// Keyframes, which need a physical hand-off velocity, use the true
    /// derivative instead (see ``SpringKeyframe``).
    @_specialize(exported: false, where V == Double)
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let omega = angularFrequency, lambda = decayConstant
        if omega > 0 {
            let decay = exp(-lambda * time)
            let s = sin(omega * time), c = cos(omega * time)
            let targetTerm = target.scaled(by: (omega * s + lambda * c) * decay)
            let factor = (lambda * s - omega * c) * decay / omega
            return (target.scaled(by: lambda) - initialVelocity).scaled(by: factor) + targetTerm
        } else if omega < 0 {
            let (scale, velocityScale) = overDampedVelocityFactors(time: time)
            return target.scaled(by: scale + 1) - initialVelocity.scaled(by: velocityScale)
        } else {
            let decay = exp(-lambda * time)
            let timeFactor = (lambda * time - 1) * decay
            return (target.scaled(by: lambda) - initialVelocity).scaled(by: timeFactor) + target.scaled(by: lambda * decay)
        }
    }

    /// The true time derivative of ``value(target:initialVelocity:time:)``.
    ///
    /// Equal to ``velocity(target:initialVelocity:time:)`` except for
    /// over-damped springs, where it leaves out SwiftUI's extra `+ 1` term.
    package func derivative<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        guard angularFrequency < 0 else {
            return velocity(target: target, initialVelocity: initialVelocity, time: time)
        }
        let (scale, velocityScale) = overDampedVelocityFactors(time: time)
        return target.scaled(by: scale) - initialVelocity.scaled(by: velocityScale)
    }

    /// ((λ − ω)t₁ + a·t₂)/(2ω) and (t₁ − t₂)/(2ω) for the over-damped velocity.
    private func overDampedVelocityFactors(time: TimeInterval) -> (Double, Double) {
        let omega = angularFrequency, lambda = decayConstant
        let a = -omega - lambda
        let b = omega - lambda
        let t1 = a * exp(a * time)
        let t2 = b * exp(b * time)
        return (((lambda - omega) * t1 + a * t2) / (omega * 2), (t1 - t2) / (omega * 2))
    }

    /// The value at `time` of a spring moving from `fromValue` to `toValue`:
    /// fromValue + value(target: toValue − fromValue, …).
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity at `time` of a spring moving from `fromValue` to `toValue`:
    /// velocity(target: toValue − fromValue, …).
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Advances a value and velocity by `deltaTime` toward `target`.
    ///
    /// With δ = target − value: velocity ← velocity(target: δ, initialVelocity: v, time: Δt)
    /// and value ← value + value(target: δ, initialVelocity: v, time: Δt), both
    /// from the old velocity v.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let delta = target - value
        let newVelocity = self.velocity(target: delta, initialVelocity: velocity, time: deltaTime)
        let change = self.value(target: delta, initialVelocity: velocity, time: deltaTime)
        velocity = newVelocity
        value += change
    }

    /// The force on the spring at `position` moving with `velocity`, in units
    /// of the vector type per second squared:
    /// (target − position)·m(ω² + λ²) − velocity·2λm, that is k·x − c·v.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        let dampingForce = velocity.scaled(by: -decayConstant * 2 * mass)
        let springForce = (target - position).scaled(by: (angularFrequency * angularFrequency + decayConstant * decayConstant) * mass)
        return springForce + dampingForce
    }
}
