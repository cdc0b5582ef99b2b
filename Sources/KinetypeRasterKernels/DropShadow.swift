import Foundation
import KinetypeDiagnostics
import KinetypePrimitives

/// The shadow of drawn content, as SwiftUI's `GraphicsContext.Filter.shadow(color:radius:x:y:)`:
/// the content's alpha, tinted with `color`, blurred by `radius`, moved by `(x, y)`.
///
/// The shadow goes to a separate buffer, so the caller composites it under the content
/// (or alone, for SwiftUI's `.shadowOnly` option). Fractional offsets are honoured by
/// bilinear sampling of the alpha, so an animated shadow glides instead of stepping a pixel
/// at a time. `radius` is a standard deviation, as for `GaussianBlur`.
///
/// ```swift
/// let shadow = DropShadow(color: Color.black.opacity(0.5).resolve(), radius: 4, x: 0, y: 2)
/// let written = shadow.render(from: layer, region: drawn, into: shadowLayer, scratch: &scratch)
/// ```
package struct DropShadow: Hashable, Sendable {
    package var color: Color.Resolved
    package var radius: Double
    package var x: Double
    package var y: Double

    package init(color: Color.Resolved, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    /// The destination pixels that the shadow of content in `sourceRegion` can cover: the
    /// region moved by the offset (one pixel wider or taller when the offset is fractional),
    /// grown by the blur's reach. Not clipped.
    package func shadowRegion(for sourceRegion: PixelRect) -> PixelRect {
        let ix = Self.pixels(x), iy = Self.pixels(y)
        var moved = sourceRegion.offsetBy(dx: ix, dy: iy)
        if x != Double(ix) { moved.width += 1 }
        if y != Double(iy) { moved.height += 1 }
        return moved.expanded(by: GaussianBlur(radius: radius).reach)
    }

    /// Writes the shadow of the content in `region` of `source` into `destination`, which has
    /// the same coordinates (same size, typically). Returns the pixels it wrote: the clipped
    /// `shadowRegion(for:)`, which it overwrites entirely; it touches no other pixel.
    ///
    /// Each shadow pixel is the premultiplied color times the source alpha sampled at
    /// `(px − x, py − y)` (bilinear; pixels outside `region` count as transparent), then the
    /// whole area is blurred.
    @discardableResult
    package func render(from source: PixelBuffer, region: PixelRect, into destination: PixelBuffer,
                        scratch: inout BlurScratch) -> PixelRect {
        let sourceArea = region.intersection(source.bounds)
        let target = shadowRegion(for: sourceArea).intersection(destination.bounds)
        guard !target.isEmpty else { return target }
        let ix = Self.pixels(x), iy = Self.pixels(y)
        let fx = Float(x - Double(ix)), fy = Float(y - Double(iy))
        func alpha(_ sx: Int, _ sy: Int) -> Float {
            guard sx >= sourceArea.minX, sx < sourceArea.maxX, sy >= sourceArea.minY, sy < sourceArea.maxY else {
                return 0
            }
            return Float(source[x: sx, y: sy] >> 24)
        }
        let opacity = min(max(color.opacity, 0), 1)
        let tint = SIMD4(opacity, min(max(color.red, 0), 1) * opacity,
                         min(max(color.green, 0), 1) * opacity, min(max(color.blue, 0), 1) * opacity)
        for py in target.minY..<target.maxY {
            for px in target.minX..<target.maxX {
                let sx = px - ix, sy = py - iy
                let coverage = (1 - fx) * (1 - fy) * alpha(sx, sy) + fx * (1 - fy) * alpha(sx - 1, sy)
                    + (1 - fx) * fy * alpha(sx, sy - 1) + fx * fy * alpha(sx - 1, sy - 1)
                destination[x: px, y: py] = coverage == 0 ? 0 : pack(tint * coverage)
            }
        }
        GaussianBlur(radius: radius).apply(to: destination, region: target, scratch: &scratch)
        return target
    }

    /// The whole pixels of an offset, rounded down and held to ±`PixelRect.coordinateLimit` (a
    /// shadow moved further is off every canvas), so no offset traps the conversion.
    private static func pixels(_ offset: Double) -> Int {
        let limit = Double(PixelRect.coordinateLimit)
        return Int(saturating: min(max(offset.rounded(.down), -limit), limit))
    }
}
