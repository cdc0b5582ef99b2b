import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeRasterKernels
import KinetypeText

extension Canvas {
    /// Runs the filters over the whole canvas, in order (premultiplied ARGB32, in place); the
    /// canvas is the part of a larger one whose top-left corner is `origin`'s (for the positions
    /// shader-style effects see).
    func applyFilters(_ filters: [GraphicsContext.Filter], origin: PixelRect = PixelRect(x: 0, y: 0, width: 0, height: 0)) {
        surface.flush()
        let stride = surface.stride / 4
        let data = surface.data!
        data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { pixels in
            let buffer = PixelBuffer(width: width, height: height, stride: stride,
                                     pixels: UnsafeMutableBufferPointer(start: pixels, count: stride * height))
            var scratch = BlurScratch()
            for filter in filters {
                switch filter.kind {
                case .blur(let radius):
                    GaussianBlur(radius: radius).apply(to: buffer, region: buffer.bounds, scratch: &scratch)
                case .matrix(let matrix, _):
                    matrix.apply(to: buffer, region: buffer.bounds)
                case .colorEffect(let effect, let scale):
                    ShaderEffects(buffer: buffer, originX: origin.x, originY: origin.y, scale: scale).apply { position, color in
                        effect(position, color)
                    }
                case .distortionEffect(let effect, _, let scale):
                    ShaderEffects(buffer: buffer, originX: origin.x, originY: origin.y, scale: scale).applyReadingLayer { position, layer in
                        layer.sample(at: effect(position))
                    }
                case .layerEffect(let effect, _, let scale):
                    ShaderEffects(buffer: buffer, originX: origin.x, originY: origin.y, scale: scale).applyReadingLayer(effect)
                case .innerShadow(let color, let radius, let x, let y):
                    // The shadow the outside casts (alpha inverted), kept where the drawing
                    // is and laid over it: out = shadow × source alpha + source × (1 − that).
                    var outside = Frame(width: width, height: height)
                    var shadow = outside.withPixelBuffer { outsideBuffer in
                        for row in 0..<height {
                            for column in 0..<width {
                                outsideBuffer[x: column, y: row] = (255 - (buffer[x: column, y: row] >> 24)) << 24
                            }
                        }
                        return Canvas.shadow(of: outsideBuffer, color: color, radius: radius, x: x, y: y, scratch: &scratch)
                    }
                    shadow.withPixelBuffer { shadowBuffer in
                        for row in 0..<height {
                            for column in 0..<width {
                                let s = buffer[x: column, y: row]
                                let alpha = s >> 24
                                guard alpha > 0 else { continue }
                                let inside = Canvas.scaled(shadowBuffer[x: column, y: row], by: alpha)
                                buffer[x: column, y: row] = Canvas.over(inside, s, inverse: 255 - (inside >> 24))
                            }
                        }
                    }
                case .shadowsOnly(let shadows):
                    // The drawing stays in `buffer` while each shadow is cast from it over the
                    // shadows so far; the shadows gather in `beneath`, which then replaces it.
                    var beneath = Frame(width: width, height: height)
                    beneath.withPixelBuffer { beneathBuffer in
                        for case .shadow(let color, let radius, let x, let y) in shadows.map(\.kind) {
                            var source = Frame(width: width, height: height)
                            var shadow = source.withPixelBuffer { sourceBuffer in
                                for row in 0..<height {
                                    for column in 0..<width {
                                        let s = buffer[x: column, y: row]
                                        sourceBuffer[x: column, y: row] = Canvas.over(s, beneathBuffer[x: column, y: row], inverse: 255 - (s >> 24))
                                    }
                                }
                                return Canvas.shadow(of: sourceBuffer, color: color, radius: radius, x: x, y: y, scratch: &scratch)
                            }
                            shadow.withPixelBuffer { shadowBuffer in
                                for row in 0..<height {
                                    for column in 0..<width {
                                        let b = beneathBuffer[x: column, y: row]
                                        beneathBuffer[x: column, y: row] = Canvas.over(b, shadowBuffer[x: column, y: row], inverse: 255 - (b >> 24))
                                    }
                                }
                            }
                        }
                        for row in 0..<height {
                            for column in 0..<width { buffer[x: column, y: row] = beneathBuffer[x: column, y: row] }
                        }
                    }
                case .shadow(let color, let radius, let x, let y):
                    let caster = DropShadow(color: color.resolve(), radius: radius, x: x, y: y)
                    let (shadow, shadowInk) = ShadowCache.shadow(of: buffer, caster) {
                        Canvas.shadow(of: buffer, color: color, radius: radius, x: x, y: y, scratch: &scratch)
                    }
                    guard let shadowInk else { continue }
                    shadow.pixels.withUnsafeBufferPointer { cast in
                        // The drawing over its shadow: out = source + shadow × (1 − source alpha),
                        // where the shadow has ink (elsewhere it adds nothing).
                        let pixels = buffer.pixels.baseAddress!
                        for row in shadowInk.minY..<shadowInk.maxY {
                            let shade = cast.baseAddress! + row * shadow.stride, drawn = pixels + row * buffer.stride
                            for column in shadowInk.minX..<shadowInk.maxX {
                                let d = shade[column]
                                guard d != 0 else { continue }
                                let s = drawn[column]
                                let inverse = 255 - (s >> 24)
                                guard inverse > 0 else { continue }
                                drawn[column] = Canvas.over(s, d, inverse: inverse)
                            }
                        }
                    }
                }
            }
        }
        surface.markDirty()
    }

    /// The shadow `source` casts (``DropShadow``), in a frame of its own.
    private static func shadow(of source: PixelBuffer, color: Color, radius: Double, x: Double, y: Double,
                               scratch: inout BlurScratch) -> Frame {
        var shadow = Frame(width: source.width, height: source.height)
        _ = shadow.withPixelBuffer { target in
            DropShadow(color: color.resolve(), radius: radius, x: x, y: y).render(from: source, region: source.bounds, into: target, scratch: &scratch)
        }
        return shadow
    }

    /// Every premultiplied channel of `pixel` times `factor / 255`.
    static func scaled(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let value = ((pixel >> UInt32(shift)) & 0xFF) * factor
            result |= ((value + 127) / 255) << UInt32(shift)
        }
        return result
    }

    /// `min(255, source + (destination × inverse + 127) / 255)` per premultiplied channel
    /// (`inverse` at most 255), two channels at a time (``ChannelPairs``).
    @inline(__always)
    package static func over(_ source: UInt32, _ destination: UInt32, inverse: UInt32) -> UInt32 {
        ChannelPairs.sum(source & 0x00FF_00FF, ChannelPairs.scaled(destination, by: inverse, half: 0x80))
            | ChannelPairs.sum((source >> 8) & 0x00FF_00FF, ChannelPairs.scaled(destination >> 8, by: inverse, half: 0x80)) << 8
    }
}
