import Foundation

/// The files a title card can be written as, named as `--format` names them (`gif`, `mp4`,
/// `animated-svg` …): one for each writer in ``exporters``, each declared in its writer's file
/// (``gif``, ``mp4``, ``lottie`` …), so a new format is a file and a row of the table.
public struct ExportFormat: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// The format's name.
    public let rawValue: String

    /// The format named `rawValue`; nil when no writer in ``exporters`` writes it.
    public init?(rawValue: String) {
        guard Self.exporters.contains(where: { $0.format.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// The format called `name`, as its writer's file declares it.
    init(name: String) { rawValue = name }

    /// Every format Kinetype writes, in the order of ``exporters``.
    public static var allCases: [ExportFormat] { exporters.map(\.format) }

    /// The format a path's extension names (``CardExporter/extensions``): `.gif`, `.png`,
    /// `.apng`, `.mp4` or `.m4v`, `.webm`, `.mov`, `.svg`, `.pdf`, `.json` (Lottie), `.tgs`,
    /// `.otio`, `.fcpxml`; a path with no extension, or one that ends in `/` (`frames.v2/`), is a
    /// folder of PNG frames.
    public init?(path: String) {
        let ext = path.hasSuffix("/") ? "" : (path as NSString).pathExtension.lowercased()
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
