import Foundation

extension TitleCard {
    /// When each layer of a card shows, and when its transitions and effects run: what a
    /// preview's scrubber draws under the time line (``TitleCard/timeline``).
    public struct Timeline: Hashable, Sendable {
        /// A span of card time with what happens in it.
        public struct Interval: Hashable, Sendable {
            /// What runs in the span, in the order a layer's intervals are listed.
            public enum Kind: String, Hashable, Sendable, CaseIterable {
                /// The layer's enter transition.
                case enter
                /// The layer's exit transition.
                case exit
                /// A symbol effect (a discrete one from its trigger until it is at rest again).
                case effect
                /// Keyframed motion, from the first key to the last.
                case keyframes
                /// A text animator's range selector moving (its start, end or offset animating).
                case animator
                /// A content transition to another text (`replace`).
                case replace
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

    /// When each layer shows and when its stages run (``LayerStage/intervals(in:)``), in card
    /// seconds, clipped to the card, listed by kind (enter, exit, effects, animators,
    /// replacements), each kind in the order of its stages.
    public var timeline: Timeline {
        let order = Timeline.Interval.Kind.allCases
        let layers = (layerList ?? layers(0)).map { layer in
            let text = layer.content.plainText(at: 0)
            let span = LayerSpan(start: layer.start, end: min(layer.end ?? duration, duration), count: max(1, text.count), step: 1 / fps)
            let all = layer.stages.flatMap { $0.intervals(in: span) }
            let intervals = order.flatMap { kind in all.filter { $0.kind == kind } }
            return Timeline.Layer(text: text, start: layer.start, end: span.end, intervals: intervals)
        }
        return Timeline(duration: duration, layers: layers)
    }
}
