import Foundation

/// A keyframe that interpolates along a cubic Hermite curve.
///
/// Over the segment's duration d, with s = τ/d, start p₀ (the previous
/// keyframe's end), end p₁ = `to` and velocities v₀, v₁:
///
///     value(s) = (2s³−3s²+1)p₀ + (s³−2s²+s)·d·v₀ + (−2s³+3s²)p₁ + (s³−s²)·d·v₁
///
/// A velocity you leave `nil` is chosen to keep the motion smooth:
/// - between two cubic keyframes, both sides use the Catmull-Rom velocity
///   (p₊ − p₋)/(d₋ + d₊), the chord from the point before to the point after
///   over the two durations, so adjacent cubic keyframes form a
///   (non-uniform) Catmull-Rom spline with continuous velocity;
/// - after a linear, spring or move keyframe, v₀ is that segment's end
///   velocity (0 after a move); before one, v₁ is the next segment's start
///   velocity (before a spring: its `startVelocity`, else (target − p₀)/(2d));
/// - the first keyframe starts at the timeline's initial velocity (0), the
///   last ends at velocity 0.
///
/// Decision (the reference marks these keyframe internals UNCERTAIN: they
/// follow DanceUI's resolver, unchecked against SwiftUI): "the point before"
/// is the actual start of the previous segment on the path, which differs
/// from that keyframe's declared value only after a spring cut short by its
/// duration.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    var to: Value.AnimatableData
    var duration: TimeInterval
    var startVelocity: Value.AnimatableData?
    var endVelocity: Value.AnimatableData?

    /// Creates a cubic keyframe.
    ///
    /// - Parameters:
    ///   - to: The value at the end of the segment.
    ///   - duration: The segment's duration.
    ///   - startVelocity: The velocity at the start, or `nil` to keep the motion smooth.
    ///   - endVelocity: The velocity at the end, or `nil` to keep the motion smooth.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to.animatableData
        self.duration = duration
        self.startVelocity = startVelocity?.animatableData
        self.endVelocity = endVelocity?.animatableData
    }

    /// Appends this keyframe to the track (an implementation detail of ``KeyframeTrackContent``).
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.cubic(to: to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity))
    }
}

extension CubicKeyframe: Sendable where Value.AnimatableData: Sendable {}
