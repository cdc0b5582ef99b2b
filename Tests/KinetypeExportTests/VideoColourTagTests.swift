import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Every video Kinetype writes says BT.709 in its bitstream as well as in its container, so a
/// decoder that reads the bitstream's tags (ffmpeg reads ProRes's frame header, and Kdenlive,
/// Shotcut, OBS and HandBrake are built on it) shows a card's colours as they are. The
/// reference is ffmpeg decoding to RGB with no colour hints: a plate of #e62e4d is
/// (230, 46, 77) within 2, where an untagged ProRes frame decodes as BT.601 to (214, 25, 77).
@Suite struct VideoColourTagTests {
    @Test("a #e62e4d plate decodes without colour hints to (230,46,77) ±2: ProRes 4444 from both encoders, H.264, VP9", arguments: [
        ("mov", 640, 360), ("mov", 1920, 1080), ("mov", 641, 361), ("mp4", 640, 360), ("webm", 640, 360), ("webm", 1920, 1080),
    ])
    func plate(ext: String, width: Int, height: Int) throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg (make setup installs it)")
        let plate = try Color(parsing: "#e62e4d")
        let card = TitleCard(width: width, height: height, fps: 10, duration: 0.2, background: plate) { _ in
            Text(".").foregroundStyle(plate)
        }
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("plate.\(ext)")
            try card.export(to: url, options: ExportOptions(threads: 2))
            let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
            let bytes = [UInt8](decoded.stdout)
            try #require(bytes.count == width * height * 3, "ffmpeg decoded \(bytes.count) bytes: \(decoded.stderr)")
            let centre = ((height / 2) * width + width / 2) * 3
            let pixel = bytes[centre..<centre + 3].map(Int.init)
            #expect(zip(pixel, [230, 46, 77]).allSatisfy { abs($0 - $1) <= 2 }, "\(ext) \(width)x\(height) decodes to \(pixel)")
        }
    }

    @Test("a clear card's ProRes 4444 keeps its alpha and its colour tags in the frame header")
    func clear() throws {
        let ffprobe = try #require(TestSupport.which("ffprobe"), "ffprobe (make setup installs ffmpeg)")
        let card = TitleCard(width: 640, height: 360, fps: 10, duration: 0.2, background: .clear) { _ in
            Text("Tagged").foregroundStyle(.white)
        }
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("clear.mov")
            try card.export(to: url, options: ExportOptions(threads: 2))
            // The first frame as decoded: its colour fields come from the ProRes frame header.
            let frame = try TestSupport.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-read_intervals", "%+#1", "-show_entries",
                                                      "frame=pix_fmt,color_primaries,color_transfer,color_space", "-of", "default=noprint_wrappers=1",
                                                      url.path]).stdoutString
            #expect(frame.contains("pix_fmt=yuva444p"), "\(frame)")
            for tag in ["color_primaries=bt709", "color_transfer=bt709", "color_space=bt709"] {
                #expect(frame.contains(tag), "\(frame)")
            }
        }
    }
}
