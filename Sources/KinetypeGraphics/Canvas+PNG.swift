import Foundation
internal import CKinetypeCairo

extension Canvas {
    /// A canvas holding a decoded PNG image (`cairo_image_surface_create_from_png_stream`).
    public convenience init(png data: Data) throws {
        final class Source {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let source = Source(data)
        let image = cairo_image_surface_create_from_png_stream({ closure, bytes, length in
            let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
            source.data.copyBytes(to: bytes!, from: source.offset..<(source.offset + count))
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            throw GraphicsError.cairo("the data is not a PNG image (\(String(cString: cairo_status_to_string(cairo_surface_status(image)))))")
        }
        try self.init(width: Int(cairo_image_surface_get_width(image)), height: Int(cairo_image_surface_get_height(image)))
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, image, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
