import Foundation
import KinetypeTestSupportCore
import Testing

/// `-o card.otio` and `-o card.fcpxml`: an OpenTimelineIO or Final Cut Pro timeline and its video,
/// read back by OpenTimelineIO's own Python library (PyPI `opentimelineio`, with its FCPXML
/// adapter `otio-fcpx-xml-adapter`, which `make test` installs) and by ffprobe.
@Suite struct TimelineCommandTests {
    /// What OpenTimelineIO reads from `otio`: each clip's name, rate, duration in frames, media
    /// path, and markers (name, colour, start and duration in seconds).
    static func read(_ otio: URL) throws -> [[String: Any]] {
        let script = """
            import json, sys, opentimelineio as otio
            timeline = otio.adapters.read_from_file(sys.argv[1])
            clips = []
            for clip in timeline.find_clips():
                r = clip.source_range
                clips.append({"name": clip.name, "rate": r.duration.rate, "frames": r.duration.value,
                              "at": clip.range_in_parent().start_time.to_seconds(),
                              "media": clip.media_reference.target_url, "metadata": dict(clip.metadata.get("kinetype", {})),
                              "markers": [{"name": m.name, "color": m.color, "start": m.marked_range.start_time.to_seconds(),
                                           "duration": m.marked_range.duration.to_seconds()} for m in clip.markers]})
            print(json.dumps(clips))
            """
        return try #require(try PythonTools.json(script, importing: "opentimelineio", [otio.path]) as? [[String: Any]])
    }

    /// ffprobe's pixel format, frame count and alpha tag of a video.
    static func probe(_ video: URL) throws -> [String: String] {
        let result = try TestSupport.run("/usr/bin/env", ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                                                          "-show_entries", "stream=pix_fmt,nb_read_frames,r_frame_rate:stream_tags=alpha_mode",
                                                          "-of", "default=noprint_wrappers=1", video.path])
        #expect(result.status == 0, "\(result.stderr)")
        var values: [String: String] = [:]
        for line in result.stdoutString.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        return values
    }

    /// A card of two layers on a clear background, with enter and exit transitions.
    static func scene(title: String, fps: String) -> String {
        """
        version: 1
        canvas: 320x180
        fps: \(fps)
        duration: 2.5
        background: clear
        layers:
          - text: "\(title)"
            enter: {name: opacity, duration: 0.5}
            exit: {name: opacity, duration: 0.25}
          - text: Second
            start: 1
            end: 2
            enter: {name: appear, duration: 0.5}
        """
    }

    @Test("render SCENE -o card.otio: one clip of the card's frames at its rate, markers at each layer's enter and exit, ProRes 4444 with alpha beside it")
    func sceneTimeline() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml")
            try Self.scene(title: "Title", fps: "24").write(to: scene, atomically: true, encoding: .utf8)
            let otio = folder.appendingPathComponent("card.otio")
            let result = InProcess.run(["render", scene.path, "-o", otio.path, "--progress", "none"])
            #expect(result.status == 0, "\(result.stderr)")
            let clips = try Self.read(otio)
            let clip = try #require(clips.first)
            #expect(clips.count == 1)
            #expect(clip["rate"] as? Double == 24 && clip["frames"] as? Double == 60, "2.5 s at 24 fps: \(clip)")
            #expect(clip["media"] as? String == "card.mov")
            let markers = try #require(clip["markers"] as? [[String: Any]])
            func marker(_ name: String) -> (start: Double, duration: Double)? {
                markers.first { $0["name"] as? String == name }.map { ($0["start"] as? Double ?? -1, $0["duration"] as? Double ?? -1) }
            }
            #expect(marker("Title: enter").map { $0.start == 0 && $0.duration == 0.5 } == true, "\(markers)")
            #expect(marker("Title: exit").map { $0.start == 2.25 && $0.duration == 0.25 } == true, "\(markers)")
            #expect(marker("Second: enter").map { $0.start == 1 && $0.duration == 0.5 } == true, "\(markers)")
            #expect(marker("Second: exit").map { $0.start == 2 } == true, "no exit transition: a marker where it ends")
            let media = try Self.probe(folder.appendingPathComponent("card.mov"))
            #expect(media["pix_fmt"] == "yuva444p12le", "ProRes 4444 with alpha: \(media)")
            #expect(media["nb_read_frames"] == "60" && media["r_frame_rate"] == "24/1", "\(media)")
        }
    }

    @Test("render SCENE -o card.fcpxml: Final Cut Pro's timeline of the same clip and markers as the .otio, the media by absolute URL")
    func sceneFinalCut() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml")
            try Self.scene(title: "Title & <more>", fps: "24").write(to: scene, atomically: true, encoding: .utf8)
            let fcpxml = folder.appendingPathComponent("card.fcpxml"), otio = folder.appendingPathComponent("twin.otio")
            for output in [fcpxml, otio] {
                let result = InProcess.run(["render", scene.path, "-o", output.path, "--progress", "none"])
                #expect(result.status == 0, "\(result.stderr)")
            }
            let lint = try TestSupport.run("/usr/bin/env", ["xmllint", "--noout", fcpxml.path])
            #expect(lint.status == 0, "well-formed XML: \(lint.stderr)")
            let text = try String(contentsOf: fcpxml, encoding: .utf8)
            #expect(text.contains("frameDuration=\"1/24s\" width=\"320\" height=\"180\""), "\(text)")
            #expect(!text.contains("videoSources"), "FCPXML 1.8's asset has no videoSources")
            let clip = try #require(try Self.read(fcpxml).first), twin = try #require(try Self.read(otio).first)
            #expect(clip["frames"] as? Double == 60 && twin["frames"] as? Double == 60 && clip["rate"] as? Double == 24, "\(clip)")
            let media = try #require(clip["media"] as? String)
            #expect(media == folder.appendingPathComponent("card.mov").standardizedFileURL.absoluteString, "Final Cut opens media by absolute URL")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.mov").path))
            func markers(_ clip: [String: Any]) -> [String] {
                (clip["markers"] as? [[String: Any]] ?? []).map { marker in
                    let start = ((marker["start"] as? Double ?? -1) * 1000).rounded(), length = ((marker["duration"] as? Double ?? -1) * 1000).rounded()
                    return "\(marker["name"] as? String ?? "") \(start) \(length)"
                }
            }
            #expect(markers(clip).count == 4 && markers(clip).first?.hasPrefix("Title & <more>: enter 0.0 ") == true, "\(markers(clip))")
            // A marker with no length lasts a frame in Final Cut.
            #expect(markers(clip).filter { !$0.hasPrefix("Second: exit") } == markers(twin).filter { !$0.hasPrefix("Second: exit") },
                    "\(markers(clip)) \(markers(twin))")
            #expect(markers(clip).contains("Second: exit 2000.0 42.0") && markers(twin).contains("Second: exit 2000.0 0.0"), "\(markers(clip))")

            // NTSC's 29.97 fps as Final Cut writes it (the adapter reads whole rates only): 2.5 s is 75
            // frames (74.925 rounded up), 75 × 1001/30000 s = 1001/400 s; the exit at 2.25 s starts on
            // frame 68 (67.43 rounded up), 68 × 1001/30000 s = 17017/7500 s.
            try Self.scene(title: "Title & <more>", fps: "29.97").write(to: scene, atomically: true, encoding: .utf8)
            let ntsc = folder.appendingPathComponent("ntsc.fcpxml")
            #expect(InProcess.run(["render", scene.path, "-o", ntsc.path, "--progress", "none"]).status == 0)
            let ntscText = try String(contentsOf: ntsc, encoding: .utf8)
            #expect(ntscText.contains("frameDuration=\"1001/30000s\"") && ntscText.contains("duration=\"1001/400s\""), "\(ntscText)")
            #expect(ntscText.contains("<marker start=\"17017/7500s\""), "\(ntscText)")

            // A layer that lasts to the card's end has its exit marker on the last frame, inside the clip.
            let short = folder.appendingPathComponent("short.fcpxml")
            #expect(InProcess.run(["render", "--text", "Hi", "--duration", "1", "--fps", "30", "-o", short.path, "--progress", "none"]).status == 0)
            let shortText = try String(contentsOf: short, encoding: .utf8)
            #expect(shortText.contains("<marker start=\"29/30s\" duration=\"1/30s\" value=\"Hi: exit\""), "\(shortText)")
        }
    }

    @Test("captions FILE -o talk.fcpxml: a marker at each page")
    func captionsFinalCut() throws {
        try TestSupport.withTemporaryFolder { folder in
            let srt = folder.appendingPathComponent("talk.srt")
            try "1\n00:00:00,500 --> 00:00:01,500\nHello there\n\n2\n00:00:02,000 --> 00:00:03,000\nمرحبا بالعالم\n"
                .write(to: srt, atomically: true, encoding: .utf8)
            let fcpxml = folder.appendingPathComponent("talk.fcpxml")
            let result = InProcess.run(["captions", srt.path, "-o", fcpxml.path, "--media", "mp4", "--canvas", "320x180", "--fps", "25",
                                        "--progress", "none"])
            #expect(result.status == 0, "\(result.stderr)")
            let clip = try #require(try Self.read(fcpxml).first)
            let markers = try #require(clip["markers"] as? [[String: Any]])
            #expect(markers.compactMap { $0["name"] as? String } == ["Hello there", "مرحبا بالعالم"])
            let starts: [Double] = markers.compactMap { $0["start"] as? Double }
            let expected: [Double] = [13.0 / 25, 50.0 / 25]
            #expect(starts == expected, "each page's first frame at 25 fps")
            #expect((clip["media"] as? String)?.hasSuffix("/talk.mp4") == true)
        }
    }

    @Test("captions FILE -o talk.otio --media webm: a marker at each page, VP9 with alpha beside it")
    func captionsTimeline() throws {
        try TestSupport.withTemporaryFolder { folder in
            let srt = folder.appendingPathComponent("talk.srt")
            try """
                1
                00:00:00,500 --> 00:00:01,500
                Hello there

                2
                00:00:02,000 --> 00:00:03,000
                مرحبا بالعالم

                3
                00:00:03,250 --> 00:00:04,000
                नमस्ते

                """.write(to: srt, atomically: true, encoding: .utf8)
            let otio = folder.appendingPathComponent("talk.otio")
            let result = InProcess.run(["captions", srt.path, "-o", otio.path, "--media", "webm", "--canvas", "320x180", "--fps", "25",
                                        "--progress", "none"])
            #expect(result.status == 0, "\(result.stderr)")
            let clip = try #require(try Self.read(otio).first)
            #expect(clip["rate"] as? Double == 25 && clip["frames"] as? Double == 100, "\(clip)")
            #expect(clip["media"] as? String == "talk.webm")
            let markers = try #require(clip["markers"] as? [[String: Any]])
            // Each page's first frame at 25 fps: the frame at or after the cue's start.
            let starts: [Double] = markers.compactMap { $0["start"] as? Double }
            let expectedStarts: [Double] = [13, 50, 82].map { $0 / 25 }
            #expect(starts == expectedStarts, "a marker at each page's start: \(markers)")
            #expect(markers.compactMap { $0["name"] as? String } == ["Hello there", "مرحبا بالعالم", "नमस्ते"])
            let durations: [Double] = markers.compactMap { $0["duration"] as? Double }
            let expectedDurations: [Double] = [25, 25, 18].map { $0 / 25 }
            #expect(durations == expectedDurations, "to each cue's end: \(markers)")
            let media = try Self.probe(folder.appendingPathComponent("talk.webm"))
            #expect(media["TAG:alpha_mode"] == "1", "VP9 with alpha: \(media)")
        }
    }

    @Test("--media gif is refused with exit 2, naming the choices, and writes nothing")
    func badMedia() throws {
        try TestSupport.withTemporaryFolder { folder in
            let otio = folder.appendingPathComponent("card.otio")
            let result = InProcess.run(["render", "--text", "Hi", "-o", otio.path, "--media", "gif"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("--media") && result.stderr.contains("mov"), "\(result.stderr)")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(left.isEmpty, "\(left)")
        }
    }

    @Test("batch … --timeline all.otio lists every row's output as a clip in row order, with the row's fields as metadata")
    func batchTimeline() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), data = folder.appendingPathComponent("rows.csv")
            try """
                version: 1
                canvas: 160x90
                fps: 20
                duration: "{{seconds}}"
                layers:
                  - text: "{{name}}"
                """.write(to: scene, atomically: true, encoding: .utf8)
            try "slug,name,seconds\nada,Ada Lovelace,1\nalan,آلان تورينغ,1.5\n".write(to: data, atomically: true, encoding: .utf8)
            let timeline = folder.appendingPathComponent("out/all.otio")
            let result = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/out/{{slug}}.mp4",
                                        "--timeline", timeline.path, "--progress", "none"])
            #expect(result.status == 0, "\(result.stderr)")
            let clips = try Self.read(timeline)
            #expect(clips.compactMap { $0["name"] as? String } == ["ada", "alan"])
            #expect(clips.compactMap { $0["media"] as? String } == ["ada.mp4", "alan.mp4"], "paths relative to the timeline")
            #expect(clips.compactMap { $0["frames"] as? Double } == [20, 30], "1 s and 1.5 s at 20 fps")
            #expect(clips.compactMap { $0["rate"] as? Double } == [20, 20])
            let metadata = clips.compactMap { $0["metadata"] as? [String: String] }
            #expect(metadata.map { $0["name"] } == ["Ada Lovelace", "آلان تورينغ"] && metadata.map { $0["row"] } == ["1", "2"], "\(metadata)")

            // The same batch as Final Cut Pro's timeline: the clips one after another, the fields in each clip's note.
            let finalCut = folder.appendingPathComponent("out/all.fcpxml")
            let again = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/out/{{slug}}.mp4",
                                       "--timeline", finalCut.path, "--progress", "none"])
            #expect(again.status == 0, "\(again.stderr)")
            let cut = try Self.read(finalCut)
            #expect(cut.compactMap { $0["name"] as? String } == ["ada", "alan"] && cut.compactMap { $0["frames"] as? Double } == [20, 30])
            #expect(cut.compactMap { $0["at"] as? Double } == [0, 1], "the second clip starts where the first ends")
            #expect(cut.compactMap { $0["media"] as? String }.allSatisfy { $0.hasPrefix("file:///") && $0.hasSuffix(".mp4") })
            let xml = try String(contentsOf: finalCut, encoding: .utf8)
            #expect(xml.contains("<note>name: Ada Lovelace&#10;row: 1&#10;seconds: 1&#10;slug: ada</note>"), "\(xml)")
            let wrong = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/out/{{slug}}.mp4", "--timeline", folder.path + "/all.xml"])
            #expect(wrong.status == 2 && wrong.stderr.contains(".otio or .fcpxml"), "\(wrong.stderr)")

            let gif = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/gif/{{slug}}.gif",
                                     "--timeline", folder.path + "/gif.otio"])
            #expect(gif.status == 2 && gif.stderr.contains(".mov, .webm or .mp4"), "\(gif.stderr)")
        }
    }
}
