import Foundation

/// A type that defines how an animatable value changes over time.
///
/// SwiftUI's `CustomAnimation` (iOS 17). An animation is evaluated as
/// `animate(value: Δ, time: t, context:) -> V?`, where Δ = to − from is the
/// change being animated and t the time since the animation began. The
/// result is the part of Δ covered so far (the rendered value is
/// `to − Δ + result`); `nil` means the animation has finished and the value
/// is `to`.
///
/// ```swift
/// struct ElasticEaseInOut: CustomAnimation {
///     let duration: TimeInterval
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         if time > duration { return nil }
///         let p = time / duration
///         let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
///         return value.scaled(by: p < 0.5 ? -(pow(2, 20 * p - 10) * s) / 2 : (pow(2, -20 * p + 10) * s) / 2 + 1)
///     }
/// }
/// let animation = Animation(ElasticEaseInOut(duration: 0.5))
/// ```
///
/// Keep state between calls in `context.state` (see ``AnimationState``).
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` covered at `time`, or `nil` once the animation has finished.
    ///
    /// - Parameters:
    ///   - value: The change to animate, Δ = to − from.
    ///   - time: The time since the animation began.
    ///   - context: The animation's state and logical-completion flag.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The velocity of the animation at `time`, in units of `value` per
    /// second, or `nil` if unknown. The default returns `nil`.
    ///
    /// An animation that merges with this one (see
    /// ``shouldMerge(previous:value:time:context:)``) starts with this velocity.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this new animation takes over `previous`, which has been
    /// running for `time` seconds on the same value. The default returns `false`.
    ///
    /// When it returns `true`, this animation continues from the previous
    /// one's state (`context` holds it) and the previous one is removed. When
    /// it returns `false`, both run and their results are added, each
    /// animating its own change.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The change the previous animation was animating.
    ///   - time: The time since the previous animation began.
    ///   - context: The previous animation's context, which this animation may update.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// Returns `nil`: the velocity is unknown.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Returns `false`: a new animation of this type runs alongside the previous one.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }
}
