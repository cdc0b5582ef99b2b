import Foundation
import KinetypePrimitives

extension GraphicsContext.Filter {
    /// Kinetype: SwiftUI's `colorEffect` with a Swift closure in place of a Metal function. It
    /// maps each pixel's colour to a new one: it gets the pixel centre's position and its colour,
    /// premultiplied RGBA 0...1 (Metal's `half4`), and returns a premultiplied colour.
    ///
    /// Positions are in the canvas's coordinates before the context's scale, the same for every
    /// draw: `(x + 0.5, y + 0.5) / scale` for device pixel (x, y). The closure runs on several
    /// threads at once, one row each; the result does not depend on how many.
    public static func colorEffect(_ effect: @escaping @Sendable (_ position: CGPoint, _ color: SIMD4<Float>) -> SIMD4<Float>) -> Self {
        Self(kind: .colorEffect(effect, scale: 1))
    }

    /// Kinetype: SwiftUI's `distortionEffect` with a Swift closure: each pixel shows what was
    /// drawn at the position the closure returns for its own (bilinear between pixels,
    /// transparent outside the drawing). `maxSampleOffset` is how far from a pixel the closure
    /// may look; the layer is the drawn content's box grown by it, as with a blur. Positions as
    /// in ``colorEffect(_:)``.
    public static func distortionEffect(_ effect: @escaping @Sendable (_ position: CGPoint) -> CGPoint,
                                        maxSampleOffset: CGSize) -> Self {
        Self(kind: .distortionEffect(effect, maxSampleOffset: maxSampleOffset, scale: 1))
    }

    /// Kinetype: SwiftUI's `layerEffect` with a Swift closure: each pixel's colour comes from the
    /// closure, which may read the drawn layer anywhere within `maxSampleOffset` of the pixel
    /// (``ShaderLayer/sample(at:)``). Positions and colours as in ``colorEffect(_:)``.
    public static func layerEffect(_ effect: @escaping @Sendable (_ position: CGPoint, _ layer: ShaderLayer) -> SIMD4<Float>,
                                   maxSampleOffset: CGSize) -> Self {
        Self(kind: .layerEffect(effect, maxSampleOffset: maxSampleOffset, scale: 1))
    }
}

/// The drawn layer a ``GraphicsContext/Filter/layerEffect(_:maxSampleOffset:)`` reads, as
/// SwiftUI's `SwiftUI::Layer` in a Metal shader.
///
/// A value that holds its pixels (the copy of the layer made before the effect runs, shared by
/// every row, never written), so an effect that keeps it past the draw still reads valid pixels.
public struct ShaderLayer: Sendable {
    let pixels: [UInt32]
    let width: Int, height: Int, stride: Int
    /// Device pixels of the layer's top-left corner, and the context's scale.
    let originX: Double, originY: Double, scale: Double

    /// The premultiplied colour (RGBA 0...1) at `position` (canvas coordinates, as the effect's
    /// positions): bilinear between pixel centres, transparent outside the layer.
    public func sample(at position: CGPoint) -> SIMD4<Float> {
        let x = Double(position.x) * scale - originX - 0.5, y = Double(position.y) * scale - originY - 0.5
        guard x.isFinite, y.isFinite, x > -1, y > -1, x < Double(width), y < Double(height) else { return .zero }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = Float(x - Double(x0)), fy = Float(y - Double(y0))
        func pixel(_ px: Int, _ py: Int) -> SIMD4<Float> {
            guard px >= 0, py >= 0, px < width, py < height else { return .zero }
            let p = pixels[py * stride + px]
            return SIMD4(Float(p >> 16 & 0xFF), Float(p >> 8 & 0xFF), Float(p & 0xFF), Float(p >> 24)) / 255
        }
        let top = pixel(x0, y0) * (1 - fx) + pixel(x0 + 1, y0) * fx
        let bottom = pixel(x0, y0 + 1) * (1 - fx) + pixel(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }
}
