import Foundation

/// The videos ffmpeg writes: a container and the codec in it (``FFmpegEncoder``).
public enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in MP4 (HEVC over a video of 10 bits).
    case mp4
    /// VP9 in WebM.
    case webm
    /// ProRes 4444 in QuickTime.
    case mov

    /// The extensions a path names it by, lowercased and without the dot, the one written first.
    public var extensions: [String] { self == .mp4 ? ["mp4", "m4v"] : [rawValue] }

    /// The format a path's extension names, or nil for one that is not a video Kinetype writes.
    public init?(path: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let format = Self.allCases.first(where: { $0.extensions.contains(ext) }) else { return nil }
        self = format
    }
}
