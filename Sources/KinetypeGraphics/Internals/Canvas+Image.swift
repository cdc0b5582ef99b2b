import Foundation
import KinetypePrimitives

extension Canvas {
    /// Paints `image` scaled to `rect` in the current user space: pixels through a pattern with
    /// Cairo's good filter, padded at the edges and clipped to `rect` (so scaled edges stay
    /// sharp); an SVG rendered by librsvg into the rectangle as vectors, in a group when `alpha`
    /// is below 1.
    func paintImage(_ image: Image, in rect: CGRect, alpha: Double) {
        cairo.newPath()
        cairo.rectangle(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo.clip()
        if let svg = image.storage.svg {
            paintSVG(svg, size: image.size, in: rect, alpha: alpha)
            return
        }
        let width = Int(image.size.width), height = Int(image.size.height)
        var pixels = image.storage.pixels
        pixels.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let surface = Cairo.Surface(data: base, width: width, height: height, stride: width * 4)
            cairo.translate(Double(rect.minX), Double(rect.minY))
            cairo.scale(Double(rect.width) / Double(width), Double(rect.height) / Double(height))
            cairo.setSource(surface, x: 0, y: 0)
            cairo.padSource(filter: .good)
            cairo.paint(alpha: alpha)
            // The pattern holds the surface until the source changes: let go of it before the pixels go.
            cairo.setSourceRGBA(0, 0, 0, 0)
        }
    }
}
