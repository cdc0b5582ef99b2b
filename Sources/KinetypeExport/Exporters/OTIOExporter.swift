import Foundation
import KinetypeTimeline

/// Writes an OpenTimelineIO timeline (``ExportFormat/otio``, `OpenTimeline/jsonData()`) with the
/// card's video beside it.
public struct OTIOExporter: TimelineExporter {
    /// The OpenTimelineIO writer.
    public init() {}

    /// ``ExportFormat/otio``.
    public var format: ExportFormat { .otio }
    /// `.otio`.
    public var extensions: [String] { ["otio"] }

    /// The OpenTimelineIO JSON of `timeline`; its media paths are already relative, so `folder` is unused.
    public func document(_ timeline: OpenTimeline, folder: URL) throws -> Data {
        try timeline.jsonData()
    }
}

extension ExportFormat {
    /// An OpenTimelineIO timeline (`.otio`) with the card's video beside it
    /// (``TimelineOptions/media``, ProRes 4444 by default) and markers at its layers.
    public static let otio = ExportFormat(name: "otio")
}
