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

    /// 64x32 black frames with a 16x16 square moving right: white, except in frame 4, which no
    /// palette sample covers (25 frames, samples at k·24/19), where it is (250, 240, 255).
    static func strayShade(_ index: Int) -> Frame {
        let width = 64, height = 32
        var pixels = [UInt32](repeating: Frame.premultipliedPixel(red: 0, green: 0, blue: 0), count: width * height)
        let color = index == 4 ? Frame.premultipliedPixel(red: 250, green: 240, blue: 255) : Frame.premultipliedPixel(red: 255, green: 255, blue: 255)
        for y in 8..<24 {
            for x in (index * 2)..<(index * 2 + 16) { pixels[y * width + x] = color }
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    @Test("a shade the palette samples missed shows as its nearest palette colour when the palette is made early (ffmpeg decodes)")
    func strayShadeTakesNearest() throws {
        let samples = (0..<20).map { $0 * 24 / 19 }
        try #require(!samples.contains(4))
        var encoder = GIFEncoder(quality: 100, threads: 2)
        // Over its budget at once, the encoder makes the palette from the samples before frame 4 is seen.
        encoder.heldJobBudget = 1
        let gif = try encoder.encode(frameCount: 25, fps: 25) { Self.strayShade($0) }
        let decoded = try Tools.ffmpegFrames(gif, width: 64, height: 32)
        try #require(decoded.count == 25)
        // The palette is the samples' own colours, black and white; white is the nearer.
        let white: UInt32 = 0xFFFF_FFFF, black: UInt32 = 0xFF00_0000
        #expect(decoded[4][16 * 64 + 12] == white)
        #expect(decoded[4][16 * 64 + 40] == black)
        #expect(decoded[5][16 * 64 + 12] == white)
    }

    @Test("with every frame counted before the palette is made, a shade no sample holds is in the palette (ffmpeg decodes)")
    func strayShadeKeptWhenEveryFrameIsCounted() throws {
        let gif = try GIFEncoder(quality: 100, threads: 2).encode(frameCount: 25, fps: 25) { Self.strayShade($0) }
        let decoded = try Tools.ffmpegFrames(gif, width: 64, height: 32)
        try #require(decoded.count == 25)
        // Decoded pixels are RGBA bytes in memory (0xAABBGGRR): the square's (250, 240, 255) exactly.
        #expect(decoded[4][16 * 64 + 12] == 0xFFFF_F0FA)
        #expect(decoded[4][16 * 64 + 40] == 0xFF00_0000)
        #expect(decoded[5][16 * 64 + 12] == 0xFFFF_FFFF)
    }
}
