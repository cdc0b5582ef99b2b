import Foundation
import KinetypeTestSupportCore
import Testing

/// Over a video, a card whose ink keeps to a band of the frame is laid over the video by
/// ffmpeg's `overlay` (only the band crosses a pipe); a card whose ink spreads over more than
/// half the frame is composited by Kinetype (the general way). Both must give the same picture:
/// the card's pixels where its layers are on every frame, the video's elsewhere, decoded with
/// ffmpeg. (A frame whose ink leaves the band, which sends a card back to the general way, is
/// `OverlayBandGuessTests` in the export tests.)
@Suite struct OverlayBandTests {
    /// ``RenderOverTests/plateScene`` (a 100×40 plate in the middle the whole time) and a 40×20
    /// plate at the top left shown only at 0.12–0.2 s (frames 3 and 4 at the clip's 25 fps,
    /// between the frames sampled every second: the layer's own start and end are sampled);
    /// with `dot`, a 4×4 dot at the bottom right all along, which spreads the ink over more
    /// than half the frame.
    static func scene(dot: Bool) -> String {
        RenderOverTests.plateScene + """
              - shape: {kind: rect, width: 40, height: 20}
                color: "#ffffff"
                position: {anchor: topLeading, offset: [10, 10]}
                start: 0.12
                end: 0.2

            """ + (dot ? """
              - shape: {kind: rect, width: 4, height: 4}
                color: "#ffffff"
                position: {anchor: bottomTrailing, offset: [-10, -10]}

            """ : "")
    }

    @Test("a layer shown for two frames is in the band (its start and end are sampled), and the banded render gives the general way's picture")
    func bandedAndGeneral() throws {
        try TestSupport.withTemporaryFolder { folder in
            let video = folder.appendingPathComponent("in.mp4")
            try FootageFixtures.clip(at: video)
            var outputs: [URL] = []
            for dot in [false, true] {
                let scene = folder.appendingPathComponent("scene-\(dot).yaml"), output = folder.appendingPathComponent("out-\(dot).mp4")
                try Data(Self.scene(dot: dot).utf8).write(to: scene)
                let result = InProcess.run(["render", scene.path, "--over", video.path, "-o", output.path])
                try #require(result.status == 0, "\(result.stderr)")
                outputs.append(output)
            }
            func pixel(_ data: [UInt8], _ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(data[(y * 320 + x) * 3 + $0]) } }
            // The flash (x 26..<66, y 26..<46: the canvas takes the video's size, and the anchor
            // keeps its safe margin) is white on frame 4 both ways, and gone by frame 8.
            let flash = (45, 35)
            for output in outputs {
                let flashed = try RenderOverTests.decodedFrame(output, 4)
                try #require(flashed.count == 320 * 180 * 3)
                #expect(pixel(flashed, flash.0, flash.1).allSatisfy { $0 >= 235 }, "the flash on frame 4: \(pixel(flashed, flash.0, flash.1))")
                let after = try RenderOverTests.decodedFrame(output, 8), source = try RenderOverTests.decodedFrame(video, 8)
                #expect(zip(pixel(after, flash.0, flash.1), pixel(source, flash.0, flash.1)).allSatisfy { abs($0 - $1) < 24 },
                        "frame 8 shows the video there")
            }
            // Away from the dot, the banded render and the general one are the same picture
            // within the encoder's loss: the plate white, the video around it.
            for index in [0, 4, 12, 20] {
                let banded = try RenderOverTests.decodedFrame(outputs[0], index), general = try RenderOverTests.decodedFrame(outputs[1], index)
                try #require(banded.count == general.count)
                var total = 0, count = 0
                for y in 0..<180 {
                    for x in 0..<320 where !(x >= 260 && y >= 120) {
                        total += zip(pixel(banded, x, y), pixel(general, x, y)).reduce(0) { $0 + abs($1.0 - $1.1) }
                        count += 3
                    }
                }
                #expect(Double(total) / Double(count) < 1.5, "frame \(index): mean difference \(Double(total) / Double(count))")
                for (x, y) in [(115, 75), (160, 90), (204, 104)] {
                    #expect(pixel(banded, x, y).allSatisfy { $0 >= 235 } && pixel(general, x, y).allSatisfy { $0 >= 235 }, "plate at (\(x), \(y)) on frame \(index)")
                }
            }
        }
    }
}
