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

    @Test("pass 1 samples at most 20 frames in order, then pass 2 asks for every frame in order")
    func callbackOrder() throws {
        var asked: [Int] = []
        let long = TestCard(width: 64, height: 40, frameCount: 100)
        _ = try GIFEncoder().encode(frameCount: 100, fps: 25) { index in
            asked.append(index)
            return long.frame(index)
        }
        let pass2 = Array(asked.suffix(100))
        let pass1 = Array(asked.dropLast(100))
        #expect(pass2 == Array(0..<100))
        #expect(pass1.count == 20)
        #expect(pass1 == pass1.sorted() && pass1.first == 0 && pass1.last == 99)
    }

    @Test("writing to a FileHandle gives the same bytes as encoding to Data, and a summary")
    func fileHandleOutput() throws {
        let path = NSTemporaryDirectory() + "kinetype-gif-\(UUID().uuidString).gif"
        FileManager.default.createFile(atPath: path, contents: nil)
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
