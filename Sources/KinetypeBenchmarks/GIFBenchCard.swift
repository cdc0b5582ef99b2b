import KinetypeGIF
import KinetypeRasterKernels

/// The benchmark's title card: 1280x720 frames resembling Kinetype's appearance transition,
/// synthesised without the text engine. A dark diagonal gradient fills the frame; a word of
/// eight white glyph-like shapes (stems, bowls, bars, antialiased from signed distances) sits
/// in the middle, and each glyph fades in, rises and un-blurs over 24 frames, staggered by 4
/// frames, as seed 001's blur-in does. The rest of the frame never changes, and the last frames
/// are identical (the card has settled).
struct GIFBenchCard {
    let width = 1280
    let height = 720
    let frameCount = 60

    private let glyphSize = (width: 84, height: 120)
    private let padding = 28
    private let masks: [[Float]]
    private let background: [UInt32]

    init() {
        let (w, h) = (width, height)
        var background = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let t = Float(y) / Float(h - 1), s = Float(x) / Float(w - 1)
                let r = 14 + 22 * t + 10 * s, g = 16 + 12 * t, b = 34 + 40 * t + 14 * s
                background[y * w + x] = 0xFF00_0000 | UInt32(r.rounded()) << 16 | UInt32(g.rounded()) << 8 | UInt32(b.rounded())
            }
        }
        self.background = background
        masks = (0..<8).map { GIFBenchCard.glyphMask(kind: $0, size: (84, 120), padding: 28) }
    }

    /// Frame `index` as premultiplied ARGB32 (opaque).
    func frame(_ index: Int) -> Frame {
        var pixels = background
        let boxWidth = glyphSize.width + 2 * padding, boxHeight = glyphSize.height + 2 * padding
        let advance = glyphSize.width + 20
        let left = (width - 8 * advance) / 2 - padding, top = (height - glyphSize.height) / 2 - padding
        for glyph in 0..<8 {
            let progress = min(1, max(0, Float(index - 4 * glyph) / 24))
            guard progress > 0 else { continue }
            let eased = 1 - (1 - progress) * (1 - progress) * (1 - progress)
            let radius = Int((12 * (1 - eased)).rounded())
            let rise = Int((22 * (1 - eased)).rounded())
            let mask = GIFBenchCard.boxBlur(masks[glyph], width: boxWidth, height: boxHeight, radius: radius)
            let originX = left + glyph * advance, originY = top + rise
            for y in 0..<boxHeight {
                for x in 0..<boxWidth {
                    let alpha = mask[y * boxWidth + x] * eased
                    guard alpha > 0.002 else { continue }
                    let p = (originY + y) * width + originX + x
                    let under = pixels[p]
                    func blend(_ shift: UInt32) -> UInt32 {
                        let c = Float((under >> shift) & 0xFF)
                        return UInt32((c + (255 - c) * alpha).rounded()) << shift
                    }
                    pixels[p] = 0xFF00_0000 | blend(16) | blend(8) | blend(0)
                }
            }
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    /// Coverage of one glyph shape in a box with `padding` around it, antialiased: coverage is
    /// `clamp(0.5 − distance, 0, 1)` of the signed distance to the shape at each pixel centre.
    private static func glyphMask(kind: Int, size: (width: Int, height: Int), padding: Int) -> [Float] {
        let boxWidth = size.width + 2 * padding, boxHeight = size.height + 2 * padding
        let stroke: Float = 8.5
        let x0 = Float(padding), y0 = Float(padding)
        let w = Float(size.width), h = Float(size.height)
        func bar(_ px: Float, _ py: Float, _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) -> Float {
            // Distance to the segment a–b, minus half the stroke width.
            let dx = bx - ax, dy = by - ay
            let t = max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
            let ex = px - ax - t * dx, ey = py - ay - t * dy
            return (ex * ex + ey * ey).squareRoot() - stroke
        }
        func ring(_ px: Float, _ py: Float, _ cx: Float, _ cy: Float, _ r: Float) -> Float {
            abs(((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot() - r) - stroke
        }
        var mask = [Float](repeating: 0, count: boxWidth * boxHeight)
        for y in 0..<boxHeight {
            for x in 0..<boxWidth {
                let px = Float(x) + 0.5, py = Float(y) + 0.5
                let l = x0 + stroke, r = x0 + w - stroke, t = y0 + stroke, b = y0 + h - stroke, m = y0 + h / 2
                let d: Float
                switch kind % 4 {
                case 0: d = min(bar(px, py, l, t, l, b), bar(px, py, l, t, r, t), bar(px, py, l, m, r - 10, m))  // F-like
                case 1: d = min(bar(px, py, l, t, l, b), ring(px, py, (l + r) / 2 + 4, b - (r - l) / 2, (r - l) / 2))  // b-like
                case 2: d = min(bar(px, py, l, t, (l + r) / 2, b), bar(px, py, (l + r) / 2, b, r, t))  // V-like
                default: d = min(bar(px, py, (l + r) / 2, t, (l + r) / 2, b), bar(px, py, l, t, r, t), bar(px, py, l, b, r, b))  // I-like
                }
                mask[y * boxWidth + x] = max(0, min(1, 0.5 - d))
            }
        }
        return mask
    }

    /// Two passes of a separable box blur of `radius` (≈ a Gaussian), clamped at the edges.
    private static func boxBlur(_ source: [Float], width: Int, height: Int, radius: Int) -> [Float] {
        guard radius > 0 else { return source }
        var a = source, b = source
        let scale = 1 / Float(2 * radius + 1)
        for _ in 0..<2 {
            for y in 0..<height {
                for x in 0..<width {
                    var sum: Float = 0
                    for k in -radius...radius { sum += a[y * width + min(width - 1, max(0, x + k))] }
                    b[y * width + x] = sum * scale
                }
            }
            for y in 0..<height {
                for x in 0..<width {
                    var sum: Float = 0
                    for k in -radius...radius { sum += b[min(height - 1, max(0, y + k)) * width + x] }
                    a[y * width + x] = sum * scale
                }
            }
        }
        return a
    }
}
