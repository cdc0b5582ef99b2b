import Foundation
internal import CKinetypeHarfBuzz

/// One glyph as HarfBuzz shaped it, in font units (the font's scale is its units per em).
struct ShapedGlyph: Equatable {
    /// The glyph id in the font.
    var id: UInt32
    /// UTF-8 byte offset of the glyph's cluster in the whole source text.
    var cluster: Int
    var xAdvance: Int32
    var yAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: breaking the text before this glyph changes the shaping.
    var unsafeToBreak: Bool
}

/// An OpenType feature setting, as `hb_feature_from_string` reads it (`liga=0`, `+kern`, `tnum`).
public struct FontFeature: Hashable, Sendable, CustomStringConvertible {
    /// The four-letter OpenType tag, for example `liga`.
    public var tag: String
    /// The value: 0 turns the feature off, 1 on; alternates take larger values.
    public var value: UInt32

    /// The feature `tag` at `value` (1, on, by default), as `FontFeature("tnum")` or `FontFeature("liga", 0)`.
    public init(_ tag: String, _ value: UInt32 = 1) {
        self.tag = tag
        self.value = value
    }

    /// Parses HarfBuzz's feature syntax (`liga=0`, `-kern`, `+tnum`, `ss01`); nil when it is not one.
    public init?(parsing string: String) {
        var feature = hb_feature_t()
        let ok = string.withCString { hb_feature_from_string($0, -1, &feature) }
        guard ok != 0 else { return nil }
        self.tag = HarfBuzz.string(fromTag: feature.tag)
        self.value = feature.value
    }

    /// The setting in HarfBuzz's syntax, `tag=value` (`liga=0`), which ``init(parsing:)`` reads back.
    public var description: String { "\(tag)=\(value)" }
}

/// The HarfBuzz calls of the text module, in one place.
enum HarfBuzz {
    /// `hb_script_from_iso15924_tag` / `hb_unicode_script` for a scalar, as an ISO 15924 tag (`Latn`).
    static func script(of scalar: Unicode.Scalar) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
    }

    static let commonScript = ckt_hb_tag(0x5A, 0x79, 0x79, 0x79)   // Zyyy
    static let inheritedScript = ckt_hb_tag(0x5A, 0x69, 0x6E, 0x68) // Zinh
    static let unknownScript = ckt_hb_tag(0x5A, 0x7A, 0x7A, 0x7A)   // Zzzz

    /// Reads a variation setting (`hb_variation_from_string`): its tag and value.
    static func variation(parsing string: String) -> (String, Double)? {
        var variation = hb_variation_t()
        let ok = string.withCString { hb_variation_from_string($0, -1, &variation) }
        guard ok != 0, variation.value.isFinite else { return nil }
        return (self.string(fromTag: variation.tag), Double(variation.value))
    }

    /// The tag of a four-letter string (`hb_tag_from_string`).
    static func tag(_ string: String) -> UInt32 {
        string.withCString { hb_tag_from_string($0, -1) }
    }

    static func string(fromTag tag: UInt32) -> String {
        let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The language a text without `typesettingLanguage` is shaped in: BCP 47 `und`
    /// (undetermined), so fonts apply their default language system.
    ///
    /// Decision: never `hb_language_get_default()`. Its first call runs `setlocale(LC_CTYPE, NULL)`,
    /// which HarfBuzz documents as not thread-safe, and frames are shaped on many threads; and its
    /// answer follows the process locale, so the same input could shape differently on two
    /// machines. `und` gives what `hb-shape` gives in the C locale, which is how the shaping
    /// expectations are recorded (`--language=und`).
    ///
    /// `nonisolated(unsafe)`: an `hb_language_t` is a pointer HarfBuzz interns for the life of the
    /// process and never changes or frees (`hb_language_from_string`), so sharing it is safe.
    nonisolated(unsafe) static let undeterminedLanguage: hb_language_t = hb_language_from_string("und", -1)

    /// Shapes `itemLength` bytes at `itemOffset` of `text` with the whole text as context
    /// (`hb_buffer_add_utf8`), so clusters are byte offsets into `text`. Glyphs come back in
    /// HarfBuzz's order: visual order (right to left runs are already reversed).
    ///
    /// `language` is a BCP 47 tag (`sr`, `zh-Hant-TW`) read by `hb_language_from_string` (which is
    /// thread-safe); nil shapes in ``undeterminedLanguage``.
    static func shape(
        _ text: UnsafeBufferPointer<UInt8>, itemOffset: Int, itemLength: Int,
        face: FontFace, rightToLeft: Bool, script: UInt32, language: String?, features: [FontFeature]
    ) -> [ShapedGlyph] {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        text.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(itemOffset), Int32(itemLength))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        hb_buffer_set_language(buffer, language.map { hb_language_from_string($0, -1) } ?? undeterminedLanguage)
        var hbFeatures: [hb_feature_t] = features.compactMap { feature in
            var out = hb_feature_t()
            let ok = feature.description.withCString { hb_feature_from_string($0, -1, &out) }
            return ok != 0 ? out : nil
        }
        hb_shape(face.harfBuzz.font, buffer, &hbFeatures, UInt32(hbFeatures.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let info = infos[i], position = positions[i]
            glyphs.append(ShapedGlyph(
                id: info.codepoint, cluster: Int(info.cluster),
                xAdvance: position.x_advance, yAdvance: position.y_advance,
                xOffset: position.x_offset, yOffset: position.y_offset,
                unsafeToBreak: (info.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue) != 0))
        }
        return glyphs
    }
}

/// The HarfBuzz objects of one face instance: the owner of its `hb_blob_t`, `hb_face_t` and
/// `hb_font_t`, which it frees in `deinit` (``FontFace`` holds one and reads its facts from it).
///
/// The font's scale is its units per em (HarfBuzz's default), so shaped positions come out in
/// font units.
// @unchecked Sendable: the three pointers are set once in `init` and freed only in `deinit`, and
// the face and font are made immutable (`hb_face_make_immutable`, `hb_font_make_immutable`)
// before the initializer returns; HarfBuzz documents immutable objects as safe to use from
// several threads at once.
final class HarfBuzzFont: @unchecked Sendable {
    private let blob: OpaquePointer
    private let face: OpaquePointer
    /// The `hb_font_t`, for shaping and glyph shapes.
    let font: OpaquePointer

    /// Opens face `index` of the font file at `path` (`hb_blob_create_from_file_or_fail`,
    /// `hb_face_create`); a web font is unpacked first. Throws ``TextError/unreadableFont(path:reason:)``
    /// saying why the file cannot be used.
    convenience init(path: String, index: Int) throws(TextError) {
        guard var blob = hb_blob_create_from_file_or_fail(path) else {
            throw TextError.unreadableFont(path: path, reason: "the file cannot be read")
        }
        if HarfBuzzFont.bytes(of: blob, FontFace.isWebFont) {
            hb_blob_destroy(blob)
            guard let unpacked = FontFace.unpackedWebFont(path: path) else {
                throw TextError.unreadableFont(path: path, reason: "it is a WOFF or WOFF2 web font that FreeType cannot unpack (is it corrupt?)")
            }
            blob = unpacked.withUnsafeBytes { bytes in
                hb_blob_create(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
            }
        }
        let faceCount = Int(hb_face_count(blob))
        guard faceCount > 0 else {
            hb_blob_destroy(blob)
            throw TextError.unreadableFont(path: path, reason: "it is not an OpenType, TrueType, collection or web (WOFF, WOFF2) font file")
        }
        guard index >= 0 && index < faceCount else {
            hb_blob_destroy(blob)
            throw TextError.unreadableFont(path: path, reason: "it has \(faceCount) face(s); index \(index) does not exist")
        }
        if let problem = HarfBuzzFont.bytes(of: blob, { FontFace.tableDirectoryProblem($0, index: index) }) {
            hb_blob_destroy(blob)
            throw TextError.unreadableFont(path: path, reason: problem)
        }
        let face = hb_face_create(blob, UInt32(index))!
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw TextError.unreadableFont(path: path, reason: "it has no glyphs (is it corrupt?)")
        }
        hb_face_make_immutable(face)
        self.init(blob: blob, face: face, variations: [])
    }

    /// The instance of `base`'s variable font at `variations`: the same file data and face
    /// (`hb_blob_reference`, `hb_face_reference`), its own `hb_font_t` with `hb_font_set_variations`.
    convenience init(instanceOf base: HarfBuzzFont, variations: [FontVariation]) {
        self.init(blob: hb_blob_reference(base.blob), face: hb_face_reference(base.face), variations: variations)
    }

    /// Takes ownership of one reference to `blob` and `face` and makes the font.
    private init(blob: OpaquePointer, face: OpaquePointer, variations: [FontVariation]) {
        let font = hb_font_create(face)!
        if !variations.isEmpty {
            let settings = variations.map { hb_variation_t(tag: HarfBuzz.tag($0.tag), value: Float($0.value)) }
            hb_font_set_variations(font, settings, UInt32(settings.count))
        }
        hb_font_make_immutable(font)
        self.blob = blob
        self.face = face
        self.font = font
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// `body` applied to the bytes of `blob` (`hb_blob_get_data`).
    private static func bytes<Result>(of blob: OpaquePointer, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length)
        return body(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : Int(length)))
    }

    /// The face's units per em (`hb_face_get_upem`).
    var unitsPerEm: Int { Int(hb_face_get_upem(face)) }

    /// Typographic ascender, descender and line gap in font units (`hb_font_get_h_extents`).
    var extents: (ascender: Double, descender: Double, lineGap: Double) {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        return (Double(extents.ascender), Double(extents.descender), Double(extents.line_gap))
    }

    /// The typographic family name, else the font family name, from the name table in English
    /// (`hb_ot_name_get_utf8`); nil when the font has neither.
    var familyName: String? {
        name(hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY)) ?? name(hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY))
    }

    /// The weight as drawn (`hb_style_get_value` with `wght`).
    var styleWeight: Double { Double(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT)) }

    /// True for an italic or oblique instance (`hb_style_get_value` with `ital` and `slnt`).
    var isSlanted: Bool {
        hb_style_get_value(font, HB_STYLE_TAG_ITALIC) >= 0.5 || abs(hb_style_get_value(font, HB_STYLE_TAG_SLANT_ANGLE)) >= 0.5
    }

    /// True when the face has colour glyphs: COLR layers, PNG glyphs, or a `CBDT` or `sbix` table.
    var hasColorGlyphs: Bool {
        let cbdt = ckt_hb_tag(0x43, 0x42, 0x44, 0x54), sbix = ckt_hb_tag(0x73, 0x62, 0x69, 0x78)
        return hb_ot_color_has_layers(face) != 0 || hb_ot_color_has_png(face) != 0 || hasTable(cbdt) || hasTable(sbix)
    }

    /// The face's variation axes, in the font's order (`hb_ot_var_get_axis_infos`).
    var axes: [FontAxis] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map {
            FontAxis(tag: HarfBuzz.string(fromTag: $0.tag), minimum: Double($0.min_value),
                     defaultValue: Double($0.default_value), maximum: Double($0.max_value))
        }
    }

    /// The nominal glyph for `scalar`, or nil when the font lacks it (`hb_font_get_nominal_glyph`).
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// A vertical metric from the OS/2 or post table, in font units (`hb_ot_metrics_get_position`).
    func metric(_ metric: FontFace.Metric) -> Double? {
        var value: hb_position_t = 0
        let tag: hb_ot_metrics_tag_t
        switch metric {
        case .underlineOffset: tag = HB_OT_METRICS_TAG_UNDERLINE_OFFSET
        case .underlineSize: tag = HB_OT_METRICS_TAG_UNDERLINE_SIZE
        case .strikeoutOffset: tag = HB_OT_METRICS_TAG_STRIKEOUT_OFFSET
        case .strikeoutSize: tag = HB_OT_METRICS_TAG_STRIKEOUT_SIZE
        case .capHeight: tag = HB_OT_METRICS_TAG_CAP_HEIGHT
        case .xHeight: tag = HB_OT_METRICS_TAG_X_HEIGHT
        case .clippingAscent: tag = HB_OT_METRICS_TAG_HORIZONTAL_CLIPPING_ASCENT
        case .clippingDescent: tag = HB_OT_METRICS_TAG_HORIZONTAL_CLIPPING_DESCENT
        }
        return hb_ot_metrics_get_position(font, tag, &value) != 0 ? Double(value) : nil
    }

    /// True when the face has a non-empty table `tag` (`hb_face_reference_table`).
    private func hasTable(_ tag: UInt32) -> Bool {
        let table = hb_face_reference_table(face, tag)
        defer { hb_blob_destroy(table) }
        return hb_blob_get_length(table) > 0
    }

    /// Name `id` in English (`hb_ot_name_get_utf8`), or nil when the font has none.
    private func name(_ id: hb_ot_name_id_t) -> String? {
        var length: UInt32 = 0
        length = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, nil)
        guard length > 0 else { return nil }
        var size = length + 1
        var bytes = [CChar](repeating: 0, count: Int(size))
        hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &size, &bytes)
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Collects a glyph outline from `hb_font_get_glyph_shape` through HarfBuzz's draw callbacks.
final class OutlineSink {
    enum Element: Equatable, Sendable {
        case move(Double, Double)
        case line(Double, Double)
        case quad(Double, Double, Double, Double)
        case cubic(Double, Double, Double, Double, Double, Double)
        case close
    }
    var elements: [Element] = []

    /// The draw callbacks, made once. `nonisolated(unsafe)`: the `hb_draw_funcs_t` is made
    /// immutable (`hb_draw_funcs_make_immutable`) before anyone can see it and is never freed, so
    /// every thread may pass it to `hb_font_get_glyph_shape`; each call brings its own sink.
    nonisolated(unsafe) static let funcs: OpaquePointer = {
        let funcs = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue().elements.append(.move(Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue().elements.append(.line(Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue().elements.append(
                .quad(Double(cx), Double(cy), Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue().elements.append(
                .cubic(Double(c1x), Double(c1y), Double(c2x), Double(c2y), Double(x), Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue().elements.append(.close)
        }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }()

    /// The outline of `glyph` in font units, y up: the face's copy (``FontFace/outlines``), else
    /// read with `hb_font_get_glyph_shape` and kept.
    static func outline(of glyph: UInt32, in face: FontFace) -> [Element] {
        return face.outlines.value(for: glyph, cost: { $0.count * MemoryLayout<Element>.stride }) { shape(of: $0, in: face) }
    }

    /// The outline of `glyph` in font units, y up (`hb_font_get_glyph_shape`).
    private static func shape(of glyph: UInt32, in face: FontFace) -> [Element] {
        let sink = OutlineSink()
        let pointer = Unmanaged.passUnretained(sink).toOpaque()
        hb_font_get_glyph_shape(face.harfBuzz.font, glyph, funcs, pointer)
        return sink.elements
    }
}
