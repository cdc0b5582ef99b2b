internal import CKinetypeImageQuant

// Every libimagequant call of the GIF encoder is in this file. `GIFPaletteBuilder` owns a
// `liq_attr` and a `liq_histogram`; images and results that live for one call are created and
// destroyed inside it. Frames are mapped to the palette by `GIFDitherer`.

/// Runs `body` with libimagequant's OpenMP team held to one thread on the calling thread
/// (`omp_set_num_threads`, looked up at run time by the shim), restoring the old setting after.
///
/// Debian builds libimagequant with OpenMP. The team size changes results (k-means sums are
/// accumulated per thread; `liq_set_speed` enables the dither map for more speeds when there
/// are several threads) and libgomp combines reductions in completion order, so bytes could
/// differ between machines and even between runs. The encoder parallelises whole frames
/// instead, so nothing is lost.
func withGIFSingleThreadedQuantizer<T>(_ body: () throws -> T) rethrows -> T {
    let previous = ckt_omp_set_num_threads(1)
    defer { if previous > 0 { _ = ckt_omp_set_num_threads(previous) } }
    return try body()
}

/// Creates a `liq_attr` with the encoder's settings (`liq_attr_create`, `liq_set_speed`,
/// `liq_set_quality(attr, 0, quality)`: a minimum of 0, so quantizing never fails with
/// `LIQ_QUALITY_TOO_LOW`).
private func makeAttributes(speed: Int, quality: Int) throws -> OpaquePointer {
    guard let attributes = liq_attr_create() else { throw GIFError.quantizationFailed(step: "liq_attr_create", code: Int(LIQ_OUT_OF_MEMORY.rawValue)) }
    var status = liq_set_speed(attributes, Int32(speed))
    if status == LIQ_OK { status = liq_set_quality(attributes, 0, Int32(quality)) }
    guard status == LIQ_OK else {
        liq_attr_destroy(attributes)
        throw GIFError.quantizationFailed(step: "liq_set_speed/liq_set_quality", code: Int(status.rawValue))
    }
    return attributes
}

/// The most pixels libimagequant is given at once: 256 Ki, a band of 136 rows of a 1080p frame.
///
/// For each image it works on, libimagequant keeps a float copy of every pixel (16 bytes each)
/// and, for dithering, maps of edges and noise; a whole 1080p frame would cost it over 40 MB at
/// once, more than everything else an encoding holds. Larger images go through in bands of
/// whole rows: the histogram counts the same colours, and Floyd–Steinberg's error stops at a
/// band's last row, which is not visible.
let quantizerBandPixels = 1 << 18

/// Calls `body` for each band of whole rows of `pixels` (straight RGBA, `width` × `height`,
/// packed; at most ``quantizerBandPixels`` a band), with `liq_image_create_rgba` wrapped around
/// the band and `liq_image_destroy`ed after, and the band's first row. libimagequant reads the
/// pixels in place, so they must not move while the image exists; the closure scope
/// guarantees that.
private func forEachBand(
    _ attributes: OpaquePointer, _ pixels: [UInt32], width: Int, height: Int, _ body: (OpaquePointer, Range<Int>) throws -> Void
) throws {
    let rows = max(1, quantizerBandPixels / max(1, width))
    try pixels.withUnsafeBufferPointer { buffer in
        for first in stride(from: 0, to: height, by: rows) {
            let band = first..<min(height, first + rows)
            guard let image = liq_image_create_rgba(attributes, buffer.baseAddress! + first * width, Int32(width), Int32(band.count), 0) else {
                throw GIFError.quantizationFailed(step: "liq_image_create_rgba \(width)x\(band.count)", code: Int(LIQ_INVALID_POINTER.rawValue))
            }
            defer { liq_image_destroy(image) }
            try body(image, band)
        }
    }
}

/// Reads `liq_get_palette`'s entries.
private func paletteColors(_ result: OpaquePointer) -> [GIFPalette.Color] {
    guard let palette = liq_get_palette(result) else { return [] }
    let count = Int(palette.pointee.count)
    return withUnsafeBytes(of: palette.pointee.entries) { raw in
        raw.bindMemory(to: liq_color.self).prefix(count).map { GIFPalette.Color(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a) }
    }
}

/// Builds one palette from many frames with libimagequant's histogram API (pass 1).
///
/// A fully transparent colour is added as a fixed colour (`liq_histogram_add_fixed_color`), so
/// the palette always has exactly one transparent entry for "unchanged" pixels and libimagequant
/// chooses the other (up to 255) colours around it.
///
/// `@unchecked Sendable` because it owns libimagequant pointers, which the compiler cannot
/// check: the sampler's one-worker ``OrderedPipeline`` lends it to one histogram job at a time,
/// and the sampler calls ``makePalette()`` only once every job has been taken.
final class GIFPaletteBuilder: @unchecked Sendable {
    /// Pixels for the histogram: straight RGBA, `width` × `height`, packed.
    struct Image: Sendable {
        let pixels: [UInt32]
        let width: Int
        let height: Int
    }

    private let attributes: OpaquePointer
    private let histogram: OpaquePointer

    /// `liq_histogram_create` with the encoder's speed and quality.
    init(speed: Int, quality: Int) throws {
        attributes = try makeAttributes(speed: speed, quality: quality)
        guard let histogram = liq_histogram_create(attributes) else {
            liq_attr_destroy(attributes)
            throw GIFError.quantizationFailed(step: "liq_histogram_create", code: Int(LIQ_OUT_OF_MEMORY.rawValue))
        }
        self.histogram = histogram
        let status = liq_histogram_add_fixed_color(histogram, liq_color(r: 0, g: 0, b: 0, a: 0), 0)
        guard status == LIQ_OK else { throw GIFError.quantizationFailed(step: "liq_histogram_add_fixed_color", code: Int(status.rawValue)) }
    }

    deinit {
        liq_histogram_destroy(histogram)
        liq_attr_destroy(attributes)
    }

    /// Counts the colours of one image (`liq_histogram_add_image`), weighted by libimagequant's
    /// noise map: flat areas and edges count more than noise.
    func add(_ pixels: [UInt32], width: Int, height: Int) throws {
        try forEachBand(attributes, pixels, width: width, height: height) { image, _ in
            let status = liq_histogram_add_image(histogram, attributes, image)
            guard status == LIQ_OK else { throw GIFError.quantizationFailed(step: "liq_histogram_add_image", code: Int(status.rawValue)) }
        }
    }

    /// Chooses the palette (`liq_histogram_quantize`, then `liq_get_palette`). Call once.
    func makePalette() throws -> GIFPalette {
        var result: OpaquePointer?
        let status = liq_histogram_quantize(histogram, attributes, &result)
        guard status == LIQ_OK, let result else { throw GIFError.quantizationFailed(step: "liq_histogram_quantize", code: Int(status.rawValue)) }
        defer { liq_result_destroy(result) }
        let colors = paletteColors(result)
        guard let transparent = colors.firstIndex(where: { $0.alpha == 0 }) else {
            throw GIFError.quantizationFailed(step: "liq_histogram_quantize (no transparent entry)", code: Int(LIQ_UNSUPPORTED.rawValue))
        }
        return GIFPalette(colors: colors, transparentIndex: transparent)
    }
}
