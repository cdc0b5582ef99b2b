import Foundation
import KinetypeGIF
import KinetypeRasterKernels
import Testing

@Suite("GIF determinism and streaming")
struct GIFDeterminismTests {
    let card = TestCard(width: 200, height: 120, frameCount: 40)

    func encode(_ encoder: GIFEncoder) throws -> Data {
        try encoder.encode(frameCount: card.frameCount, fps: 30) { card.frame($0) }
    }

    @Test("two runs give identical bytes")
    func twoRuns() throws {
        #expect(try encode(GIFEncoder()) == encode(GIFEncoder()))
    }

    @Test("1, 2 and 3 threads give identical bytes")
    func threadCounts() throws {
        let one = try encode(GIFEncoder(threads: 1))
        #expect(try encode(GIFEncoder(threads: 2)) == one)
        #expect(try encode(GIFEncoder(threads: 3)) == one)
    }

    @Test("transparent background: identical bytes with 1 and 2 threads")
    func transparentThreads() throws {
        var clear = card
        clear.background = .clear
        let run = { (threads: Int) in
            try GIFEncoder(transparentBackground: true, threads: threads).encode(frameCount: clear.frameCount, fps: 30) { clear.frame($0) }
        }
        #expect(try run(1) == run(2))
    }

    @Test("each shown frame is rendered once, in order, when the changes wait within the budget")
    func callbackOrder() throws {
        var asked: [Int] = []
        let long = TestCard(width: 64, height: 40, frameCount: 100)
        _ = try GIFEncoder().encode(frameCount: 100, fps: 25) { index in
            asked.append(index)
            return long.frame(index)
        }
        #expect(asked == Array(0..<100))
    }

    @Test("over the budget, the remaining palette samples are rendered ahead once, and the bytes do not change")
    func overBudget() throws {
        var asked: [Int] = []
        let long = TestCard(width: 64, height: 40, frameCount: 100)
        var tight = GIFEncoder()
        tight.heldJobBudget = 1
        let data = try tight.encode(frameCount: 100, fps: 25) { index in
            asked.append(index)
            return long.frame(index)
        }
        #expect(data == (try GIFEncoder().encode(frameCount: 100, fps: 25) { long.frame($0) }))
        // Frame 0's job is final when frame 1 arrives, and already over the budget: the palette
        // then needs the 19 samples after frame 0 (every shown frame k·99/19, k = 1…19: the
        // documented even spread), rendered out of turn; then the frames go on in order.
        let samples: [Int] = (1..<20).map { $0 * 99 / 19 }
        let expected: [Int] = [0, 1] + samples + Array(2..<100)
        #expect(asked == expected)
    }

    @Test("frames rendered concurrently give the bytes of frames rendered in order, on 1, 2 and 3 threads")
    func concurrentRendering() throws {
        let card = self.card
        let reference = try encode(GIFEncoder(threads: 1))
        for threads in 1...3 {
            #expect(try GIFEncoder(threads: threads).encodeConcurrently(frameCount: card.frameCount, fps: 30) { card.frame($0) } == reference)
        }
        var tight = GIFEncoder(threads: 2)
        tight.heldJobBudget = 1
        #expect(try tight.encodeConcurrently(frameCount: card.frameCount, fps: 30) { card.frame($0) } == reference)
    }

    @Test("an error from a frame rendered concurrently is thrown in frame order")
    func concurrentError() throws {
        struct Broken: Error, Equatable { let index: Int }
        let card = self.card
        #expect(throws: Broken(index: 7)) {
            try GIFEncoder(threads: 3).encodeConcurrently(frameCount: card.frameCount, fps: 30) { index in
                if index == 7 || index == 9 { throw Broken(index: index) }
                return card.frame(index)
            }
        }
    }

    @Test("writing to a FileHandle gives the same bytes as encoding to Data, and a summary")
    func fileHandleOutput() throws {
        let path = NSTemporaryDirectory() + "kinetype-gif-\(UUID().uuidString).gif"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let summary = try GIFEncoder().encode(frameCount: card.frameCount, fps: 30, to: handle) { card.frame($0) }
        try handle.close()
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written == (try encode(GIFEncoder())))
        let gif = try DecodedGIF(written)
        #expect(summary.width == card.width && summary.height == card.height)
        #expect(summary.frameCount == gif.frames.count && summary.duration == gif.duration)
        #expect(summary.byteCount == written.count)
    }

    @Test("frames with a row stride wider than the image encode like packed frames")
    func stride() throws {
        let padded = { (index: Int) -> Frame in
            let frame = card.frame(index)
            var pixels: [UInt32] = []
            for y in 0..<frame.height {
                pixels += frame.pixels[y * frame.width..<(y + 1) * frame.width]
                pixels += [UInt32](repeating: 0xDEAD_BEEF, count: 7)
            }
            return Frame(width: frame.width, height: frame.height, stride: frame.width + 7, pixels: pixels)
        }
        let packed = try encode(GIFEncoder())
        #expect(try GIFEncoder().encode(frameCount: card.frameCount, fps: 30, frame: padded) == packed)
    }
}
