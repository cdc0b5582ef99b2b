import Foundation
internal import CKinetypeCairo

extension Frame {
    /// The frame as PNG (`cairo_image_surface_create_for_data` over the pixels, then
    /// `cairo_surface_write_to_png_stream`).
    ///
    /// Cairo reads the pixels in place, without a copy: the surface lives only inside this call
    /// and PNG writing never draws into it. Any frame's byte stride (`stride × 4`, at least
    /// `width × 4`) is one Cairo accepts for ARGB32. An empty frame, or one wider or taller than
    /// ``Canvas/maximumSide``, throws ``GraphicsError/invalidCanvasSize(width:height:)``.
    public func pngData() throws -> Data {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        return try pixels.withUnsafeBufferPointer { storage in
            // Cairo's API takes a mutable pointer; PNG writing only reads it.
            let data = UnsafeMutableRawPointer(mutating: storage.baseAddress!).assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride * 4))!
            defer { cairo_surface_destroy(surface) }
            return try writePNG(surface)
        }
    }
}

/// Writes a Cairo image surface as PNG bytes (`cairo_surface_write_to_png_stream`).
func writePNG(_ surface: OpaquePointer) throws -> Data {
    final class Sink { var data = Data() }
    let sink = Sink()
    let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
        let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
        sink.data.append(bytes!, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }, Unmanaged.passUnretained(sink).toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else {
        throw GraphicsError.cairo(String(cString: cairo_status_to_string(status)))
    }
    return sink.data
}
