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
    /// The card as one SVG file animated with SMIL, playing in browsers (``ExportOptions/loops``);
    /// chosen with `--format animated-svg`, since `.svg` is a still.
    case animatedSVG = "animated-svg"
    /// A Lottie (Bodymovin JSON) animation, `.json`: glyph outlines keyframed (``LottieWriter``).
    case lottie
    /// A Telegram animated sticker, `.tgs`: gzipped Lottie, 512×512, at most 3 s at 30 or 60 fps,
    /// at most 64 KB, each rule checked.
    case tgs
    /// An OpenTimelineIO timeline (`.otio`) with the card's video beside it
    /// (``ExportOptions/timelineMedia``, ProRes 4444 by default) and markers at its layers.
    case otio
    /// A Final Cut Pro timeline (`.fcpxml`, FCPXML 1.8) with the card's video beside it and
    /// markers at its layers, as ``otio`` (``OpenTimeline/fcpxmlData(folder:)``).
    case fcpxml

    /// The format a path's extension names: `.gif`, `.png`, `.apng`, `.mp4`, `.webm`, `.mov`,
    /// `.svg`, `.pdf`, `.otio`, `.fcpxml`, `.json` (Lottie), `.tgs`; a path with no extension is a folder of PNG frames.
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
        case "otio": self = .otio
        case "fcpxml": self = .fcpxml
        case "json": self = .lottie
        case "tgs": self = .tgs
        default: return nil
        }
    }

    /// False for the formats that have no alpha (MP4's H.264 in yuv420p): a clear background
    /// comes out black in them.
    public var keepsAlpha: Bool { self != .mp4 }

    /// True for the editors' timelines, written with the card's video beside them.
    public var isTimeline: Bool { self == .otio || self == .fcpxml }

    /// The formats a timeline's media can be: the videos editors import.
    public static let timelineMedia: [ExportFormat] = [.mov, .webm, .mp4]

    /// The extension a file of this format takes (none for a folder of frames).
    public var fileExtension: String {
        switch self {
        case .pngSequence: return ""
        case .animatedSVG: return "svg"
        case .lottie: return "json"
        default: return rawValue
        }
    }

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
    /// The video a timeline (``ExportFormat/otio``, ``ExportFormat/fcpxml``) points at, written beside
    /// it under the same name: MOV (ProRes 4444 with alpha, the default), WebM or MP4.
    public var timelineMedia: ExportFormat = .mov
    /// The markers a timeline carries (``TimelineMarkers``).
    public var timelineMarkers: TimelineMarkers = .layers
    /// Whether an animated SVG plays again from the start when it ends (false: once, holding its
    /// last frame).
    public var loops = false
    /// Whether an animated SVG or a Lottie file draws what it cannot hold as vectors (blur,
    /// shadows, shaders, masks …) as Kinetype's pixels, embedded as PNG images, instead of
    /// failing with the feature's name. Telegram stickers hold no images and ignore it.
    public var rasterizesUnsupported = false

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

/// The markers on a timeline's clip.
public enum TimelineMarkers: String, CaseIterable, Sendable {
    /// Each layer's enter (green, over its enter transition) and exit (red, over its exit).
    case layers
    /// One marker a layer spanning its time (yellow): a caption card's pages.
    case pages
}
