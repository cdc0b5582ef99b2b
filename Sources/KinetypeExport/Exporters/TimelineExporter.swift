import Foundation
import KinetypeTimeline
import KinetypeCard

/// The writer of an editor's timeline (``ExportFormat/otio``, ``ExportFormat/fcpxml``): the
/// card's video (``TimelineOptions/media``) beside the file under its name, and a timeline with
/// one clip of it, its markers (``TimelineOptions/markers``) moved to the frames written.
public protocol TimelineExporter: CardExporter where Options == TimelineOptions {
    /// The timeline's bytes for a file in `folder`, which relative media paths start from.
    func document(_ timeline: OpenTimeline, folder: URL) throws -> Data
}

extension TimelineExporter {
    /// As its media's video: two frames a thread ahead of the encoder.
    public func frameBuffers(threads: Int) -> Int { 2 * threads }

    /// Writes the media (``TimelineOptions/media``: MOV, WebM or MP4, else
    /// ``ExportError/timelineMedia(format:)``) beside `url` under its name, then the timeline: one
    /// clip of frames `indices`, with the markers that fall within them moved to the clip's start.
    /// If the timeline cannot be written, the media is removed again. A timeline or media path
    /// that is a device, a FIFO, a socket or a folder is refused before anything is written.
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: TimelineOptions) throws {
        let media = settings.media
        guard ExportFormat.timelineMedia.contains(media) else { throw ExportError.timelineMedia(format: media.rawValue) }
        let mediaURL = url.deletingPathExtension().appendingPathExtension(media.fileExtension)
        // Both are files an editor opens: never a device, a FIFO or a folder, and never media
        // beside a device (-o /dev/null would make /dev/null.mov).
        for (path, what) in [(url, "the timeline"), (mediaURL, "its media")] {
            let kind = try AtomicFile.Target(path).kind
            guard kind == .nothing || kind == .regularFile else {
                throw ExportError.notWritable(path: path.relativePath, reason: """
                    it is \(kind), and \(what) must be a file, with the media beside the timeline: name a file in a folder, such as card.otio
                    """)
            }
        }
        try card.export(to: mediaURL, format: media, options: options)
        let first = Double(indices.first ?? 0) / card.fps, length = Double(indices.count) / card.fps
        let markers = card.timelineMarkers(settings.markers).compactMap { marker -> OpenTimeline.Marker? in
            var marker = marker
            marker.start -= first
            guard marker.start >= 0, marker.start <= length else { return nil }
            marker.duration = min(marker.duration, length - marker.start)
            return marker
        }
        let name = url.deletingPathExtension().lastPathComponent
        var clip = OpenTimeline.Clip(name: name, media: mediaURL.lastPathComponent, frames: indices.count, fps: card.fps, markers: markers)
        (clip.width, clip.height) = (card.pixelWidth, card.pixelHeight)
        do {
            try AtomicFile.write(try document(OpenTimeline(name: name, clips: [clip]), folder: url.deletingLastPathComponent()), to: url)
        } catch {
            // No timeline, no media: a failed export leaves nothing under either name.
            try? FileManager.default.removeItem(at: mediaURL)
            throw error
        }
    }
}
