import Foundation
import KinetypeGraphics
import KinetypeRasterKernels
internal import CKinetypeSPNG

// Every libspng call is in this file. `SPNGEncoder` owns one `spng_ctx` (from `spng_ctx_new`,
// freed by `spng_ctx_free`) for one image.

/// One PNG being encoded into memory by libspng (`SPNG_ENCODE_TO_BUFFER`), row by row.
final class SPNGEncoder {
    private let context: OpaquePointer

    private init() throws {
        guard let context = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
            throw GraphicsError.png("libspng could not make an encoder (spng_ctx_new): out of memory")
        }
        self.context = context
    }

    deinit { spng_ctx_free(context) }

    /// `frame` as PNG bytes, compressed by zlib at `level` (0–9) with PNG's row filter off
    /// (`SPNG_DISABLE_FILTERING`: filter type 0 on every row, and zlib's default strategy).
    ///
    /// The frame's size has been checked by the caller. Opaque frames are written as RGB,
    /// others as straight RGBA (`Frame.writeStraightRow(_:as:into:)`), unless `layout` says
    /// which (``Frame/StraightLayout/rgb`` drops alpha); one row at a time through libspng's
    /// progressive encoder (`SPNG_ENCODE_PROGRESSIVE`, `spng_encode_row`).
    static func encode(_ frame: Frame, level: Int32, layout: Frame.StraightLayout? = nil) throws -> Data {
        try SPNGEncoder().encode(frame, level: level, layout: layout ?? (frame.isOpaque ? .rgb : .rgba))
    }

    private func encode(_ frame: Frame, level: Int32, layout: Frame.StraightLayout) throws -> Data {
        precondition(layout != .bgra, "PNG has no BGRA layout")
        try check(spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1), "spng_set_option(SPNG_ENCODE_TO_BUFFER)")
        try check(spng_set_option(context, SPNG_IMG_COMPRESSION_LEVEL, level), "spng_set_option(SPNG_IMG_COMPRESSION_LEVEL)")
        try check(spng_set_option(context, SPNG_FILTER_CHOICE, Int32(SPNG_DISABLE_FILTERING.rawValue)), "spng_set_option(SPNG_FILTER_CHOICE)")
        let colorType = layout == .rgb ? SPNG_COLOR_TYPE_TRUECOLOR : SPNG_COLOR_TYPE_TRUECOLOR_ALPHA
        var header = spng_ihdr(width: UInt32(frame.width), height: UInt32(frame.height), bit_depth: 8,
                               color_type: UInt8(colorType.rawValue), compression_method: 0, filter_method: 0, interlace_method: 0)
        try check(spng_set_ihdr(context, &header), "spng_set_ihdr")
        let flags = Int32(SPNG_ENCODE_PROGRESSIVE.rawValue | SPNG_ENCODE_FINALIZE.rawValue)
        try check(spng_encode_image(context, nil, 0, Int32(SPNG_FMT_PNG.rawValue), flags), "spng_encode_image")

        let rowBytes = frame.width * layout.bytesPerPixel
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { row.deallocate() }
        for y in 0..<frame.height {
            frame.writeStraightRow(y, as: layout, into: row)
            let status = spng_encode_row(context, row, rowBytes)
            // The last row answers SPNG_EOI: the image data is complete and, with
            // SPNG_ENCODE_FINALIZE, the IEND chunk written.
            if y == frame.height - 1, status == Int32(SPNG_EOI.rawValue) { break }
            try check(status, "spng_encode_row (row \(y))")
        }

        var length = 0
        var error: Int32 = 0
        guard let bytes = spng_get_png_buffer(context, &length, &error) else {
            try check(error == 0 ? Int32(SPNG_EINTERNAL.rawValue) : error, "spng_get_png_buffer")
            throw GraphicsError.png("spng_get_png_buffer returned no bytes")
        }
        // The buffer is the caller's now (malloc'd by libspng's default allocator): Data frees it.
        return Data(bytesNoCopy: bytes, count: length, deallocator: .free)
    }

    /// Throws ``GraphicsError/png(_:)`` naming `call` and libspng's message (`spng_strerror`)
    /// unless `status` is 0.
    private func check(_ status: Int32, _ call: String) throws {
        guard status != 0 else { return }
        throw GraphicsError.png("\(call) failed: \(String(cString: spng_strerror(status)))")
    }
}
