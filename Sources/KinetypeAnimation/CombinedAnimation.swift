import Foundation

/// Animations on one value that did not merge, running together.
///
/// Entry i began `elapsed[i]` seconds after the first and animates toward the
/// cumulative target Tᵢ (the sum of the changes up to and including its own).
/// At time t, with R₋₁ = 0:
///
///     Eᵢ = Tᵢ − Rᵢ₋₁           the change entry i still has to make
///     Rᵢ = Rᵢ₋₁ + animateᵢ(Eᵢ, t − elapsedᵢ)   (or Tᵢ once entry i finished)
///
/// and the result is R of the last entry, which finishes the whole animation
/// when it finishes. This is SwiftUI's default combination of animations
/// that do not merge: each new animation starts from wherever the running
/// ones are and the value ends at the latest target.
struct CombinedAnimation: CustomAnimation {
    struct Entry: Hashable, Sendable {
        var animation: Animation
        var elapsed: Double
    }

    var entries: [Entry]

    /// Adds `newAnimation` (changing the value by `newValue` at `elapsed`) to
    /// the running `animation`, which animates `value` with `state`.
    static func combine<V: VectorArithmetic>(
        _ animation: inout Animation, state: inout AnimationState<V>, value: V,
        elapsed: Double, newAnimation: Animation, newValue: V
    ) {
        if var combined = animation.as(CombinedAnimation.self) {
            state[CombinedState<V>.self].entries.append(.init(target: value + newValue, state: AnimationState()))
            combined.entries.append(Entry(animation: newAnimation, elapsed: elapsed))
            animation = Animation(combined)
        } else {
            var newState = AnimationState<V>()
            newState[CombinedState<V>.self].entries = [
                .init(target: value, state: state),
                .init(target: value + newValue, state: AnimationState()),
            ]
            state = newState
            animation = Animation(CombinedAnimation(entries: [
                Entry(animation: animation, elapsed: 0),
                Entry(animation: newAnimation, elapsed: elapsed),
            ]))
        }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var combined = context.state[CombinedState<V>.self]
        guard combined.entries.count == entries.count, !entries.isEmpty else { return nil }
        var result = V.zero
        var lastFinished = false
        for index in entries.indices {
            guard let entryState = combined.entries[index].state else {
                result = combined.entries[index].target
                continue
            }
            var entryContext = context.withState(entryState)
            let change = combined.entries[index].target - result
            let covered = entries[index].animation.animate(
                value: change, time: time - entries[index].elapsed, context: &entryContext)
            if let covered {
                combined.entries[index].state = entryContext.state
                result += covered
            } else {
                combined.entries[index].state = nil
                result += change
            }
            if index == entries.count - 1 {
                context.isLogicallyComplete = entryContext.isLogicallyComplete
                lastFinished = covered == nil
            }
        }
        context.state[CombinedState<V>.self] = combined
        return lastFinished ? nil : result
    }

    /// The forward difference (R(t + h) − R(t))/h with h = 1/300 s (one step
    /// of the spring integrator), computed on copies of the state, because
    /// each entry's change depends on the entries before it.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let h = 1.0 / 300.0
        var now = context, later = context
        guard let current = animate(value: value, time: time, context: &now) else { return nil }
        let next = animate(value: value, time: time + h, context: &later) ?? value
        return (next - current).scaled(by: 1 / h)
    }
}

/// Per-entry targets and states of ``CombinedAnimation``; a `nil` state
/// marks a finished entry.
struct CombinedState<V: VectorArithmetic>: AnimationStateKey {
    struct Entry {
        var target: V
        var state: AnimationState<V>?
    }

    var entries: [Entry] = []

    static var defaultValue: CombinedState<V> { CombinedState() }
}
