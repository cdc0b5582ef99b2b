import Foundation

/// A keyframe that moves toward its value with a spring.
///
/// Starting from the previous keyframe's end `from` with velocity v₀ (the
/// `startVelocity`, or the previous segment's end velocity), the value at
/// time τ is from + spring.value(target: to − from, initialVelocity: v₀, time: τ).
///
/// With a `duration`, the spring is **cut off** at that time: the segment ends
/// wherever the spring is then (maybe short of `to`), and the next keyframe
/// starts from there with the spring's velocity. Without one, the segment
/// lasts `spring.settlingDuration(target: to − from, initialVelocity: v₀, epsilon: 10⁻⁴)`.
///
/// Decisions (UNCERTAIN in the reference):
/// - the settling ε is 10⁻⁴ (DanceUI's resolver; another reimplementation
///   uses 10⁻³);
/// - the velocity handed to the next keyframe is the true derivative of the
///   spring's motion; for over-damped springs it leaves out the `+ 1` term
///   of ``Spring/velocity(target:initialVelocity:time:)``, which would make
///   the hand-off jump;
/// - before its start (negative time) the segment holds its start value
///   rather than running the spring formula backwards.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    var to: Value.AnimatableData
    var duration: TimeInterval?
    var spring: Spring
    var startVelocity: Value.AnimatableData?

    /// Creates a spring keyframe.
    ///
    /// - Parameters:
    ///   - to: The spring's target.
    ///   - duration: The segment's duration, or `nil` for the spring's settling duration.
    ///   - spring: The spring (default `Spring()`, that is ``Spring/smooth``).
    ///   - startVelocity: The velocity at the start, or `nil` to continue the previous segment's.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to.animatableData
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity?.animatableData
    }

    /// Appends this keyframe to the track (an implementation detail of ``KeyframeTrackContent``).
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.spring(to: to, duration: duration, spring: spring, startVelocity: startVelocity))
    }
}

extension SpringKeyframe: Sendable where Value.AnimatableData: Sendable {}
