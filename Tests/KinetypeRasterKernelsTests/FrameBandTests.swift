import Foundation
import KinetypePrimitives
@testable import KinetypeRasterKernels
import KinetypeTestSupportCore
import Testing

/// What a band of a card over a video is sent to ffmpeg's `overlay` as: a region of the frame
/// in yuva420p (`Frame.yuva420p(of:ink:matrix:reusing:)`), made again only where the frame
/// changed; against the whole frame's conversion (itself checked against the rule, pixel by
/// pixel, in `FrameYUVTests`) and a conversion from scratch.
@Suite struct FrameBandTests {
    /// A frame of clear pixels with `count` boxes of random premultiplied colour and alpha
    /// (opaque, translucent and clear), at random places.
    static func sparse(width: Int, height: Int, boxes count: Int, random: inout SplitMix64) -> Frame {
        var pixels = [UInt32](repeating: 0, count: width * height)
        paint(&pixels, width: width, height: height, boxes: count, random: &random)
        return Frame(width: width, height: height, pixels: pixels)
    }

    static func paint(_ pixels: inout [UInt32], width: Int, height: Int, boxes count: Int, random: inout SplitMix64) {
        for _ in 0..<count {
            let x = Int(random.next() % UInt64(width)), y = Int(random.next() % UInt64(height))
            let w = 1 + Int(random.next() % 9), h = 1 + Int(random.next() % 7)
            for row in y..<min(height, y + h) {
                for column in x..<min(width, x + w) {
                    let kind = random.next() % 4
                    let alpha: UInt8 = kind == 0 ? 0 : kind == 1 ? 255 : UInt8(truncatingIfNeeded: random.next() | 1)
                    pixels[row * width + column] = Frame.premultipliedPixel(
                        red: UInt8(truncatingIfNeeded: random.next()), green: UInt8(truncatingIfNeeded: random.next()),
                        blue: UInt8(truncatingIfNeeded: random.next()), alpha: alpha)
                }
            }
        }
    }

    /// The planes of `bytes` (yuva420p of a `width` × `height` picture) cut to `region`
    /// (even coordinates and sides).
    static func cut(_ bytes: [UInt8], width: Int, height: Int, to region: PixelRect) -> [UInt8] {
        let luma: Int = width * height, chromaWidth: Int = (width + 1) / 2, chroma: Int = chromaWidth * ((height + 1) / 2)
        let alphaStart: Int = luma + 2 * chroma
        var y: [UInt8] = [], a: [UInt8] = [], cb: [UInt8] = [], cr: [UInt8] = []
        for row in region.minY..<region.maxY {
            let start: Int = row * width + region.minX, end: Int = row * width + region.maxX
            y += bytes[start..<end]
            a += bytes[(alphaStart + start)..<(alphaStart + end)]
        }
        for pair in (region.minY / 2)..<(region.maxY / 2) {
            let start: Int = pair * chromaWidth + region.minX / 2, end: Int = pair * chromaWidth + region.maxX / 2
            cb += bytes[(luma + start)..<(luma + end)]
            cr += bytes[(luma + chroma + start)..<(luma + chroma + end)]
        }
        return y + cb + cr + a
    }

    @Test("one division a divisor then a multiplication gives the quotient of every numerator the conversions divide")
    func exactDivision() {
        // Straight colour: (c·255 + ⌊a/2⌋) / a for every channel value and alpha.
        var wrong = 0
        for a in UInt64(1)...255 {
            let divide = ExactDivision(a), looked = ExactDivision.byAlpha[Int(a)]
            for c in UInt64(0)...255 {
                let n = c * 255 + a / 2
                if divide(n) != n / a || looked(n) != n / a { wrong += 1 }
            }
        }
        // Chroma: (s·1020 + ⌊w/2⌋) / w for every sum of four channels and every block weight.
        for w in UInt64(1)...1020 {
            let divide = ExactDivision(w)
            for s in UInt64(0)...1020 {
                let n = s * 1020 + w / 2
                if divide(n) != n / w { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test("a region converts to the whole frame's planes cut to it, in BT.709; in BT.601 each opaque pixel's luma is BT.601's")
    func regionOfWhole() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<60 {
            let width = 2 * (1 + Int(random.next() % 24)), height = 2 * (1 + Int(random.next() % 12))
            let frame = Self.sparse(width: width, height: height, boxes: Int(random.next() % 6), random: &random)
            let x = 2 * Int(random.next() % UInt64(width / 2)), y = 2 * Int(random.next() % UInt64(height / 2))
            let region = PixelRect(x: x, y: y, width: 2 * (1 + Int(random.next() % UInt64((width - x) / 2))),
                                   height: 2 * (1 + Int(random.next() % UInt64((height - y) / 2))))
            let whole = frame.yuva420p()
            #expect(frame.yuva420p(of: region, ink: frame.inkBounds(), matrix: .bt709) == Self.cut(whole, width: width, height: height, to: region),
                    "\(region) of \(width)x\(height)")
            let sd = frame.yuva420p(of: region, ink: frame.inkBounds(), matrix: .bt601)
            for row in region.minY..<region.maxY {
                for column in region.minX..<region.maxX where frame.pixels[row * width + column] >> 24 == 255 {
                    #expect(sd[(row - region.y) * region.width + column - region.x] == YCbCrMatrix.bt601.luma(frame.pixels[row * width + column]))
                }
            }
        }
    }

    @Test("made again only where the frame changed, a region's bytes are those made from scratch, whatever changed and where")
    func reuse() {
        var random = SplitMix64(seed: 17)
        for _ in 0..<300 {
            let width = 2 * (2 + Int(random.next() % 20)), height = 2 * (2 + Int(random.next() % 10))
            let before = Self.sparse(width: width, height: height, boxes: Int(random.next() % 5), random: &random)
            var pixels = before.pixels
            // Changes: new boxes of colour (some clear, which takes ink away) at odd and even places.
            Self.paint(&pixels, width: width, height: height, boxes: Int(random.next() % 3), random: &random)
            let after = Frame(width: width, height: height, pixels: pixels)
            let region = random.next() % 3 == 0 ? PixelRect(x: 0, y: 0, width: width, height: height)
                : PixelRect(x: 2, y: 2, width: width - 2 - 2 * Int(random.next() % 2), height: height - 2 - 2 * Int(random.next() % 2))
            let (inkBefore, inkAfter) = (before.inkBounds(), after.inkBounds())
            let none = PixelRect(x: 0, y: 0, width: 0, height: 0)
            let changed = after.changedBounds(from: before, within: (inkBefore ?? none).union(inkAfter ?? none))
            #expect(changed == after.changedBounds(from: before), "outside both frames' ink nothing differs")
            let old = before.yuva420p(of: region, ink: inkBefore, matrix: .bt709)
            let fresh = after.yuva420p(of: region, ink: inkAfter, matrix: .bt709)
            if let changed {
                #expect(after.yuva420p(of: region, ink: inkAfter, matrix: .bt709, reusing: (old, changed)) == fresh,
                        "\(width)x\(height), \(region), changed \(changed)")
            } else {
                #expect(old == fresh, "no change, the same bytes")
            }
        }
    }

    @Test("changes looked for inside a region are the changed pixels' box within it")
    func changedWithin() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<200 {
            let width = 1 + Int(random.next() % 30), height = 1 + Int(random.next() % 12)
            let before = Self.sparse(width: width, height: height, boxes: 3, random: &random)
            var pixels = before.pixels
            Self.paint(&pixels, width: width, height: height, boxes: 2, random: &random)
            let after = Frame(width: width, height: height, pixels: pixels)
            let region = PixelRect(x: Int(random.next() % UInt64(width)), y: Int(random.next() % UInt64(height)),
                                   width: 1 + Int(random.next() % UInt64(width)), height: 1 + Int(random.next() % UInt64(height)))
            var expected: PixelRect?
            for y in 0..<height {
                for x in 0..<width where region.contains(PixelRect(x: x, y: y, width: 1, height: 1)) && pixels[y * width + x] != before.pixels[y * width + x] {
                    expected = (expected ?? PixelRect(x: x, y: y, width: 1, height: 1)).union(PixelRect(x: x, y: y, width: 1, height: 1))
                }
            }
            #expect(after.changedBounds(from: before, within: region) == expected, "\(region) of \(width)x\(height)")
        }
    }

    @Test("a pixel buffer's ink box is the frame's")
    func pixelBufferInk() {
        var random = SplitMix64(seed: 41)
        for _ in 0..<100 {
            let width = 1 + Int(random.next() % 40), height = 1 + Int(random.next() % 10)
            var frame = Self.sparse(width: width, height: height, boxes: Int(random.next() % 3), random: &random)
            let expected = frame.inkBounds()
            #expect(frame.withPixelBuffer { $0.inkBounds() } == expected)
        }
    }
}
