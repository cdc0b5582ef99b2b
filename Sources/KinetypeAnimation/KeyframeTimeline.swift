import Foundation

/// A description of how a value changes over time, built from keyframes.
///
/// SwiftUI's `KeyframeTimeline`: evaluate keyframes outside of a view, for
/// example to draw frame *t* of an animation or to chart a curve.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///     KeyframeTrack(\.x) { LinearKeyframe(100, duration: 1) }
///     KeyframeTrack(\.y) { CubicKeyframe(50, duration: 0.5); CubicKeyframe(0, duration: 0.5) }
/// }
/// timeline.duration            // 1.0, the longest track
/// timeline.value(time: 0.25)
/// ```
///
/// Each track starts from its property's value in `initialValue`; tracks
/// are applied in declaration order (the last one writing a property wins).
/// Times before 0 give the start and times after a track's end its final value.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [AnyResolvedTrack<Value>]

    /// The duration of the content in seconds: that of its longest track.
    public let duration: TimeInterval

    /// Creates a timeline from an initial value and keyframe tracks.
    ///
    /// - Parameters:
    ///   - initialValue: The value at time 0 before any track changes it.
    ///   - content: The tracks.
    public init<Content: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> Content) where Content.Value == Value {
        self.init(initialValue: initialValue, initialVelocity: nil, content: content)
    }

    /// Creates a timeline whose tracks start with the velocities in
    /// `initialVelocity` (each property holds its velocity), as
    /// `keyframeAnimator` does when it restarts mid-flight.
    package init<Content: Keyframes>(initialValue: Value, initialVelocity: Value?, @KeyframesBuilder<Value> content: () -> Content) where Content.Value == Value {
        var resolved = _ResolvedKeyframes<Value>()
        content()._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        self.initialValue = initialValue
        tracks = resolved.tracks
        duration = tracks.map(\.duration).max() ?? 0
    }

    /// The value at `time` seconds from the start.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks {
            track.apply(&value, time)
        }
        return value
    }

    /// The value at `progress` through the timeline: `value(time: progress·duration)`.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }

    /// The velocity at `time`: the initial value with each animated property
    /// replaced by its velocity (a value whose animatable data is the velocity).
    package func velocity(time: Double) -> Value {
        var value = initialValue
        for track in tracks {
            track.applyVelocity(&value, time)
        }
        return value
    }
}

// @unchecked Sendable: the timeline is immutable once built (every property is a `let`). Its
// tracks are closures that capture only a key path into `Value` (key path objects are immutable),
// a copy of the property at that path taken from the initial value, and the keyframe path of the
// property's animatable data: all parts of a `Value`, so it is as sendable as `Value` is.
// The compiler cannot see this through the closures; checking it would mean `Sendable` key paths
// and property types throughout the keyframe builders, which SwiftUI's API does not ask for.
extension KeyframeTimeline: @unchecked Sendable where Value: Sendable {}
