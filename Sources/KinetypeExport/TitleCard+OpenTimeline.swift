import Foundation
import KinetypeTimeline
import KinetypeCard

extension TitleCard {
    /// The markers of a timeline of this card (``TimelineMarkers``), in card seconds, from its
    /// `timeline`: each layer's real enter and exit (`TitleCard.Timeline.Layer.arrival`:
    /// transitions, reveals and keyframes), or each layer's span.
    public func timelineMarkers(_ kind: TimelineMarkers) -> [OpenTimeline.Marker] {
        timeline.layers.enumerated().flatMap { number, layer -> [OpenTimeline.Marker] in
            let text = layer.text.split(whereSeparator: \.isNewline).joined(separator: " ")
            let name = text.isEmpty ? "layer \(number + 1)" : text
            switch kind {
            case .pages:
                return [OpenTimeline.Marker(name: name, start: layer.start, duration: layer.end - layer.start, color: "YELLOW")]
            case .layers:
                let enter = layer.arrival.enter, exit = layer.arrival.exit
                return [
                    OpenTimeline.Marker(name: "\(name): enter", start: enter?.start ?? layer.start, duration: enter.map { $0.end - $0.start } ?? 0,
                                        color: "GREEN", comment: enter?.name ?? ""),
                    OpenTimeline.Marker(name: "\(name): exit", start: exit?.start ?? layer.end, duration: exit.map { $0.end - $0.start } ?? 0,
                                        color: "RED", comment: exit?.name ?? ""),
                ]
            }
        }
    }
}
