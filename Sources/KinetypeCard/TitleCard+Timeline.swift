import Foundation

extension TitleCard {
    /// When each layer of a card shows, and when its transitions and effects run: what a
    /// preview's scrubber draws under the time line (``TitleCard/timeline``).
    public struct Timeline: Hashable, Sendable {
        /// A span of card time with what happens in it.
        public struct Interval: Hashable, Sendable {
            /// What runs in the span: a name, and an order among a layer's intervals (lower
            /// first). Open, so a stage of a program's own reports intervals of its own kind:
            ///
            /// <!-- doc-example: declarations -->
            /// ```swift
            /// extension TitleCard.Timeline.Interval.Kind {
            ///     static let highlight = Self(name: "highlight", order: 10)
            /// }
            /// ```
            public struct Kind: Hashable, Sendable, CustomStringConvertible {
                /// The kind's name, as a preview labels it (`enter`, `effect`, …).
                public var name: String
                /// Where intervals of this kind are listed among a layer's: lower first; the
                /// built-in kinds take 0 to 5.
                public var order: Int

                /// A kind named `name`, listed at `order`.
                public init(name: String, order: Int) {
                    self.name = name
                    self.order = order
                }

                /// The layer's enter transition.
                public static let enter = Kind(name: "enter", order: 0)
                /// The layer's exit transition.
                public static let exit = Kind(name: "exit", order: 1)
                /// A symbol effect (a discrete one from its trigger until it is at rest again).
                public static let effect = Kind(name: "effect", order: 2)
                /// Keyframed motion, from the first key to the last.
                public static let keyframes = Kind(name: "keyframes", order: 3)
                /// A text animator's range selector moving (its start, end or offset animating).
                public static let animator = Kind(name: "animator", order: 4)
                /// A content transition to another text (`replace`).
                public static let replace = Kind(name: "replace", order: 5)

                /// The name, as the kind was spelt when it was a closed list.
                public var rawValue: String { name }
                /// The name.
                public var description: String { name }
            }

            /// What runs in the span (enter, exit, an effect, …), which also orders it among the layer's intervals.
            public var kind: Kind
            /// The transition's or effect's name (`appear`, `bounce.up.byLayer`, …).
            public var name: String
            /// Card seconds.
            public var start: TimeInterval
            /// Card seconds; later than ``start``.
            public var end: TimeInterval
        }

        /// One layer: its text (at its start), its span and its intervals.
        public struct Layer: Hashable, Sendable {
            /// The layer's text when it starts, as plain characters.
            public var text: String
            /// Card seconds.
            public var start: TimeInterval
            /// Card seconds: the layer's end, or the card's when the layer has none (clipped to the card).
            public var end: TimeInterval
            /// When the layer's stages run, sorted by ``Interval/Kind/order``, each kind in the order of its stages.
            public var intervals: [Interval]
            /// When the layer really comes in and goes out: the union of its stages' own
            /// (``LayerStage/arrival(in:)``: enter and exit transitions, reveals and conceals,
            /// keys that fade or move it in and out).
            public var arrival: LayerArrival
        }

        /// The card's length in seconds.
        public var duration: TimeInterval
        /// The layers, bottom first.
        public var layers: [Layer]
    }

    /// When each layer shows and when its stages run (``LayerStage/intervals(in:)``), in card
    /// seconds, clipped to the card, listed by kind (by ``Timeline/Interval/Kind/order``: enter,
    /// exit, effects, keyframes, animators, replacements, then any of a program's own), each kind
    /// in the order of its stages.
    public var timeline: Timeline {
        let layers = (layerList ?? layers(0)).map { layer in
            let text = layer.content.plainText(at: 0)
            let span = LayerSpan(start: layer.start, end: min(layer.end ?? duration, duration), count: max(1, text.count), step: 1 / fps)
            let all = layer.stages.flatMap { $0.intervals(in: span) }
            // By kind, each kind's intervals in the order of its stages.
            let intervals = all.enumerated().sorted { ($0.element.kind.order, $0.offset) < ($1.element.kind.order, $1.offset) }.map(\.element)
            return Timeline.Layer(text: text, start: layer.start, end: span.end, intervals: intervals,
                                  arrival: LayerArrival.union(layer.stages.map { $0.arrival(in: span) }))
        }
        return Timeline(duration: duration, layers: layers)
    }
}
