import Foundation
import KinetypeTimeline

/// Writes a Final Cut Pro timeline (``ExportFormat/fcpxml``, FCPXML 1.8,
/// `OpenTimeline/fcpxmlData(folder:)`) with the card's video beside it.
public struct FCPXMLExporter: TimelineExporter {
    /// The FCPXML writer.
    public init() {}

    /// ``ExportFormat/fcpxml``.
    public var format: ExportFormat { .fcpxml }
    /// `.fcpxml`.
    public var extensions: [String] { ["fcpxml"] }

    /// The FCPXML 1.8 document of `timeline`; a relative media path becomes an absolute `file://`
    /// URL resolved from `folder`, as Final Cut finds media.
    public func document(_ timeline: OpenTimeline, folder: URL) throws -> Data {
        timeline.fcpxmlData(folder: folder)
    }
}

extension ExportFormat {
    /// A Final Cut Pro timeline (`.fcpxml`, FCPXML 1.8) with the card's video beside it and
    /// markers at its layers, as ``otio`` (`OpenTimeline/fcpxmlData(folder:)`).
    public static let fcpxml = ExportFormat(name: "fcpxml")
}
