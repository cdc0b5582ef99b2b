import Foundation
@testable import KinetypeRasterKernels
import KinetypeTestSupportCore
import Testing

/// What a card's colours become over a video of 10 bits (`VideoSignal`), against ITU-R
/// BT.2408's reference white and zimg's conversion (ffmpeg's `zscale`), and the band sent to
/// ffmpeg in 10 bits (`Frame.yuva420p10le(of:ink:signal:)`).
@Suite struct VideoSignalTests {
    @Test("sRGB white is BT.2408's HDR reference white: 75% of HLG, 58% of PQ; black is black; standard range keeps the values")
    func referenceWhite() {
        // BT.2408 table 1: 203 cd/m² is 75% HLG and 58% PQ; 10-bit limited range is 64 + 876·E.
        let hlg = VideoSignal.hybridLogGamma.ycbcr10(VideoSignal.hybridLogGamma.signal(red: 255, green: 255, blue: 255))
        #expect(hlg.y == UInt16((64 + 876 * 0.75).rounded()) && hlg.cb == 512 && hlg.cr == 512, "\(hlg)")
        let pq = VideoSignal.perceptualQuantizer.ycbcr10(VideoSignal.perceptualQuantizer.signal(red: 255, green: 255, blue: 255))
        expectClose(Double(pq.y), 64 + 876 * 0.58, tolerance: 1.5, "\(pq)")
        #expect(pq.cb == 512, "\(pq)")
        #expect(pq.cr == 512, "\(pq)")
        for signal in [VideoSignal.hybridLogGamma, .perceptualQuantizer, .standard(.bt709)] {
            let black = signal.ycbcr10(signal.signal(red: 0, green: 0, blue: 0))
            #expect(black == (64, 512, 512), "\(signal): \(black)")
        }
        let white = VideoSignal.standard(.bt709).ycbcr10(VideoSignal.standard(.bt709).signal(red: 255, green: 255, blue: 255))
        #expect(white == (940, 512, 512))
    }

    static let colours: [(UInt8, UInt8, UInt8)] = [(255, 255, 255), (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255),
                                                    (255, 0, 255), (128, 128, 128), (255, 128, 0), (255, 59, 142), (30, 60, 90), (5, 5, 5)]

    /// zimg's Y′, Cb and Cr (ffmpeg's `zscale` from sRGB, white at 203 cd/m²) of each of
    /// ``colours`` in `transfer`, each from the middle of a 16 × 16 square of it (zimg's chroma
    /// filter reaches past a 2 × 2 block).
    static func zimg(_ transfer: String) throws -> [(UInt16, UInt16, UInt16)] {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        return try TestSupport.withTemporaryFolder { folder in
            let width = 16 * colours.count
            var rgb = [UInt8]()
            for _ in 0..<16 { for colour in colours { for _ in 0..<16 { rgb += [colour.0, colour.1, colour.2] } } }
            let input = folder.appendingPathComponent("colours.rgb"), output = folder.appendingPathComponent("colours.yuv")
            try Data(rgb).write(to: input)
            let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(width)x16", "-i", input.path,
                                                    "-vf", "format=gbrp,zscale=tin=iec61966-2-1:pin=bt709:min=gbr:rin=full:t=\(transfer):p=bt2020:m=bt2020nc:r=tv:npl=203,format=yuv420p10le",
                                                    "-f", "rawvideo", "-y", output.path])
            try #require(made.status == 0, "\(made.stderr)")
            let samples = try Data(contentsOf: output).withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)).map(UInt16.init(littleEndian:)) }
            try #require(samples.count == 16 * width + 2 * 8 * (width / 2))
            let chroma = 8 * (width / 2)
            return colours.indices.map { index in
                (samples[8 * width + 16 * index + 8], samples[16 * width + 4 * (width / 2) + 8 * index + 4],
                 samples[16 * width + chroma + 4 * (width / 2) + 8 * index + 4])
            }
        }
    }

    @Test("PQ colours are zimg's to a code value")
    func perceptualQuantizerIsZimgs() throws {
        let signal = VideoSignal.perceptualQuantizer
        for (colour, zimg) in zip(Self.colours, try Self.zimg("smpte2084")) {
            let ours = signal.ycbcr10(signal.signal(red: colour.0, green: colour.1, blue: colour.2))
            let off = [abs(Int(ours.y) - Int(zimg.0)), abs(Int(ours.cb) - Int(zimg.1)), abs(Int(ours.cr) - Int(zimg.2))].max()!
            #expect(off <= 1, "\(colour): ours \(ours), zimg \(zimg)")
        }
    }

    @Test("HLG greys are zimg's to a code value; colours shown by BT.2100's HLG EOTF (1000 cd/m²) are the sRGB colour's light at 203 cd/m²")
    func hybridLogGammaIsBT2100s() throws {
        let signal = VideoSignal.hybridLogGamma
        // zimg applies HLG's system gamma to each channel rather than to luminance, as BT.2100
        // does, so only greys (where the two agree) are compared with it.
        for (colour, zimg) in zip(Self.colours, try Self.zimg("arib-std-b67")) where colour.0 == colour.1 && colour.1 == colour.2 {
            let ours = signal.ycbcr10(signal.signal(red: colour.0, green: colour.1, blue: colour.2))
            expectClose(Int(ours.y), Int(zimg.0), tolerance: 1, "\(colour): ours \(ours), zimg \(zimg)")
            #expect(ours.cb == 512, "\(colour): ours \(ours), zimg \(zimg)")
            #expect(ours.cr == 512, "\(colour): ours \(ours), zimg \(zimg)")
        }
        // BT.2100 table 5: the inverse OETF, then the OOTF F_D = α·Y_S^(γ−1)·E with γ = 1.2 and
        // α = 1000 cd/m² (L_B = 0).
        let (a, b) = (0.17883277, 1 - 4 * 0.17883277), c = 0.5 - a * log(4 * a)
        func inverseOETF(_ value: Double) -> Double { value <= 0.5 ? value * value / 3 : (exp((value - c) / a) + b) / 12 }
        for colour in Self.colours {
            let coded = signal.signal(red: colour.0, green: colour.1, blue: colour.2)
            let scene = SIMD3(inverseOETF(coded.x), inverseOETF(coded.y), inverseOETF(coded.z))
            let luminance = 0.2627 * scene.x + 0.6780 * scene.y + 0.0593 * scene.z
            let shown = (luminance > 0 ? scene * pow(luminance, 0.2) : scene) * 1000
            // The sRGB colour's light in BT.2020 (BT.2087's matrix), white at 203 cd/m².
            func light(_ value: UInt8) -> Double {
                let c = Double(value) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            let (r, g, b) = (light(colour.0), light(colour.1), light(colour.2))
            let wanted = SIMD3(0.6274 * r + 0.3293 * g + 0.0433 * b, 0.0691 * r + 0.9195 * g + 0.0114 * b, 0.0164 * r + 0.0880 * g + 0.8956 * b) * 203
            for channel in 0..<3 {
                expectClose(shown[channel], wanted[channel], tolerance: 1e-6 * 203 + 1e-9, "\(colour) channel \(channel): shown \(shown), wanted \(wanted)")
            }
        }
    }

    @Test("the 10-bit band: luma and alpha a pixel each, chroma its block's colour weighted by alpha, neutral where clear")
    func band() {
        let white = Frame.premultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255)
        let red = Frame.premultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255)
        let halfRed = Frame.premultipliedPixel(red: 255, green: 0, blue: 0, alpha: 128)
        // 6 × 4: block (0,0) white; (1,0) red at half alpha; (2,0) white and red side by side
        // over two clear pixels; the bottom row of blocks clear.
        var pixels = [UInt32](repeating: 0, count: 6 * 4)
        for (x, y, pixel) in [(0, 0, white), (1, 0, white), (0, 1, white), (1, 1, white), (2, 0, halfRed), (3, 0, halfRed), (2, 1, halfRed),
                              (3, 1, halfRed), (4, 0, white), (5, 0, red)] {
            pixels[y * 6 + x] = pixel
        }
        let frame = Frame(width: 6, height: 4, pixels: pixels)
        for signal in [VideoSignal.hybridLogGamma, .perceptualQuantizer, .standard(.bt709)] {
            let bytes = frame.yuva420p10le(of: PixelRect(x: 0, y: 0, width: 6, height: 4), ink: frame.inkBounds(), signal: signal)
            let samples = bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)).map(UInt16.init(littleEndian:)) }
            #expect(samples.count == 24 + 6 + 6 + 24)
            let (luma, cb, cr, alpha) = (Array(samples[0..<24]), Array(samples[24..<30]), Array(samples[30..<36]), Array(samples[36..<60]))
            let whiteCode = signal.ycbcr10(signal.signal(red: 255, green: 255, blue: 255))
            let redCode = signal.ycbcr10(signal.signal(red: 255, green: 0, blue: 0))
            #expect(luma[0] == whiteCode.y && luma[2] == redCode.y && luma[5] == redCode.y && luma[12] == 64)
            #expect(alpha[0] == 1023 && alpha[2] == UInt16((128 * 1023 + 127) / 255) && alpha[10] == 0 && alpha[12] == 0)
            #expect(cb[0] == whiteCode.cb && cr[0] == whiteCode.cr)
            #expect(cb[1] == redCode.cb && cr[1] == redCode.cr)
            // White and red at full alpha beside two clear pixels: their signals' average.
            let whiteSignal: SIMD3<Double> = signal.signal(red: 255, green: 255, blue: 255)
            let redSignal: SIMD3<Double> = signal.signal(red: 255, green: 0, blue: 0)
            let average: SIMD3<Double> = (whiteSignal + redSignal) / 2
            let mixed = signal.ycbcr10(average)
            #expect((cb[2], cr[2]) == (mixed.cb, mixed.cr), "\(signal)")
            #expect(cb[3...].allSatisfy { $0 == 512 } && cr[3...].allSatisfy { $0 == 512 })
        }
    }

    @Test("in standard range the 10-bit band is the 8-bit band's values four times over, within rounding, for random frames")
    func standardMatchesEightBits() {
        var random = SplitMix64(seed: 29)
        for _ in 0..<100 {
            let width = 2 * (2 + Int(random.next() % 12)), height = 2 * (2 + Int(random.next() % 8))
            let frame = FrameBandTests.sparse(width: width, height: height, boxes: Int(random.next() % 6), random: &random)
            let region = PixelRect(x: 0, y: 0, width: width, height: height)
            let eight = frame.yuva420p(of: region, ink: frame.inkBounds(), matrix: .bt709)
            let ten = frame.yuva420p10le(of: region, ink: frame.inkBounds(), signal: .standard(.bt709))
                .withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)).map(UInt16.init(littleEndian:)) }
            #expect(eight.count == ten.count)
            let alphaStart = eight.count - width * height
            for index in eight.indices {
                // Alpha is a·1023/255; the rest four times the 8-bit value, each rounded once.
                let expected = index >= alphaStart ? Double(eight[index]) * 1023 / 255 : 4 * Double(eight[index])
                expectClose(Double(ten[index]), expected, tolerance: 3, "sample \(index) of \(width)x\(height): \(ten[index]) against \(eight[index])")
            }
        }
    }
}
