import Foundation
import KinetypeRasterKernels
import KinetypeTestSupportCore
import Testing

@Suite struct GaussianBlurTests {
    /// Within 2/255 of an exact Gaussian on a sharp disc and thin strokes, across the radii a
    /// title card uses.
    @Test(arguments: [0.3, 0.5, 1, 2.5, 6, 12])
    func matchesAnExactGaussian(sigma: Double) {
        var image = blurTestImage()
        let reference = referenceGaussianBlur(image, sigma: sigma)
        image.withPixelBuffer { GaussianBlur(radius: sigma).apply(to: $0, region: $0.bounds) }
        let error = largestDifference(image, reference)
        #expect(error <= 2, "σ = \(sigma): largest difference \(error) levels")
    }

    @Test func blursOnlyTheRegionAndReadsNothingOutsideIt() {
        var image = blurTestImage()
        let region = PixelRect(x: 70, y: 20, width: 80, height: 80)   // the strokes, not the disc
        // The reference sees only what is inside the region, transparent around it.
        var cropped = Frame(width: region.width, height: region.height)
        for y in 0..<region.height {
            for x in 0..<region.width { cropped[x: x, y: y] = image[x: region.x + x, y: region.y + y] }
        }
        let reference = referenceGaussianBlur(cropped, sigma: 4)
        let before = image
        image.withPixelBuffer { GaussianBlur(radius: 4).apply(to: $0, region: region) }
        var inside = Frame(width: region.width, height: region.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                if x >= region.minX, x < region.maxX, y >= region.minY, y < region.maxY {
                    inside[x: x - region.x, y: y - region.y] = image[x: x, y: y]
                } else {
                    #expect(image[x: x, y: y] == before[x: x, y: y])
                }
            }
        }
        #expect(largestDifference(inside, reference) <= 2)
    }

    @Test func tinyRadiusChangesNothingAndHasNoReach() {
        var image = blurTestImage()
        let before = image
        image.withPixelBuffer { GaussianBlur(radius: 0.2).apply(to: $0, region: $0.bounds) }
        #expect(image == before)
        #expect(GaussianBlur(radius: 0.2).isIdentity && GaussianBlur(radius: 0.2).reach == 0)
        #expect(GaussianBlur(radius: .nan).isIdentity)
        #expect(GaussianBlur(radius: 6).reach == 18 && GaussianBlur(radius: 2.1).reach == 7)
    }

    @Test func keepsAConstantInteriorExactly() {
        // A Gaussian maps a constant to itself: 3σ + 1 inside an opaque block nothing changes.
        var image = Frame(width: 140, height: 140)
        for y in 20..<120 { for x in 20..<120 { image[x: x, y: y] = 0xFF20_4080 } }
        image.withPixelBuffer { GaussianBlur(radius: 3).apply(to: $0, region: $0.bounds) }
        for y in 30..<110 { for x in 30..<110 { #expect(image[x: x, y: y] == 0xFF20_4080) } }
        // Halfway across a straight edge the Gaussian gives half: alpha 127.5 ± rounding.
        let edge = Int(image[x: 20, y: 70] >> 24) + Int(image[x: 19, y: 70] >> 24)
        expectClose(edge, 255, tolerance: 1)
    }

    @Test func outputStaysValidPremultipliedAndConservesAlpha() {
        var image = blurTestImage()
        let before = image.pixels.reduce(0) { $0 + Int($1 >> 24) }
        image.withPixelBuffer { GaussianBlur(radius: 5).apply(to: $0, region: $0.bounds) }
        let after = image.pixels.reduce(0) { $0 + Int($1 >> 24) }
        expectClose(Double(after), Double(before), relativeTolerance: 0.01)
        for pixel in image.pixels {
            let (a, r, g, b) = PixelBuffer.channels(of: pixel)
            #expect(r <= a && g <= a && b <= a)
        }
    }

    @Test func strideAndScratchReuseDoNotChangeTheResult() {
        let sigma = 3.0
        var expected = blurTestImage(width: 100, height: 90)
        expected.withPixelBuffer { GaussianBlur(radius: sigma).apply(to: $0, region: $0.bounds) }
        // The same picture in rows of 130 pixels; the padding must survive untouched.
        let source = blurTestImage(width: 100, height: 90)
        var storage = [UInt32](repeating: 0xDEAD_BEEF, count: 130 * 90)
        for y in 0..<90 { for x in 0..<100 { storage[y * 130 + x] = source[x: x, y: y] } }
        var scratch = BlurScratch()
        var large = blurTestImage(width: 160, height: 120)
        large.withPixelBuffer { GaussianBlur(radius: 7).apply(to: $0, region: $0.bounds, scratch: &scratch) }
        storage.withUnsafeMutableBufferPointer { pixels in
            let buffer = PixelBuffer(width: 100, height: 90, stride: 130, pixels: pixels)
            GaussianBlur(radius: sigma).apply(to: buffer, region: buffer.bounds, scratch: &scratch)
        }
        for y in 0..<90 {
            for x in 0..<130 {
                #expect(storage[y * 130 + x] == (x < 100 ? expected[x: x, y: y] : 0xDEAD_BEEF))
            }
        }
    }

    @Test func oddAndTinyRegions() {
        // One row, one column and odd heights take the paired loops' single-row paths.
        for (width, height) in [(1, 1), (7, 1), (1, 7), (9, 5)] {
            var image = Frame(width: width, height: height)
            image[x: width / 2, y: height / 2] = 0xFFFF_FFFF
            let reference = referenceGaussianBlur(image, sigma: 1.5)
            image.withPixelBuffer { GaussianBlur(radius: 1.5).apply(to: $0, region: $0.bounds) }
            #expect(largestDifference(image, reference) <= 2, "\(width)x\(height)")
        }
    }
}
