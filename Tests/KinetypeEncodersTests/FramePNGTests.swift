import Foundation
import KinetypeEncoders
import KinetypeGraphics
import KinetypeTestSupport
import Testing

/// A frame for the PNG tests, with the name a failure shows.
struct PNGCase: Sendable, CustomTestStringConvertible {
    var name: String
    var frame: Frame
    var testDescription: String { name }
}

/// The seeded generator makes the "random" frames the same on every run.
extension SplitMix64 {
    /// A valid premultiplied ARGB32 pixel: alpha `alpha` (random when nil), each channel at most alpha.
    mutating func pixel(alpha: UInt32? = nil) -> UInt32 {
        let a = alpha ?? UInt32(next() % 256)
        func channel() -> UInt32 { a == 0 ? 0 : UInt32(next() % UInt64(a + 1)) }
        return a << 24 | channel() << 16 | channel() << 8 | channel()
    }
}

/// A `width`×`height` frame whose rows are `stride` pixels apart, each visible pixel made by
/// `pixel`; the padding holds half-transparent junk, which the PNG must not show.
private func makeFrame(width: Int, height: Int, stride: Int? = nil, _ pixel: (Int, Int) -> UInt32) -> Frame {
    let stride = stride ?? width
    var pixels = [UInt32](repeating: 0x12DE_AD00, count: stride * height)
    for y in 0..<height { for x in 0..<width { pixels[y * stride + x] = pixel(x, y) } }
    return Frame(width: width, height: height, stride: stride, pixels: pixels)
}

private func randomFrame(width: Int, height: Int, stride: Int? = nil, seed: UInt64, alpha: UInt32? = nil) -> Frame {
    var random = SplitMix64(seed: seed)
    return makeFrame(width: width, height: height, stride: stride) { _, _ in random.pixel(alpha: alpha) }
}

/// Every alpha from 0 to 255 (one a column), each row with colour channels at different points
/// of 0…alpha: 0, 1, a/3, a/2 rounded up, a − 1, a, and two in between, so every rounding case of
/// the un-premultiplication appears.
private let everyAlpha = makeFrame(width: 256, height: 8) { x, y in
    let a = UInt32(x)
    let points: [UInt32] = [0, 1, a / 3, (a + 1) / 2, a &- 1, a, a * 7 / 11, a * 5 / 9]
    func clamp(_ c: UInt32) -> UInt32 { a == 0 ? 0 : min(c, a) }
    let r = clamp(points[y]), g = clamp(points[(y + 3) % 8]), b = clamp(points[(y + 5) % 8])
    return a << 24 | r << 16 | g << 8 | b
}

private let opaqueCases: [PNGCase] = [
    PNGCase(name: "opaque 1x1", frame: makeFrame(width: 1, height: 1) { _, _ in 0xFF3B_8E20 }),
    PNGCase(name: "opaque 3x2", frame: randomFrame(width: 3, height: 2, seed: 1, alpha: 255)),
    PNGCase(name: "opaque 37x23, stride 64 (padding not opaque)", frame: randomFrame(width: 37, height: 23, stride: 64, seed: 2, alpha: 255)),
    PNGCase(name: "opaque 1x40 column", frame: randomFrame(width: 1, height: 40, seed: 3, alpha: 255)),
]

private let alphaCases: [PNGCase] = [
    PNGCase(name: "fully transparent 4x3", frame: Frame(width: 4, height: 3)),
    PNGCase(name: "fully transparent 1x1", frame: Frame(width: 1, height: 1)),
    PNGCase(name: "half transparent 7x5", frame: randomFrame(width: 7, height: 5, seed: 4, alpha: 128)),
    PNGCase(name: "every alpha 256x8", frame: everyAlpha),
    PNGCase(name: "random alpha 41x17, stride 50", frame: randomFrame(width: 41, height: 17, stride: 50, seed: 5)),
    PNGCase(name: "opaque but one pixel 5x4", frame: makeFrame(width: 5, height: 4) { x, y in x == 4 && y == 3 ? 0xFE80_4020 : 0xFF10_2030 }),
]

private let allCases = opaqueCases + alphaCases

/// `Frame.pngData(compression:)`: every file is valid for pngcheck and decodes, in ffmpeg, to the
/// frame's straight pixels, RGB when the frame is opaque and RGBA otherwise, at every setting.
@Suite struct FramePNGTests {
    @Test("PNGs decode in ffmpeg to the frame's straight pixels", arguments: allCases, PNGCompression.allCases)
    func decodesToStraightPixels(_ testCase: PNGCase, compression: PNGCompression) throws {
        let frame = testCase.frame
        let decoded = try TestSupport.decodePNG(frame.pngData(compression: compression))
        #expect(decoded.width == frame.width && decoded.height == frame.height)
        let opaque = opaqueCases.contains { $0.name == testCase.name }
        #expect(decoded.pixelFormat == (opaque ? "rgb24" : "rgba"), "colour type 2 for opaque frames, 6 otherwise")
        let mismatches = TestSupport.rgbaMismatches(decoded.rgba, TestSupport.straightRGBA(of: frame))
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(decoded.chunks.first == "IHDR" && decoded.chunks.last == "IEND")
        #expect(decoded.chunks.dropFirst().dropLast().allSatisfy { $0 == "IDAT" }, "no chunk besides the image: \(decoded.chunks)")
    }

    @Test("Cairo's reader (libpng) gets back the premultiplied frame exactly", arguments: allCases)
    func premultipliedRoundTrip(_ testCase: PNGCase) throws {
        #expect(try Canvas(png: testCase.frame.pngData()).frame() == testCase.frame)
    }

    @Test("the same bytes on every run, and from a packed or a strided copy", arguments: PNGCompression.allCases)
    func deterministic(compression: PNGCompression) throws {
        let strided = randomFrame(width: 41, height: 17, stride: 50, seed: 5)
        let packed = Frame(width: 41, height: 17, pixels: (0..<17).flatMap { y in strided.pixels[(y * 50)..<(y * 50 + 41)] })
        let first = try strided.pngData(compression: compression)
        #expect(try strided.pngData(compression: compression) == first)
        #expect(try packed.pngData(compression: compression) == first)
    }

    @Test("the default is fast; the settings are named as the command line takes them")
    func settings() throws {
        let frame = randomFrame(width: 64, height: 9, seed: 6)
        #expect(try frame.pngData() == frame.pngData(compression: .fast))
        #expect(PNGCompression.allCases.map(\.rawValue) == ["fast", "balanced", "smallest"])
    }

    @Test("an empty frame, or one past the largest side, is an error naming its size")
    func badSizes() {
        #expect(throws: GraphicsError.invalidCanvasSize(width: 0, height: 3)) { try Frame(width: 0, height: 3).pngData() }
        #expect(throws: GraphicsError.invalidCanvasSize(width: 16385, height: 1)) { try Frame(width: 16385, height: 1).pngData() }
    }

    @Test("a vector canvas has no pixels to write as PNG")
    func vectorCanvas() throws {
        try TestSupport.withTemporaryFolder { folder in
            let canvas = try Canvas(vector: .svg, path: folder.appendingPathComponent("v.svg").path, width: 8, height: 8)
            #expect(throws: GraphicsError.self) { try canvas.pngData() }
            try canvas.finish()
        }
    }
}
