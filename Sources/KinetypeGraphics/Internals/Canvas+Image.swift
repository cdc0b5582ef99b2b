import Foundation
import KinetypePrimitives
internal import CKinetypeCairo

extension Canvas {
    /// Paints `image` scaled to `rect` in the current user space: pixels through a pattern with
    /// Cairo's good filter, padded at the edges and clipped to `rect` (so scaled edges stay
    /// sharp); an SVG rendered by librsvg into the rectangle as vectors, in a group when `alpha`
    /// is below 1.
    func paintImage(_ image: Image, in rect: CGRect, alpha: Double) {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cairo)
        if let svg = image.storage.svg {
            paintSVG(svg, size: image.size, in: rect, alpha: alpha)
            return
        }
        let width = Int(image.size.width), height = Int(image.size.height)
        var pixels = image.storage.pixels
        pixels.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
            defer { cairo_surface_destroy(surface) }
            cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(cairo, Double(rect.width) / Double(width), Double(rect.height) / Double(height))
            cairo_set_source_surface(cairo, surface, 0, 0)
            let pattern = cairo_get_source(cairo)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_paint_with_alpha(cairo, alpha)
            // The pattern holds the surface until the source changes: let go of it before the pixels go.
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
        }
    }
}
