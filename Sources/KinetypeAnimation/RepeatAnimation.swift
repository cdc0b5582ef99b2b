import Foundation

extension Animation {
    /// Repeats the animation `repeatCount` times.
    ///
    /// Each pass plays the base from its start. With `autoreverses`, every
    /// second pass plays backward (Δ − base(t)), and **reversed passes count
    /// toward `repeatCount`**: a count of 2 plays forward, then back, then
    /// the value jumps to its final value, as Apple documents ("moves
    /// forward, then reverses, then stops"). A count of 1 plays forward once.
    ///
    /// A pass ends at the first evaluation after the base has finished
    /// (returned `nil`); the next pass starts at that evaluation's time, so
    /// with frames h apart each pass lasts the base's duration plus up to one
    /// frame, as in SwiftUI. On that frame the value is the pass's end (Δ, or
    /// 0 when reversed).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        modifier(RepeatModifier(repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation forever, alternating direction when
    /// `autoreverses` is true (see ``repeatCount(_:autoreverses:)``).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        modifier(RepeatModifier(repeatCount: nil, autoreverses: autoreverses))
    }
}

/// Plays the base in passes. State: the pass index and the time the pass began.
///
/// When the base finishes, the base's own state is cleared so that each pass
/// starts fresh (a stateful base, such as a spring, starts again from rest).
/// Decision: repeating animations never merge with a previous animation; a
/// new animation on the same value runs beside them and adds up.
struct RepeatModifier: AnimationModifier {
    var repeatCount: Int?
    var autoreverses: Bool

    func animate<V: VectorArithmetic>(base: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let pass = context.state[RepeatState.self]
        let reversed = autoreverses && pass.index & 1 != 0
        guard let result = base.animate(value: value, time: time - pass.timeOffset, context: &context) else {
            let index = pass.index &+ 1
            context.state = AnimationState()
            context.state[RepeatState.self] = RepeatState(index: index, timeOffset: time)
            if let repeatCount, index >= repeatCount {
                return nil
            }
            return reversed ? .zero : value
        }
        return reversed ? value - result : result
    }

    func velocity<V: VectorArithmetic>(base: Animation, value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let pass = context.state[RepeatState.self]
        let reversed = autoreverses && pass.index & 1 != 0
        guard let velocity = base.velocity(value: value, time: time - pass.timeOffset, context: context) else {
            return nil
        }
        return reversed ? .zero - velocity : velocity
    }
}

/// The pass index and the time at which the current pass began.
struct RepeatState: AnimationStateKey {
    var index: Int
    var timeOffset: Double

    static var defaultValue: RepeatState { RepeatState(index: 0, timeOffset: 0) }
}
