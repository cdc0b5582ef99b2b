import Foundation
import KinetypeTimeline

/// Writes an OpenTimelineIO timeline (``ExportFormat/otio``, ``OpenTimeline/jsonData()``) with the
/// card's video beside it.
public struct OTIOExporter: TimelineExporter {
    /// The OpenTimelineIO writer.
    public init() {}

    public var format: ExportFormat { .otio }
    public var extensions: [String] { ["otio"] }

    public func document(_ timeline: OpenTimeline, folder: URL) throws -> Data {
        try timeline.jsonData()
    }
}
