import Foundation
import KinetypeTestSupportCore
import Testing

/// `render --over VIDEO --over-at SECONDS -o title.otio | title.fcpxml`: a timeline of two
/// tracks, the footage below and the title above at its time, read back by OpenTimelineIO's own
/// Python library and its FCPXML adapter; and the markers at the layers' real enter and exit.
@Suite struct TimelineOverFootageTests {
    /// What OpenTimelineIO reads from `file`: each track's items in order, each with its kind
    /// (Clip or Gap), its start and duration on the track in seconds, and a clip's media and
    /// markers.
    static func tracks(_ file: URL) throws -> [[[String: Any]]] {
        let script = """
            import json, sys, opentimelineio as otio
            timeline = otio.adapters.read_from_file(sys.argv[1])
            if not isinstance(timeline, otio.schema.Timeline):
                # FCPXML reads as a collection of the library's timelines.
                timeline = [item for item in timeline if isinstance(item, otio.schema.Timeline)][0]
            tracks = []
            for track in timeline.video_tracks():
                items = []
                for item in track:
                    r = item.range_in_parent()
                    entry = {"kind": type(item).__name__, "start": r.start_time.to_seconds(), "duration": r.duration.to_seconds()}
                    if isinstance(item, otio.schema.Clip):
                        entry["media"] = item.media_reference.target_url
                        entry["markers"] = [{"name": m.name, "start": m.marked_range.start_time.to_seconds(),
                                             "duration": m.marked_range.duration.to_seconds()} for m in item.markers]
                    items.append(entry)
                tracks.append(items)
            print(json.dumps(tracks))
            """
        return try #require(try PythonTools.json(script, importing: "opentimelineio", [file.path]) as? [[[String: Any]]])
    }

    static let scene = """
        version: 1
        canvas: 320x180
        duration: 0.8
        background: black
        layers:
          - text: Title
            enter: {name: opacity, duration: 0.2}

        """

    @Test("--over talk.mp4 --over-at 1.2 -o title.otio / .fcpxml: two tracks, the whole footage below and the title above from 1.2 s",
          arguments: ["otio", "fcpxml"])
    func twoTracks(format: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let video = folder.appendingPathComponent("talk.mp4")
            try FootageFixtures.clip(at: video, seconds: 3)
            let scene = folder.appendingPathComponent("title.yaml")
            try Data(Self.scene.utf8).write(to: scene)
            let timeline = folder.appendingPathComponent("title.\(format)")
            let result = InProcess.run(["render", scene.path, "--over", video.path, "--over-at", "1.2", "-o", timeline.path, "--progress", "none"])
            try #require(result.status == 0, "\(result.stderr)")
            let tracks = try Self.tracks(timeline)
            try #require(tracks.count == 2, "\(tracks)")
            let footage = try #require(tracks[0].first), clips = tracks[1].filter { $0["kind"] as? String == "Clip" }
            #expect(tracks[0].count == 1 && footage["kind"] as? String == "Clip" && footage["start"] as? Double == 0
                    && footage["duration"] as? Double == 3, "the whole video below: \(tracks[0])")
            #expect((footage["media"] as? String)?.hasSuffix("talk.mp4") == true, "\(footage)")
            let title = try #require(clips.first)
            #expect(clips.count == 1 && title["start"] as? Double == 1.2 && title["duration"] as? Double == 0.8, "the title at 1.2 s: \(tracks[1])")
            #expect((title["media"] as? String)?.hasSuffix("title.mov") == true, "\(title)")
            let markers = try #require(title["markers"] as? [[String: Any]])
            #expect(markers.contains { $0["name"] as? String == "Title: enter" }, "\(markers)")
            // The title's media: the card alone, clear where the footage shows, 20 frames.
            let media = try TimelineCommandTests.probe(folder.appendingPathComponent("title.mov"))
            #expect(media["pix_fmt"] == "yuva444p12le" && media["nb_read_frames"] == "20" && media["r_frame_rate"] == "25/1", "\(media)")
        }
    }

    @Test("the enter and exit markers follow keyframed opacity and motion, reveals and conceals, not only transitions")
    func realEnterAndExit() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml")
            try Data("""
                version: 1
                canvas: 320x180
                fps: 20
                duration: 4
                background: clear
                layers:
                  - text: Faded
                    keyframes:
                      opacity: [{at: 1, value: 0}, {at: 1.5, value: 1}, {at: 3, value: 1}, {at: 3.5, value: 0}]
                  - text: Slid
                    start: 0.5
                    keyframes:
                      offset: [{at: 0.5, value: [-300, 0]}, {at: 1.25, value: [0, 0]}]
                  - text: Wiped
                    reveal: {name: wipe, duration: 0.6, delay: 0.2}
                    conceal: {name: wipe, duration: 0.4, delay: 0.5}

                """.utf8).write(to: scene)
            let otio = folder.appendingPathComponent("card.otio")
            let result = InProcess.run(["render", scene.path, "-o", otio.path, "--progress", "none"])
            try #require(result.status == 0, "\(result.stderr)")
            let markers = try #require(try Self.tracks(otio).first?.first?["markers"] as? [[String: Any]])
            func marker(_ name: String) -> [Double]? {
                markers.first { $0["name"] as? String == name }.map { [$0["start"] as? Double ?? -1, $0["duration"] as? Double ?? -1] }
            }
            #expect(marker("Faded: enter") == [1, 0.5] && marker("Faded: exit") == [3, 0.5], "\(markers)")
            #expect(marker("Slid: enter") == [0.5, 0.75] && marker("Slid: exit") == [4, 0], "\(markers)")
            #expect(marker("Wiped: enter") == [0.2, 0.6] && marker("Wiped: exit") == [3.1, 0.4], "\(markers)")
        }
    }
}
