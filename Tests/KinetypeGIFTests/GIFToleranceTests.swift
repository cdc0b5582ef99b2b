import Foundation
import KinetypeGIF
import KinetypeRasterKernels
import Testing

@Suite("GIF quality setting: drift tolerance")
struct GIFToleranceTests {
    /// A 40x20 panel whose grey level rises by one level per frame, over a static dark frame.
    func fade(_ index: Int) -> Frame {
        var pixels = [UInt32](repeating: 0xFF10_1018, count: 64 * 32)
        let grey = UInt32(100 + index)
        for y in 6..<26 { for x in 12..<52 { pixels[y * 64 + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey } }
        return Frame(width: 64, height: 32, pixels: pixels)
    }

    @Test("quality 100 redraws every change; quality 90 lets a pixel drift up to 2 levels")
    func slowFade() throws {
        let exact = try DecodedGIF(GIFEncoder(quality: 100, dithering: 0).encode(frameCount: 30, fps: 30, frame: fade))
        let tolerant = try DecodedGIF(GIFEncoder(quality: 90, dithering: 0).encode(frameCount: 30, fps: 30, frame: fade))
        #expect(exact.frames.count == 30)
        // A one-level-per-frame fade is redrawn every third frame: 0, 3, 6 … 27.
        #expect(tolerant.frames.count == 10)
        #expect(tolerant.duration == exact.duration)
        // The error against the source never exceeds the tolerance plus palette rounding.
        let screens = tolerant.screens(atFrames: 30, fps: 30)
        for index in 0..<30 {
            let source = fade(index).pixels
            for (shown, original) in zip(screens[index], source) {
                let error = abs(Int(shown & 0xFF) - Int((original >> 16) & 0xFF))
                #expect(error <= 3, "frame \(index)")
            }
        }
    }
}
