import Foundation
import KinetypeTimeline

/// Writes a Final Cut Pro timeline (``ExportFormat/fcpxml``, FCPXML 1.8,
/// ``OpenTimeline/fcpxmlData(folder:)``) with the card's video beside it.
public struct FCPXMLExporter: TimelineExporter {
    /// The FCPXML writer.
    public init() {}

    public var format: ExportFormat { .fcpxml }
    public var extensions: [String] { ["fcpxml"] }

    public func document(_ timeline: OpenTimeline, folder: URL) throws -> Data {
        timeline.fcpxmlData(folder: folder)
    }
}
