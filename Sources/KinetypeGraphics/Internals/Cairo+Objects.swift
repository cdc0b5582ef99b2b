import Foundation
import KinetypePrimitives
import KinetypeText
internal import CKinetypeCairo

extension Cairo {
    /// An image, vector file or recording Cairo draws into: the owner of a `cairo_surface_t`,
    /// freed with `cairo_surface_destroy` (after `cairo_surface_finish` and unmapping its pages
    /// for a ``sparse(width:height:)`` one).
    final class Surface {
        private let pointer: OpaquePointer
        /// The pages mapped for a sparse surface's pixels, unmapped when it goes.
        private var mapping: (address: UnsafeMutableRawPointer, length: Int)?

        private init(_ pointer: OpaquePointer) { self.pointer = pointer }

        /// A transparent image (`cairo_image_surface_create`); check ``failure``.
        convenience init(width: Int, height: Int, format: Format = .argb32) {
            self.init(cairo_image_surface_create(format.value, Int32(width), Int32(height))!)
        }

        /// An image over `data`, which must outlive the surface's use (`cairo_image_surface_create_for_data`).
        convenience init(data: UnsafeMutablePointer<UInt8>, format: Format = .argb32, width: Int, height: Int, stride: Int) {
            self.init(cairo_image_surface_create_for_data(data, format.value, Int32(width), Int32(height), Int32(stride))!)
        }

        /// A surface that writes an SVG or PDF file at `path` when finished
        /// (`cairo_svg_surface_create`, `cairo_pdf_surface_create`, sizes in points); check ``failure``.
        convenience init(vector format: Canvas.VectorFormat, path: String, width: Int, height: Int) {
            switch format {
            case .svg: self.init(cairo_svg_surface_create(path, Double(width), Double(height))!)
            case .pdf: self.init(cairo_pdf_surface_create(path, Double(width), Double(height))!)
            }
        }

        /// A decoded PNG image (`cairo_image_surface_create_from_png_stream`); check ``failure``.
        convenience init(png data: Data) {
            final class Source {
                let data: Data
                var offset = 0
                init(_ data: Data) { self.data = data }
            }
            let source = Source(data)
            let image = withExtendedLifetime(source) { cairo_image_surface_create_from_png_stream({ closure, bytes, length in
                let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                source.data.copyBytes(to: bytes!, from: source.offset..<(source.offset + count))
                source.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())! }
            self.init(image)
        }

        /// An unbounded recording of coverage only, which keeps every drawing however far out
        /// (`cairo_recording_surface_create` with `CAIRO_CONTENT_ALPHA`).
        static func alphaRecording() -> Surface {
            Surface(cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)!)
        }

        /// A transparent ARGB32 image whose pixels are pages the system maps as zeros and
        /// allocates only where they are drawn (`mmap`, `cairo_image_surface_create_for_data`);
        /// nil when the mapping or the surface fails.
        static func sparse(width: Int, height: Int) -> Surface? {
            let length = stride(forWidth: width) * height
            let address = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let address, address != MAP_FAILED else { return nil }
            let surface = Surface(data: address.assumingMemoryBound(to: UInt8.self), width: width, height: height,
                                  stride: stride(forWidth: width))
            guard surface.failure == nil else {
                withExtendedLifetime(surface) {}
                munmap(address, length)
                return nil
            }
            surface.mapping = (address, length)
            return surface
        }

        /// A surface Cairo handed out, kept alive by a reference of its own (`cairo_surface_reference`).
        convenience init(retaining pointer: OpaquePointer) {
            self.init(cairo_surface_reference(pointer)!)
        }

        deinit {
            if let mapping {
                // Finished first: a reference Cairo still holds then reads nothing from the pages.
                cairo_surface_finish(pointer)
                cairo_surface_destroy(pointer)
                munmap(mapping.address, mapping.length)
            } else {
                cairo_surface_destroy(pointer)
            }
        }

        /// The `cairo_surface_t`, valid during `body`.
        func withUnsafePointer<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
            try body(pointer)
        }

        /// The bytes from one row of a `width`-pixel ARGB32 (or A8) image to the next
        /// (`cairo_format_stride_for_width`).
        static func stride(forWidth width: Int, format: Format = .argb32) -> Int {
            Int(cairo_format_stride_for_width(format.value, Int32(width)))
        }

        /// Cairo's description of the surface's error, nil when it has none (`cairo_surface_status`).
        var failure: String? { Cairo.message(cairo_surface_status(pointer)) }

        /// True when writing the surface's file failed (`CAIRO_STATUS_WRITE_ERROR`).
        var failedToWrite: Bool { cairo_surface_status(pointer) == CAIRO_STATUS_WRITE_ERROR }

        /// `cairo_surface_flush`.
        func flush() { cairo_surface_flush(pointer) }
        /// `cairo_surface_finish`: a vector surface writes its file; no drawing reaches it after.
        func finish() { cairo_surface_finish(pointer) }
        /// `cairo_surface_mark_dirty`.
        func markDirty() { cairo_surface_mark_dirty(pointer) }

        /// SVG sizes in CSS pixels (`cairo_svg_surface_set_document_unit`, `CAIRO_SVG_UNIT_PX`).
        func useCSSPixels() { cairo_svg_surface_set_document_unit(pointer, CAIRO_SVG_UNIT_PX) }
        /// A PDF with no creation date (`cairo_pdf_surface_set_metadata`, `CAIRO_PDF_METADATA_CREATE_DATE`).
        func omitCreationDate() { cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATE_DATE, "") }

        /// The image's pixels, nil for a surface that is not an image (`cairo_image_surface_get_data`).
        var data: UnsafeMutablePointer<UInt8>? { cairo_image_surface_get_data(pointer) }
        /// Bytes from one row to the next (`cairo_image_surface_get_stride`).
        var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }
        /// `cairo_image_surface_get_width`.
        var width: Int { Int(cairo_image_surface_get_width(pointer)) }
        /// `cairo_image_surface_get_height`.
        var height: Int { Int(cairo_image_surface_get_height(pointer)) }

        /// True for an ARGB32 image (`cairo_surface_get_type`, `cairo_image_surface_get_format`).
        var isARGB32Image: Bool {
            cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_IMAGE && cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32
        }

        /// `cairo_surface_get_device_offset`.
        var deviceOffset: (x: Double, y: Double) {
            var (x, y) = (0.0, 0.0)
            cairo_surface_get_device_offset(pointer, &x, &y)
            return (x, y)
        }
    }

    /// A source to paint with: the owner of a `cairo_pattern_t`, freed with `cairo_pattern_destroy`.
    final class Pattern {
        private let pointer: OpaquePointer

        private init(_ pointer: OpaquePointer) { self.pointer = pointer }

        deinit { cairo_pattern_destroy(pointer) }

        /// `cairo_pattern_create_linear`.
        static func linear(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Pattern {
            Pattern(cairo_pattern_create_linear(x0, y0, x1, y1)!)
        }

        /// `cairo_pattern_create_radial`.
        static func radial(_ cx0: Double, _ cy0: Double, _ r0: Double, _ cx1: Double, _ cy1: Double, _ r1: Double) -> Pattern {
            Pattern(cairo_pattern_create_radial(cx0, cy0, r0, cx1, cy1, r1)!)
        }

        /// An empty mesh of Coons patches (`cairo_pattern_create_mesh`).
        static func mesh() -> Pattern { Pattern(cairo_pattern_create_mesh()!) }

        /// `cairo_pattern_create_rgba`.
        static func rgba(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> Pattern {
            Pattern(cairo_pattern_create_rgba(red, green, blue, alpha)!)
        }

        /// `surface`'s image (`cairo_pattern_create_for_surface`; the pattern holds a reference).
        static func image(_ surface: Surface) -> Pattern {
            surface.withUnsafePointer { Pattern(cairo_pattern_create_for_surface($0)!) }
        }

        /// The `cairo_pattern_t`, valid during `body`.
        func withUnsafePointer<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
            try body(pointer)
        }

        /// `cairo_pattern_add_color_stop_rgba`.
        func addColorStop(_ offset: Double, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
            cairo_pattern_add_color_stop_rgba(pointer, offset, red, green, blue, alpha)
        }

        /// Pattern space from user space (`cairo_pattern_set_matrix`).
        func setMatrix(_ t: CGAffineTransform) {
            var matrix = Cairo.matrix(t)
            cairo_pattern_set_matrix(pointer, &matrix)
        }

        /// `cairo_pattern_set_filter`.
        func setFilter(_ filter: Filter) {
            cairo_pattern_set_filter(pointer, filter == .good ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        }

        /// `cairo_mesh_pattern_begin_patch`.
        func beginPatch() { cairo_mesh_pattern_begin_patch(pointer) }
        /// `cairo_mesh_pattern_end_patch`.
        func endPatch() { cairo_mesh_pattern_end_patch(pointer) }
        /// `cairo_mesh_pattern_move_to`.
        func move(to x: Double, _ y: Double) { cairo_mesh_pattern_move_to(pointer, x, y) }
        /// `cairo_mesh_pattern_line_to`.
        func line(to x: Double, _ y: Double) { cairo_mesh_pattern_line_to(pointer, x, y) }
        /// `cairo_mesh_pattern_curve_to`.
        func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, to x: Double, _ y: Double) {
            cairo_mesh_pattern_curve_to(pointer, x1, y1, x2, y2, x, y)
        }
        /// `cairo_mesh_pattern_set_corner_color_rgba`.
        func setCornerColor(_ corner: Int, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
            cairo_mesh_pattern_set_corner_color_rgba(pointer, UInt32(corner), red, green, blue, alpha)
        }
    }

    /// How text is rasterized: the owner of a `cairo_font_options_t` (`cairo_font_options_create`,
    /// freed with `cairo_font_options_destroy`).
    final class FontOptions {
        private let pointer: OpaquePointer

        private init(_ pointer: OpaquePointer) { self.pointer = pointer }

        /// Cairo's defaults (`cairo_font_options_create`).
        convenience init() { self.init(cairo_font_options_create()!) }

        deinit { cairo_font_options_destroy(pointer) }

        /// The `cairo_font_options_t`, valid during `body`.
        func withUnsafePointer<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
            try body(pointer)
        }

        /// `cairo_font_options_copy`.
        func copy() -> FontOptions { FontOptions(cairo_font_options_copy(pointer)!) }

        /// Outlines as designed: no hinting of shapes or metrics (`cairo_font_options_set_hint_style`
        /// with `CAIRO_HINT_STYLE_NONE`, `cairo_font_options_set_hint_metrics` with `CAIRO_HINT_METRICS_OFF`).
        func disableHinting() {
            cairo_font_options_set_hint_style(pointer, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(pointer, CAIRO_HINT_METRICS_OFF)
        }

        /// Greyscale antialiasing (`cairo_font_options_set_antialias`, `CAIRO_ANTIALIAS_GRAY`).
        func useGrayAntialiasing() { cairo_font_options_set_antialias(pointer, CAIRO_ANTIALIAS_GRAY) }

        /// A variable font's axis values, `wght=300,wdth=80` (`cairo_font_options_set_variations`).
        func setVariations(_ variations: String) { cairo_font_options_set_variations(pointer, variations) }
    }

    /// A font face made from a FreeType face: the owner of a `cairo_font_face_t`, freed with
    /// `cairo_font_face_destroy`.
    // @unchecked Sendable: a cairo font face is reference counted atomically and immutable once
    // made here (its synthesis is set in `init`); cairo serialises its use of the FreeType face
    // with a lock of its own (`cairo_ft_scaled_font_lock_face`), so contexts on any thread may
    // draw with it.
    final class FontFace: @unchecked Sendable {
        private let pointer: OpaquePointer

        /// A face drawing `face` with FreeType's `loadFlags`, emboldened or slanted as `synthesis`
        /// says as each glyph loads (`cairo_ft_font_face_create_for_ft_face`,
        /// `cairo_ft_font_face_set_synthesize`); nil when Cairo cannot make it. `face` must
        /// outlive it.
        init?(freeType face: FT_Face, loadFlags: Int32, synthesis: FontSynthesis) {
            guard let pointer = cairo_ft_font_face_create_for_ft_face(face, loadFlags) else { return nil }
            var flags: UInt32 = 0
            if synthesis.contains(.bold) { flags |= CAIRO_FT_SYNTHESIZE_BOLD.rawValue }
            if synthesis.contains(.oblique) { flags |= CAIRO_FT_SYNTHESIZE_OBLIQUE.rawValue }
            if flags != 0 { cairo_ft_font_face_set_synthesize(pointer, flags) }
            self.pointer = pointer
        }

        deinit { cairo_font_face_destroy(pointer) }

        /// The `cairo_font_face_t`, valid during `body`.
        func withUnsafePointer<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
            try body(pointer)
        }
    }
}
