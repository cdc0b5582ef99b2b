import Foundation

// Spring animations. All the "persistent" forms (spring, smooth, snappy,
// bouncy, interactiveSpring) build the same numerically integrated spring
// (see FluidSpringAnimation), which merges with the running animation and
// keeps its velocity. interpolatingSpring is closed-form and additive.

extension Animation {
    /// A persistent spring with the default parameters: `spring()`, which is
    /// `spring(duration: 0.5, bounce: 0)` (response 0.5, damping fraction 1).
    ///
    /// Decision (UNCERTAIN in the reference): Swift's overload ranking picks
    /// the duration/bounce form for `spring()`, because the
    /// response/dampingFraction form is `@_disfavoredOverload`; so ζ = 1, not
    /// that form's default 0.825. OpenSwiftUI and another reimplementation agree.
    public static var spring: Animation { spring() }

    /// A persistent spring given by its perceptual duration and bounce:
    /// `spring(response: duration, dampingFraction: f(bounce), blendDuration:)`
    /// with f(b) = 1/(b + 1) for b < 0 and 1 − b otherwise.
    ///
    /// When it replaces another spring on the same value, it starts from that
    /// spring's position and velocity.
    ///
    /// - Parameters:
    ///   - duration: The pace of the spring, about its settling duration.
    ///   - bounce: 0 for none, up to 1; negative is over-damped.
    ///   - blendDuration: The time over which to blend a change of duration.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: springDampingFraction(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring given by response and damping fraction.
    ///
    /// The spring is integrated numerically with stiffness k = (2π/response)²
    /// (capped at 45 000) and damping 2√k·dampingFraction, mass 1 (see the
    /// `FluidSpringAnimation` notes for the exact stepping). It is logically
    /// complete after `response` seconds and finished when its speed and
    /// force are both below 0.06 and it is within 1 % of the change.
    ///
    /// - Parameters:
    ///   - response: The stiffness as an approximate duration; 0 requests an
    ///     infinitely stiff spring (capped).
    ///   - dampingFraction: The drag as a fraction of critical damping.
    ///   - blendDuration: The time over which to blend a change of response
    ///     when this spring replaces another.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring from a ``Spring``:
    /// `spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration:)`.
    ///
    /// Decision (UNCERTAIN in the reference, seen only in reimplementations):
    /// the spring's mass is not used, only its response and damping ratio.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// An interactive spring with the default parameters:
    /// `interactiveSpring()` = `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)`,
    /// so ζ = 0.85.
    ///
    /// Decision (UNCERTAIN in the reference): as for ``spring``, overload
    /// ranking picks the duration form, so ζ is 0.85, not 0.86.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring with a short response meant for driving interactive animations.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a short duration meant for driving interactive animations:
    /// `spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration:)`.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A smooth spring: `spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Animation { smooth() }

    /// A smooth spring that can be tuned: `spring(duration:, bounce: extraBounce)`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring: `spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Animation { snappy() }

    /// A snappy spring that can be tuned: `spring(duration:, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: `spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Animation { bouncy() }

    /// A bouncy spring that can be tuned: `spring(duration:, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// An interpolating spring with the default parameters: `interpolatingSpring()`
    /// (duration 0.5, bounce 0).
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A closed-form spring animation that maps time to a fraction of the change.
    ///
    /// With ω₀ = √(k/m), ζ = c/(2√(mk)) and v₀ = `initialVelocity` (in
    /// fractions of the change per second), the fraction is
    /// 1 − e^{−ζω₀t}(cos ω_d t + A sin ω_d t), ω_d = ω₀√(1−ζ²), A = (ζω₀ − v₀)/ω_d
    /// when ζ < 1, and 1 − (1 + (ω₀ − v₀)t)e^{−ω₀t} otherwise. Overlapping
    /// interpolating springs add their effects (they do not merge). It is
    /// logically complete at t = 2π/√k.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// An interpolating spring given by duration and bounce: stiffness
    /// (2π/duration)², damping 2√k·f(bounce), mass 1.
    ///
    /// f(b) = 1/(b + 1) for b < 0 and 1 − b otherwise, as for
    /// ``spring(duration:bounce:blendDuration:)``. The animation is logically complete at
    /// t = 2π/√k, which is `duration`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        let stiffness = springStiffness(response: duration)
        let damping = 2 * stiffness.squareRoot() * springDampingFraction(bounce: bounce)
        return interpolatingSpring(stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// An interpolating spring from a ``Spring``'s mass, stiffness and damping.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }
}

/// The damping fraction for a bounce: 1/(bounce + 1) when bounce < 0, else 1 − bounce.
func springDampingFraction(bounce: Double) -> Double {
    bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
}

/// The stiffness for a response: (2π/response)², or +∞ when response ≤ 0.
func springStiffness(response: Double) -> Double {
    guard response > 0 else { return .infinity }
    let frequency = tau / response
    return frequency * frequency
}
