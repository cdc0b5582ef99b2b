import Foundation
import KinetypeGIF
import KinetypeRasterKernels
import Testing

/// A frame that differs from every other: frame `index` written in binary into 16 pixels.
private func counter(_ index: Int) -> Frame {
    Frame(width: 16, height: 1, pixels: (0..<16).map { bit in index >> bit & 1 == 1 ? 0xFFFF_FFFF : 0xFF00_0000 })
}

@Suite("GIF timing at any frame rate")
struct GIFTimingTests {
    @Test("total is round(N·100/fps) and no delay is under the minimum", arguments: [
        1.0, 7.5, 12, 23.976, 29.97, 48, 50, 59.94, 90, 120, 240,
    ])
    func anyFrameRate(fps: Double) throws {
        for frames in [1, 2, 17, 100] {
            let gif = try DecodedGIF(GIFEncoder().encode(frameCount: frames, fps: fps, frame: counter))
            let total = Int((Double(frames) * 100 / fps).rounded())
            #expect(gif.duration == total, "\(frames) frames at \(fps) fps")
            if total >= 2 { #expect(gif.delays.allSatisfy { $0 >= 2 }, "\(frames) frames at \(fps) fps: \(gif.delays)") }
            // Frame i starts at ⌊i·100/fps⌋: every written frame shows the rendered frame that
            // starts then, and no frame starts less than 2 cs after the previous one.
            var start = 0
            let shown = gif.composited()
            for (k, delay) in gif.delays.enumerated() {
                let index = (0..<frames).first { (frame: Int) -> Bool in
                    let starts: Double = (Double(frame) * 100 / fps + 1e-9).rounded(.down)
                    return Int(starts) == start
                } ?? -1
                let expected: [UInt32] = index < 0 ? [] : counter(index).pixels.map { (pixel: UInt32) -> UInt32 in pixel == 0xFFFF_FFFF ? 0xFFFF_FFFF : 0xFF00_0000 }
                let matches = index >= 0 && shown[k] == expected
                #expect(matches, "\(frames) frames at \(fps) fps, GIF frame \(k) at \(start) cs")
                start += delay
            }
        }
    }

    @Test("a delay longer than GIF's 16 bits continues in a transparent one-pixel frame")
    func longDelay() throws {
        // One frame at 0.0015 fps lasts round(100 / 0.0015) = 66667 cs.
        let data = try GIFEncoder().encode(frameCount: 1, fps: 0.0015) { _ in counter(5) }
        let gif = try DecodedGIF(data)
        #expect(gif.delays == [65535, 1132])
        #expect(gif.frames[1].width == 1 && gif.frames[1].indices == [UInt8(gif.frames[1].transparentIndex!)])
        let shown = gif.composited()
        #expect(shown[1] == shown[0])
    }
}
