import Foundation
import KinetypeTimeline

extension OpenTimeline {
    /// The timeline as `format` (``ExportFormat/otio`` or ``ExportFormat/fcpxml``, through its
    /// ``TimelineExporter``; OpenTimelineIO for another) for a file in `folder`, which relative
    /// media paths start from.
    public func data(as format: ExportFormat, in folder: URL) throws -> Data {
        try ((format.exporter as? any TimelineExporter) ?? OTIOExporter()).document(self, folder: folder)
    }
}
