import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype captions`: a caption file to video with alpha, to ASS and WebVTT, and bad input.
@Suite struct CaptionsCommandTests {
    static let vtt = """
        WEBVTT

        00:00:00.200 --> 00:00:01.000
        Hello <00:00:00.600>world

        00:00:01.200 --> 00:00:02.000
        مرحبا <00:00:01.600>بالعالم
        """

    static func withCaptions(_ body: (URL, URL) throws -> Void) throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent("talk.vtt")
        try Data(vtt.utf8).write(to: input)
        try body(folder, input)
    }

    @Test("a clear background to WebM: VP9 with alpha, as long as the last word's end")
    func webmWithAlpha() throws {
        try Self.withCaptions { folder, input in
            let output = folder.appendingPathComponent("talk.webm")
            let result = try TestSupport.run(TestSupport.kinetype, ["captions", input.path, "--canvas", "320x120", "--size", "24",
                                                                   "--fps", "10", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let ffprobe = try #require(TestSupport.which("ffprobe"))
            let streams = try TestSupport.run(ffprobe, ["-v", "error", "-count_frames", "-show_streams", output.path]).stdoutString
            #expect(streams.lowercased().contains("alpha_mode=1"), "VP9 alpha is stored as a side channel")
            #expect(streams.contains("nb_read_frames=20"), "2 s at 10 fps: \(streams)")
        }
    }

    @Test("a clear background to MOV: ProRes 4444 with an alpha plane")
    func movWithAlpha() throws {
        try Self.withCaptions { folder, input in
            let output = folder.appendingPathComponent("talk.mov")
            let result = try TestSupport.run(TestSupport.kinetype, ["captions", input.path, "--canvas", "160x64", "--size", "16",
                                                                   "--fps", "5", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let ffprobe = try #require(TestSupport.which("ffprobe"))
            let streams = try TestSupport.run(ffprobe, ["-v", "error", "-show_streams", output.path]).stdoutString
            #expect(streams.contains("pix_fmt=yuva444p"), "\(streams)")
        }
    }

    @Test("--over burns the captions into a copy of a video: its size, frame count and sound stay")
    func overVideo() throws {
        try Self.withCaptions { folder, input in
            let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
            let video = folder.appendingPathComponent("in.mp4"), output = folder.appendingPathComponent("out.mp4")
            let made = try TestSupport.run(ffmpeg, ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=1.2",
                                                   "-f", "lavfi", "-i", "sine=frequency=440:duration=1.2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                                                   "-c:a", "aac", "-shortest", video.path])
            try #require(made.status == 0, "\(made.stderr)")
            let result = try TestSupport.run(TestSupport.kinetype, ["captions", input.path, "--over", video.path, "--size", "32", "--stroke", "none", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            func streams(_ url: URL) throws -> String {
                try TestSupport.run(ffprobe, ["-v", "error", "-count_packets", "-show_entries",
                                              "stream=codec_type,width,height,nb_read_packets", "-of", "compact", url.path]).stdoutString
            }
            let before = try streams(video), after = try streams(output)
            #expect(after.contains("codec_type=video|width=320|height=180|nb_read_packets=30"), "\(after)")
            #expect(before.contains("codec_type=audio") && after.contains("codec_type=audio"), "the sound stays: \(after)")
            // At 0.4 s the first word is on screen: the frame differs from the video's own.
            func frame(_ url: URL) throws -> Data {
                try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-vf", "select=eq(n\\,10)", "-vframes", "1",
                                             "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout
            }
            let original = try frame(video), captioned = try frame(output)
            #expect(original.count == 320 * 180 * 3 && captioned.count == original.count)
            let changed = zip(original, captioned).filter { abs(Int($0) - Int($1)) > 40 }.count
            #expect(changed > 2000, "\(changed) bytes changed by the captions")
        }
    }

    @Test("to ASS and WebVTT: the paged words with their times")
    func textExports() throws {
        try Self.withCaptions { folder, input in
            let ass = folder.appendingPathComponent("talk.ass"), vtt = folder.appendingPathComponent("out.vtt")
            #expect(try TestSupport.run(TestSupport.kinetype, ["captions", input.path, "-o", ass.path]).status == 0)
            #expect(try TestSupport.run(TestSupport.kinetype, ["captions", input.path, "-o", vtt.path]).status == 0)
            let script = try String(contentsOf: ass, encoding: .utf8)
            #expect(script.contains("Dialogue: 0,0:00:00.20,0:00:01.20,Default,,0,0,0,,{\\kf40}Hello {\\kf40}world"), "\(script)")
            #expect(script.contains("{\\kf40}مرحبا {\\kf40}بالعالم"))
            let text = try String(contentsOf: vtt, encoding: .utf8)
            #expect(text.contains("00:00:00.200 --> 00:00:01.200\nHello <00:00:00.600>world"), "\(text)")
        }
    }

    @Test("bad input: an error naming the file and line, exit 2, nothing written", arguments: [
        ("bad.srt", "1\n00:00:02,000 --> 00:00:01,000\nHi\n", "bad.srt:2:"),
        ("bad.txt", "hello", "not a caption file"),
    ])
    func badInput(name: String, text: String, says: String) throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: input)
        let result = try TestSupport.run(TestSupport.kinetype, ["captions", input.path, "-o", folder.appendingPathComponent("out.gif").path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(says), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
        let style = try TestSupport.run(TestSupport.kinetype, ["captions", input.path, "--style", "karoake", "-o", "x.gif"])
        #expect(style.status == 2)
    }
}
