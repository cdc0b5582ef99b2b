import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// The shader-style filters (colour, distortion and layer effects with Swift closures), each
/// against a reference written here in the plainest way: the same drawing without the filter,
/// then the effect worked out pixel by pixel from those pixels.
@Suite struct ShaderEffectTests {
    static let size = (width: 90, height: 60)
    /// An opaque horizontal gradient, red to blue, over the middle of the canvas.
    static let area = CGRect(x: 20, y: 10, width: 50, height: 40)

    /// The gradient drawn on a black canvas through `filter` (none for the reference), in a
    /// context scaled by `scale`.
    static func draw(_ filter: GraphicsContext.Filter?, scale: CGFloat = 1) throws -> Canvas {
        let canvas = try Canvas(width: Int(CGFloat(size.width) * scale), height: Int(CGFloat(size.height) * scale))
        canvas.fill(with: .black)
        var context = GraphicsContext(canvas: canvas)
        context.scaleBy(x: scale, y: scale)
        if let filter { context.addFilter(filter) }
        context.fill(Path(area), with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: area.minX, y: 0),
                                                      endPoint: CGPoint(x: area.maxX, y: 0)))
        return canvas
    }

    static func rgb(_ canvas: Canvas, _ x: Int, _ y: Int) -> SIMD3<Int> {
        let p = canvas.pixel(x: x, y: y)
        return SIMD3(Int(p.red), Int(p.green), Int(p.blue))
    }

    @Test("a colour effect maps each drawn pixel's colour and position")
    func colorEffect() throws {
        // Green from the position, red and blue swapped.
        let effect = GraphicsContext.Filter.colorEffect { position, color in
            SIMD4(color.z, Float(position.x / 100) * color.w, color.x, color.w)
        }
        let plain = try Self.draw(nil), filtered = try Self.draw(effect)
        for y in stride(from: 11, to: 49, by: 7) {
            for x in stride(from: 21, to: 69, by: 3) {
                let p = Self.rgb(plain, x, y), f = Self.rgb(filtered, x, y)
                let green = Int((Double(x) + 0.5) / 100 * 255)
                expectClose(f.x, p.z, tolerance: 1, "pixel \(x), \(y): \(f) from \(p)")
                expectClose(f.z, p.x, tolerance: 1, "pixel \(x), \(y): \(f) from \(p)")
                expectClose(f.y, green, tolerance: 1, "pixel \(x), \(y): \(f) from \(p)")
            }
        }
    }

    @Test("a distortion effect shows the drawing at the positions it returns, bilinear between pixels")
    func distortionEffect() throws {
        let whole = try Self.draw(.distortionEffect({ CGPoint(x: $0.x + 6, y: $0.y) }, maxSampleOffset: CGSize(width: 6, height: 0)))
        let half = try Self.draw(.distortionEffect({ CGPoint(x: $0.x + 0.5, y: $0.y) }, maxSampleOffset: CGSize(width: 1, height: 0)))
        let plain = try Self.draw(nil)
        for y in stride(from: 12, to: 48, by: 5) {
            for x in stride(from: 22, to: 62, by: 3) {
                #expect(Self.rgb(whole, x, y) == Self.rgb(plain, x + 6, y), "whole-pixel shift at \(x), \(y)")
                // Half a pixel right: the mean of this pixel and the next.
                let mean = (Self.rgb(plain, x, y) &+ Self.rgb(plain, x + 1, y))
                let expected = SIMD3(Double(mean.x), Double(mean.y), Double(mean.z)) / 2
                let got = Self.rgb(half, x, y)
                expectClose(Double(got.x), expected.x, tolerance: 1, "half-pixel shift at \(x), \(y)")
                expectClose(Double(got.z), expected.z, tolerance: 1, "half-pixel shift at \(x), \(y)")
            }
        }
        // Shifted left by 6, the drawing's right edge leaves 6 columns that sample past it.
        #expect(whole.pixel(x: 66, y: 30).alpha == 255)
        #expect(Self.rgb(whole, 66, 30) == SIMD3(0, 0, 0), "past the drawing is transparent, over black")
    }

    @Test("a layer effect reads the layer within its offset: a three-tap horizontal average")
    func layerEffect() throws {
        let average = GraphicsContext.Filter.layerEffect({ position, layer in
            (layer.sample(at: CGPoint(x: position.x - 2, y: position.y)) + layer.sample(at: position)
                + layer.sample(at: CGPoint(x: position.x + 2, y: position.y))) / 3
        }, maxSampleOffset: CGSize(width: 2, height: 0))
        let filtered = try Self.draw(average), plain = try Self.draw(nil)
        for y in stride(from: 12, to: 48, by: 5) {
            for x in stride(from: 15, to: 75, by: 2) {
                // The plain canvas's pixels outside the drawing are the black background, but the
                // layer there is transparent: count them as zero, as the layer does.
                func layer(_ px: Int) -> SIMD3<Double> {
                    guard Self.area.minX <= CGFloat(px), CGFloat(px) < Self.area.maxX else { return .zero }
                    let p = Self.rgb(plain, px, y)
                    return SIMD3(Double(p.x), Double(p.y), Double(p.z))
                }
                let expected = (layer(x - 2) + layer(x) + layer(x + 2)) / 3
                let got = Self.rgb(filtered, x, y)
                expectClose(Double(got.x), expected.x, tolerance: 1.5, "pixel \(x), \(y): \(got) against \(expected)")
                expectClose(Double(got.z), expected.z, tolerance: 1.5, "pixel \(x), \(y): \(got) against \(expected)")
            }
        }
    }

    @Test("a layer the effect keeps reads the drawn pixels after the draw: it holds them, it does not borrow them")
    func keptLayer() throws {
        let kept = Locked<ShaderLayer?>(nil)
        let keep = GraphicsContext.Filter.layerEffect({ position, layer in
            kept.withLock { if $0 == nil { $0 = layer } }
            return layer.sample(at: position)
        }, maxSampleOffset: .zero)
        let canvas = try Self.draw(keep)
        let layer = try #require(kept.withLock { $0 })
        for _ in 0..<4 { _ = try Self.draw(nil) }   // other draws, which would reuse freed memory
        for x in stride(from: 21, to: 70, by: 7) {
            let sample = layer.sample(at: CGPoint(x: Double(x) + 0.5, y: 30.5))
            let got = SIMD3(Int((sample.x * 255).rounded()), Int((sample.y * 255).rounded()), Int((sample.z * 255).rounded()))
            #expect(got == Self.rgb(canvas, x, 30) && sample.w == 1, "pixel \(x), 30")
        }
    }

    @Test("positions are the canvas's coordinates before the context's scale")
    func scaledPositions() throws {
        let effect = GraphicsContext.Filter.colorEffect { position, color in
            SIMD4(Float(position.x / 100) * color.w, 0, 0, color.w)
        }
        let twice = try Self.draw(effect, scale: 2)
        // Device pixel 81 is at canvas x (81.5) / 2.
        let red = Int(twice.pixel(x: 81, y: 60).red)
        expectClose(red, Int(81.5 / 2 / 100 * 255), tolerance: 1)
    }

    @Test("the result does not depend on the order rows are done in: two runs are identical")
    func deterministic() throws {
        let wave = GraphicsContext.Filter.distortionEffect({ CGPoint(x: $0.x + 3 * sin($0.y / 4), y: $0.y) },
                                                          maxSampleOffset: CGSize(width: 3, height: 0))
        #expect(Frame(canvas: try Self.draw(wave)) == Frame(canvas: try Self.draw(wave)))
    }
}
