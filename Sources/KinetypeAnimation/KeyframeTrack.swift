import Foundation

/// A sequence of keyframes animating one property of a root value.
///
/// SwiftUI's `KeyframeTrack`. The track starts from the property's value in
/// the timeline's initial value and plays its keyframes one after another;
/// its duration is the sum of theirs. Several tracks of one timeline run in
/// parallel and are applied in declaration order, so when two write the same
/// property the later one wins.
///
/// ```swift
/// struct Badge { var scale = 1.0 }
///
/// let pulse = KeyframeTimeline(initialValue: Badge()) {
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.0, duration: 0.36)
///         SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
/// }
/// pulse.value(time: 0.8).scale
/// ```
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    /// The keyframes animate a root value (the `Keyframes` value type).
    public typealias Value = Root

    /// The animated property.
    public var keyPath: WritableKeyPath<Root, Content.Value>

    /// The keyframes.
    public var content: Content

    /// Creates a track that animates the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    init(_ keyPath: WritableKeyPath<Root, Content.Value>, segments content: Content) {
        self.keyPath = keyPath
        self.content = content
    }

    /// Resolves the keyframes from the property's value in `initialValue` (and its velocity in
    /// `initialVelocity`, if any) and appends the track. An implementation detail of
    /// ``KeyframeTimeline``, public only because ``Keyframes`` is.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?) {
        var keyframes = _ResolvedKeyframeTrackContent<Content.Value>()
        content._resolve(into: &keyframes)
        let start = initialValue[keyPath: keyPath]
        let path = KeyframePath(
            segments: keyframes.segments,
            initialValue: start.animatableData,
            initialVelocity: initialVelocity?[keyPath: keyPath].animatableData)
        resolved.tracks.append(ResolvedTrack(keyPath: keyPath, template: start, path: path).erased())
    }
}

extension KeyframeTrack where Root == Content.Value {
    /// Creates a track that animates the whole root value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\Root.self, content: content)
    }
}

/// A resolved track: it writes `path` at a time into the property at `keyPath`.
struct ResolvedTrack<Root, Property: Animatable> {
    var keyPath: WritableKeyPath<Root, Property>
    /// The property's initial value; its animatable data is replaced.
    var template: Property
    var path: KeyframePath<Property.AnimatableData>

    /// The track as closures. Tracks whose data is `Double` (most: numbers,
    /// angles) get closures that run non-generic code, which is several times
    /// faster than the generic path.
    func erased() -> AnyResolvedTrack<Root> {
        if let path = path as? KeyframePath<Double> {
            if let keyPath = keyPath as? WritableKeyPath<Root, Double> {
                return AnyResolvedTrack(
                    duration: path.duration,
                    apply: { root, time in root[keyPath: keyPath] = path.value(at: time) },
                    applyVelocity: { root, time in root[keyPath: keyPath] = path.velocity(at: time) })
            }
            let (keyPath, template) = (keyPath, template)
            return AnyResolvedTrack(
                duration: path.duration,
                apply: { root, time in
                    var property = template
                    property.animatableData = unsafeBitCast(path.value(at: time), to: Property.AnimatableData.self)
                    root[keyPath: keyPath] = property
                },
                applyVelocity: { root, time in
                    var property = template
                    property.animatableData = unsafeBitCast(path.velocity(at: time), to: Property.AnimatableData.self)
                    root[keyPath: keyPath] = property
                })
        }
        return AnyResolvedTrack(
            duration: path.duration,
            apply: { root, time in self.apply(to: &root, time: time) },
            applyVelocity: { root, time in self.applyVelocity(to: &root, time: time) })
    }

    func apply(to root: inout Root, time: TimeInterval) {
        var property = template
        property.animatableData = path.value(at: time)
        root[keyPath: keyPath] = property
    }

    func applyVelocity(to root: inout Root, time: TimeInterval) {
        var property = template
        property.animatableData = path.velocity(at: time)
        root[keyPath: keyPath] = property
    }
}
