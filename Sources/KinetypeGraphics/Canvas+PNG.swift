import Foundation

extension Canvas {
    /// A canvas holding a decoded PNG image (`cairo_image_surface_create_from_png_stream`).
    public convenience init(png data: Data) throws {
        let image = Cairo.Surface(png: data)
        if let message = image.failure { throw GraphicsError.cairo("the data is not a PNG image (\(message))") }
        try self.init(width: image.width, height: image.height)
        cairo.save()
        cairo.setOperator(.copy)
        cairo.setSource(image, x: 0, y: 0)
        cairo.paint()
        cairo.restore()
    }
}
