import Foundation
import KinetypeGIF
import Testing

@Suite("GIF pixels: fidelity, clean edges, changed rectangles")
struct GIFQualityTests {
    let card = TestCard(width: 200, height: 120, frameCount: 30)

    @Test("decoded frames match the source at ≥ 30 dB PSNR (gradient + text-like glyphs)")
    func psnrAgainstSource() throws {
        let data = try GIFEncoder().encode(frameCount: card.frameCount, fps: 30) { card.frame($0) }
        let decoded = try DecodedGIF(data).screens(atFrames: card.frameCount, fps: 30)
        let source = (0..<card.frameCount).map(card.expected)
        let value = psnr(decoded, source)
        #expect(value >= 30, "PSNR \(value) dB")
        // Every single frame, not only the average, stays clean.
        for index in [0, 5, 10, 15, 29] {
            #expect(psnr([decoded[index]], [source[index]]) >= 30, "frame \(index)")
        }
    }

    @Test("ffmpeg composites the same picture (independent decoder, ≥ 30 dB)", .enabled(if: Tools.hasFFmpeg))
    func ffmpegAgrees() throws {
        let data = try GIFEncoder().encode(frameCount: card.frameCount, fps: 30) { card.frame($0) }
        let gif = try DecodedGIF(data)
        let byFFmpeg = try Tools.ffmpegFrames(data, width: card.width, height: card.height)
        #expect(byFFmpeg.count == gif.frames.count)
        // ffmpeg's compositing equals ours exactly, and both match the source.
        #expect(byFFmpeg == gif.composited())
        var starts: [Int] = [], time = 0
        for delay in gif.delays { starts.append(time); time += delay }
        let source = starts.map { start in card.expected(Int((Double(start) * 30 / 100).rounded(.up))) }
        #expect(psnr(byFFmpeg, source) >= 30)
    }

    @Test("no halo: white antialiased glyphs on a solid background stay within a few levels")
    func cleanEdgesOnSolid() throws {
        var solid = card
        solid.background = .solid(red: 0.12, green: 0.45, blue: 0.30)
        solid.frameCount = 10
        let data = try GIFEncoder().encode(frameCount: 10, fps: 30) { solid.frame($0) }
        let decoded = try DecodedGIF(data).screens(atFrames: 10, fps: 30)
        let last = solid.expected(9)
        #expect(psnr([decoded[9]], [last]) >= 38)
        var worst = 0
        for (p, q) in zip(decoded[9], last) {
            for shift in [0, 8, 16] as [UInt32] {
                worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
            }
        }
        // Two colours plus their blends fit a 255-colour palette almost exactly: an edge pixel
        // is never far from its blend (a dark or light fringe would be tens of levels off).
        #expect(worst <= 12, "worst channel error \(worst)")
    }

    @Test("frames after the first store only the changed rectangle")
    func changedRectangles() throws {
        let data = try GIFEncoder().encode(frameCount: card.frameCount, fps: 30) { card.frame($0) }
        let gif = try DecodedGIF(data)
        let region = card.glyphRegion
        #expect(gif.frames.count > 5)
        for frame in gif.frames.dropFirst() {
            #expect(frame.width * frame.height < card.width * card.height / 2)
            #expect(frame.left >= region.x && frame.top >= region.y)
            #expect(frame.left + frame.width <= region.x + region.width)
            #expect(frame.top + frame.height <= region.y + region.height)
            // Inside the rectangle, unchanged pixels are transparent.
            #expect(frame.transparentIndex != nil)
        }
        let transparentShare = gif.frames.dropFirst().map { frame in
            Double(frame.indices.filter { Int($0) == frame.transparentIndex }.count) / Double(frame.indices.count)
        }
        #expect(transparentShare.max()! > 0.3)
    }

    @Test("lower quality gives a smaller file; dithering 0 a smaller file than full dithering")
    func qualityAndDithering() throws {
        let encode = { (encoder: GIFEncoder) in try encoder.encode(frameCount: card.frameCount, fps: 30) { card.frame($0) } }
        let best = try encode(GIFEncoder(quality: 100))
        let low = try encode(GIFEncoder(quality: 20))
        let plain = try encode(GIFEncoder(dithering: 0))
        let dithered = try encode(GIFEncoder(dithering: 1))
        #expect(low.count < best.count)
        #expect(plain.count < dithered.count)
        #expect(try DecodedGIF(low).colors.count <= 256)
    }
}
