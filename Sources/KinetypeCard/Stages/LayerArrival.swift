import Foundation

/// When a stage brings its layer in and takes it out (``LayerStage/arrival(in:)``): the spans a
/// timeline's enter and exit markers cover.
///
/// A layer's own is the union of its stages' (``TitleCard/Timeline/Layer/arrival``): an enter
/// transition, a reveal and keys that fade or move the layer in all make its enter.
public struct LayerArrival: Hashable, Sendable {
    /// The span in card seconds in which the layer comes in; nil when the stage does not bring it in.
    public var enter: TitleCard.Timeline.Interval?
    /// The span in card seconds in which the layer goes out; nil when the stage does not take it out.
    public var exit: TitleCard.Timeline.Interval?

    /// An arrival of `enter` and `exit`, each none by default.
    public init(enter: TitleCard.Timeline.Interval? = nil, exit: TitleCard.Timeline.Interval? = nil) {
        self.enter = enter
        self.exit = exit
    }

    /// The union of `arrivals`, in order: each of the enter and the exit from the earliest start
    /// to the latest end of the stages' own, named by their names joined with " + "; nil where
    /// no stage has one.
    static func union(_ arrivals: [LayerArrival]) -> LayerArrival {
        func merged(_ spans: [TitleCard.Timeline.Interval]) -> TitleCard.Timeline.Interval? {
            guard let first = spans.first else { return nil }
            return TitleCard.Timeline.Interval(kind: first.kind, name: spans.map(\.name).joined(separator: " + "),
                                               start: spans.map(\.start).min() ?? first.start, end: spans.map(\.end).max() ?? first.end)
        }
        return LayerArrival(enter: merged(arrivals.compactMap(\.enter)), exit: merged(arrivals.compactMap(\.exit)))
    }
}

extension LayerStage {
    /// The first of the stage's intervals of kind ``TitleCard/Timeline/Interval/Kind/enter`` and
    /// of kind ``TitleCard/Timeline/Interval/Kind/exit`` (a transition's span); none for a stage
    /// that reports neither.
    public func arrival(in span: LayerSpan) -> LayerArrival {
        let intervals = intervals(in: span)
        return LayerArrival(enter: intervals.first { $0.kind == .enter }, exit: intervals.first { $0.kind == .exit })
    }
}
