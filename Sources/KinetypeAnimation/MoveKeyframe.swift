import Foundation

/// A keyframe that jumps to its value at once, without interpolating.
///
/// It takes no time and leaves the value at rest: a following cubic keyframe
/// starts with velocity 0.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    var to: Value.AnimatableData

    /// Creates a keyframe that jumps to `to`.
    public init(_ to: Value) {
        self.to = to.animatableData
    }

    /// Appends this keyframe to the track (an implementation detail of ``KeyframeTrackContent``).
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.move(to: to))
    }
}

extension MoveKeyframe: Sendable where Value.AnimatableData: Sendable {}
