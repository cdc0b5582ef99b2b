import Foundation

// The initializers from perceptual and physical parameters, and the derived
// properties. Operation order follows SwiftUI (checked bit for bit by the
// Respring tests against SwiftUI), so keep it when editing.

extension Spring {
    /// Creates a spring with a perceptual duration and bounce.
    ///
    /// The damping ratio ζ follows from the bounce:
    /// ζ = 1 for bounce 0, 1/(bounce + 1) for −1 < bounce < 0 (over-damped),
    /// 1 − bounce for 0 < bounce ≤ 1, and 0 (undamped) for bounce > 1. Then
    /// ω = √|1 − ζ²|·(±2π)/duration (negative when ζ > 1), λ = ζ·2π/duration,
    /// m = 1. So stiffness = (2π/duration)² and damping = 4πζ/duration.
    /// A bounce ≤ −1 gives ζ = ∞ and NaN fields, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - duration: The pace of the spring, about its settling duration.
    ///   - bounce: 0 for no bounce (critically damped), up to 1 for undamped
    ///     oscillation; negative values are over-damped, down to −1.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        var sign = -tau
        var zeta = Double.infinity
        if bounce > -1 {
            if bounce < 0 {
                zeta = 1 / (bounce + 1)
            } else if bounce == 0 {
                zeta = 1
            } else {
                zeta = bounce <= 1 ? 1 - bounce : 0
            }
            if zeta <= 1 { sign = tau }
        }
        self.init(
            angularFrequency: sqrt(abs(1 - zeta * zeta)) * sign / duration,
            decayConstant: zeta * tau / duration,
            mass: 1
        )
    }

    /// Creates a spring with a response and a damping ratio.
    ///
    /// ω = (±2π)·√|1 − ζ²|/response (negative when ζ > 1), λ = 2π·ζ/response,
    /// m = 1. A negative ζ is taken as given.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring as an approximate duration in seconds.
    ///   - dampingRatio: The drag as a fraction of the amount needed for critical damping.
    public init(response: Double, dampingRatio: Double) {
        let sign = dampingRatio > 1 ? -tau : tau
        self.init(
            angularFrequency: sign * sqrt(abs(1 - dampingRatio * dampingRatio)) / response,
            decayConstant: tau * dampingRatio / response,
            mass: 1
        )
    }

    /// Creates a spring from its mass, stiffness and damping.
    ///
    /// ω₀ = √(k/m), λ = c/(2m). If λ > ω₀ and over-damping is not allowed, the
    /// spring is made critically damped: ω = 0, λ = ω₀. Otherwise
    /// ω = ±√|k/m − λ²| (negative when λ > ω₀). A mass of 0 gives NaN.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring.
    ///   - stiffness: The spring constant k.
    ///   - damping: The damping coefficient c.
    ///   - allowOverDamping: Whether an over-damped spring is kept as such
    ///     instead of being treated as critically damped.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let naturalFrequency = sqrt(stiffness / mass)
        let decay = damping / (2 * mass)
        if decay > naturalFrequency && !allowOverDamping {
            self.init(angularFrequency: 0, decayConstant: naturalFrequency, mass: mass)
        } else {
            let oscillation = sqrt(abs(stiffness / mass - decay * decay))
            self.init(
                angularFrequency: decay > naturalFrequency ? -oscillation : oscillation,
                decayConstant: decay,
                mass: mass
            )
        }
    }

    /// The perceptual duration: 2π/√(λ² + ω·|ω|) (= 2π/ω₀).
    public var duration: TimeInterval {
        tau / sqrt(decayConstant * decayConstant + angularFrequency * abs(angularFrequency))
    }

    /// The response, which is the same number as ``duration``: 2π/√(λ² + ω·|ω|).
    public var response: Double {
        tau / sqrt(decayConstant * decayConstant + angularFrequency * abs(angularFrequency))
    }

    /// How bouncy the spring is: 1 − λ/√(ω² + λ²) (= 1 − ζ) when ω ≥ 0, and
    /// √(λ² − ω²)/λ − 1 (= 1/ζ − 1) when over-damped.
    public var bounce: Double {
        let halfDecay = decayConstant / 2
        let decaySquared = decayConstant * decayConstant
        let frequencySquared = angularFrequency * angularFrequency
        if angularFrequency >= 0 {
            let period = -tau / sqrt(frequencySquared + decaySquared)
            return period * halfDecay / .pi + 1
        } else {
            let period = tau / sqrt(decaySquared - frequencySquared)
            return 1 / (period * halfDecay / .pi) - 1
        }
    }

    /// The damping ratio ζ = λ·response/2π (= λ/ω₀).
    public var dampingRatio: Double {
        decayConstant * response / tau
    }

    /// The spring constant k = m·(ω² + λ²).
    public var stiffness: Double {
        mass * (angularFrequency * angularFrequency + decayConstant * decayConstant)
    }

    /// The damping coefficient c = 2·λ·m.
    public var damping: Double {
        decayConstant * 2 * mass
    }
}
