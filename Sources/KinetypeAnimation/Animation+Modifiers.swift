import Foundation

extension Animation {
    /// Delays the start of the animation by `delay` seconds: the base is
    /// evaluated at max(0, t − delay).
    public func delay(_ delay: TimeInterval) -> Animation {
        modifier(DelayModifier(delay: delay))
    }

    /// Changes the speed of the animation: the base is evaluated at t·speed,
    /// so a one-second animation at speed 2 completes in half a second.
    public func speed(_ speed: Double) -> Animation {
        modifier(SpeedModifier(speed: speed))
    }

    /// Reports logical completion after `duration` seconds if the base has
    /// not already; it never keeps the animation running past the base's end.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        modifier(LogicalCompletionModifier(duration: duration))
    }

    func modifier<M: AnimationModifier>(_ modifier: M) -> Animation {
        Animation(ModifiedAnimation(base: self, modifier: modifier))
    }
}

/// A change to how a base animation is evaluated (delay, speed, repeat, …).
protocol AnimationModifier: Hashable, Sendable {
    func animate<V: VectorArithmetic>(base: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(base: Animation, value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether the modified animation takes over `previousBase` modified by `previous`.
    func shouldMerge<V: VectorArithmetic>(base: Animation, previous: Self, previousBase: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension AnimationModifier {
    func shouldMerge<V: VectorArithmetic>(base: Animation, previous: Self, previousBase: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }
}

/// An animation with a modifier applied.
///
/// It merges with a previous animation only when that one has an equal
/// modifier and the bases merge (with the modifier's view of time); otherwise
/// the two run side by side and add up.
struct ModifiedAnimation<Modifier: AnimationModifier>: CustomAnimation {
    var base: Animation
    var modifier: Modifier

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        modifier.animate(base: base, value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        modifier.velocity(base: base, value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard let previous = previous.as(ModifiedAnimation<Modifier>.self) else { return false }
        return modifier.shouldMerge(base: base, previous: previous.modifier, previousBase: previous.base,
                                    value: value, time: time, context: &context)
    }
}

/// Evaluates the base at max(0, t − delay); velocity 0 before the start.
struct DelayModifier: AnimationModifier {
    var delay: TimeInterval

    func animate<V: VectorArithmetic>(base: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: max(0, time - delay), context: &context)
    }

    func velocity<V: VectorArithmetic>(base: Animation, value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(base: Animation, previous: DelayModifier, previousBase: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        self == previous && base.shouldMerge(previous: previousBase, value: value, time: max(0, time - delay), context: &context)
    }
}

/// Evaluates the base at t·speed; its velocity is scaled by speed.
struct SpeedModifier: AnimationModifier {
    var speed: Double

    func animate<V: VectorArithmetic>(base: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(base: Animation, value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    func shouldMerge<V: VectorArithmetic>(base: Animation, previous: SpeedModifier, previousBase: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        self == previous && base.shouldMerge(previous: previousBase, value: value, time: time * speed, context: &context)
    }
}

/// Sets the logical-completion flag once t ≥ duration.
struct LogicalCompletionModifier: AnimationModifier {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(base: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        if !context.isLogicallyComplete {
            context.isLogicallyComplete = duration <= time
        }
        return result
    }

    func velocity<V: VectorArithmetic>(base: Animation, value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(base: Animation, previous: LogicalCompletionModifier, previousBase: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        self == previous && base.shouldMerge(previous: previousBase, value: value, time: time, context: &context)
    }
}
