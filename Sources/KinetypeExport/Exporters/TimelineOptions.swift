/// The settings of the editors' timelines (``ExportFormat/otio``, ``ExportFormat/fcpxml``).
public struct TimelineOptions: FormatOptions, Equatable {
    /// The video the timeline points at, written beside it under the same name: MOV (ProRes 4444
    /// with alpha, the default), WebM or MP4 (``ExportFormat/timelineMedia``).
    public var media: ExportFormat
    /// The markers the timeline carries.
    public var markers: TimelineMarkers

    /// Timeline settings: its media's format and its markers.
    public init(media: ExportFormat = .mov, markers: TimelineMarkers = .layers) {
        self.media = media
        self.markers = markers
    }

    /// The defaults: MOV media, a marker at each layer's enter and exit.
    public init() { self.init(media: .mov, markers: .layers) }
}
