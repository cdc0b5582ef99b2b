import Foundation

/// A keyframe that interpolates in a straight line, paced by a timing curve.
///
/// Over the segment's duration d, starting from the previous keyframe's end
/// value `from`, the value at time τ is from + (to − from)·curve.value(at: τ/d).
/// Its velocity is (to − from)·curve.velocity(at: τ/d)/d, so with the default
/// ``UnitCurve/linear`` it moves at constant speed.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    var to: Value.AnimatableData
    var duration: TimeInterval
    var timingCurve: UnitCurve

    /// Creates a linear keyframe.
    ///
    /// - Parameters:
    ///   - to: The value at the end of the segment.
    ///   - duration: The segment's duration.
    ///   - timingCurve: The pacing along the line (default ``UnitCurve/linear``).
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to.animatableData
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// Appends this keyframe to the track (an implementation detail of ``KeyframeTrackContent``).
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.linear(to: to, duration: duration, timingCurve: timingCurve))
    }
}

extension LinearKeyframe: Sendable where Value.AnimatableData: Sendable {}
