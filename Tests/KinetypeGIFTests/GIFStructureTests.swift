import Foundation
import KinetypeGIF
import KinetypeRasterKernels
import KinetypeTestSupportCore
import Testing

/// Frames that all differ: a 3x3 white dot stepping along a dark strip, so no frame is merged.
private func movingDot(_ index: Int, width: Int = 48, height: Int = 8) -> Frame {
    var pixels = [UInt32](repeating: 0xFF20_2030, count: width * height)
    let x0 = index % (width - 3), y0 = (index / (width - 3)) % (height - 3)
    for y in y0..<y0 + 3 { for x in x0..<x0 + 3 { pixels[y * width + x] = 0xFFFF_FFFF } }
    return Frame(width: width, height: height, pixels: pixels)
}

@Suite("GIF structure: size, frames, loop, delays")
struct GIFStructureTests {
    @Test("canvas size, GIF89a, one global palette and loop forever by default")
    func canvasAndLoop() throws {
        let card = TestCard()
        let data = try GIFEncoder().encode(frameCount: card.frameCount, fps: 30) { card.frame($0) }
        let gif = try DecodedGIF(data)
        #expect(String(decoding: data.prefix(6), as: UTF8.self) == "GIF89a")
        #expect(gif.width == card.width && gif.height == card.height)
        #expect(gif.loopCount == 0)
        #expect(gif.colors.count <= 256 && gif.colors.count >= 2)
        #expect(gif.frames[0].left == 0 && gif.frames[0].top == 0)
        #expect(gif.frames[0].width == card.width && gif.frames[0].height == card.height)
        #expect(gif.frames.allSatisfy { $0.disposal == 1 })
    }

    @Test("loop count is written as given; nil writes no Netscape extension", arguments: [1, 3, 65535])
    func loopCount(count: Int) throws {
        let looped = try GIFEncoder(loopCount: count).encode(frameCount: 4, fps: 10) { movingDot($0) }
        #expect(try DecodedGIF(looped).loopCount == count)
        let once = try GIFEncoder(loopCount: nil).encode(frameCount: 4, fps: 10) { movingDot($0) }
        #expect(try DecodedGIF(once).loopCount == nil)
    }

    @Test("30 fps delays are 3, 3, 4 … and sum to round(N·100/fps)")
    func thirtyFPS() throws {
        let data = try GIFEncoder().encode(frameCount: 30, fps: 30) { movingDot($0) }
        let gif = try DecodedGIF(data)
        #expect(gif.delays == Array(repeating: [3, 3, 4], count: 10).flatMap { $0 })
        #expect(gif.duration == 100)
    }

    @Test("delays keep the exact total at 24, 25 and 30 fps", arguments: [(24.0, 48, [4, 4, 4, 4, 4, 5]), (25.0, 50, [4]), (30.0, 45, [3, 3, 4])])
    func exactTotals(fps: Double, frames: Int, pattern: [Int]) throws {
        let data = try GIFEncoder().encode(frameCount: frames, fps: fps) { movingDot($0) }
        let gif = try DecodedGIF(data)
        #expect(gif.frames.count == frames)
        let expected = (0..<frames).map { pattern[$0 % pattern.count] }
        #expect(gif.delays == expected)
        #expect(gif.duration == Int((Double(frames) * 100 / fps).rounded()))
    }

    @Test("60 fps: no delay under 2 cs by default, frames dropped, total exact")
    func sixtyFPSBrowserSafe() throws {
        var asked: [Int] = []
        let data = try GIFEncoder().encode(frameCount: 60, fps: 60) { index in
            asked.append(index)
            return movingDot(index)
        }
        let gif = try DecodedGIF(data)
        #expect(gif.duration == 100)
        #expect(gif.delays.allSatisfy { $0 >= 2 })
        // Start times 0, 1, 3, 5, 6, 8, 10 … : every frame starting 1 cs after the previous is skipped.
        #expect(gif.delays == Array(repeating: [3, 2], count: 20).flatMap { $0 })
        #expect(gif.frames.count == 40)
        #expect(!asked.contains(1) && !asked.contains(4) && asked.contains(2) && asked.contains(3))
    }

    @Test("60 fps with minimumDelay 1 keeps every frame: 1, 2, 2, 1, 2, 2 …")
    func sixtyFPSEveryFrame() throws {
        let data = try GIFEncoder(minimumDelay: 1).encode(frameCount: 60, fps: 60) { movingDot($0) }
        let gif = try DecodedGIF(data)
        #expect(gif.frames.count == 60)
        #expect(gif.delays == Array(repeating: [1, 2, 2], count: 20).flatMap { $0 })
        #expect(gif.duration == 100)
    }

    @Test("identical consecutive frames merge into one longer delay")
    func mergesIdenticalFrames() throws {
        // Frames 0...9 move, 10...29 repeat frame 9, then 30...35 move again.
        let frame = { (i: Int) in movingDot(i < 10 ? i : (i < 30 ? 9 : i)) }
        let data = try GIFEncoder().encode(frameCount: 36, fps: 30, frame: frame)
        let gif = try DecodedGIF(data)
        #expect(gif.frames.count == 10 + 6)
        // Frame 9 starts at round(900/30) = 30 cs and lasts until frame 30 starts at 100 cs.
        #expect(gif.delays[9] == 70)
        #expect(gif.duration == 120)
    }

    @Test("ffprobe agrees on frame count and duration", .enabled(if: Tools.hasFFmpeg))
    func ffprobeAgrees() throws {
        let card = TestCard(frameCount: 30)
        let data = try GIFEncoder().encode(frameCount: 30, fps: 30) { card.frame($0) }
        let gif = try DecodedGIF(data)
        let probe = try Tools.probe(data)
        #expect(probe.frames == gif.frames.count)
        #expect(gif.frames.count < 30)  // the settled tail is merged
        expectClose(probe.duration, 1.0, tolerance: 0.001)
    }

    @Test("a single 1x1 frame is a valid GIF")
    func tinyGIF() throws {
        let data = try GIFEncoder().encode(frameCount: 1, fps: 30) { _ in Frame(width: 1, height: 1, pixels: [0xFF33_6699]) }
        let gif = try DecodedGIF(data)
        #expect(gif.width == 1 && gif.frames.count == 1 && gif.delays == [3])
        let pixel = gif.composited()[0][0]
        #expect(pixel == 0xFF99_6633)
    }
}
