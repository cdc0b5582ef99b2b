import Foundation
import KinetypeTestSupportCore
import Testing

/// `render SCENE --over VIDEO`: the card drawn over a copy of a video, which keeps its size,
/// frame rate, length and sound (read back with ffprobe), the card's pixels where its layers are
/// and the video's elsewhere (decoded with ffmpeg).
@Suite struct RenderOverTests {
    @Test("a title over footage keeps the video's size, rate, length and sound, and its plate shows where the layout puts it")
    func overVideo() throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
            let video = folder.appendingPathComponent("in.mp4"), output = folder.appendingPathComponent("out.mp4")
            try FootageFixtures.clip(at: video)
            // A 1280x720 scene with a black background: over the video, its canvas becomes 320x180
            // and its background gives way. The plate: 100×40, centred: x 110..<210, y 70..<110.
            let scene = folder.appendingPathComponent("title.yaml")
            try Data("""
                version: 1
                canvas: 1280x720
                duration: 5
                background: black
                layers:
                  - shape: {kind: rect, width: 100, height: 40}
                    color: "#ffffff"

                """.utf8).write(to: scene)
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
            let png = InProcess.run(["render", scene.path, "--over", video.path, "-o", folder.appendingPathComponent("still.png").path])
            #expect(png.status == 2 && png.stderr.contains("--over"), "\(png.stderr)")
        }
    }
}
