import Foundation
import KinetypeTestSupportCore
import Testing

/// `render SCENE --over VIDEO`: the card drawn over a copy of a video, which keeps its size,
/// frame rate, length and sound (read back with ffprobe), the card's pixels where its layers are
/// and the video's elsewhere (decoded with ffmpeg).
@Suite struct RenderOverTests {
    /// A 640x480 scene with a black background: over the video, of another shape, it lays out
    /// again on a 320x180 canvas and its background gives way. The plate: 100×40, centred:
    /// x 110..<210, y 70..<110. (A scene of the video's shape is drawn scaled to it:
    /// ``LayoutCanvasTests``.)
    static let plateScene = """
        version: 1
        canvas: 640x480
        duration: 5
        background: black
        layers:
          - shape: {kind: rect, width: 100, height: 40}
            color: "#ffffff"

        """

    @Test("a title over footage keeps the video's size, rate, length and sound, and its plate shows where the layout puts it")
    func overVideo() throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
            let video = folder.appendingPathComponent("in.mp4"), output = folder.appendingPathComponent("out.mp4")
            try FootageFixtures.clip(at: video)
            let scene = folder.appendingPathComponent("title.yaml")
            try Data(Self.plateScene.utf8).write(to: scene)
            let result = InProcess.run(["render", scene.path, "--over", video.path, "-o", output.path])
            try #require(result.status == 0, "\(result.stderr)")
            func streams(_ url: URL) throws -> String {
                try TestSupport.run(ffprobe, ["-v", "error", "-count_packets", "-show_entries",
                                              "stream=codec_type,width,height,r_frame_rate,nb_read_packets", "-of", "compact", url.path]).stdoutString
            }
            let after = try streams(output)
            #expect(after.contains("codec_type=video|width=320|height=180|r_frame_rate=25/1|nb_read_packets=30"), "\(after)")
            #expect(after.contains("codec_type=audio"), "the sound stays: \(after)")
            func frame(_ url: URL, _ index: Int) throws -> [UInt8] {
                [UInt8](try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-vf", "select=eq(n\\,\(index))", "-vframes", "1",
                                                     "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout)
            }
            let original = try frame(video, 12), titled = try frame(output, 12)
            try #require(original.count == 320 * 180 * 3 && titled.count == original.count)
            func pixel(_ data: [UInt8], _ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(data[(y * 320 + x) * 3 + $0]) } }
            // Inside the plate (away from its edges, where chroma subsampling blurs): white.
            for (x, y) in [(115, 75), (160, 90), (204, 104)] {
                #expect(pixel(titled, x, y).allSatisfy { $0 >= 235 }, "plate at (\(x), \(y)): \(pixel(titled, x, y))")
            }
            // Away from it: the video, within the encoder's loss, not the scene's black background.
            var worst = 0
            for (x, y) in [(20, 20), (300, 20), (20, 160), (300, 160), (60, 90), (260, 90)] {
                worst = max(worst, zip(pixel(titled, x, y), pixel(original, x, y)).map { abs($0 - $1) }.max()!)
            }
            #expect(worst < 24, "the video shows around the plate (worst difference \(worst))")
            let gif = folder.appendingPathComponent("title.gif")
            let refused = InProcess.run(["render", scene.path, "--over", video.path, "-o", gif.path])
            #expect(refused.status == 2 && refused.stderr.contains("--over") && refused.stderr.contains(".png"), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: gif.path))
        }
    }

    @Test("footage whose sound MP4 cannot hold (a camera's PCM in MOV, an AVI's) keeps it as AAC in an MP4; AAC is copied as it is",
          arguments: [("mov", "pcm_s16le", "aac"), ("avi", "pcm_s16le", "aac"), ("mkv", "flac", "aac"), ("mp4", "aac", "aac")])
    func soundMP4CannotHold(container: String, source: String, written: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
            let video = folder.appendingPathComponent("in.\(container)"), output = folder.appendingPathComponent("out.mp4")
            // Two sound streams (a second language), the second AAC: each is kept its own way.
            let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=1.2",
                                                    "-f", "lavfi", "-i", "sine=frequency=440:duration=1.2", "-f", "lavfi", "-i", "sine=frequency=660:duration=1.2",
                                                    "-map", "0", "-map", "1", "-map", "2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                                                    "-c:a:0", source, "-c:a:1", container == "avi" ? "mp3" : "aac", video.path])
            try #require(made.status == 0, "\(made.stderr)")
            let scene = folder.appendingPathComponent("title.yaml")
            try Data(Self.plateScene.utf8).write(to: scene)
            let result = InProcess.run(["render", scene.path, "--over", video.path, "-o", output.path])
            try #require(result.status == 0, "\(result.stderr)")
            let streams = try TestSupport.run(ffprobe, ["-v", "error", "-show_entries", "stream=codec_type,codec_name,duration", "-of", "csv=p=0",
                                                        output.path]).stdoutString
            let sounds = streams.split(whereSeparator: \.isNewline).map { $0.split(separator: ",") }.filter { $0.contains("audio") }
            try #require(sounds.count == 2, "both sound streams stay: \(streams)")
            #expect(sounds[0][0] == Substring(written) && sounds[1][0] == (container == "avi" ? "mp3" : "aac"), "\(streams)")
            #expect(sounds.allSatisfy { abs((Double($0.last ?? "") ?? 0) - 1.2) < 0.1 }, "as long as the video: \(streams)")
        }
    }

    /// ffmpeg's options that make a 320x180 test clip of 0.4 s in `transfer` (HLG,
    /// PQ) from sRGB, as zimg maps it (white at 203 cd/m²), in 10 bits with BT.2020's tags.
    static func highDynamicRange(_ transfer: String, pattern: String = "testsrc") -> [String] {
        ["-f", "lavfi", "-i", "\(pattern)\(pattern.contains("=") ? ":" : "=")size=320x180:rate=25:duration=0.4,format=gbrp",
         "-vf", "zscale=tin=iec61966-2-1:pin=bt709:min=gbr:rin=full:t=\(transfer):p=bt2020:m=bt2020nc:r=tv:npl=203,format=yuv420p10le",
         "-color_primaries", "bt2020", "-color_trc", transfer, "-colorspace", "bt2020nc"]
    }

    @Test("over a high dynamic range or 10-bit video the file keeps 10 bits and the video's tags, the card's white at BT.2408's reference white; odd sides warn")
    func tenBits() throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
            let scene = folder.appendingPathComponent("title.yaml")
            try Data(Self.plateScene.utf8).write(to: scene)
            let x265 = ["-c:v", "libx265", "-x265-params", "log-level=error", "-tag:v", "hvc1"]
            // An iPhone's HDR video (HEVC, HLG in BT.2020), HDR10 (PQ) in Matroska, a 10-bit SDR
            // one, an HLG one of odd sides (VP9 takes them), and an ordinary one. The plate's white
            // is 64 + 876 × 0.75 in HLG and 64 + 876 × 0.58 in PQ (BT.2408's reference white),
            // 940 in standard range.
            for (name, options, output, stream, white, warning) in [
                ("hlg.mov", Self.highDynamicRange("arib-std-b67") + x265, "mp4",
                 "codec_name=hevc|codec_tag_string=hvc1|pix_fmt=yuv420p10le|color_space=bt2020nc|color_transfer=arib-std-b67|color_primaries=bt2020", 721, nil),
                ("pq.mkv", Self.highDynamicRange("smpte2084") + x265, "webm",
                 "codec_name=vp9|codec_tag_string=[0][0][0][0]|pix_fmt=yuv420p10le|color_space=bt2020nc|color_transfer=smpte2084|color_primaries=bt2020", 572, nil),
                ("deep.mp4", ["-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=0.4", "-c:v", "libx264", "-pix_fmt", "yuv420p10le",
                              "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"], "mp4",
                 "codec_name=hevc|codec_tag_string=hvc1|pix_fmt=yuv420p10le|color_space=bt709|color_transfer=bt709|color_primaries=bt709", 940, nil),
                ("odd.webm", ["-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=0.4", "-vf", "scale=321:181,format=yuv444p10le",
                              "-c:v", "libvpx-vp9", "-deadline", "realtime", "-color_primaries", "bt2020", "-color_trc", "arib-std-b67", "-colorspace", "bt2020nc"], "mp4",
                 "codec_name=h264|codec_tag_string=avc1|pix_fmt=yuv420p|", nil, "is high dynamic range (HLG) at odd sides (321x181): the output is 8-bit"),
                ("plain.mp4", ["-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=0.4", "-c:v", "libx264", "-pix_fmt", "yuv420p"], "mp4",
                 "codec_name=h264|codec_tag_string=avc1|pix_fmt=yuv420p|", 940, nil),
            ] as [(String, [String], String, String, Int?, String?)] {
                let video = folder.appendingPathComponent(name), movie = folder.appendingPathComponent(name + "." + output)
                let made = try TestSupport.run(ffmpeg, ["-v", "error"] + options + [video.path])
                try #require(made.status == 0, "\(made.stderr)")
                let result = InProcess.run(["render", scene.path, "--over", video.path, "-o", movie.path])
                try #require(result.status == 0, "\(result.stderr)")
                if let warning {
                    #expect(result.stderr.contains("warning: \(video.path) \(warning)"), "\(result.stderr)")
                } else {
                    #expect(!result.stderr.contains("warning"), "\(name): \(result.stderr)")
                }
                let probed = try TestSupport.run(ffprobe, ["-v", "error", "-select_streams", "v", "-show_entries",
                                                           "stream=codec_name,codec_tag_string,pix_fmt,color_space,color_transfer,color_primaries",
                                                           "-of", "compact=p=0", movie.path]).stdoutString
                #expect(probed.hasPrefix(stream), "\(name): \(probed)")
                guard let white else { continue }
                // Frame 5 in 10 bits: the plate's middle (away from its edges) and the video around it.
                func luma(_ url: URL) throws -> [UInt16] {
                    let data = try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-vf", "select=eq(n\\,5)", "-frames:v", "1",
                                                            "-f", "rawvideo", "-pix_fmt", "yuv420p10le", "-"]).stdout
                    return data.prefix(2 * 320 * 180).withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)).map(UInt16.init(littleEndian:)) }
                }
                let drawn = try luma(movie), original = try luma(video)
                try #require(drawn.count == 320 * 180 && original.count == drawn.count)
                for (x, y) in [(120, 78), (160, 90), (200, 102)] {
                    expectClose(Int(drawn[y * 320 + x]), white, tolerance: 8, "\(name): the plate at (\(x), \(y)) is \(drawn[y * 320 + x]), not \(white)")
                }
                let around = [(20, 20), (300, 20), (20, 160), (300, 160), (60, 90), (260, 90)].map { abs(Int(drawn[$1 * 320 + $0]) - Int(original[$1 * 320 + $0])) }
                #expect(around.max()! < 48, "\(name): the video shows around the plate (\(around))")
                if name == "hlg.mov" {
                    let again = folder.appendingPathComponent("again.mp4")
                    let one = InProcess.run(["render", scene.path, "--over", video.path, "--threads", "1", "-o", again.path])
                    try #require(one.status == 0, "\(one.stderr)")
                    #expect(try Data(contentsOf: again) == Data(contentsOf: movie), "the same bytes on one thread as on two")
                }
            }
        }
    }

    @Test("HDR10's mastering display and light levels come through into the MP4 drawn over it")
    func masteringMetadata() throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
            let scene = folder.appendingPathComponent("title.yaml"), video = folder.appendingPathComponent("hdr10.mp4")
            try Data(Self.plateScene.utf8).write(to: scene)
            let made = try TestSupport.run(ffmpeg, ["-v", "error"] + Self.highDynamicRange("smpte2084") + ["-c:v", "libx265", "-x265-params",
                "log-level=error:master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(10000000,1):max-cll=1000,400", video.path])
            try #require(made.status == 0, "\(made.stderr)")
            let movie = folder.appendingPathComponent("out.mp4")
            let result = InProcess.run(["render", scene.path, "--over", video.path, "-o", movie.path])
            try #require(result.status == 0, "\(result.stderr)")
            func metadata(_ url: URL) throws -> [String] {
                try TestSupport.run(ffprobe, ["-v", "error", "-read_intervals", "%+#1", "-show_entries", "frame_side_data", "-of", "default=noprint_wrappers=1",
                                              url.path]).stdoutString.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.contains("User Data") }
            }
            let before = try metadata(video), after = try metadata(movie)
            #expect(before.contains("max_luminance=10000000/10000") && before.contains("max_content=1000"), "\(before)")
            #expect(after == before, "\(after)")
        }
    }

    @Test("a still over a high dynamic range video is tone-mapped to sRGB: its grey stays near the grey it was made from, the plate white")
    func highDynamicRangeStill() throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffmpeg = try #require(TestSupport.which("ffmpeg"))
            let scene = folder.appendingPathComponent("title.yaml")
            try Data(Self.plateScene.utf8).write(to: scene)
            for transfer in ["smpte2084", "arib-std-b67"] {
                // sRGB grey 160 in PQ or HLG; decoded without tone mapping it reads as 119 or 143 (PQ's and HLG's signal as if BT.709).
                let video = folder.appendingPathComponent("\(transfer).mp4"), still = folder.appendingPathComponent("\(transfer).png")
                let made = try TestSupport.run(ffmpeg, ["-v", "error"] + Self.highDynamicRange(transfer, pattern: "color=c=0xa0a0a0")
                                                + ["-c:v", "libx265", "-x265-params", "log-level=error", video.path])
                try #require(made.status == 0, "\(made.stderr)")
                let result = InProcess.run(["render", scene.path, "--over", video.path, "--at", "0.2", "-o", still.path])
                try #require(result.status == 0, "\(result.stderr)")
                let pixels = try Self.decodedFrame(still, 0)
                try #require(pixels.count == 320 * 180 * 3)
                let plate = Array(pixels[(90 * 320 + 160) * 3..<(90 * 320 + 160) * 3 + 3]), grey = Array(pixels[(20 * 320 + 20) * 3..<(20 * 320 + 20) * 3 + 3])
                #expect(plate == [255, 255, 255], "\(transfer): \(plate)")
                #expect(grey.allSatisfy { abs(Int($0) - 160) <= 6 } && grey.max()! - grey.min()! <= 4, "\(transfer): the grey is \(grey)")
            }
        }
    }

    /// The frame `index` of `url` as ffmpeg decodes it, in straight RGB.
    static func decodedFrame(_ url: URL, _ index: Int) throws -> [UInt8] {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        return [UInt8](try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-vf", "select=eq(n\\,\(index))", "-vframes", "1",
                                                    "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout)
    }

    @Test("background: {video} in a scene renders as --over does: the video's size, rate, length and sound; a still is the title over the video's frame then")
    func backgroundVideo() throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffprobe = try #require(TestSupport.which("ffprobe"))
            try FootageFixtures.clip(at: folder.appendingPathComponent("clip.mp4"))
            // The video is named relative to the scene, which is in the folder; the command runs elsewhere.
            let scene = folder.appendingPathComponent("title.yaml")
            try Data("""
                version: 1
                background: {video: clip.mp4}
                layers:
                  - shape: {kind: rect, width: 100, height: 40}
                    color: "#ffffff"
                    end: 1

                """.utf8).write(to: scene)
            let movie = folder.appendingPathComponent("out.mp4")
            let result = InProcess.run(["render", scene.path, "-o", movie.path])
            try #require(result.status == 0, "\(result.stderr)")
            let streams = try TestSupport.run(ffprobe, ["-v", "error", "-count_packets", "-show_entries",
                                                        "stream=codec_type,width,height,r_frame_rate,nb_read_packets", "-of", "compact", movie.path]).stdoutString
            #expect(streams.contains("codec_type=video|width=320|height=180|r_frame_rate=25/1|nb_read_packets=30"), "\(streams)")
            #expect(streams.contains("codec_type=audio"), "\(streams)")
            // A still at 0.48 s is frame 12: the plate (x 110..<210, y 70..<110) over the video's frame 12.
            let still = folder.appendingPathComponent("still.png")
            let png = InProcess.run(["render", scene.path, "--at", "0.48", "-o", still.path])
            try #require(png.status == 0, "\(png.stderr)")
            let drawn = try Self.decodedFrame(still, 0), original = try Self.decodedFrame(folder.appendingPathComponent("clip.mp4"), 12)
            try #require(drawn.count == 320 * 180 * 3 && original.count == drawn.count)
            var worst = 0, plate = true
            for y in 0..<180 {
                for x in 0..<320 {
                    let index = (y * 320 + x) * 3
                    if (110..<210).contains(x) && (70..<110).contains(y) {
                        plate = plate && drawn[index..<index + 3].allSatisfy { $0 == 255 }
                    } else {
                        worst = max(worst, (0..<3).map { abs(Int(drawn[index + $0]) - Int(original[index + $0])) }.max()!)
                    }
                }
            }
            #expect(plate, "the plate is white")
            // ffmpeg converts the same frame to BGRA for the still and to RGB here: the same swscale, at most rounding apart.
            #expect(worst <= 2, "outside the plate the still is the video's frame 12 (worst difference \(worst))")
            // Outputs that cannot go over a video, and videos that are not there, are errors at the key.
            let gif = folder.appendingPathComponent("title.gif")
            let refused = InProcess.run(["render", scene.path, "-o", gif.path])
            #expect(refused.status == 2 && refused.stderr.contains("title.yaml:2:") && refused.stderr.contains("background.video"), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: gif.path))
            try Data("version: 1\nbackground: {video: missing.mp4}\n".utf8).write(to: scene)
            let missing = InProcess.run(["render", scene.path, "-o", movie.path])
            #expect(missing.status == 2 && missing.stderr.contains("missing.mp4") && missing.stderr.contains("does not exist"), "\(missing.stderr)")
        }
    }

    @Test("a video stored turned a quarter (a phone's portrait video) is drawn over as it shows: upright, the card its shown size, the plate in its middle")
    func rotatedVideo() throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
            let stored = folder.appendingPathComponent("stored.mp4"), video = folder.appendingPathComponent("portrait.mp4")
            try FootageFixtures.clip(at: stored)
            // The same 320x180 pictures, to be shown turned a quarter: 180x320.
            let turned = try TestSupport.run(ffmpeg, ["-v", "error", "-i", stored.path, "-c", "copy", "-metadata:s:v:0", "rotate=90", video.path])
            try #require(turned.status == 0, "\(turned.stderr)")
            let scene = folder.appendingPathComponent("title.yaml")
            try Data(Self.plateScene.utf8).write(to: scene)
            for name in ["out.mp4", "still.png"] {
                let output = folder.appendingPathComponent(name)
                let result = InProcess.run(["render", scene.path, "--over", video.path] + (name.hasSuffix(".png") ? ["--at", "0.5"] : []) + ["-o", output.path])
                try #require(result.status == 0, "\(name): \(result.stderr)")
                let sides = try TestSupport.run(ffprobe, ["-v", "error", "-show_entries", "stream=width,height", "-of", "csv=p=0", output.path]).stdoutString
                #expect(sides.trimmingCharacters(in: .whitespacesAndNewlines) == "180,320", "\(name): \(sides)")
                let pixels = [UInt8](try TestSupport.run(ffmpeg, ["-v", "error", "-i", output.path, "-vframes", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout)
                try #require(pixels.count == 180 * 320 * 3)
                // The plate, 100×40 in the middle of 180x320: x 40..<140, y 140..<180.
                for (x, y) in [(45, 145), (90, 160), (134, 174)] {
                    #expect((0..<3).allSatisfy { pixels[(y * 180 + x) * 3 + $0] >= 235 }, "\(name): plate at (\(x), \(y))")
                }
                // Around it, the video as a player shows it (ffmpeg's own turned decode of the
                // frame), not the stored picture.
                let shown = [UInt8](try TestSupport.run(ffmpeg, ["-v", "error", "-i", video.path] + (name.hasSuffix(".png") ? ["-ss", "0.5"] : [])
                                                         + ["-vframes", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout)
                try #require(shown.count == pixels.count)
                var worst = 0
                for (x, y) in [(20, 20), (160, 20), (20, 300), (160, 300), (90, 60), (90, 260)] {
                    worst = max(worst, (0..<3).map { abs(Int(pixels[(y * 180 + x) * 3 + $0]) - Int(shown[(y * 180 + x) * 3 + $0])) }.max()!)
                }
                #expect(worst < 24, "\(name): the video shows upright around the plate (worst difference \(worst))")
            }
        }
    }

    @Test("no output may be written over a file the render reads: the footage, a background picture, an image layer")
    func neverOverAnInput() throws {
        try TestSupport.withTemporaryFolder { folder in
            let clip = folder.appendingPathComponent("clip.mp4")
            try FootageFixtures.clip(at: clip)
            let ffmpeg = try #require(TestSupport.which("ffmpeg"))
            let logo = folder.appendingPathComponent("logo.png")
            _ = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=32x32:rate=1", "-frames:v", "1", logo.path])
            let scene = folder.appendingPathComponent("title.yaml")
            try Data("version: 1\nbackground: {image: logo.png}\nlayers:\n  - image: {file: logo.png}\n".utf8).write(to: scene)
            let before = (try Data(contentsOf: clip), try Data(contentsOf: logo))
            for arguments in [["--over", clip.path, "-o", clip.path], ["-o", logo.path], ["-o", folder.path + "/./logo.png"]] {
                let result = InProcess.run(["render", scene.path] + arguments)
                #expect(result.status == 2 && result.stderr.contains("which the render reads"), "\(arguments): \(result.stderr)")
            }
            #expect(try Data(contentsOf: clip) == before.0 && Data(contentsOf: logo) == before.1, "the inputs are unchanged")
        }
    }
}
