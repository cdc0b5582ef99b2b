import ArgumentParser
import Kinetype

/// `--media`: the video a timeline points at, one of ``ExportFormat/timelineMedia`` (help lists
/// those, not every output format).
struct TimelineMedia: CheckedOptionValue {
    /// The video format.
    var format: ExportFormat

    /// The media `format`.
    init(_ format: ExportFormat) {
        self.format = format
    }

    /// `mov`, `webm` or `mp4`.
    init(checking argument: String) throws {
        guard let format = ExportFormat(rawValue: argument), ExportFormat.timelineMedia.contains(format) else {
            throw InputError("a timeline's media is a video an editor imports: give mov (ProRes 4444 with alpha, the default), webm or mp4")
        }
        self.format = format
    }

    /// The formats help lists.
    static var allValueStrings: [String] { ExportFormat.timelineMedia.map(\.rawValue) }

    /// The format's name.
    var defaultValueDescription: String { format.rawValue }
}
