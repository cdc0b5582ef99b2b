import Foundation
import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeText
internal import CKinetypeCairo

/// A raster image that Cairo draws into: premultiplied ARGB, 8 bits a channel. The owner of its
/// `cairo_surface_t` and `cairo_t`.
///
/// Its pixels leave it as a ``Frame`` (``frame()``), the one pixel type the encoders take. A
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

    public let width: Int
    public let height: Int
    let surface: OpaquePointer
    let cairo: OpaquePointer
    /// True for an SVG or PDF canvas: it has no pixels to read.
    public let isVector: Bool
    /// The pages mapped for a sparse canvas's pixels (``init(sparseWidth:height:)``), unmapped
    /// when the canvas goes.
    private var mapping: (address: UnsafeMutableRawPointer, length: Int)?

    /// A transparent canvas (`cairo_image_surface_create` with `CAIRO_FORMAT_ARGB32`).
    public convenience init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw GraphicsError.cairo(message)
        }
        self.init(surface: surface, width: width, height: height, isVector: false)
    }

    /// A canvas that writes a vector file (`cairo_svg_surface_create`, `cairo_pdf_surface_create`)
    /// when ``finish()`` is called. Filters still work: filtered draws are embedded as images.
    public convenience init(vector format: VectorFormat, path: String, width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        let surface: OpaquePointer
        switch format {
        case .svg: surface = cairo_svg_surface_create(path, Double(width), Double(height))!
        case .pdf: surface = cairo_pdf_surface_create(path, Double(width), Double(height))!
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw GraphicsError.cairo("cannot write '\(path)': \(message)")
        }
        if format == .svg {
            // Sizes in CSS pixels, so a 640×360 card shows at 640×360 in a browser (cairo's
            // default, points, would show it at 853×480).
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        }
        if format == .pdf {
            // No creation date, so the same input gives the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        }
        self.init(surface: surface, width: width, height: height, isVector: true)
    }

    /// The vector formats a canvas can write.
    public enum VectorFormat: String, Sendable { case svg, pdf }

    init(surface: OpaquePointer, width: Int, height: Int, isVector: Bool) {
        self.surface = surface
        self.cairo = cairo_create(surface)!
        self.width = width
        self.height = height
        self.isVector = isVector
        let options = Self.fontOptions(variations: "")
        cairo_set_font_options(cairo, options)
        cairo_font_options_destroy(options)
    }

    /// A variable font's axis values as Cairo's font options take them (`wght=300,wdth=80`);
    /// empty for a static font.
    static func variations(of font: Text.Layout.ResolvedFont) -> String {
        font.variations.map(\.description).joined(separator: ",")
    }

    /// The font options every canvas draws text with (no hinting, unhinted metrics, greyscale
    /// antialiasing), with a variable font's axis values (`wght=300,…`) when not empty. The
    /// caller destroys them.
    static func fontOptions(variations: String) -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        if !variations.isEmpty { cairo_font_options_set_variations(options, variations) }
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
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let length = stride * height
        let address = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let address, address != MAP_FAILED else {
            try self.init(width: width, height: height)
            return
        }
        let surface = cairo_image_surface_create_for_data(address.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            munmap(address, length)
            try self.init(width: width, height: height)
            return
        }
        self.init(surface: surface, width: width, height: height, isVector: false)
        mapping = (address, length)
    }

    deinit {
        cairo_destroy(cairo)
        if let mapping {
            // Finished first: a reference Cairo still holds then reads nothing from the pages.
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
            munmap(mapping.address, mapping.length)
        } else {
            cairo_surface_destroy(surface)
        }
    }

    /// Finishes a vector canvas, writing its file (`cairo_surface_finish`).
    /// A write that fails (a full disk) throws ``GraphicsError/writeFailed(reason:)`` with the
    /// system's reason.
    public func finish() throws {
        errno = 0
        cairo_surface_finish(surface)
        let code = errno
        let status = cairo_surface_status(surface)
        if status == CAIRO_STATUS_WRITE_ERROR {
            throw GraphicsError.writeFailed(reason: code != 0 ? SystemError.reason(errno: code) : "Cairo could not write it (is the disk full?)")
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw GraphicsError.cairo(String(cString: cairo_status_to_string(status))) }
    }

    /// Fills the whole canvas with `color`, replacing what was there.
    public func fill(with color: Color) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    func setSource(_ color: Color) {
        let c = color.resolve()
        cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
    }

    /// The pixel at (`x`, `y`), straight (not premultiplied) RGBA.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width)x\(height) canvas")
        requireRaster("reading a pixel")
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return Frame.straight(data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee })
    }
}
