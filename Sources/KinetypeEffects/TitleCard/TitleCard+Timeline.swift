import Foundation
import KinetypeSymbols

extension TitleCard {
    /// When each layer of a card shows, and when its transitions and effects run: what a
    /// preview's scrubber draws under the time line (``TitleCard/timeline``).
    public struct Timeline: Hashable, Sendable {
        /// A span of card time with what happens in it.
        public struct Interval: Hashable, Sendable {
            /// What runs in the span.
            public enum Kind: String, Hashable, Sendable {
                /// The layer's enter transition.
                case enter
                /// The layer's exit transition.
                case exit
                /// A symbol effect (a discrete one from its trigger until it is at rest again).
                case effect
                /// A content transition to another text (`replace`).
                case replace
                /// A text animator's range selector moving (its start, end or offset animating).
                case animator
            }

            public var kind: Kind
            /// The transition's or effect's name (`appear`, `bounce.up.byLayer`, …).
            public var name: String
            /// Card seconds.
            public var start: TimeInterval
            public var end: TimeInterval
        }

        /// One layer: its text (at its start), its span and its intervals.
        public struct Layer: Hashable, Sendable {
            /// The layer's text when it starts, as plain characters.
            public var text: String
            /// Card seconds.
            public var start: TimeInterval
            public var end: TimeInterval
            public var intervals: [Interval]
        }

        /// The card's length in seconds.
        public var duration: TimeInterval
        /// The layers, bottom first.
        public var layers: [Layer]
    }

    /// When each layer shows and when its transitions and effects run, in card seconds, clipped
    /// to the card. A discrete effect's interval runs from its trigger to the first frame its
    /// last glyph is at rest again (sampled at the card's frame rate); an indefinite effect's is
    /// its active interval; a transition effect's is its staggered length over the layer's
    /// characters; a text animator's is the time its range selector's start, end or offset
    /// moves.
    public var timeline: Timeline {
        let step = 1 / fps
        var result: [Timeline.Layer] = []
        for layer in layers(0) {
            let text = layer.content(0).string
            let end = min(layer.end ?? duration, duration)
            let length = max(0, end - layer.start)
            let count = max(1, text.count)
            var intervals: [Timeline.Interval] = []
            func add(_ kind: Timeline.Interval.Kind, _ name: String, _ from: TimeInterval, _ to: TimeInterval) {
                let lower = max(layer.start, layer.start + from), upper = min(end, layer.start + to)
                if upper > lower { intervals.append(Timeline.Interval(kind: kind, name: name, start: lower, end: upper)) }
            }
            if let enter = layer.enter {
                add(.enter, enter.style.name, enter.delay, enter.totalDuration)
            }
            if let exit = layer.exit {
                add(.exit, exit.style.name, length - exit.totalDuration, length - exit.delay)
            }
            for effect in layer.effects {
                let name = effect.effect.description
                for (from, to) in effect.intervals(length: length, count: count, step: step) {
                    add(.effect, name, from, to)
                }
            }
            for (number, animator) in layer.animators.enumerated() {
                for selector in animator.selectors {
                    for value in [selector.start, selector.end, selector.offset] {
                        if let (from, to) = value.movingSpan(until: length, step: step) {
                            add(.animator, "animator \(number + 1)", from, to)
                        }
                    }
                }
            }
            for replacement in layer.replacements {
                let time = replacement.time
                add(.replace, replacement.effect.description, time, time + replacement.duration(count: count))
            }
            result.append(Timeline.Layer(text: text, start: layer.start, end: end, intervals: intervals))
        }
        return Timeline(duration: duration, layers: result)
    }
}

extension ScheduledSymbolEffect {
    /// The spans of layer time in which the effect moves its glyphs, for a layer of `length`
    /// seconds and `count` glyphs; a discrete effect's span ends at the first multiple of `step`
    /// after its trigger at which the last glyph is at rest (or at the next trigger).
    func intervals(length: TimeInterval, count: Int, step: TimeInterval) -> [(TimeInterval, TimeInterval)] {
        switch schedule {
        case .active(let spans):
            return spans.map { ($0.lowerBound, min($0.upperBound, length)) }
        case .transition(let start):
            return [(start, start + transitionDuration(count: count))]
        case .transitionEnding(let end):
            return [(end - transitionDuration(count: count), end)]
        case .triggers(let times):
            let sorted = times.sorted()
            return sorted.enumerated().map { index, trigger in
                let limit = index + 1 < sorted.count ? sorted[index + 1] : length
                var time = trigger + step
                while time < limit, pose(at: time, layer: count - 1, of: count) != .rest { time += step }
                return (trigger, min(time, limit))
            }
        }
    }
}

extension AnimatedValue {
    /// The span of layer time in which the value moves: from its delay to the first multiple of
    /// `step` at which it has reached its target (or `length`); nil for a value that never moves.
    func movingSpan(until length: TimeInterval, step: TimeInterval) -> (TimeInterval, TimeInterval)? {
        guard animation != nil, from != to else { return nil }
        let tolerance = abs(to - from) * 1e-4
        var time = delay + step
        while time < length, abs(value(at: time) - to) > tolerance { time += step }
        return (delay, min(time, length))
    }
}
