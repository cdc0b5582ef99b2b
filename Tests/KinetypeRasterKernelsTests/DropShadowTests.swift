import Foundation
import Testing
import KinetypePrimitives
import KinetypeRasterKernels

@Suite struct DropShadowTests {
    /// A source with one opaque white pixel at (5, 5), and a destination full of a sentinel.
    func render(_ shadow: DropShadow, size: Int = 16) -> (Frame, PixelRect) {
        var source = Frame(width: size, height: size)
        source[x: 5, y: 5] = 0xFFFF_FFFF
        var destination = Frame(width: size, height: size, fill: 0x1234_5678)
        var scratch = BlurScratch()
        let written = source.withPixelBuffer { s in
            destination.withPixelBuffer { d in
                shadow.render(from: s, region: PixelRect(x: 5, y: 5, width: 1, height: 1), into: d, scratch: &scratch)
            }
        }
        return (destination, written)
    }

    @Test func integerOffsetMovesTheTintedAlpha() {
        // Red at opacity 0.4: (a 102, r 102) where the source is opaque, moved by (3, 2).
        let red = Color.Resolved(red: 1, green: 0, blue: 0, opacity: 0.4)
        let (image, written) = render(DropShadow(color: red, radius: 0, x: 3, y: 2))
        #expect(written == PixelRect(x: 8, y: 7, width: 1, height: 1))
        for y in 0..<16 {
            for x in 0..<16 {
                #expect(image[x: x, y: y] == (x == 8 && y == 7 ? 0x6666_0000 : 0x1234_5678))
            }
        }
    }

    @Test func fractionalOffsetSplitsCoverage() {
        // x = 0.25: 0.75·255 = 191.25 → 191 stays at (5, 5), 0.25·255 = 63.75 → 64 moves to (6, 5).
        let black = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)
        let (image, written) = render(DropShadow(color: black, radius: 0, x: 0.25, y: 0))
        #expect(written == PixelRect(x: 5, y: 5, width: 2, height: 1))
        #expect(image[x: 5, y: 5] == 0xBF00_0000 && image[x: 6, y: 5] == 0x4000_0000)
        #expect(image[x: 7, y: 5] == 0x1234_5678)
    }

    @Test func blurredShadowMatchesAnExactGaussianOfTheTintedShape() {
        let sigma = 2.0
        let tint = Color.Resolved(red: 0.2, green: 0.4, blue: 1, opacity: 0.8)
        var source = blurTestImage(width: 120, height: 100)
        // The shadow the test expects before blurring: alpha × premultiplied tint, moved (4, -3).
        var expected = Frame(width: 120, height: 100)
        for y in 0..<100 {
            for x in 0..<120 where x - 4 >= 0 && x - 4 < 120 && y + 3 < 100 {
                let alpha = Double(source[x: x - 4, y: y + 3] >> 24) / 255
                let a = 0.8 * alpha
                let level = { (v: Double) in UInt32((v * 255).rounded()) }
                expected[x: x, y: y] = PixelBuffer.pack(alpha: level(a), red: level(0.2 * a),
                                                        green: level(0.4 * a), blue: level(1 * a))
            }
        }
        let reference = referenceGaussianBlur(expected, sigma: sigma)
        var destination = Frame(width: 120, height: 100)
        var scratch = BlurScratch()
        let written = source.withPixelBuffer { s in
            destination.withPixelBuffer { d in
                DropShadow(color: tint, radius: sigma, x: 4, y: -3).render(from: s, region: s.bounds, into: d, scratch: &scratch)
            }
        }
        #expect(written == PixelRect(x: 0, y: 0, width: 120, height: 100))
        #expect(largestDifference(destination, reference) <= 2)
    }

    @Test func regionGrowsByTheOffsetAndTheReach() {
        let shadow = DropShadow(color: Color.Resolved(red: 0, green: 0, blue: 0), radius: 2, x: 1.5, y: -2)
        // Moved by (1, −2), one wider for the fractional x, then 6 (= 3σ) on every side.
        #expect(shadow.shadowRegion(for: PixelRect(x: 10, y: 10, width: 4, height: 4))
            == PixelRect(x: 5, y: 2, width: 17, height: 16))
    }
}
