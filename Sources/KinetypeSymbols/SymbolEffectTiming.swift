import Foundation

/// Every duration and amplitude the effects use, in one place, and the repeat arithmetic.
///
/// Durations are seconds at speed 1; `SymbolEffectOptions.speed(s)` divides all of them
/// (the pose functions evaluate at effective time `t × s`). Amplitudes use the units of
/// ``SymbolEffectPose`` (fractions of layer height, degrees, opacity).
public enum SymbolEffectTiming {
    // MARK: Periods (one play of a discrete effect, one cycle of an indefinite one)
    /// One bounce: 0.5 s.
    public static let bouncePeriod = 0.5
    /// One pulse, opacity down and back: 1 s.
    public static let pulsePeriod = 1.0
    /// One pass of variable color over all layers: 1.2 s.
    public static let variableColorPeriod = 1.2
    /// One wiggle: 0.6 s.
    public static let wigglePeriod = 0.6
    /// One full turn: 1 s.
    public static let rotatePeriod = 1.0
    /// One breath, swelling and back: 2 s.
    public static let breathePeriod = 2.0
    /// Appear, disappear and each side of replace.
    public static let transitionDuration = 0.35
    /// One layer's draw on or draw off.
    public static let drawDuration = 0.6

    // MARK: Layer staggers (`byLayer`: layer i starts i × stagger later)
    /// The delay between consecutive layers' starts with `byLayer`, for every effect but draw on
    /// and draw off: 0.08 s.
    public static let layerStagger = 0.08
    /// The delay between consecutive layers' starts for draw on and draw off `byLayer` (their
    /// default): 0.15 s, so layers overlap, each taking ``drawDuration``.
    public static let drawStagger = 0.15

    // MARK: Amplitudes
    /// Bounce hop height; the curve is `b(u) = sin(3πu)·e^(−4u)`, peak ≈ 0.54 at u ≈ 0.15.
    public static let bounceHeight = 0.25
    /// Bounce stretch: scale is `1 + bounceStretch·b(u)`.
    public static let bounceStretch = 0.06
    /// Pulse opacity at its dip: `1 − 0.5·sin²(πu)`.
    public static let pulseMinimumOpacity = 0.5
    /// Variable color's inactive layers with `dimInactiveLayers` (the default).
    public static let variableColorDimOpacity = 0.35
    /// Variable color fades its dimming in and out over this long, so it starts and ends at rest.
    public static let variableColorRamp = 0.1
    /// The size `scale.up` settles at (and `scale` without a direction).
    public static let scaleUp = 1.2
    /// The size `scale.down` settles at.
    public static let scaleDown = 0.8
    /// Scale spring `1 − e^(−γt)·cos(ωt)`: decay γ (1/s) and angular frequency ω (rad/s).
    public static let scaleSpringDecay = 10.0
    /// The scale spring's angular frequency ω, in radians per second (see ``scaleSpringDecay``).
    public static let scaleSpringFrequency = 18.0
    /// Wiggle translation and rotation amplitudes; the curve is `w(u) = sin(4πu)·sin(πu)`.
    public static let wiggleDistance = 0.08
    /// The rotation amplitude of `wiggle.clockwise` and `wiggle.counterClockwise`, in degrees: the
    /// rotation is `wiggleAngle·w(u)`.
    public static let wiggleAngle = 12.0
    /// The largest scale of a breath: the scale is `1 + (breatheScale − 1)·sin²(πu)`.
    public static let breatheScale = 1.08
    /// The opacity of `breathe.pulse` at the top of a breath; the opacity is
    /// `1 − (1 − breatheMinimumOpacity)·sin²(πu)`.
    public static let breatheMinimumOpacity = 0.7
    /// Appear starts (disappear ends) at this scale, and this far off when `up`/`down`.
    public static let appearScale = 0.5
    /// How far `appear` and `disappear` travel with `up` or `down`, as a fraction of the layer's
    /// height.
    public static let appearOffset = 0.25
    /// Replace moves each side this far (fraction of height).
    public static let replaceOffset = 0.3

    /// The repeat behaviour that applies: the options' own, else once for a discrete effect
    /// and continuously for an indefinite one.
    public static func resolvedRepeat(_ options: SymbolEffectOptions,
                                      behavior: SymbolEffectBehavior) -> SymbolEffectOptions.RepeatBehavior {
        options.repeatBehavior ?? (behavior == .discrete ? .periodic(1) : .continuous)
    }

    /// Where effective time `t` falls in a repeated effect: which play and the phase `u ∈ [0, 1)`
    /// within it; `nil` while resting (before the start, in a periodic delay, after the last play).
    ///
    /// Play k occupies `[k·(P + d), k·(P + d) + P)` for period P and delay d.
    public static func cycle(at t: Double, period: Double,
                             repeat behavior: SymbolEffectOptions.RepeatBehavior) -> (index: Int, phase: Double)? {
        guard t >= 0, t.isFinite else { return nil }
        let length = period + behavior.delay
        let index = (t / length).rounded(.down)
        if let count = behavior.count, index >= Double(count) { return nil }
        let local = t - index * length
        guard local < period else { return nil }
        return (Int(index), local / period)
    }

    /// The effective time at which the last play ends, or infinity when it repeats forever.
    static func end(period: Double, repeat behavior: SymbolEffectOptions.RepeatBehavior) -> Double {
        guard let count = behavior.count else { return .infinity }
        return Double(count) * (period + behavior.delay) - behavior.delay
    }
}
