import Foundation

/// The files a title card can be written as; each has one writer in ``exporters``.
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
    /// The card as one SVG file animated with SMIL, playing in browsers
    /// (``AnimatedSVGExporter/Options/loops``); chosen with `--format animated-svg`, since `.svg`
    /// is a still.
    case animatedSVG = "animated-svg"
    /// A Lottie (Bodymovin JSON) animation, `.json`: glyph outlines keyframed (``LottieExporter``).
    case lottie
    /// A Telegram animated sticker, `.tgs`: gzipped Lottie, 512×512, at most 3 s at 30 or 60 fps,
    /// at most 64 KB, each rule checked.
    case tgs
    /// An OpenTimelineIO timeline (`.otio`) with the card's video beside it
    /// (``TimelineOptions/media``, ProRes 4444 by default) and markers at its layers.
    case otio
    /// A Final Cut Pro timeline (`.fcpxml`, FCPXML 1.8) with the card's video beside it and
    /// markers at its layers, as ``otio`` (``OpenTimeline/fcpxmlData(folder:)``).
    case fcpxml

    /// The format a path's extension names (``CardExporter/extensions``): `.gif`, `.png`,
    /// `.apng`, `.mp4` or `.m4v`, `.webm`, `.mov`, `.svg`, `.pdf`, `.json` (Lottie), `.tgs`,
    /// `.otio`, `.fcpxml`; a path with no extension is a folder of PNG frames.
    public init?(path: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let exporter = Self.exporters.first(where: { $0.extensions.contains(ext) }) else { return nil }
        self = exporter.format
    }

    /// The writer of this format.
    public var exporter: any CardExporter { Self.exporterByFormat[self]! }

    /// False for the formats that have no alpha (MP4's H.264 in yuv420p): a clear background
    /// comes out black in them.
    public var keepsAlpha: Bool { self != .mp4 }

    /// True for the editors' timelines, written with the card's video beside them.
    public var isTimeline: Bool { self == .otio || self == .fcpxml }

    /// The formats a timeline's media can be: the videos editors import.
    public static let timelineMedia: [ExportFormat] = [.mov, .webm, .mp4]

    /// The extension a file of this format takes (none for a folder of frames).
    public var fileExtension: String { exporter.fileExtension }

    /// True for formats that hold one frame.
    public var isStill: Bool { exporter.isStill }

    /// The file extensions a path names a format by, with their dots, in the table's order:
    /// `.gif, .png, … or .fcpxml` with `conjunction` "or" (a folder, named without one, is left
    /// for the sentence to add).
    public static func extensionList(conjunction: String? = nil, formats: [ExportFormat] = allCases) -> String {
        let names = formats.flatMap(\.exporter.extensions).filter { !$0.isEmpty }.map { "." + $0 }
        guard let conjunction, names.count > 1 else { return names.joined(separator: conjunction == nil ? " " : ", ") }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
    }
}

extension ExportFormat {
    /// The formats a card can be drawn over a video into (``CardExporter/drawsOverVideo``): the
    /// videos, then the stills.
    public static var overVideo: [ExportFormat] {
        let formats = allCases.filter(\.exporter.drawsOverVideo)
        return formats.filter { !$0.isStill } + formats.filter(\.isStill)
    }

    /// What to give instead when drawing over a video: "give an output ending in .mp4, … or
    /// .mov, or .png, .svg or .pdf for one frame".
    public static var overVideoAdvice: String {
        let formats = overVideo
        return "give an output ending in \(extensionList(conjunction: "or", formats: formats.filter { !$0.isStill })), "
            + "or \(extensionList(conjunction: "or", formats: formats.filter(\.isStill))) for one frame"
    }
}
