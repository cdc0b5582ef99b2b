import Foundation
import KinetypeGIF
import KinetypeRasterKernels
import Testing

@Suite("GIF transparent background")
struct GIFTransparencyTests {
    @Test("pixels with source alpha 0 are transparent; opaque glyph pixels are opaque")
    func transparentWhereClear() throws {
        let card = TestCard(width: 160, height: 96, frameCount: 20, background: .clear)
        let data = try GIFEncoder(transparentBackground: true).encode(frameCount: 20, fps: 20) { card.frame($0) }
        let gif = try DecodedGIF(data)
        let screens = gif.screens(atFrames: 20, fps: 20)
        for index in [0, 10, 19] {
            let source = card.pixels(index)
            for (p, (shown, original)) in zip(screens[index], source).enumerated() {
                if original >> 24 == 0 { #expect(shown == 0, "frame \(index) pixel \(p)") }
                if original >> 24 >= 128 { #expect(shown >> 24 == 255, "frame \(index) pixel \(p)") }
            }
        }
        #expect(psnr(screens, (0..<20).map(card.expected)) >= 30)
    }

    @Test("pixels that become transparent are cleared (disposal to background)")
    func clearingMotion() throws {
        // A white square moves right on a clear canvas: its old position must become transparent.
        let width = 40, height = 12
        let frame = { (index: Int) -> Frame in
            var pixels = [UInt32](repeating: 0, count: width * height)
            for y in 3..<9 { for x in index * 3..<index * 3 + 6 { pixels[y * width + x] = 0xFFFF_FFFF } }
            return Frame(width: width, height: height, pixels: pixels)
        }
        let data = try GIFEncoder(transparentBackground: true).encode(frameCount: 10, fps: 10, frame: frame)
        let gif = try DecodedGIF(data)
        #expect(gif.frames.count == 10)
        #expect(gif.frames.dropLast().allSatisfy { $0.disposal == 2 })
        let screens = gif.composited()
        for index in 0..<10 {
            let expected = frame(index).pixels.map { $0 == 0 ? UInt32(0) : 0xFFFF_FFFF }
            #expect(screens[index] == expected, "frame \(index)")
        }
        if Tools.hasFFmpeg {
            let byFFmpeg = try Tools.ffmpegFrames(data, width: width, height: height)
            for index in 0..<10 {
                let visible = byFFmpeg[index].map { $0 >> 24 >= 128 }
                #expect(visible == frame(index).pixels.map { $0 != 0 }, "ffmpeg frame \(index)")
            }
        }
    }

    @Test("alpha below 128 is transparent, 128 and above opaque and un-premultiplied")
    func oneBitThreshold() throws {
        // Half-transparent red (premultiplied) at alpha 127 and 128, and opaque blue.
        let red127 = Frame.premultipliedPixel(red: 255, green: 0, blue: 0, alpha: 127)
        let red128 = Frame.premultipliedPixel(red: 255, green: 0, blue: 0, alpha: 128)
        let frame = Frame(width: 3, height: 1, pixels: [red127, red128, 0xFF00_00FF])
        let data = try GIFEncoder(transparentBackground: true).encode(frameCount: 1, fps: 10) { _ in frame }
        let shown = try DecodedGIF(data).composited()[0]
        #expect(shown[0] == 0)
        #expect(shown[1] == 0xFF00_00FF)  // opaque pure red (r | g<<8 | b<<16 | a<<24)
        #expect(shown[2] == 0xFFFF_0000)  // opaque pure blue
    }

    @Test("a fully transparent animation is one transparent frame with the whole duration")
    func allClear() throws {
        let clear = Frame(width: 8, height: 8, pixels: [UInt32](repeating: 0, count: 64))
        let data = try GIFEncoder(transparentBackground: true).encode(frameCount: 10, fps: 10) { _ in clear }
        let gif = try DecodedGIF(data)
        #expect(gif.frames.count == 1 && gif.delays == [100])
        #expect(gif.composited()[0].allSatisfy { $0 == 0 })
    }

    @Test("without transparentBackground, clear pixels show the premultiplied colour over black")
    func opaqueComposite() throws {
        let half = Frame.premultipliedPixel(red: 200, green: 100, blue: 50, alpha: 128)
        let frame = Frame(width: 2, height: 1, pixels: [0, half])
        let shown = try DecodedGIF(GIFEncoder().encode(frameCount: 1, fps: 10) { _ in frame }).composited()[0]
        #expect(shown[0] == 0xFF00_0000)
        // 200·128/255 = 100, 100·128/255 = 50, 50·128/255 = 25.
        #expect(shown[1] == 0xFF19_3264)
    }
}
