import Foundation
import KinetypeTimeline
import KinetypeCard
import KinetypeVideo

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

    /// True: over a video, the timeline holds the footage on its first track and the card above
    /// it at its time (``export(_:over:to:options:settings:)``).
    public var drawsOverVideo: Bool { true }

    /// Writes the media (``TimelineOptions/media``: MOV, WebM or MP4, else
    /// ``ExportError/timelineMedia(format:)``) beside `url` under its name, then the timeline: one
    /// clip of frames `indices`, with the markers that fall within them moved to the clip's start.
    /// If the timeline cannot be written, the media is removed again. A timeline or media path
    /// that is a device, a FIFO, a socket or a folder is refused before anything is written.
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: TimelineOptions) throws {
        try write(card, to: url, indices: indices, options: options, settings: settings) { OpenTimeline(name: $0, clips: [$1]) }
    }

    /// Writes the card's media beside `url` as ``export(_:to:indices:options:settings:)`` does,
    /// the card being clear where the video shows (made to the video's size and rate), then a
    /// timeline of two tracks: the video on the first, whole (its window, for a part of it), and
    /// the card's clip above it from the card's start in the video (`VideoUnderlay.cardStart`).
    /// The video is named by its path relative to the timeline's folder when it is inside it, else
    /// by its absolute path; it is not copied.
    public func export(_ card: TitleCard, over video: VideoUnderlay, to url: URL, options: ExportOptions, settings: TimelineOptions) throws {
        guard card.fps == video.fps else {
            throw ExportError.notWritable(path: url.relativePath, reason: "the card runs at \(card.fps) fps and the video at \(video.fps): make the card the video's rate")
        }
        let count = min(card.frameCount, video.framesAfterCardStart)
        var options = options
        options.frames = 0...(count - 1)
        try write(card, to: url, indices: Array(0..<count), options: options, settings: settings) { name, title in
            let folder = url.deletingLastPathComponent().standardizedFileURL.path, path = video.url.standardizedFileURL.path
            let media = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
            var footage = OpenTimeline.Clip(name: video.url.deletingPathExtension().lastPathComponent, media: media, frames: video.cardFrameCount, fps: video.fps)
            (footage.width, footage.height) = (video.width, video.height)
            footage.mediaStart = Int(((video.windowStart ?? 0) * video.fps).rounded())
            return OpenTimeline(name: name, clips: [footage], overlays: [OpenTimeline.Overlay(clip: title, start: video.cardStart)])
        }
    }

    /// Writes frames `indices` of the card as the media beside `url`, then the timeline `layout`
    /// makes of the timeline's name and the card's clip (its markers moved to the frames written);
    /// if the timeline cannot be written, the media is removed again.
    private func write(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: TimelineOptions,
                       layout: (String, OpenTimeline.Clip) -> OpenTimeline) throws {
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
            try AtomicFile.write(try document(layout(name, clip), folder: url.deletingLastPathComponent()), to: url)
        } catch {
            // No timeline, no media: a failed export leaves nothing under either name.
            try? FileManager.default.removeItem(at: mediaURL)
            throw error
        }
    }
}
