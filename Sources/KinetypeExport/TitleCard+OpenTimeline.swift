import Foundation
import KinetypeCard

extension TitleCard {
    /// The markers of a timeline of this card (``TimelineMarkers``), in card seconds, from its
    /// ``timeline``: each layer's enter and exit, or each layer's span.
    public func timelineMarkers(_ kind: TimelineMarkers) -> [OpenTimeline.Marker] {
        timeline.layers.enumerated().flatMap { number, layer -> [OpenTimeline.Marker] in
            let text = layer.text.split(whereSeparator: \.isNewline).joined(separator: " ")
            let name = text.isEmpty ? "layer \(number + 1)" : text
            switch kind {
            case .pages:
                return [OpenTimeline.Marker(name: name, start: layer.start, duration: layer.end - layer.start, color: "YELLOW")]
            case .layers:
                let enter = layer.intervals.first { $0.kind == .enter }
                let exit = layer.intervals.first { $0.kind == .exit }
                return [
                    OpenTimeline.Marker(name: "\(name): enter", start: layer.start, duration: enter.map { $0.end - $0.start } ?? 0,
                                        color: "GREEN", comment: enter?.name ?? ""),
                    OpenTimeline.Marker(name: "\(name): exit", start: exit?.start ?? layer.end, duration: exit.map { $0.end - $0.start } ?? 0,
                                        color: "RED", comment: exit?.name ?? ""),
                ]
            }
        }
    }

    /// Writes the card's video (``ExportOptions/timelineMedia``) beside `url` under its name and
    /// a timeline (`format`: OpenTimelineIO or FCPXML) at `url` with one clip of it, its markers
    /// moved to the frames written.
    func exportTimeline(to url: URL, format: ExportFormat, indices: [Int], options: ExportOptions) throws {
        let media = options.timelineMedia
        guard ExportFormat.timelineMedia.contains(media) else { throw ExportError.timelineMedia(format: media.rawValue) }
        let mediaURL = url.deletingPathExtension().appendingPathExtension(media.fileExtension)
        try export(to: mediaURL, format: media, options: options)
        let first = Double(indices.first ?? 0) / fps, length = Double(indices.count) / fps
        let markers = timelineMarkers(options.timelineMarkers).compactMap { marker -> OpenTimeline.Marker? in
            var marker = marker
            marker.start -= first
            guard marker.start >= 0, marker.start <= length else { return nil }
            marker.duration = min(marker.duration, length - marker.start)
            return marker
        }
        let name = url.deletingPathExtension().lastPathComponent
        var clip = OpenTimeline.Clip(name: name, media: mediaURL.lastPathComponent, frames: indices.count, fps: fps, markers: markers)
        (clip.width, clip.height) = (pixelWidth, pixelHeight)
        do {
            try AtomicFile.write(try OpenTimeline(name: name, clips: [clip]).data(as: format, in: url.deletingLastPathComponent()), to: url)
        } catch {
            // No timeline, no media: a failed export leaves nothing under either name.
            try? FileManager.default.removeItem(at: mediaURL)
            throw error
        }
    }
}
