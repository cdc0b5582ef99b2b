import Foundation
import KinetypePrimitives
@testable import KinetypeRasterKernels
import KinetypeTestSupportCore
import Testing

/// `Frame.yuv420p()` against BT.709 (ITU-R BT.709-6, items 3.2–3.5: E'Y = 0.2126 E'R + 0.7152 E'G
/// + 0.0722 E'B; E'CB = (E'B − E'Y)/1.8556; E'CR = (E'R − E'Y)/1.5748; 8-bit limited range
/// Y = 16 + 219 E'Y, C = 128 + 224 E'C), written out here in doubles, and against ffmpeg's own
/// conversion of the same pixels.
@Suite struct FrameYUVTests {
    /// BT.709 limited-range Y, Cb, Cr of a colour given as 0…255 channels, unrounded.
    static func bt709(_ r: Double, _ g: Double, _ b: Double) -> (y: Double, cb: Double, cr: Double) {
        let (er, eg, eb) = (r / 255, g / 255, b / 255)
        let ey = 0.2126 * er + 0.7152 * eg + 0.0722 * eb
        return (16 + 219 * ey, 128 + 224 * (eb - ey) / 1.8556, 128 + 224 * (er - ey) / 1.5748)
    }

    /// A frame of pseudo-random opaque colours: every kind of neighbour a chroma sample can have.
    static func noise(width: Int, height: Int, seed: UInt64) -> Frame {
        var random = SplitMix64(seed: seed)
        return Frame(width: width, height: height, pixels: (0..<(width * height)).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF })
    }

    static func planes(_ bytes: [UInt8], width: Int, height: Int) -> (y: ArraySlice<UInt8>, cb: ArraySlice<UInt8>, cr: ArraySlice<UInt8>) {
        let luma = width * height, chroma = (width / 2) * (height / 2)
        return (bytes[0..<luma], bytes[luma..<(luma + chroma)], bytes[(luma + chroma)..<(luma + 2 * chroma)])
    }

    @Test("luma is BT.709's to the nearest level; a flat colour's chroma too; greys have chroma 128")
    func formula() throws {
        let frame = Self.noise(width: 64, height: 32, seed: 7)
        let bytes = frame.yuv420p()
        #expect(bytes.count == 64 * 32 * 3 / 2)
        let (y, _, _) = Self.planes(bytes, width: 64, height: 32)
        for row in 0..<32 {
            for x in 0..<64 {
                let (r, g, b, _) = frame.pixel(x: x, y: row)
                let expected = Self.bt709(Double(r), Double(g), Double(b)).y
                expectClose(Double(y[row * 64 + x]), expected, tolerance: 0.5 + 1e-3, "luma at (\(x), \(row))")
            }
        }
        for colour: (UInt8, UInt8, UInt8) in [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255), (0, 0, 0), (128, 128, 128), (250, 60, 140), (17, 200, 90)] {
            let flat = Frame(width: 6, height: 4, fill: Frame.premultipliedPixel(red: colour.0, green: colour.1, blue: colour.2))
            let (fy, cb, cr) = Self.planes(flat.yuv420p(), width: 6, height: 4)
            let expected = Self.bt709(Double(colour.0), Double(colour.1), Double(colour.2))
            expectClose(Double(fy.first!), expected.y, tolerance: 0.5 + 1e-3, "\(colour) Y \(fy.first!) vs \(expected.y)")
            #expect(cb.allSatisfy { abs(Double($0) - expected.cb) <= 0.5 + 1e-3 }, "\(colour) Cb \(Array(cb)) vs \(expected.cb)")
            #expect(cr.allSatisfy { abs(Double($0) - expected.cr) <= 0.5 + 1e-3 }, "\(colour) Cr \(Array(cr)) vs \(expected.cr)")
            if colour.0 == colour.1 && colour.1 == colour.2 {
                #expect(cb.allSatisfy { $0 == 128 } && cr.allSatisfy { $0 == 128 }, "grey \(colour)")
            }
        }
        // The extremes: black and white at 16 and 235, the primaries' chroma at 16 and 240.
        let white = Frame(width: 2, height: 2, fill: 0xFFFF_FFFF).yuv420p(), black = Frame(width: 2, height: 2, fill: 0xFF00_0000).yuv420p()
        #expect(white[0] == 235 && black[0] == 16)
        #expect(Frame(width: 2, height: 2, fill: 0xFF00_00FF).yuv420p()[4] == 240, "blue's Cb")
        #expect(Frame(width: 2, height: 2, fill: 0xFFFF_0000).yuv420p()[5] == 240, "red's Cr")
    }

    @Test("each chroma sample is the average of its 2 × 2 block")
    func siting() throws {
        let frame = Self.noise(width: 8, height: 4, seed: 5)
        let (_, cb, cr) = Self.planes(frame.yuv420p(), width: 8, height: 4)
        for row in 0..<2 {
            for column in 0..<4 {
                var (r, g, b) = (0.0, 0.0, 0.0)
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let p = frame.pixel(x: 2 * column + dx, y: 2 * row + dy)
                    r += Double(p.red) / 4; g += Double(p.green) / 4; b += Double(p.blue) / 4
                }
                let expected = Self.bt709(r, g, b), i = row * 4 + column
                expectClose(Double(cb[cb.startIndex + i]), expected.cb, tolerance: 0.5 + 1e-3, "Cb (\(column), \(row)): \(cb[cb.startIndex + i]) vs \(expected.cb)")
                expectClose(Double(cr[cr.startIndex + i]), expected.cr, tolerance: 0.5 + 1e-3, "Cr (\(column), \(row)): \(cr[cr.startIndex + i]) vs \(expected.cr)")
            }
        }
    }

    @Test("odd sides are padded to even by repeating the last column and row")
    func oddSides() throws {
        let frame = Self.noise(width: 7, height: 5, seed: 3)
        #expect(Frame.yuv420pSize(width: 7, height: 5) == (8, 6))
        let bytes = frame.yuv420p()
        #expect(bytes.count == Frame.yuv420pByteCount(width: 7, height: 5) && bytes.count == 8 * 6 + 2 * 4 * 3)
        let (y, _, _) = Self.planes(bytes, width: 8, height: 6)
        for row in 0..<6 {
            #expect(y[row * 8 + 7] == y[row * 8 + 6], "row \(row): the padding column repeats column 6")
        }
        #expect(Array(y[40..<48]) == Array(y[32..<40]), "the padding row repeats row 4")
        // The padded picture is the conversion of the frame with its edges repeated.
        var padded: [UInt32] = []
        for row in 0..<6 { for x in 0..<8 { padded.append(frame[x: min(x, 6), y: min(row, 4)]) } }
        #expect(Frame(width: 8, height: 6, pixels: padded).yuv420p() == bytes)
    }

    @Test("without even sides, the luma plane keeps odd sides and the chroma is the padded picture's")
    func oddSidesKept() throws {
        let frame = Self.noise(width: 7, height: 5, seed: 9)
        #expect(Frame.yuv420pSize(width: 7, height: 5, evenSides: false) == (7, 5))
        let kept = frame.yuv420p(evenSides: false), padded = frame.yuv420p()
        #expect(kept.count == Frame.yuv420pByteCount(width: 7, height: 5, evenSides: false) && kept.count == 7 * 5 + 2 * 4 * 3)
        for row in 0..<5 { #expect(Array(kept[(row * 7)..<(row * 7 + 7)]) == Array(padded[(row * 8)..<(row * 8 + 7)]), "luma row \(row)") }
        #expect(Array(kept[35...]) == Array(padded[48...]), "chroma")
    }

    @Test("a frame with a stride converts as the same frame packed")
    func stride() throws {
        let packed = Self.noise(width: 10, height: 4, seed: 11)
        var strided: [UInt32] = []
        for row in 0..<4 { strided += (0..<10).map { packed[x: $0, y: row] } + [0xDEAD_BEEF, 0x1234_5678] }
        #expect(Frame(width: 10, height: 4, stride: 12, pixels: strided).yuv420p() == packed.yuv420p())
    }

    @Test("ffmpeg converts the same pixels to the same luma, and flat areas to the same chroma")
    func againstFFmpeg() throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg (make setup installs it)")
        let (width, height) = (96, 64)
        // Left half noise; right half four flat colour blocks (chroma compared inside them).
        let noise = Self.noise(width: width, height: height, seed: 21)
        let blocks: [(UInt8, UInt8, UInt8)] = [(240, 30, 60), (20, 180, 230), (250, 250, 250), (60, 60, 70)]
        var pixels: [UInt32] = []
        for row in 0..<height {
            for x in 0..<width {
                if x < 48 { pixels.append(noise[x: x, y: row]); continue }
                let block = blocks[(row / 32) * 2 + (x - 48) / 24]
                pixels.append(Frame.premultipliedPixel(red: block.0, green: block.1, blue: block.2))
            }
        }
        let frame = Frame(width: width, height: height, pixels: pixels)
        var rgb: [UInt8] = []
        for row in 0..<height { for x in 0..<width { let p = frame.pixel(x: x, y: row); rgb += [p.red, p.green, p.blue] } }
        let ours = frame.yuv420p()
        try TestSupport.withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("in.rgb"), target = folder.appendingPathComponent("out.yuv")
            try Data(rgb).write(to: source)
            let result = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(width)x\(height)", "-i", source.path,
                "-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int+bitexact",
                "-pix_fmt", "yuv420p", "-f", "rawvideo", target.path])
            #expect(result.status == 0, "\(result.stderr)")
            let theirs = [UInt8](try Data(contentsOf: target))
            try #require(theirs.count == ours.count)
            let (oy, ocb, ocr) = Self.planes(ours, width: width, height: height)
            let (ty, tcb, tcr) = Self.planes(theirs, width: width, height: height)
            let lumaOff = zip(oy, ty).filter { abs(Int($0) - Int($1)) > 1 }.count
            #expect(lumaOff == 0, "\(lumaOff) luma samples differ by more than 1 from ffmpeg's")
            // Chroma inside the flat blocks, away from their edges: ffmpeg's downsampling filter
            // reaches further than a 2 × 2 block, so on noise and at edges the two differ.
            for block in 0..<4 {
                let (x0, y0) = (24 + (block % 2) * 12, (block / 2) * 16)
                for cy in (y0 + 2)..<(y0 + 14) {
                    for cx in (x0 + 2)..<(x0 + 10) {
                        let i = cy * (width / 2) + cx
                        expectClose(Int(ocb[ocb.startIndex + i]), Int(tcb[tcb.startIndex + i]), tolerance: 1, "Cb block \(block) at (\(cx), \(cy))")
                        expectClose(Int(ocr[ocr.startIndex + i]), Int(tcr[tcr.startIndex + i]), tolerance: 1, "Cr block \(block) at (\(cx), \(cy))")
                    }
                }
            }
        }
    }

    @Test("over a picture, luma is (P − 16)·(1 − a) + C rounded half away from zero, at every alpha and picture value")
    func compositeLumaRule() {
        let (width, height) = (256, 16)
        var generator = SystemRandomNumberGenerator()
        // Every alpha (across) over every picture value (down the 16 rows, 16 values a row).
        var pixels = [UInt32](repeating: 0, count: width * height)
        var picture = [UInt8](repeating: 128, count: width * height * 3 / 2)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = UInt8(x)
                let red = UInt8.random(in: 0...255, using: &generator), green = UInt8.random(in: 0...255, using: &generator)
                let blue = UInt8.random(in: 0...255, using: &generator)
                pixels[y * width + x] = Frame.premultipliedPixel(red: red, green: green, blue: blue, alpha: alpha)
                picture[y * width + x] = UInt8(truncatingIfNeeded: y * 16 + x % 16)
            }
        }
        let frame = Frame(width: width, height: height, pixels: pixels)
        var ours = picture
        ours.withUnsafeMutableBufferPointer { frame.composite(over: $0, bounds: PixelRect(x: 0, y: 0, width: width, height: height), matrix: .bt709) }
        var wrong: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                let pixel = pixels[y * width + x], alpha = Int(pixel >> 24), under = Int(picture[y * width + x])
                guard alpha > 0 else {
                    if ours[y * width + x] != picture[y * width + x] { wrong.append("(\(x), \(y)) clear but changed") }
                    continue
                }
                let scaled = Double((under - 16) * (255 - alpha)) / 255
                let rounded = Int(scaled >= 0 ? (scaled + 0.5).rounded(.down) : -(-scaled + 0.5).rounded(.down))
                let want = UInt8(clamping: rounded + Int(YCbCrMatrix.bt709.luma(pixel)))
                if ours[y * width + x] != want, wrong.count < 5 { wrong.append("(\(x), \(y)): \(ours[y * width + x]), want \(want)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("a card drawn over a yuv420p picture in place matches ffmpeg's overlay filter; clear pixels leave the picture's bytes as they were")
    func compositeAgainstFFmpegOverlay() throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg (make setup installs it)")
        let (width, height) = (64, 48)
        // The picture: luma and chroma ramps (a video frame's worth of variety).
        var picture = [UInt8](repeating: 0, count: width * height * 3 / 2)
        for y in 0..<height { for x in 0..<width { picture[y * width + x] = UInt8(16 + (x * 3 + y * 2) % 220) } }
        for y in 0..<(height / 2) {
            for x in 0..<(width / 2) {
                picture[width * height + y * (width / 2) + x] = UInt8(60 + x * 3)
                picture[width * height * 5 / 4 + y * (width / 2) + x] = UInt8(200 - y * 4)
            }
        }
        // The card: four 16 × 16 blocks on even coordinates (each 2 × 2 chroma block uniform)
        // of several colours and opacities, clear elsewhere.
        let blocks: [(x: Int, y: Int, r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = [
            (4, 4, 240, 30, 60, 255), (24, 4, 20, 180, 230, 128), (44, 4, 250, 250, 250, 64), (14, 26, 255, 214, 10, 200),
        ]
        var pixels = [UInt32](repeating: 0, count: width * height)
        for block in blocks {
            for y in block.y..<(block.y + 16) {
                for x in block.x..<(block.x + 16) {
                    pixels[y * width + x] = Frame.premultipliedPixel(red: block.r, green: block.g, blue: block.b, alpha: block.a)
                }
            }
        }
        let frame = Frame(width: width, height: height, pixels: pixels)
        let bounds = try #require(frame.inkBounds())
        #expect(bounds == PixelRect(x: 4, y: 4, width: 56, height: 38))
        #expect(Frame(width: 8, height: 8, pixels: Array(repeating: 0, count: 64)).inkBounds() == nil, "a clear frame has no ink")
        var ours = picture
        ours.withUnsafeMutableBufferPointer { frame.composite(over: $0, bounds: bounds, matrix: .bt709) }
        try TestSupport.withTemporaryFolder { folder in
            let under = folder.appendingPathComponent("under.yuv"), card = folder.appendingPathComponent("card.rgba")
            let target = folder.appendingPathComponent("out.yuv")
            try Data(picture).write(to: under)
            var rgba: [UInt8] = []
            for y in 0..<height { for x in 0..<width { let p = frame.pixel(x: x, y: y); rgba += [p.red, p.green, p.blue, p.alpha] } }
            try Data(rgba).write(to: card)
            let result = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "\(width)x\(height)", "-i", under.path,
                "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-i", card.path, "-filter_complex",
                "[1:v]scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int+bitexact,format=yuva420p[card];[0:v][card]overlay=format=yuv420",
                "-pix_fmt", "yuv420p", "-f", "rawvideo", target.path])
            #expect(result.status == 0, "\(result.stderr)")
            let theirs = [UInt8](try Data(contentsOf: target))
            try #require(theirs.count == ours.count)
            func inside(_ x: Int, _ y: Int, margin: Int) -> Bool {
                blocks.contains { x >= $0.x + margin && x < $0.x + 16 - margin && y >= $0.y + margin && y < $0.y + 16 - margin }
            }
            func covered(_ x: Int, _ y: Int) -> Bool { blocks.contains { x >= $0.x && x < $0.x + 16 && y >= $0.y && y < $0.y + 16 } }
            var worst = 0, untouched = true
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * width + x
                    if inside(x, y, margin: 2) { worst = max(worst, abs(Int(ours[i]) - Int(theirs[i]))) }
                    if !covered(x, y) && ours[i] != picture[i] { untouched = false }
                }
            }
            for plane in 0..<2 {
                let start = width * height + plane * (width / 2) * (height / 2)
                for y in 0..<(height / 2) {
                    for x in 0..<(width / 2) where inside(2 * x, 2 * y, margin: 4) {
                        let i = start + y * (width / 2) + x
                        worst = max(worst, abs(Int(ours[i]) - Int(theirs[i])))
                    }
                }
            }
            #expect(worst <= 2, "inside the blocks ours and ffmpeg's overlay differ by \(worst) levels")
            #expect(untouched, "luma outside the card's ink is the picture's, byte for byte")
        }
    }

    @Test("ink bounds are the box of every pixel that is not clear, for any width, stride and placement")
    func inkBoundsScan() {
        var random = SplitMix64(seed: 29)
        for _ in 0..<400 {
            let width = 1 + Int(random.next() % 40), height = 1 + Int(random.next() % 6)
            let stride = width + Int(random.next() % 3)
            var pixels = [UInt32](repeating: 0, count: stride * height)
            // A few inked pixels anywhere (sometimes none), and junk in the stride's padding,
            // which is not part of the picture.
            for _ in 0..<Int(random.next() % 4) {
                pixels[Int(random.next() % UInt64(height)) * stride + Int(random.next() % UInt64(width))] = UInt32(truncatingIfNeeded: random.next()) | 1
            }
            for y in 0..<height where stride > width { pixels[y * stride + width] = 0xFFFF_FFFF }
            var expected: PixelRect?
            for y in 0..<height {
                for x in 0..<width where pixels[y * stride + x] != 0 {
                    let pixel = PixelRect(x: x, y: y, width: 1, height: 1)
                    expected = expected.map { $0.union(pixel) } ?? pixel
                }
            }
            let frame = Frame(width: width, height: height, stride: stride, pixels: pixels)
            #expect(frame.inkBounds() == expected, "\(width)x\(height), stride \(stride)")
        }
    }

    @Test("yuva420p: straight colour (a half-covered edge keeps its colour, not darkened), the alpha plane as it is, clear blocks neutral")
    func yuva420p() throws {
        // 4 x 2: an opaque red pair, a half-transparent red pair, then clear.
        let red = Frame.premultipliedPixel(red: 240, green: 30, blue: 60), halfRed = Frame.premultipliedPixel(red: 240, green: 30, blue: 60, alpha: 128)
        let frame = Frame(width: 6, height: 2, pixels: [red, red, halfRed, 0, 0, 0, red, red, halfRed, 0, 0, 0])
        let bytes = frame.yuva420p()
        #expect(bytes.count == 12 + 3 + 3 + 12)
        let expected = Self.bt709(240, 30, 60)
        // Luma of the straight colour: the same for the opaque and the half-covered pixels.
        for index in [0, 1, 2, 6, 7, 8] { expectClose(Double(bytes[index]), expected.y, tolerance: 0.5 + 1e-3, "luma \(index)") }
        #expect(bytes[3] == 16 && bytes[5] == 16, "clear pixels are black")
        // Chroma: the first block opaque red; the second (half red and clear) still red's chroma;
        // the third clear, neutral.
        let cb = bytes[12..<15], cr = bytes[15..<18]
        for block in [0, 1] {
            expectClose(Double(cb[cb.startIndex + block]), expected.cb, tolerance: 1, "block \(block)")
            expectClose(Double(cr[cr.startIndex + block]), expected.cr, tolerance: 1, "block \(block)")
        }
        #expect(cb.last == 128 && cr.last == 128)
        #expect(Array(bytes[18...]) == [255, 255, 128, 0, 0, 0, 255, 255, 128, 0, 0, 0], "the alpha plane")
    }

    @Test("yuva444p10le: BT.709 in 10 bits (64 + 876 E'Y, 512 + 896 E'C, within the 8-bit path's fixed-point error) of each pixel's straight colour, alpha a × 1023 / 255, clear pixels black and neutral, little-endian planes")
    func yuva444p10le() {
        var random = SplitMix64(seed: 37)
        for _ in 0..<60 {
            let width = 1 + Int(random.next() % 19), height = 1 + Int(random.next() % 7), stride = width + Int(random.next() % 3)
            var pixels = [UInt32](repeating: 0, count: stride * height)
            for _ in 0..<Int(random.next() % 6) {
                pixels[Int(random.next() % UInt64(height)) * stride + Int(random.next() % UInt64(width))] = Frame.premultipliedPixel(
                    red: UInt8(truncatingIfNeeded: random.next()), green: UInt8(truncatingIfNeeded: random.next()),
                    blue: UInt8(truncatingIfNeeded: random.next()), alpha: UInt8(truncatingIfNeeded: random.next() | 1))
            }
            let frame = Frame(width: width, height: height, stride: stride, pixels: pixels)
            let bytes = frame.yuva444p10le()
            #expect(bytes.count == 8 * width * height)
            func sample(_ plane: Int, _ x: Int, _ y: Int) -> Int {
                let index = 2 * (plane * width * height + y * width + x)
                return Int(bytes[index]) | Int(bytes[index + 1]) << 8
            }
            for y in 0..<height {
                for x in 0..<width {
                    let (r, g, b, a) = frame.pixel(x: x, y: y)
                    let (er, eg, eb) = (Double(r) / 255, Double(g) / 255, Double(b) / 255)
                    let ey = 0.2126 * er + 0.7152 * eg + 0.0722 * eb
                    let expected = a == 0 ? (64.0, 512.0, 512.0) : (64 + 876 * ey, 512 + 896 * (eb - ey) / 1.8556, 512 + 896 * (er - ey) / 1.5748)
                    expectClose(Double(sample(0, x, y)), expected.0, tolerance: 0.55, "Y at (\(x), \(y))")
                    expectClose(Double(sample(1, x, y)), expected.1, tolerance: 0.55, "Cb at (\(x), \(y))")
                    expectClose(Double(sample(2, x, y)), expected.2, tolerance: 0.55, "Cr at (\(x), \(y))")
                    expectClose(Double(sample(3, x, y)), Double(a) * 1023 / 255, tolerance: 0.5 + 1e-3, "alpha at (\(x), \(y))")
                }
            }
        }
    }

    @Test("yuva420p of sparse ink at odd places and sides: every byte as the rule gives it pixel by pixel and block by block")
    func yuva420pSparse() {
        var random = SplitMix64(seed: 31)
        for _ in 0..<120 {
            let width = 1 + Int(random.next() % 23), height = 1 + Int(random.next() % 9)
            var pixels = [UInt32](repeating: 0, count: width * height)
            for _ in 0..<Int(random.next() % 5) {
                let alpha = UInt8(truncatingIfNeeded: random.next() | 1)
                pixels[Int(random.next() % UInt64(width * height))] = Frame.premultipliedPixel(
                    red: UInt8(truncatingIfNeeded: random.next()), green: UInt8(truncatingIfNeeded: random.next()),
                    blue: UInt8(truncatingIfNeeded: random.next()), alpha: alpha)
            }
            let frame = Frame(width: width, height: height, pixels: pixels)
            let (chromaWidth, chromaHeight) = ((width + 1) / 2, (height + 1) / 2)
            var luma = [UInt8](), alpha = [UInt8](), cb = [UInt8](), cr = [UInt8]()
            for pixel in pixels {
                let a = pixel >> 24
                let (r, g, b, _) = Frame.straight(pixel)
                luma.append(a == 0 ? 16 : YCbCrMatrix.bt709.luma(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)))
                alpha.append(UInt8(a))
            }
            for pair in 0..<chromaHeight {
                for half in 0..<chromaWidth {
                    let block = [(2 * half, 2 * pair), (2 * half + 1, 2 * pair), (2 * half, 2 * pair + 1), (2 * half + 1, 2 * pair + 1)]
                        .map { pixels[min($0.1, height - 1) * width + min($0.0, width - 1)] }
                    let weight = block.reduce(UInt64(0)) { $0 + UInt64($1 >> 24) }
                    guard weight > 0 else { cb.append(128); cr.append(128); continue }
                    func average(_ shift: UInt32) -> UInt64 {
                        min(1020, (block.reduce(UInt64(0)) { $0 + UInt64($1 >> shift & 0xFF) } * 1020 + weight / 2) / weight)
                    }
                    let (blue, red) = YCbCrMatrix.bt709.chroma(ofSum: average(16) << 32 | average(8) << 16 | average(0))
                    cb.append(blue)
                    cr.append(red)
                }
            }
            #expect(frame.yuva420p() == luma + cb + cr + alpha, "\(width)x\(height)")
        }
    }
}
