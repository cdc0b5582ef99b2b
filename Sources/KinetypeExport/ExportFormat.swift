import Foundation
import KinetypeEncoders
import KinetypeGraphics

/// The files a title card can be written as.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// An animated GIF.
    case gif
    /// One frame as PNG (the time is ``ExportOptions/stillTime``).
    case png
    /// Every frame as PNG in a folder: `frame-00000.png` …
    case pngSequence = "png-sequence"
    /// An animated PNG, lossless, each frame the rectangle that changed (``APNGWriter``).
    case apng
    /// H.264 video (yuv420p), through ffmpeg.
    case mp4
    /// VP9 video, with alpha when the background is clear, through ffmpeg.
    case webm
    /// ProRes 4444 video (with alpha), through ffmpeg.
    case mov
    /// One frame as SVG (Cairo's vector surface; filtered draws are embedded images).
    case svg
    /// One frame as PDF.
    case pdf

    /// The format a path's extension names: `.gif`, `.png`, `.apng`, `.mp4`, `.webm`, `.mov`,
    /// `.svg`, `.pdf`; a path with no extension is a folder of PNG frames.
    public init?(path: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        switch ext {
        case "": self = .pngSequence
        case "gif": self = .gif
        case "png": self = .png
        case "apng": self = .apng
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webm
        case "mov": self = .mov
        case "svg": self = .svg
        case "pdf": self = .pdf
        default: return nil
        }
    }

    /// False for the formats that have no alpha (MP4's H.264 in yuv420p): a clear background
    /// comes out black in them.
    public var keepsAlpha: Bool { self != .mp4 }

    /// True for formats that hold one frame.
    public var isStill: Bool { self == .png || self == .svg || self == .pdf }
}

/// How to export: which frames, how many threads, what quality.
public struct ExportOptions: Sendable {
    /// The time of the frame a still format shows; nil means the card's poster time
    /// (``TitleCard/posterTime``).
    public var stillTime: TimeInterval?
    /// Only these frame indices (for splitting a render across processes); nil means all.
    public var frames: ClosedRange<Int>?
    /// Threads that render frames; the output does not depend on it.
    public var threads: Int
    /// Quality 1–100, lower for smaller files. GIF: 100 (the default) redraws every changed
    /// pixel; lower values let a pixel drift a few levels before it is redrawn and take a
    /// smaller palette. MP4: x264's constant rate factor (``VideoCompression/x264CRF(quality:)``:
    /// 21 at 100 for ``VideoCompression/standard``, 18 for ``VideoCompression/smallest``, up to 51 at 1); WebM:
    /// VP9's, 30 at 100 up to 63 at 1 (one step of CRF for every three of quality). APNG, MOV
    /// and PNG are lossless or fixed and ignore it.
    public var quality: Int
    /// How hard PNG stills, PNG sequences and APNG frames are compressed: ``PNGCompression/fast`` (the
    /// default), ``PNGCompression/balanced`` or ``PNGCompression/smallest``. Every setting
    /// decodes to the same pixels; other formats ignore it.
    public var pngCompression: PNGCompression
    /// How x264 trades memory for file size in MP4: ``VideoCompression/standard`` (the default,
    /// under 150 MB at 1920x1080) or ``VideoCompression/smallest``; other formats ignore it.
    public var videoCompression: VideoCompression
    /// Called after each frame is written, with the number done and the total.
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(stillTime: TimeInterval? = nil, frames: ClosedRange<Int>? = nil,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount, quality: Int = 100,
                pngCompression: PNGCompression = .fast, videoCompression: VideoCompression = .standard,
                progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.stillTime = stillTime
        self.frames = frames
        self.threads = threads
        self.quality = quality
        self.pngCompression = pngCompression
        self.videoCompression = videoCompression
        self.progress = progress
    }
}
