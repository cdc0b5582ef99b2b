import Foundation
import KinetypePrimitives

/// One face of one font file, opened with HarfBuzz (its objects owned by a ``HarfBuzzFont``).
/// For a variable font, one instance of it: the face at some axis values (``variations``), which
/// shaping and outlines both use, so advances and drawn shapes always agree.
///
/// The font's scale is its units per em, so shaped positions come out in font units and are
/// scaled to pixels by `size / unitsPerEm` in floating point: positions stay exact at any size
/// (no hinting, no rounding), which keeps a moving glyph from jittering. HarfBuzz objects are
/// immutable once made, so one face is shared by every thread.
package final class FontFace: Sendable, Hashable, CustomStringConvertible {
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

    /// The HarfBuzz objects this face shapes and reads outlines with.
    let harfBuzz: HarfBuzzFont

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
        self.init(harfBuzz: try HarfBuzzFont(path: path, index: index), path: path, index: index, variations: [])
    }

    /// The instance of `base`'s variable font at `variations` (already normalized by
    /// ``normalized(_:)``): the same file data and face (`hb_blob_reference`, `hb_face_reference`),
    /// its own `hb_font_t` with `hb_font_set_variations`.
    package convenience init(instanceOf base: FontFace, variations: [FontVariation]) {
        self.init(harfBuzz: HarfBuzzFont(instanceOf: base.harfBuzz, variations: variations), path: base.path,
                  index: base.index, variations: variations)
    }

    /// Reads the face's facts from `harfBuzz`, which it keeps.
    private init(harfBuzz: HarfBuzzFont, path: String, index: Int, variations: [FontVariation]) {
        self.harfBuzz = harfBuzz
        self.path = path
        self.index = index
        self.axes = harfBuzz.axes
        self.variations = variations
        self.unitsPerEm = harfBuzz.unitsPerEm
        let extents = harfBuzz.extents
        let upem = Double(unitsPerEm)
        // Some fonts leave hhea empty; fall back to 0.8 / 0.2 of the em.
        self.ascender = extents.ascender != 0 ? extents.ascender : 0.8 * upem
        self.descender = extents.descender != 0 ? extents.descender : -0.2 * upem
        self.lineGap = extents.lineGap
        self.familyName = harfBuzz.familyName ?? (path as NSString).lastPathComponent
        self.styleWeight = harfBuzz.styleWeight
        self.isSlanted = harfBuzz.isSlanted
        self.hasColorGlyphs = harfBuzz.hasColorGlyphs
    }

    /// The nominal glyph for `scalar`, or nil when the font lacks it (`hb_font_get_nominal_glyph`).
    package func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        harfBuzz.glyph(for: scalar)
    }

    /// True when every scalar that needs a glyph has one in this face.
    package func covers<S: Sequence>(_ scalars: S) -> Bool where S.Element == Unicode.Scalar {
        scalars.allSatisfy { $0.properties.isDefaultIgnorableCodePoint || glyph(for: $0) != nil }
    }

    /// A vertical metric from the OS/2 or post table, in font units (`hb_ot_metrics_get_position`).
    package func metric(_ tag: Metric) -> Double? {
        harfBuzz.metric(tag)
    }

    /// The vertical metrics ``metric(_:)`` reads; `clippingAscent` and `clippingDescent` are OS/2's
    /// `usWinAscent` and `usWinDescent` (both above 0), which ASS renderers size fonts by.
    package enum Metric { case underlineOffset, underlineSize, strikeoutOffset, strikeoutSize, capHeight, xHeight, clippingAscent, clippingDescent }

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
}
