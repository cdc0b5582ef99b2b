import Foundation
import KinetypePrimitives
internal import CKinetypeCairo

/// Cairo, the 2D library every canvas draws with, behind Swift owners of its C objects.
///
/// Only this file and `Cairo+Objects.swift` import Cairo. Each C object has one owner that frees
/// it: ``Context`` (a `cairo_t`), ``Surface`` (a `cairo_surface_t`), ``Pattern`` (a
/// `cairo_pattern_t`), ``FontOptions`` and ``FontFace``. Their methods are thin: each does what
/// the Cairo function it names does, in the same order, so the drawing stays Cairo's.
enum Cairo {
    /// A glyph to show or outline: its id in the font and its position in user space
    /// (`cairo_glyph_t`).
    struct Glyph: Hashable, Sendable {
        var index: UInt
        var x: Double
        var y: Double
    }

    /// How a surface pattern samples its image when scaled (`cairo_filter_t`).
    enum Filter { case good, nearest }

    /// The pixel formats Kinetype's image surfaces use (`cairo_format_t`).
    enum Format {
        /// Premultiplied ARGB, 32 bits a pixel (`CAIRO_FORMAT_ARGB32`).
        case argb32
        /// Coverage only, 8 bits a pixel (`CAIRO_FORMAT_A8`).
        case a8

        var value: cairo_format_t { self == .argb32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8 }
    }

    /// Cairo's text for a status (`cairo_status_to_string`), nil for success.
    static func message(_ status: cairo_status_t) -> String? {
        status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    /// SwiftUI blend modes as Cairo operators. `plusDarker` has no Cairo operator and is drawn as
    /// `darken`.
    static let operators: [GraphicsContext.BlendMode: cairo_operator_t] = [
        .normal: CAIRO_OPERATOR_OVER, .multiply: CAIRO_OPERATOR_MULTIPLY, .screen: CAIRO_OPERATOR_SCREEN,
        .overlay: CAIRO_OPERATOR_OVERLAY, .darken: CAIRO_OPERATOR_DARKEN, .lighten: CAIRO_OPERATOR_LIGHTEN,
        .colorDodge: CAIRO_OPERATOR_COLOR_DODGE, .colorBurn: CAIRO_OPERATOR_COLOR_BURN,
        .softLight: CAIRO_OPERATOR_SOFT_LIGHT, .hardLight: CAIRO_OPERATOR_HARD_LIGHT,
        .difference: CAIRO_OPERATOR_DIFFERENCE, .exclusion: CAIRO_OPERATOR_EXCLUSION,
        .hue: CAIRO_OPERATOR_HSL_HUE, .saturation: CAIRO_OPERATOR_HSL_SATURATION, .color: CAIRO_OPERATOR_HSL_COLOR,
        .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY, .clear: CAIRO_OPERATOR_CLEAR, .copy: CAIRO_OPERATOR_SOURCE,
        .sourceIn: CAIRO_OPERATOR_IN, .sourceOut: CAIRO_OPERATOR_OUT, .sourceAtop: CAIRO_OPERATOR_ATOP,
        .destinationOver: CAIRO_OPERATOR_DEST_OVER, .destinationIn: CAIRO_OPERATOR_DEST_IN,
        .destinationOut: CAIRO_OPERATOR_DEST_OUT, .destinationAtop: CAIRO_OPERATOR_DEST_ATOP,
        .xor: CAIRO_OPERATOR_XOR, .plusDarker: CAIRO_OPERATOR_DARKEN, .plusLighter: CAIRO_OPERATOR_ADD,
    ]

    /// A drawing context on a surface: the owner of a `cairo_t` (`cairo_create`, freed with
    /// `cairo_destroy`). Not thread-safe; a canvas owns one.
    final class Context {
        private let pointer: OpaquePointer

        /// A context drawing on `surface` (`cairo_create`; the context holds a reference to it).
        init(surface: Surface) {
            pointer = surface.withUnsafePointer { cairo_create($0)! }
        }

        deinit { cairo_destroy(pointer) }

        /// The `cairo_t` for a C library that draws with Cairo (librsvg); valid during `body`.
        func withUnsafePointer<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
            try body(pointer)
        }

        /// False when the context is in an error state and draws nothing (`cairo_status`).
        var isDrawing: Bool { cairo_status(pointer) == CAIRO_STATUS_SUCCESS }

        // MARK: State

        /// `cairo_save`.
        func save() { cairo_save(pointer) }
        /// `cairo_restore`.
        func restore() { cairo_restore(pointer) }
        /// `cairo_push_group`.
        func pushGroup() { cairo_push_group(pointer) }
        /// `cairo_pop_group_to_source`.
        func popGroupToSource() { cairo_pop_group_to_source(pointer) }

        /// The surface drawn on now: the target, or the group pushed on it (`cairo_get_group_target`).
        var groupTarget: Surface { Surface(retaining: cairo_get_group_target(pointer)!) }

        /// Sets the operator of `mode` (`cairo_set_operator`; ``Cairo/operators``).
        func setOperator(_ mode: GraphicsContext.BlendMode) {
            cairo_set_operator(pointer, Cairo.operators[mode] ?? CAIRO_OPERATOR_OVER)
        }

        /// True when the operator is over, the default (`cairo_get_operator`).
        var drawsOver: Bool { cairo_get_operator(pointer) == CAIRO_OPERATOR_OVER }

        /// Turns antialiasing off for fills and strokes (`cairo_set_antialias`, `CAIRO_ANTIALIAS_NONE`).
        func disableAntialiasing() { cairo_set_antialias(pointer, CAIRO_ANTIALIAS_NONE) }

        /// True when antialiasing is the default (`cairo_get_antialias`).
        var hasDefaultAntialiasing: Bool { cairo_get_antialias(pointer) == CAIRO_ANTIALIAS_DEFAULT }

        // MARK: Transform

        /// The user-to-device transform (`cairo_get_matrix`).
        var matrix: CGAffineTransform {
            var m = cairo_matrix_t()
            cairo_get_matrix(pointer, &m)
            return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        }

        /// `cairo_set_matrix`.
        func setMatrix(_ t: CGAffineTransform) {
            var matrix = Cairo.matrix(t)
            cairo_set_matrix(pointer, &matrix)
        }

        /// `cairo_identity_matrix`.
        func identityMatrix() { cairo_identity_matrix(pointer) }
        /// `cairo_translate`.
        func translate(_ x: Double, _ y: Double) { cairo_translate(pointer, x, y) }
        /// `cairo_scale`.
        func scale(_ x: Double, _ y: Double) { cairo_scale(pointer, x, y) }

        /// A user-space point in device space (`cairo_user_to_device`).
        func userToDevice(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            var (x, y) = (x, y)
            cairo_user_to_device(pointer, &x, &y)
            return (x, y)
        }

        // MARK: Source

        /// `cairo_set_source_rgba`.
        func setSourceRGBA(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
            cairo_set_source_rgba(pointer, red, green, blue, alpha)
        }

        /// `cairo_set_source`.
        func setSource(_ pattern: Pattern) { pattern.withUnsafePointer { cairo_set_source(pointer, $0) } }

        /// `surface` as the source, its top-left corner at (`x`, `y`) (`cairo_set_source_surface`).
        func setSource(_ surface: Surface, x: Double, y: Double) {
            surface.withUnsafePointer { cairo_set_source_surface(pointer, $0, x, y) }
        }

        /// The source pattern samples with `filter` and pads its edges outward
        /// (`cairo_pattern_set_filter`, `cairo_pattern_set_extend` with `CAIRO_EXTEND_PAD`).
        func padSource(filter: Filter) {
            let source = cairo_get_source(pointer)
            cairo_pattern_set_filter(source, filter == .good ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
            cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
        }

        /// The source's colour when it is a solid colour, else nil (`cairo_pattern_get_rgba`).
        var sourceRGBA: [Double]? {
            var (red, green, blue, alpha) = (0.0, 0.0, 0.0, 0.0)
            guard cairo_pattern_get_rgba(cairo_get_source(pointer), &red, &green, &blue, &alpha) == CAIRO_STATUS_SUCCESS else {
                return nil
            }
            return [red, green, blue, alpha]
        }

        /// The pixel a 1×1 ARGB32 image holds after a fill with this context's source
        /// (`cairo_set_source` of `cairo_get_source`, `cairo_rectangle`, `cairo_fill`).
        func pixelFilledWithSource() -> UInt32 {
            let surface = Surface(width: 1, height: 1)
            let other = Context(surface: surface)
            cairo_set_source(other.pointer, cairo_get_source(pointer))
            other.rectangle(0, 0, 1, 1)
            other.fill()
            surface.flush()
            return UnsafeRawPointer(surface.data!).load(as: UInt32.self)
        }

        // MARK: Painting

        /// `cairo_paint`.
        func paint() { cairo_paint(pointer) }
        /// `cairo_paint_with_alpha`.
        func paint(alpha: Double) { cairo_paint_with_alpha(pointer, alpha) }
        /// Paints the source through `mask`'s alpha, its corner at the origin (`cairo_mask_surface`).
        func mask(_ mask: Surface) { mask.withUnsafePointer { cairo_mask_surface(pointer, $0, 0, 0) } }
        /// `cairo_fill`.
        func fill() { cairo_fill(pointer) }
        /// `cairo_fill_preserve`.
        func fillPreserve() { cairo_fill_preserve(pointer) }
        /// `cairo_stroke`.
        func stroke() { cairo_stroke(pointer) }
        /// `cairo_stroke_preserve`.
        func strokePreserve() { cairo_stroke_preserve(pointer) }
        /// `cairo_clip`.
        func clip() { cairo_clip(pointer) }

        /// The even-odd fill rule, or the non-zero winding one (`cairo_set_fill_rule`).
        func setFillRule(evenOdd: Bool) {
            cairo_set_fill_rule(pointer, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        }

        /// The clip as rectangles in user space, nil when it is not made of rectangles
        /// (`cairo_copy_clip_rectangle_list`).
        var clipRectangles: [(x: Double, y: Double, width: Double, height: Double)]? {
            guard let list = cairo_copy_clip_rectangle_list(pointer) else { return nil }
            defer { cairo_rectangle_list_destroy(list) }
            guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
            return (0..<Int(list.pointee.num_rectangles)).map { index in
                let r = list.pointee.rectangles[index]
                return (r.x, r.y, r.width, r.height)
            }
        }

        // MARK: Stroke style

        /// `cairo_set_line_width`.
        func setLineWidth(_ width: Double) { cairo_set_line_width(pointer, width) }
        /// `cairo_set_miter_limit`.
        func setMiterLimit(_ limit: Double) { cairo_set_miter_limit(pointer, limit) }

        /// `cairo_set_line_cap`.
        func setLineCap(_ cap: StrokeStyle.LineCap) {
            let caps: [StrokeStyle.LineCap: cairo_line_cap_t] = [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND,
                                                                .square: CAIRO_LINE_CAP_SQUARE]
            cairo_set_line_cap(pointer, caps[cap]!)
        }

        /// `cairo_set_line_join`.
        func setLineJoin(_ join: StrokeStyle.LineJoin) {
            let joins: [StrokeStyle.LineJoin: cairo_line_join_t] = [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND,
                                                                   .bevel: CAIRO_LINE_JOIN_BEVEL]
            cairo_set_line_join(pointer, joins[join]!)
        }

        /// `cairo_set_dash`.
        func setDash(_ dashes: [Double], phase: Double) { cairo_set_dash(pointer, dashes, Int32(dashes.count), phase) }

        // MARK: Path

        /// `cairo_new_path`.
        func newPath() { cairo_new_path(pointer) }
        /// `cairo_move_to`.
        func move(to x: Double, _ y: Double) { cairo_move_to(pointer, x, y) }
        /// `cairo_line_to`.
        func line(to x: Double, _ y: Double) { cairo_line_to(pointer, x, y) }
        /// `cairo_curve_to`.
        func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, to x: Double, _ y: Double) {
            cairo_curve_to(pointer, x1, y1, x2, y2, x, y)
        }
        /// `cairo_close_path`.
        func closePath() { cairo_close_path(pointer) }
        /// `cairo_rectangle`.
        func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) { cairo_rectangle(pointer, x, y, width, height) }

        /// `cairo_get_current_point`.
        var currentPoint: (x: Double, y: Double) {
            var (x, y) = (0.0, 0.0)
            cairo_get_current_point(pointer, &x, &y)
            return (x, y)
        }

        /// The box of every point of the current path, control points too, in user space
        /// (`cairo_copy_path`): minimum x and y, maximum x and y; infinite and inverted when
        /// the path is empty or Cairo cannot copy it.
        var pathPointsBox: (Double, Double, Double, Double) {
            let path = cairo_copy_path(pointer)!
            defer { cairo_path_destroy(path) }
            var box = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
            guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return box }
            var index = 0
            while index < Int(path.pointee.num_data) {
                let length = Int(data[index].header.length)
                for point in (index + 1)..<max(index + 1, index + length) {
                    let (x, y) = (data[point].point.x, data[point].point.y)
                    box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
                }
                index += max(1, length)
            }
            return box
        }

        // MARK: Text

        /// `cairo_set_font_face`.
        func setFontFace(_ face: FontFace) { face.withUnsafePointer { cairo_set_font_face(pointer, $0) } }
        /// `cairo_set_font_size`.
        func setFontSize(_ size: Double) { cairo_set_font_size(pointer, size) }
        /// `cairo_set_font_options`.
        func setFontOptions(_ options: FontOptions) { options.withUnsafePointer { cairo_set_font_options(pointer, $0) } }

        /// Copies the context's font options into `options` (`cairo_get_font_options`). Cairo 1.16
        /// shares the context's variations string with them: destroy them only after the context
        /// has been given other options.
        func getFontOptions(into options: FontOptions) { options.withUnsafePointer { cairo_get_font_options(pointer, $0) } }

        /// Takes `other`'s font face and font matrix (`cairo_get_font_face`, `cairo_set_font_face`,
        /// `cairo_get_font_matrix`, `cairo_set_font_matrix`).
        func setFont(from other: Context) {
            cairo_set_font_face(pointer, cairo_get_font_face(other.pointer))
            var fontMatrix = cairo_matrix_t()
            cairo_get_font_matrix(other.pointer, &fontMatrix)
            cairo_set_font_matrix(pointer, &fontMatrix)
        }

        /// `cairo_show_glyphs`.
        func showGlyphs(_ glyphs: [Glyph]) {
            var shown = glyphs.map(Cairo.glyph)
            cairo_show_glyphs(pointer, &shown, Int32(shown.count))
        }

        /// Adds the glyphs' outlines to the path (`cairo_glyph_path`).
        func glyphPath(_ glyphs: [Glyph]) {
            var shapes = glyphs.map(Cairo.glyph)
            cairo_glyph_path(pointer, &shapes, Int32(shapes.count))
        }
    }

    static func matrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }

    private static func glyph(_ glyph: Glyph) -> cairo_glyph_t {
        cairo_glyph_t(index: glyph.index, x: glyph.x, y: glyph.y)
    }
}
