import Foundation
import KinetypeVideo
import KinetypeCard

/// Writes video through ffmpeg (``ExportFormat/mp4``, ``ExportFormat/webm``,
/// ``ExportFormat/mov``; KinetypeVideo's `FFmpegEncoder`), alone or drawn over a video
/// (`TitleCard/export(over:to:format:options:)`).
public struct VideoExporter: CardExporter {
    /// The settings of a video.
    public struct Options: FormatOptions, Equatable {
        /// How x264 trades memory for file size in MP4: `VideoCompression.standard` (the
        /// default, under 150 MB at 1920x1080) or `VideoCompression.smallest`; WebM and MOV
        /// ignore it.
        public var compression: VideoCompression
        /// The sound under a card alone, trimmed or padded to the frames written; nil (default)
        /// for none. A card drawn over a video keeps the video's sound, so it takes none.
        public var soundtrack: Soundtrack?

        /// Video settings.
        public init(compression: VideoCompression = .standard, soundtrack: Soundtrack? = nil) {
            self.compression = compression
            self.soundtrack = soundtrack
        }

        /// The defaults: standard compression, no soundtrack.
        public init() { self.init(compression: .standard) }
    }

    /// The container and codec it writes.
    public let video: VideoFormat

    /// The writer of `video` files.
    public init(_ video: VideoFormat) {
        self.video = video
    }

    /// ``ExportFormat/mp4``, ``ExportFormat/webm`` or ``ExportFormat/mov``, as ``video``.
    public var format: ExportFormat { ExportFormat(name: video.rawValue) }
    /// `VideoFormat.extensions`: `.mp4` and `.m4v`, `.webm`, `.mov`.
    public var extensions: [String] { video.extensions }
    /// True: a card can be drawn over footage into a video.
    public var drawsOverVideo: Bool { true }
    /// True: MP4 holds a soundtrack as AAC, WebM as Opus, MOV as 16-bit PCM.
    public var holdsSound: Bool { true }
    /// Two frames a thread rendered ahead of the ffmpeg encoder.
    public func frameBuffers(threads: Int) -> Int { 2 * threads }

    /// Renders frames `indices` and pipes them to an ffmpeg process with ``Options/compression``,
    /// and ``Options/soundtrack`` for those frames' seconds.
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: Options) throws {
        try card.exportVideo(to: url, format: video, indices: indices, options: options, compression: settings.compression,
                             soundtrack: settings.soundtrack)
    }

    /// Renders the card over each of `video`'s pictures and pipes them to ffmpeg, keeping the video's
    /// sound and colour tags, with ``Options/compression``; throws
    /// ``ExportError/soundtrackOverVideo`` with a ``Options/soundtrack``.
    public func export(_ card: TitleCard, over video: VideoUnderlay, to url: URL, options: ExportOptions, settings: Options) throws {
        guard settings.soundtrack == nil else { throw ExportError.soundtrackOverVideo }
        try card.exportVideo(over: video, to: url, format: self.video, options: options, compression: settings.compression)
    }
}

extension ExportFormat {
    /// H.264 video (yuv420p), through ffmpeg.
    public static let mp4 = ExportFormat(name: "mp4")

    /// VP9 video, with alpha when the background is clear, through ffmpeg.
    public static let webm = ExportFormat(name: "webm")

    /// ProRes 4444 video (with alpha), through ffmpeg.
    public static let mov = ExportFormat(name: "mov")
}
