import Foundation
import KinetypeGIF
import KinetypePrimitives
import KinetypeRasterKernels

/// A synthetic title card drawn in premultiplied ARGB32, the way Cairo would: a background
/// (dark gradient, solid colour or clear) and a row of white text-like glyphs (a stem and a
/// bowl each, antialiased by signed distance) that fade in and rise one after another. Only the
/// glyph region changes; from `settleFraction` of the animation on, every frame is the same.
struct TestCard {
    enum Background {
        case gradient
        case solid(red: Double, green: Double, blue: Double)
        case clear
    }

    var width = 160
    var height = 96
    var frameCount = 30
    var background = Background.gradient
    var glyphCount = 5
    var settleFraction = 0.7

    /// The region glyphs can touch (including their rise), as x, y, width, height.
    var glyphRegion: (x: Int, y: Int, width: Int, height: Int) {
        (width / 8 - 2, height / 3 - 2, width * 3 / 4 + 4, height / 3 + height / 8 + 4)
    }

    func frame(_ index: Int) -> Frame {
        Frame(width: width, height: height, pixels: pixels(index))
    }

    /// Straight RGB of the background at a pixel, 0...1.
    func backgroundColor(x: Int, y: Int) -> (Double, Double, Double, Double) {
        switch background {
        case .gradient:
            let t = Double(y) / Double(max(1, height - 1)), s = Double(x) / Double(max(1, width - 1))
            return (0.06 + 0.10 * t + 0.04 * s, 0.07 + 0.05 * t, 0.16 + 0.18 * t + 0.05 * s, 1)
        case .solid(let r, let g, let b):
            return (r, g, b, 1)
        case .clear:
            return (0, 0, 0, 0)
        }
    }

    /// One glyph's placement in a frame: what ``coverage(x:y:index:)`` needs besides the pixel.
    private struct GlyphPlacement {
        var local: Double, top: Double, bottom: Double, stemHalf: Double, stemX: Double
        var radius: Double, cx: Double, cy: Double
    }

    /// The glyphs that show in frame `index` (faded in at all), in order.
    private func placements(index: Int) -> [GlyphPlacement] {
        let progress = Double(index) / (Double(max(1, frameCount - 1)) * settleFraction)
        let advance = Double(width) * 0.75 / Double(glyphCount)
        return (0..<glyphCount).compactMap { glyph in
            let start = Double(glyph) / Double(glyphCount) * 0.6
            let local = min(1, max(0, (progress - start) / 0.4))
            guard local > 0 else { return nil }
            let rise = (1 - local) * Double(height) / 8
            let left = Double(width) / 8 + Double(glyph) * advance
            let top = Double(height) / 3 + rise, bottom = top + Double(height) / 3
            // Stem: a rounded vertical bar; bowl: a ring beside it.
            let stemHalf = max(1.2, advance * 0.09)
            let stemX = left + stemHalf + 1
            let radius = min(advance * 0.3, (bottom - top) * 0.3)
            return GlyphPlacement(local: local, top: top, bottom: bottom, stemHalf: stemHalf, stemX: stemX, radius: radius,
                                  cx: stemX + stemHalf + radius, cy: bottom - radius)
        }
    }

    /// Coverage (0...1) of glyph shapes at pixel centre (x + 0.5, y + 0.5) for frame `index`.
    func coverage(x: Int, y: Int, index: Int) -> Double {
        coverage(x: x, y: y, glyphs: placements(index: index))
    }

    private func coverage(x: Int, y: Int, glyphs: [GlyphPlacement]) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        var total = 0.0
        for g in glyphs {
            let qx = abs(px - g.stemX) - g.stemHalf, qy = abs(py - (g.top + g.bottom) / 2) - (g.bottom - g.top) / 2
            let stem = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0)
            let ring = abs(((px - g.cx) * (px - g.cx) + (py - g.cy) * (py - g.cy)).squareRoot() - g.radius) - g.stemHalf * 0.8
            let distance = min(stem, ring)
            total = max(total, min(1, max(0, 0.5 - distance)) * g.local)
        }
        return total
    }

    /// Frame `index`'s pixels, drawn once for each card and frame and then remembered: the
    /// suites encode the same cards many times (threads, runs, strides).
    func pixels(_ index: Int) -> [UInt32] {
        let key = "\(width)x\(height) \(frameCount) \(background) \(glyphCount) \(settleFraction) \(index)"
        if let drawn = Self.drawn.withLock({ $0[key] }) { return drawn }
        let drawn = draw(index)
        Self.drawn.withLock { $0[key] = drawn }
        return drawn
    }

    private static let drawn = Locked<[String: [UInt32]]>([:])

    private func draw(_ index: Int) -> [UInt32] {
        let glyphs = placements(index: index)
        var pixels = [UInt32](repeating: 0, count: width * height)
        func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = backgroundColor(x: x, y: y)
                let c = coverage(x: x, y: y, glyphs: glyphs)
                // Source-over of white at alpha c, in premultiplied space.
                let outA = c + a * (1 - c)
                let pr = c + r * a * (1 - c), pg = c + g * a * (1 - c), pb = c + b * a * (1 - c)
                pixels[y * width + x] = byte(outA) << 24 | byte(pr) << 16 | byte(pg) << 8 | byte(pb)
            }
        }
        return pixels
    }

    /// Frame `index` as the GIF should show it: straight RGBA (`r | g<<8 | b<<16 | a<<24`).
    /// Opaque cards are the premultiplied colours; clear ones use the 1-bit threshold, alpha ≥ 128.
    func expected(_ index: Int) -> [UInt32] {
        pixels(index).map { p in
            let a = p >> 24
            if case .clear = background {
                guard a >= 128 else { return 0 }
                func un(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
                return un((p >> 16) & 0xFF) | un((p >> 8) & 0xFF) << 8 | un(p & 0xFF) << 16 | 0xFF00_0000
            }
            return (p >> 16) & 0xFF | ((p >> 8) & 0xFF) << 8 | (p & 0xFF) << 16 | 0xFF00_0000
        }
    }
}

/// Peak signal-to-noise ratio over the RGB channels of straight-RGBA images, in dB.
func psnr(_ a: [[UInt32]], _ b: [[UInt32]]) -> Double {
    var sum = 0.0, count = 0.0
    for (x, y) in zip(a, b) {
        for (p, q) in zip(x, y) {
            for shift in [0, 8, 16] as [UInt32] {
                let d = Double(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                sum += d * d
            }
            count += 3
        }
    }
    let mse = sum / count
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}
