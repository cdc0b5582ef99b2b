import Foundation

// Kinetype addition: one-shot offline evaluation of an animation between two
// values. Each call replays a fresh ``Animator``; for several queries on the
// same move, or for retargeting, use an Animator directly.

extension Animation {
    /// The value at `time` of this animation moving from `from` to `to`,
    /// started at time 0.
    ///
    /// ```swift
    /// Animation.easeInOut(duration: 1).value(from: 0.0, to: 10.0, at: 0.5)   // 5
    /// ```
    public func value<V: Animatable>(from: V, to: V, at time: TimeInterval) -> V {
        Animator(animation: self, from: from, to: to).value(at: time)
    }

    /// The velocity of the animatable data at `time` of this animation
    /// moving from `from` to `to` (see ``Animator/velocity(at:)``).
    public func velocity<V: Animatable>(from: V, to: V, at time: TimeInterval) -> V.AnimatableData {
        Animator(animation: self, from: from, to: to).velocity(at: time)
    }

    /// When this animation from `from` to `to` comes to rest, on a 60 Hz
    /// frame (see ``Animator/completionTime(within:)``); `nil` if it runs
    /// longer than `limit` seconds.
    public func completionTime<V: Animatable>(from: V, to: V, within limit: TimeInterval = 600) -> TimeInterval? {
        Animator(animation: self, from: from, to: to).completionTime(within: limit)
    }

    /// When this animation from `from` to `to` is logically complete, on a
    /// 60 Hz frame (see ``Animator/logicalCompletionTime(within:)``).
    public func logicalCompletionTime<V: Animatable>(from: V, to: V, within limit: TimeInterval = 600) -> TimeInterval? {
        Animator(animation: self, from: from, to: to).logicalCompletionTime(within: limit)
    }
}
