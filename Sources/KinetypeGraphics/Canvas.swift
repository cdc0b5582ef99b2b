import Foundation
import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeText

/// A raster image that Cairo draws into: premultiplied ARGB, 8 bits a channel. Holds its Cairo
/// surface and the context that draws on it (`Cairo/Surface`, `Cairo/Context`).
///
/// Its pixels leave it as a `Frame` (``frame()``), the one pixel type the encoders take. A
/// vector canvas (``init(vector:path:width:height:)``) has no pixels: ``frame()`` and
/// ``pixel(x:y:)`` stop with a precondition message on it, and its `pngData(compression:)` (in
/// KinetypeEncoders) throws.
public final class Canvas {
    /// The largest side a canvas may have, in pixels.
    public static let maximumSide = 16384

    /// The sides a canvas may have: whole numbers of pixels from 1 to ``maximumSide``.
    public static let sideRange = ValueRange(1...Double(maximumSide), unit: "pixels", whole: true)

    /// The lengths Kinetype takes for a wrapping width: greater than 0 and at most
    /// ``maximumSide`` pixels.
    public static let lengthRange = ValueRange(above: 0, through: Double(maximumSide), unit: "pixels")

    /// The distances Kinetype takes for offsets, line spacing and amplitudes: ±``maximumSide``
    /// pixels. Text moved further is off every canvas, so a larger number is a typo.
    public static let distanceRange = ValueRange(-Double(maximumSide)...Double(maximumSide), unit: "pixels")

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The surface drawn on: an image, or the SVG or PDF file being written.
    let surface: Cairo.Surface
    /// The context that draws on ``surface``.
    let cairo: Cairo.Context
    /// True for an SVG or PDF canvas: it has no pixels to read.
    public let isVector: Bool

    /// A transparent canvas (`cairo_image_surface_create` with `CAIRO_FORMAT_ARGB32`).
    public convenience init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        let surface = Cairo.Surface(width: width, height: height)
        if let message = surface.failure { throw GraphicsError.cairo(message) }
        self.init(surface: surface, width: width, height: height, isVector: false)
    }

    /// A canvas that writes a vector file (`cairo_svg_surface_create`, `cairo_pdf_surface_create`)
    /// when ``finish()`` is called. Filters still work: filtered draws are embedded as images.
    public convenience init(vector format: VectorFormat, path: String, width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        let surface = Cairo.Surface(vector: format, path: path, width: width, height: height)
        if let message = surface.failure { throw GraphicsError.cairo("cannot write '\(path)': \(message)") }
        if format == .svg {
            // Sizes in CSS pixels, so a 640×360 card shows at 640×360 in a browser (cairo's
            // default, points, would show it at 853×480).
            surface.useCSSPixels()
        }
        if format == .pdf {
            // No creation date, so the same input gives the same bytes.
            surface.omitCreationDate()
        }
        self.init(surface: surface, width: width, height: height, isVector: true)
    }

    /// The vector formats a canvas can write.
    public enum VectorFormat: String, Sendable { case svg, pdf }

    /// A canvas drawing on `surface` with a context of its own, set to ``fontOptions(variations:)``.
    init(surface: Cairo.Surface, width: Int, height: Int, isVector: Bool) {
        self.surface = surface
        self.cairo = Cairo.Context(surface: surface)
        self.width = width
        self.height = height
        self.isVector = isVector
        cairo.setFontOptions(Self.fontOptions(variations: ""))
    }

    /// A variable font's axis values as Cairo's font options take them (`wght=300,wdth=80`);
    /// empty for a static font.
    static func variations(of font: Text.Layout.ResolvedFont) -> String {
        font.variations.map(\.description).joined(separator: ",")
    }

    /// The font options every canvas draws text with (no hinting, unhinted metrics, greyscale
    /// antialiasing), with a variable font's axis values (`wght=300,…`) when not empty.
    static func fontOptions(variations: String) -> Cairo.FontOptions {
        let options = Cairo.FontOptions()
        options.disableHinting()
        options.useGrayAntialiasing()
        if !variations.isEmpty { options.setVariations(variations) }
        return options
    }

    /// A transparent raster canvas whose pixels are pages the system maps as zeros and
    /// allocates only where they are drawn (`mmap`), for layers the size of a frame that are
    /// drawn on in a small part (a caption band): no 8 MB clear for a 1920x1080 layer, a page
    /// fault for each 4 KB actually drawn. Falls back to ``init(width:height:)`` when the
    /// mapping fails.
    convenience init(sparseWidth width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        guard let surface = Cairo.Surface.sparse(width: width, height: height) else {
            try self.init(width: width, height: height)
            return
        }
        self.init(surface: surface, width: width, height: height, isVector: false)
    }

    /// Finishes a vector canvas, writing its file (`cairo_surface_finish`).
    /// A write that fails (a full disk) throws ``GraphicsError/writeFailed(reason:)`` with the
    /// system's reason.
    public func finish() throws {
        errno = 0
        surface.finish()
        let code = errno
        if surface.failedToWrite {
            throw GraphicsError.writeFailed(reason: code != 0 ? SystemError.reason(errno: code) : "Cairo could not write it (is the disk full?)")
        }
        if let message = surface.failure { throw GraphicsError.cairo(message) }
    }

    /// Fills the whole canvas with `color`, replacing what was there.
    public func fill(with color: Color) {
        cairo.save()
        cairo.setOperator(.copy)
        setSource(color)
        cairo.paint()
        cairo.restore()
    }

    /// Sets `color` as the source.
    func setSource(_ color: Color) {
        let c = color.resolve()
        cairo.setSourceRGBA(Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
    }

    /// The pixel at (`x`, `y`), straight (not premultiplied) RGBA.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width)x\(height) canvas")
        requireRaster("reading a pixel")
        surface.flush()
        let stride = surface.stride
        let data = surface.data!
        return Frame.straight(data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee })
    }
}
