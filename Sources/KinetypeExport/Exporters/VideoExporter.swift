import Foundation
import KinetypeCard

/// Writes video through ffmpeg (``ExportFormat/mp4``, ``ExportFormat/webm``,
/// ``ExportFormat/mov``; ``FFmpegEncoder``), alone or drawn over a video
/// (``TitleCard/export(over:to:format:options:)``).
public struct VideoExporter: CardExporter {
    /// The settings of a video.
    public struct Options: FormatOptions, Equatable {
        /// How x264 trades memory for file size in MP4: ``VideoCompression/standard`` (the
        /// default, under 150 MB at 1920x1080) or ``VideoCompression/smallest``; WebM and MOV
        /// ignore it.
        public var compression: VideoCompression

        /// Video settings.
        public init(compression: VideoCompression = .standard) {
            self.compression = compression
        }

        /// The defaults: standard compression.
        public init() { self.init(compression: .standard) }
    }

    /// The container and codec it writes.
    public let video: VideoFormat

    /// The writer of `video` files.
    public init(_ video: VideoFormat) {
        self.video = video
    }

    public var format: ExportFormat { ExportFormat(rawValue: video.rawValue)! }
    public var extensions: [String] { video.extensions }
    public var drawsOverVideo: Bool { true }
    public func frameBuffers(threads: Int) -> Int { 2 * threads }

    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: Options) throws {
        try card.exportVideo(to: url, format: video, indices: indices, options: options, compression: settings.compression)
    }

    public func export(_ card: TitleCard, over video: VideoUnderlay, to url: URL, options: ExportOptions, settings: Options) throws {
        try card.exportVideo(over: video, to: url, format: self.video, options: options, compression: settings.compression)
    }
}
