import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives

/// Keyframed offset, scale, rotation and opacity of a layer, as After Effects' and Motion's
/// keyframes: each property a list of keys at card times, evaluated with `KeyframeTimeline`.
///
/// Before a property's first key its first value holds, after its last key the last value (a
/// spring settles to it); between two keys the value moves from the earlier key's value to the
/// later key's by the later key's curve, or its spring (a spring into a key that has keys after
/// it is cut off at that key's time, as SwiftUI's `SpringKeyframe(duration:)`, and the next
/// segment starts from where it is, at its speed; a spring into the last key settles on it).
/// A ``Key/Timing/segmentSpring(bounce:)`` takes the segment's length as its duration, so it
/// arrives about when its key says.
///
/// ```swift
/// let slide = KeyframeStage(offset: [.init(at: 0, value: [-600, 0]), .init(at: 0.6, value: [0, 0], timing: .spring(.snappy))])
/// ```
public struct KeyframeStage: TransformStage {
    /// One key: a card time, a value (one number, or two for an offset) and how the value comes to it.
    public struct Key: Equatable, Sendable {
        /// How the value comes to a key from the key before it: by a curve, a spring, or a spring timed by
        /// the segment.
        public enum Timing: Equatable, Sendable {
            /// The value follows the curve over the segment into the key.
            case curve(UnitCurve)
            /// A spring towards the key's value from the segment's start.
            case spring(Spring)
            /// A spring of `bounce` whose duration is the segment's length, so the value is
            /// mostly at the key's value by the key's time (SwiftUI's perceptual duration).
            case segmentSpring(bounce: Double)
        }

        /// The key's time in card seconds.
        public var at: TimeInterval
        /// The value at the key: `[x, y]` points for an offset, one number otherwise (a factor, degrees, or
        /// an opacity 0 to 1).
        public var value: [Double]
        /// How the value comes to this key from the key before it; linear by default (ignored on the first key).
        public var timing: Timing

        /// A key at `at` card seconds with `value`, reached by `timing` (linear by default).
        public init(at: TimeInterval, value: [Double], timing: Timing = .curve(.linear)) {
            self.at = at
            self.value = value
            self.timing = timing
        }
    }

    /// Keys of the layer's offset: `[x, y]` points added to its place (none: no offset).
    public let offset: [Key]
    /// Keys of the layer's scale, a factor about its anchor (none: 1).
    public let scale: [Key]
    /// Keys of the layer's rotation, in degrees about its anchor, clockwise on screen (none: 0).
    public let rotation: [Key]
    /// Keys of the layer's opacity, 0 to 1 (none: 1).
    public let opacity: [Key]
    /// The card's end when some keys count back from it (a scene's `at: end-0.6`); nil when every
    /// key counts from the start. See ``init(offset:scale:rotation:opacity:anchoredTo:)``.
    public let anchorEnd: TimeInterval?
    private let timelines: Timelines

    /// Keys for each property, each list in time order: `offset` values are `[x, y]` points,
    /// `scale` a factor, `rotation` degrees, `opacity` 0 to 1.
    ///
    /// With `anchoredTo` (the card's end), the keys are evaluated on a clock that counts back
    /// from that end, in whole nanoseconds: keys at the same distance from the end then give the
    /// same values, to the bit, whatever the card's length, so an outro's frames stay identical
    /// when a template's duration changes (at a start-counted clock, `5.7 - 5.4` and `3.7 - 3.4`
    /// round differently).
    public init(offset: [Key] = [], scale: [Key] = [], rotation: [Key] = [], opacity: [Key] = [],
                anchoredTo end: TimeInterval? = nil) {
        self.offset = offset
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
        anchorEnd = end
        func timeline(_ keys: [Key], _ component: Int) -> KeyframeTimeline<Double>? {
            guard let end else { return Self.timeline(keys, component: component) }
            return Self.timeline(keys.map { Key(at: Self.clock($0.at, end: end), value: $0.value, timing: $0.timing) }, component: component)
        }
        timelines = Timelines(x: timeline(offset, 0), y: timeline(offset, 1), scale: timeline(scale, 0),
                              rotation: timeline(rotation, 0), opacity: timeline(opacity, 0))
    }

    /// A card time on the clock of keys anchored to `end`: the time from the end in whole
    /// nanoseconds, after a day (``TitleCard/maximumDuration``) so every card time is 0 or more.
    static func clock(_ time: TimeInterval, end: TimeInterval) -> TimeInterval {
        TitleCard.maximumDuration + ((time - end) * 1e9).rounded() / 1e9
    }

    /// The offset, scale, rotation and opacity at the moment's card time (``LayerMoment/time``); a
    /// property without keys keeps its identity value.
    public func transform(at moment: LayerMoment) -> LayerTransform {
        let time = anchorEnd.map { Self.clock(moment.time, end: $0) } ?? moment.time
        return LayerTransform(offset: CGSize(width: timelines.x?.value(time: time) ?? 0, height: timelines.y?.value(time: time) ?? 0),
                              scale: CGFloat(timelines.scale?.value(time: time) ?? 1),
                              rotation: .degrees(timelines.rotation?.value(time: time) ?? 0),
                              opacity: timelines.opacity?.value(time: time) ?? 1)
    }

    /// The spans in which some property moves (from a key to the next key with another value),
    /// merged where they meet or overlap, clipped to the layer.
    public func intervals(in span: LayerSpan) -> [TitleCard.Timeline.Interval] {
        var moving: [(TimeInterval, TimeInterval)] = []
        for keys in [offset, scale, rotation, opacity] {
            for (earlier, later) in zip(keys, keys.dropFirst()) where earlier.value != later.value {
                moving.append((earlier.at, later.at))
            }
        }
        var merged: [(TimeInterval, TimeInterval)] = []
        for (from, to) in moving.sorted(by: { $0.0 < $1.0 }) {
            if let last = merged.last, from <= last.1 {
                merged[merged.count - 1].1 = max(last.1, to)
            } else {
                merged.append((from, to))
            }
        }
        return merged.compactMap { span.interval(.keyframes, "keyframes", from: $0.0 - span.start, to: $0.1 - span.start) }
    }

    /// The timelines, built once: one a number.
    private struct Timelines: Sendable {
        var x, y, scale, rotation, opacity: KeyframeTimeline<Double>?
    }

    /// One component of `keys` as a timeline of card time: the first value held until the first
    /// key, then a segment into each later key by its timing; nil without keys.
    public static func timeline(_ keys: [Key], component: Int) -> KeyframeTimeline<Double>? {
        guard let first = keys.first, component < first.value.count else { return nil }
        let initial = first.value[component]
        return KeyframeTimeline(initialValue: initial) {
            KeyframeTrack {
                LinearKeyframe(initial, duration: max(0, first.at))
                for (index, key) in keys.enumerated().dropFirst() {
                    let duration = key.at - keys[index - 1].at
                    let isLast = index == keys.count - 1
                    switch key.timing {
                    case .curve(let curve):
                        LinearKeyframe(key.value[component], duration: duration, timingCurve: curve)
                    case .spring(let spring):
                        SpringKeyframe(key.value[component], duration: isLast ? nil : duration, spring: spring)
                    case .segmentSpring(let bounce):
                        SpringKeyframe(key.value[component], duration: isLast ? nil : duration,
                                       spring: Spring(duration: max(0.01, duration), bounce: bounce))
                    }
                }
            }
        }
    }
}
