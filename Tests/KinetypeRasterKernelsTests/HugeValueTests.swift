import Foundation
import KinetypePrimitives
import KinetypeRasterKernels
import Testing

/// Values far outside anything a scene may hold still reach the kernels through the Swift API
/// (a transform, an offset, a radius): they are held to what a buffer can use, never trapped on.
@Suite struct HugeValueTests {
    @Test("a rectangle past Int's range encloses clamped pixels", arguments: [1e19, 1e300, -1e300])
    func hugeRectangle(_ origin: Double) {
        let rect = PixelRect(enclosing: CGRect(x: origin, y: 0, width: 10, height: 10))
        let limit = PixelRect.coordinateLimit
        #expect(rect.minX >= -limit && rect.maxX <= limit)
        #expect(rect.intersection(PixelRect(x: 0, y: 0, width: 64, height: 64)).isEmpty)
        #expect(rect.expanded(by: 3000).minX >= -limit - 3000)
    }

    @Test("a rectangle spanning far beyond both sides still holds the buffer")
    func spanningRectangle() {
        let rect = PixelRect(enclosing: CGRect(x: -1e300, y: -5, width: 2e300, height: 10))
        let buffer = PixelRect(x: 0, y: 0, width: 64, height: 64)
        #expect(rect.intersection(buffer) == PixelRect(x: 0, y: 0, width: 64, height: 5))
    }

    @Test("a NaN rectangle is empty")
    func nanRectangle() {
        #expect(PixelRect(enclosing: CGRect(x: 0, y: 0, width: Double.nan, height: 4)).isEmpty)
    }

    @Test("a blur of σ = 10⁹ is held to the largest radius and leaves valid pixels", arguments: [1e9, 1e300])
    func hugeBlur(_ radius: Double) {
        let blur = GaussianBlur(radius: radius)
        #expect(blur.radius == GaussianBlur.largestRadius)
        #expect(blur.reach == Int((3 * GaussianBlur.largestRadius).rounded(.up)))
        var image = Frame(width: 16, height: 16)
        image.withPixelBuffer { buffer in
            buffer.fill(PixelRect(x: 4, y: 4, width: 8, height: 8), with: 0xFFFF_FFFF)
            blur.apply(to: buffer, region: buffer.bounds)
        }
        for pixel in image.pixels {
            let alpha = pixel >> 24
            #expect(pixel >> 16 & 0xFF <= alpha && pixel >> 8 & 0xFF <= alpha && pixel & 0xFF <= alpha)
        }
    }

    @Test("a shadow moved past Int's range writes nothing")
    func hugeShadowOffset() {
        var source = Frame(width: 8, height: 8), destination = Frame(width: 8, height: 8)
        var scratch = BlurScratch()
        let shadow = DropShadow(color: Color.black.resolve(), radius: 2, x: 1e300, y: -1e19)
        let written = source.withPixelBuffer { source in
            source.fill(source.bounds, with: 0xFF00_0000)
            return destination.withPixelBuffer { destination in
                shadow.render(from: source, region: source.bounds, into: destination, scratch: &scratch)
            }
        }
        #expect(written.isEmpty)
        #expect(destination.pixels.allSatisfy { $0 == 0 })
    }

    @Test("a NaN colour becomes a transparent pixel")
    func nanColor() {
        let color = Color.Resolved(red: .nan, green: 0.5, blue: 0.5, opacity: .nan)
        #expect(color.premultipliedARGB32 == 0)
    }
}
