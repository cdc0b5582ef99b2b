import Foundation

/// Contextual values that a custom animation uses to keep state.
///
/// SwiftUI's `AnimationContext`. The system passes one to
/// ``CustomAnimation/animate(value:time:context:)``; the animation reads and
/// writes its ``state`` and may set ``isLogicallyComplete``.
///
/// Kinetype has no view environment, so SwiftUI's `environment` property is
/// left out: an animation that needs outside input carries it in its own
/// stored properties instead.
///
/// <!-- doc-example: declarations -->
/// ```swift
/// private struct PausableState<Value: VectorArithmetic>: AnimationStateKey {
///     var pauseTime: TimeInterval = 0
///     static var defaultValue: Self { .init() }
/// }
/// extension AnimationContext {
///     fileprivate var pausableState: PausableState<Value> {
///         get { state[PausableState<Value>.self] }
///         set { state[PausableState<Value>.self] = newValue }
///     }
/// }
/// ```
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state, kept between calls.
    public var state: AnimationState<Value>

    /// Set to `true` once the animation is logically complete: the point at
    /// which `.logicallyComplete` completion criteria fire. If it is never
    /// set, the animation counts as logically complete when it finishes
    /// (returns `nil`). Setting it back to `false` later has no effect.
    public var isLogicallyComplete: Bool

    package init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// A context with the same flags and the given state, possibly for
    /// another vector type (for example to run a secondary animation).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }
}
