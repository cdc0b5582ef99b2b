import Foundation
import KinetypePrimitives
internal import CKinetypeHarfBuzz

/// One face of one font file, opened with HarfBuzz: the owner of its `hb_blob_t`, `hb_face_t`
/// and `hb_font_t`, which it frees in `deinit`. For a variable font, one instance of it: the
/// face at some axis values (``variations``), which shaping and outlines both use, so advances
/// and drawn shapes always agree.
///
/// The font's scale is its units per em, so shaped positions come out in font units and are
/// scaled to pixels by `size / unitsPerEm` in floating point: positions stay exact at any size
/// (no hinting, no rounding), which keeps a moving glyph from jittering. HarfBuzz objects are
/// immutable once made, so one face is shared by every thread.
// @unchecked Sendable: the only stored properties the compiler cannot check are the three
// HarfBuzz pointers. They are set once in `init`, freed only in `deinit`, and the face and font
// are made immutable (`hb_face_make_immutable`, `hb_font_make_immutable`) before the initializer
// returns; HarfBuzz documents immutable objects as safe to use from several threads at once.
package final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The font file.
    package let path: String
    /// The face index inside the file (a `.ttc` holds several).
    package let index: Int
    package let unitsPerEm: Int
    /// Typographic ascender, descender (negative, below the baseline) and line gap, in font units
    /// (`hb_font_get_h_extents`).
    package let ascender: Double
    package let descender: Double
    package let lineGap: Double
    /// The family name from the font's name table.
    package let familyName: String
    /// True for a face with colour glyphs (CBDT, sbix or COLR), such as an emoji font.
    package let hasColorGlyphs: Bool
    /// The weight of the face as drawn (`hb_style_get_value` with `wght`): its OS/2 weight class,
    /// or a variable instance's `wght` value.
    package let styleWeight: Double
    /// True for an italic or oblique face (`hb_style_get_value`: the italic flag of OS/2 or
    /// `head`, a slant angle from `post`, or a variable instance's `ital` or `slnt`).
    package let isSlanted: Bool
    /// The variable font's axes (`hb_ot_var_get_axis_infos`); empty for a static font.
    package let axes: [FontAxis]
    /// The axis values of this instance (`hb_font_set_variations`): only axes the face has, each
    /// clamped to its range and different from its default, sorted by tag. Empty: the default
    /// instance (and every static font).
    package let variations: [FontVariation]

    let blob: OpaquePointer
    let face: OpaquePointer
    let hbFont: OpaquePointer

    /// The most bytes of glyph outlines a face keeps: 1 MiB, a few thousand Latin glyphs or
    /// several hundred CJK ones.
    package static let outlineBudget = 1 << 20
    /// Glyph outlines by glyph id, as `hb_font_get_glyph_shape` gave them (``OutlineSink``):
    /// an outline is a pure function of the face and the glyph, so a glyph drawn on frame after
    /// frame is read from the font once.
    let outlines = BoundedCache<UInt32, [OutlineSink.Element]>(budget: FontFace.outlineBudget)

    /// Opens `path` (face `index`) or throws ``TextError`` naming the file.
    package convenience init(path: String, index: Int = 0) throws {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw TextError.fontFileNotFound(path: path)
        }
        // A FIFO or a device would be read without end (or wait for a writer).
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw TextError.unreadableFont(path: path, reason: "it is not a regular file")
        }
        guard var blob = hb_blob_create_from_file_or_fail(path) else {
            throw TextError.unreadableFont(path: path, reason: "the file cannot be read")
        }
        var length: UInt32 = 0
        if let data = hb_blob_get_data(blob, &length), FontFace.isWebFont(UnsafeRawBufferPointer(start: data, count: Int(length))) {
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
        if let data = hb_blob_get_data(blob, &length),
           let problem = FontFace.tableDirectoryProblem(UnsafeRawBufferPointer(start: data, count: Int(length)), index: index) {
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
        self.init(blob: blob, face: face, path: path, index: index, axes: FontFace.axes(of: face), variations: [])
    }

    /// The instance of `base`'s variable font at `variations` (already normalized by
    /// ``normalized(_:)``): the same file data and face (`hb_blob_reference`, `hb_face_reference`),
    /// its own `hb_font_t` with `hb_font_set_variations`.
    package convenience init(instanceOf base: FontFace, variations: [FontVariation]) {
        self.init(blob: hb_blob_reference(base.blob), face: hb_face_reference(base.face), path: base.path,
                  index: base.index, axes: base.axes, variations: variations)
    }

    /// Takes ownership of one reference to `blob` and `face` and makes the font.
    private init(blob: OpaquePointer, face: OpaquePointer, path: String, index: Int, axes: [FontAxis],
                 variations: [FontVariation]) {
        let font = hb_font_create(face)!
        if !variations.isEmpty {
            let settings = variations.map { hb_variation_t(tag: HarfBuzz.tag($0.tag), value: Float($0.value)) }
            hb_font_set_variations(font, settings, UInt32(settings.count))
        }
        hb_font_make_immutable(font)
        self.blob = blob
        self.face = face
        self.hbFont = font
        self.path = path
        self.index = index
        self.axes = axes
        self.variations = variations
        self.unitsPerEm = Int(hb_face_get_upem(face))
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        let upem = Double(unitsPerEm)
        // Some fonts leave hhea empty; fall back to 0.8 / 0.2 of the em.
        self.ascender = extents.ascender != 0 ? Double(extents.ascender) : 0.8 * upem
        self.descender = extents.descender != 0 ? Double(extents.descender) : -0.2 * upem
        self.lineGap = Double(extents.line_gap)
        self.familyName = FontFace.name(face, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY))
            ?? FontFace.name(face, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY)) ?? (path as NSString).lastPathComponent
        self.styleWeight = Double(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT))
        self.isSlanted = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) >= 0.5 || abs(hb_style_get_value(font, HB_STYLE_TAG_SLANT_ANGLE)) >= 0.5
        let cbdt = ckt_hb_tag(0x43, 0x42, 0x44, 0x54), sbix = ckt_hb_tag(0x73, 0x62, 0x69, 0x78)
        self.hasColorGlyphs = hb_ot_color_has_layers(face) != 0 || hb_ot_color_has_png(face) != 0
            || FontFace.hasTable(face, cbdt) || FontFace.hasTable(face, sbix)
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The nominal glyph for `scalar`, or nil when the font lacks it (`hb_font_get_nominal_glyph`).
    package func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// True when every scalar that needs a glyph has one in this face.
    package func covers<S: Sequence>(_ scalars: S) -> Bool where S.Element == Unicode.Scalar {
        scalars.allSatisfy { $0.properties.isDefaultIgnorableCodePoint || glyph(for: $0) != nil }
    }

    /// A vertical metric from the OS/2 or post table, in font units (`hb_ot_metrics_get_position`).
    package func metric(_ tag: Metric) -> Double? {
        var value: hb_position_t = 0
        let hbTag: hb_ot_metrics_tag_t
        switch tag {
        case .underlineOffset: hbTag = HB_OT_METRICS_TAG_UNDERLINE_OFFSET
        case .underlineSize: hbTag = HB_OT_METRICS_TAG_UNDERLINE_SIZE
        case .strikeoutOffset: hbTag = HB_OT_METRICS_TAG_STRIKEOUT_OFFSET
        case .strikeoutSize: hbTag = HB_OT_METRICS_TAG_STRIKEOUT_SIZE
        case .capHeight: hbTag = HB_OT_METRICS_TAG_CAP_HEIGHT
        case .xHeight: hbTag = HB_OT_METRICS_TAG_X_HEIGHT
        }
        return hb_ot_metrics_get_position(hbFont, hbTag, &value) != 0 ? Double(value) : nil
    }

    package enum Metric { case underlineOffset, underlineSize, strikeoutOffset, strikeoutSize, capHeight, xHeight }

    package var description: String {
        "\(familyName) (\(path)#\(index)\(variations.isEmpty ? "" : " " + variations.map(\.description).joined(separator: ",")))"
    }

    package static func == (a: FontFace, b: FontFace) -> Bool {
        a.path == b.path && a.index == b.index && a.variations == b.variations
    }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(index)
        hasher.combine(variations)
    }

    /// The face's axes, in the font's order (`hb_ot_var_get_axis_infos`).
    private static func axes(of face: OpaquePointer) -> [FontAxis] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map {
            FontAxis(tag: HarfBuzz.string(fromTag: $0.tag), minimum: Double($0.min_value),
                     defaultValue: Double($0.default_value), maximum: Double($0.max_value))
        }
    }

    private static func hasTable(_ face: OpaquePointer, _ tag: UInt32) -> Bool {
        let table = hb_face_reference_table(face, tag)
        defer { hb_blob_destroy(table) }
        return hb_blob_get_length(table) > 0
    }

    private static func name(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String? {
        var length: UInt32 = 0
        length = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, nil)
        guard length > 0 else { return nil }
        var size = length + 1
        var bytes = [CChar](repeating: 0, count: Int(size))
        hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &size, &bytes)
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
