import Foundation

/// A type that defines changes to a value over time.
///
/// SwiftUI's `Keyframes`. ``KeyframeTrack`` conforms, as does what
/// ``KeyframesBuilder`` builds from several tracks.
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value

    /// Resolves the tracks against the initial value and velocity and
    /// appends them in order. Implementation detail of Kinetype, public only
    /// because the protocol is.
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?)
}

/// Resolved keyframe tracks in declaration order (an implementation detail).
public struct _ResolvedKeyframes<Value> {
    var tracks: [AnyResolvedTrack<Value>] = []
}

/// A resolved track, type-erased to closures that write its property of a
/// root value (closures rather than an existential keep lookups cheap).
struct AnyResolvedTrack<Root> {
    var duration: TimeInterval
    var apply: (inout Root, TimeInterval) -> Void
    var applyVelocity: (inout Root, TimeInterval) -> Void
}

/// Builds keyframes from tracks: ``KeyframeTrack`` values, `if`/`else`,
/// `switch`, optional blocks and `for` loops. When the animated value is
/// itself ``Animatable``, keyframes may also appear directly; they form a
/// track on the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// The tracks collected by the builder.
    public struct Content: Keyframes {
        var parts: [any Keyframes<Value>]

        /// The parts with runs of keyframes written directly in the closure
        /// joined into one track each.
        init(parts: [any Keyframes<Value>]) {
            var joined: [any Keyframes<Value>] = []
            for part in parts {
                if let last = joined.last as? any DirectKeyframesProtocol,
                   let merged = last.appending(part) as? any Keyframes<Value> {
                    joined[joined.count - 1] = merged
                } else {
                    joined.append(part)
                }
            }
            self.parts = joined
        }

        /// Resolves each collected track in order (an implementation detail of ``Keyframes``).
        public func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
            for part in parts {
                part._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
            }
        }
    }

    /// One track (or nested content) written in the closure.
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> Content where K.Value == Value {
        Content(parts: [keyframes])
    }

    /// An empty block: no tracks.
    public static func buildBlock() -> Content { Content(parts: []) }

    /// The first statement of a block, as is.
    public static func buildPartialBlock(first: Content) -> Content { first }

    /// The tracks so far followed by those of the next statement.
    public static func buildPartialBlock(accumulated: Content, next: Content) -> Content {
        Content(parts: accumulated.parts + next.parts)
    }

    /// An `if` without `else`: its tracks, or none when the condition is false.
    public static func buildOptional(_ content: Content?) -> Content { content ?? Content(parts: []) }

    /// The `if` branch (or a `switch` case) taken.
    public static func buildEither(first: Content) -> Content { first }

    /// The `else` branch (or a later `switch` case) taken.
    public static func buildEither(second: Content) -> Content { second }

    /// The tracks of every iteration of a `for` loop, in order.
    public static func buildArray(_ contents: [Content]) -> Content {
        Content(parts: contents.flatMap(\.parts))
    }

    /// An `if #available` block, as is.
    public static func buildLimitedAvailability(_ content: Content) -> Content { content }
}

extension KeyframesBuilder where Value: Animatable {
    /// Keyframes written directly in a keyframes closure form one track that
    /// animates the whole value (consecutive ones join the same track).
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> Content where K.Value == Value {
        var resolved = _ResolvedKeyframeTrackContent<Value>()
        keyframe._resolve(into: &resolved)
        return Content(parts: [DirectKeyframes<Value>(segments: resolved.segments)])
    }
}

/// Keyframes written directly in a `KeyframesBuilder` closure.
protocol DirectKeyframesProtocol {
    /// These keyframes followed by `next`'s, if `next` is direct keyframes of the same type.
    func appending(_ next: Any) -> Any?
}

/// A track on the whole value made of keyframes written directly in a
/// keyframes closure.
struct DirectKeyframes<Value: Animatable>: Keyframes, DirectKeyframesProtocol {
    var segments: [KeyframeSegment<Value.AnimatableData>]

    func appending(_ next: Any) -> Any? {
        guard let next = next as? DirectKeyframes<Value> else { return nil }
        return DirectKeyframes(segments: segments + next.segments)
    }

    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        let content = KeyframeTrackContentBuilder<Value>.Content(segments: segments)
        KeyframeTrack(\Value.self, segments: content)
            ._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}
