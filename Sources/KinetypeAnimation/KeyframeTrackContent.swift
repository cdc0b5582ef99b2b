import Foundation

/// A group of keyframes that define the interpolation curve of one animatable value.
///
/// SwiftUI's `KeyframeTrackContent`. The keyframe types (``LinearKeyframe``,
/// ``CubicKeyframe``, ``SpringKeyframe``, ``MoveKeyframe``) conform, and so
/// does what ``KeyframeTrackContentBuilder`` builds from them (with `if`,
/// `switch` and `for` loops).
public protocol KeyframeTrackContent<Value> {
    /// The animated type.
    associatedtype Value: Animatable

    /// Appends this content's keyframes, in order. Implementation detail of
    /// Kinetype, public only because the protocol is.
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>)
}

/// The keyframes of a track in declaration order (an implementation detail).
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    var segments: [KeyframeSegment<Value.AnimatableData>] = []
}

/// One keyframe, in terms of the animatable data.
enum KeyframeSegment<Data: VectorArithmetic> {
    case linear(to: Data, duration: TimeInterval, timingCurve: UnitCurve)
    case cubic(to: Data, duration: TimeInterval, startVelocity: Data?, endVelocity: Data?)
    case spring(to: Data, duration: TimeInterval?, spring: Spring, startVelocity: Data?)
    case move(to: Data)
}

/// Builds the keyframes of a ``KeyframeTrack`` from a closure: keyframes in
/// order, `if`/`else`, `switch`, optional blocks and `for` loops.
///
/// ```swift
/// struct Camera { var center = CGPoint.zero }
///
/// let points = [CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)]
/// let tour = KeyframeTimeline(initialValue: Camera()) {
///     KeyframeTrack(\.center) {
///         for point in points {
///             CubicKeyframe(point, duration: 16.0 / Double(points.count))
///         }
///         CubicKeyframe(CGPoint.zero, duration: 4.0)
///     }
/// }
/// ```
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// The keyframes collected by the builder.
    public struct Content: KeyframeTrackContent {
        var segments: [KeyframeSegment<Value.AnimatableData>]

        /// Appends the collected keyframes in order (an implementation detail of
        /// ``KeyframeTrackContent``).
        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
            resolved.segments.append(contentsOf: segments)
        }
    }

    /// One keyframe (or nested content) written in the closure.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> Content where K.Value == Value {
        var resolved = _ResolvedKeyframeTrackContent<Value>()
        keyframe._resolve(into: &resolved)
        return Content(segments: resolved.segments)
    }

    /// An empty block: no keyframes.
    public static func buildBlock() -> Content { Content(segments: []) }

    /// The first statement of a block, as is.
    public static func buildPartialBlock(first: Content) -> Content { first }

    /// The keyframes so far followed by those of the next statement.
    public static func buildPartialBlock(accumulated: Content, next: Content) -> Content {
        Content(segments: accumulated.segments + next.segments)
    }

    /// An `if` without `else`: its keyframes, or none when the condition is false.
    public static func buildOptional(_ content: Content?) -> Content { content ?? Content(segments: []) }

    /// The `if` branch (or a `switch` case) taken.
    public static func buildEither(first: Content) -> Content { first }

    /// The `else` branch (or a later `switch` case) taken.
    public static func buildEither(second: Content) -> Content { second }

    /// The keyframes of every iteration of a `for` loop, in order.
    public static func buildArray(_ contents: [Content]) -> Content {
        Content(segments: contents.flatMap(\.segments))
    }

    /// An `if #available` block, as is.
    public static func buildLimitedAvailability(_ content: Content) -> Content { content }
}
