import Foundation
import KinetypeGIF
import KinetypeRasterKernels
import Testing

/// Frames with few colours get those colours as the palette: at quality 100 the decoded GIF
/// (ffmpeg, the independent decoder) equals the source exactly.
@Suite struct GIFExactPaletteTests {
    /// 64x32 frames: a grey ramp of 200 levels that shifts each frame, over black.
    static func frame(_ index: Int) -> Frame {
        let width = 64, height = 32
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let level = UInt8((x * 3 + y * 2 + index * 7) % 200)
                pixels[y * width + x] = Frame.premultipliedPixel(red: level, green: level, blue: level)
            }
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    @Test("200 shades decode exactly at quality 100")
    func exact() throws {
        let gif = try GIFEncoder(quality: 100, threads: 1).encode(frameCount: 6, fps: 10) { Self.frame($0) }
        let decoded = try Tools.ffmpegFrames(gif, width: 64, height: 32)
        try #require(decoded.count == 6)
        for index in 0..<6 {
            let source = Self.frame(index).pixels
            for (i, pixel) in decoded[index].enumerated() {
                let level = UInt32(source[i] & 0xFF)
                let expected = level | level << 8 | level << 16 | 0xFF00_0000
                #expect(pixel == expected, "frame \(index) pixel \(i)")
                if pixel != expected { return }
            }
        }
    }
}
