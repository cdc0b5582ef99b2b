import Foundation
import KinetypePrimitives

/// An OpenTimelineIO timeline (`.otio`, JSON): a video track of clips, each a media file with
/// its range and markers, and tracks above it for overlays (a title over its footage), as
/// DaVinci Resolve (18.5 and later), Premiere (25.6 and later) and OpenTimelineIO's own tools
/// read it.
///
/// Times are frames at the clip's rate (`RationalTime`); a clip's markers are in its media's time,
/// which starts at 0, from the first frame that shows their start to the first frame after their end. Media paths are written as given, relative to the `.otio` file when they
/// are bare names, so a timeline and its media move together.
public struct OpenTimeline: Sendable, Equatable {
    /// A marker: a span of a clip with a name, a colour and a comment.
    public struct Marker: Sendable, Equatable {
        /// The marker's name, shown on it in the editor (FCPXML's `value`).
        public var name: String
        /// Seconds into the clip.
        public var start: TimeInterval
        /// Seconds it spans; 0 (the default) is a marker at a point in time.
        public var duration: TimeInterval
        /// One of OpenTimelineIO's marker colours: `RED`, `GREEN`, `BLUE`, `YELLOW`, `PURPLE`, …
        public var color: String
        /// A note shown with the marker (FCPXML's `note`); empty for none.
        public var comment: String

        /// A marker `name` from `start` for `duration` seconds, red unless `color` says otherwise.
        public init(name: String, start: TimeInterval, duration: TimeInterval = 0, color: String = "RED", comment: String = "") {
            self.name = name
            self.start = start
            self.duration = duration
            self.color = color
            self.comment = comment
        }
    }

    /// A clip: a media file played from its start for `frames` frames at `fps`.
    public struct Clip: Sendable, Equatable {
        /// The clip's name in the editor, and its media's (asset's) name.
        public var name: String
        /// The media file, as the timeline names it (a path relative to the timeline, or a URL).
        public var media: String
        /// The clip's length in frames, played from the media's first frame.
        public var frames: Int
        /// Frames a second of the media; the clip's times are counted in its frames.
        public var fps: Double
        /// The clip's markers, in its media's time from 0.
        public var markers: [Marker]
        /// Free-form metadata, kept under the clip's `metadata.kinetype`.
        public var metadata: [String: String]
        /// The video's size in pixels, when known (FCPXML's format gives it).
        public var width: Int?
        /// The video's height in pixels, when known, as ``width``.
        public var height: Int?
        /// The media's frame the clip starts at (0, the default: its first); a clip of a part of
        /// a longer video starts later.
        public var mediaStart: Int = 0

        /// A clip of `frames` frames of `media` at `fps`; set ``width`` and ``height`` when known.
        public init(name: String, media: String, frames: Int, fps: Double, markers: [Marker] = [], metadata: [String: String] = [:]) {
            self.name = name
            self.media = media
            self.frames = frames
            self.fps = fps
            self.markers = markers
            self.metadata = metadata
        }
    }

    /// A clip on a track of its own above ``clips``, starting at a time of the timeline: a title
    /// over the footage it was made for.
    public struct Overlay: Sendable, Equatable {
        /// The clip.
        public var clip: Clip
        /// Seconds into the timeline it starts at, put on the clip's nearest frame.
        public var start: TimeInterval

        /// `clip`, from `start` seconds into the timeline.
        public init(clip: Clip, start: TimeInterval) {
            self.clip = clip
            self.start = start
        }

        /// ``start`` in frames of the clip's rate.
        var startFrame: Int { Int(max(0, (start * clip.fps).rounded())) }
    }

    /// The timeline's name (FCPXML's event and project).
    public var name: String
    /// The clips, one after another on the first (lowest) video track.
    public var clips: [Clip]
    /// Clips above the first track, each on its own track in order (lowest first); none by default.
    public var overlays: [Overlay]

    /// A timeline `name` playing `clips` one after another, with `overlays` above them.
    public init(name: String, clips: [Clip], overlays: [Overlay] = []) {
        self.name = name
        self.clips = clips
        self.overlays = overlays
    }

    /// The timeline as OpenTimelineIO JSON (schemas `Timeline.1`, `Stack.1`, `Track.1`, `Clip.2`,
    /// `Gap.1`, `ExternalReference.1`, `Marker.2`), indented with keys sorted as
    /// `JSONSerialization` sorts them, so the same timeline gives the same bytes. Each overlay
    /// is a track of its own above the clips' (a gap up to its start, then the clip).
    public func jsonData() throws -> Data {
        func track(_ name: String, _ children: [JSONValue]) -> JSONValue {
            Self.object("Track.1", [
                "name": .string(name), "kind": "Video", "source_range": .null, "effects": [], "markers": [], "enabled": true,
                "children": .array(children),
            ])
        }
        let overlays = overlays.enumerated().map { index, overlay in
            let gap = overlay.startFrame == 0 ? [] : [Self.object("Gap.1", [
                "name": "", "effects": [], "markers": [], "enabled": true,
                "source_range": Self.range(start: 0, duration: Double(overlay.startFrame), rate: overlay.clip.fps),
            ])]
            return track("\(name) \(index + 2)", gap + [Self.clip(overlay.clip)])
        }
        let stack = Self.object("Stack.1", [
            "name": "tracks", "source_range": .null, "effects": [], "markers": [], "enabled": true,
            "children": .array([track(name, clips.map(Self.clip))] + overlays),
        ])
        let timeline = Self.object("Timeline.1", ["name": .string(name), "global_start_time": .null, "tracks": stack])
        return Data((timeline.text(JSONValue.Format(keyOrder: .foundationSorted, indented: true)) + "\n").utf8)
    }

    private static func object(_ schema: String, _ fields: JSONValue, metadata: JSONValue = [:]) -> JSONValue {
        var object = fields
        object["OTIO_SCHEMA"] = .string(schema)
        object["metadata"] = metadata
        return object
    }

    private static func time(_ frames: Double, rate: Double) -> JSONValue {
        ["OTIO_SCHEMA": "RationalTime.1", "rate": .number(rate), "value": .number(frames)]
    }

    private static func range(start: Double, duration: Double, rate: Double) -> JSONValue {
        ["OTIO_SCHEMA": "TimeRange.1", "start_time": time(start, rate: rate), "duration": time(duration, rate: rate)]
    }

    private static func clip(_ clip: Clip) -> JSONValue {
        let played = range(start: Double(clip.mediaStart), duration: Double(clip.frames), rate: clip.fps)
        let whole = range(start: 0, duration: Double(clip.mediaStart + clip.frames), rate: clip.fps)
        let reference = object("ExternalReference.1", [
            "name": .string(clip.name), "target_url": .string(clip.media), "available_range": whole, "available_image_bounds": .null,
        ])
        // A marker starts on the first frame that shows its moment and ends on the first after it.
        func frame(_ seconds: TimeInterval) -> Double { (seconds * clip.fps - 1e-6).rounded(.up) }
        let markers = clip.markers.map { marker in
            object("Marker.2", [
                "name": .string(marker.name), "color": .string(marker.color), "comment": .string(marker.comment),
                "marked_range": range(start: frame(marker.start), duration: frame(marker.start + marker.duration) - frame(marker.start), rate: clip.fps),
            ])
        }
        let metadata = JSONValue.object(clip.metadata.map { (key: $0.key, value: JSONValue.string($0.value)) })
        return object("Clip.2", [
            "name": .string(clip.name), "source_range": played, "effects": [], "markers": .array(markers), "enabled": true,
            "media_references": ["DEFAULT_MEDIA": reference], "active_media_reference_key": "DEFAULT_MEDIA",
        ], metadata: clip.metadata.isEmpty ? [:] : ["kinetype": metadata])
    }
}
