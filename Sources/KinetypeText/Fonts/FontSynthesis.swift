import Foundation

/// Kinetype: the styles a run is drawn with by thickening or slanting its face's outlines,
/// because the face chosen for it lacks them, as browsers do (CSS `font-synthesis`).
///
/// The typesetter decides once per run, from what the text asks for and what the face is (its
/// OS/2 weight class and italic flag, or a variable face's instance, read with
/// `hb_style_get_value`): bold when the text asks for semibold or heavier and the face is medium
/// or lighter, such as the bundled CJK face, which has one weight; oblique when the text asks for
/// italic and the face is upright. A face that has the style, a variable face whose `wght` or
/// `slnt`/`ital` axis reaches it, and a colour (emoji) face are drawn as they are.
///
/// Drawing passes it to cairo (`cairo_ft_font_face_set_synthesize`): FreeType's emboldening
/// (`FT_GlyphSlot_Embolden`, strokes a 24th of the em heavier) and slant
/// (`FT_GlyphSlot_Oblique`, a shear of about 12°), applied to each glyph as it loads; such runs
/// are filled as glyph paths (`cairo_glyph_path`), since cairo embeds the font's own upright,
/// regular outlines in PDF.
/// Advances stay the font's, so synthesis never changes a layout's line breaks.
public struct FontSynthesis: OptionSet, Hashable, Sendable {
    /// The set's bits: 1 for ``bold``, 2 for ``oblique``.
    public let rawValue: Int
    /// The set with these bits (`OptionSet`'s initialiser).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Heavier strokes for a face with no bold.
    public static let bold = FontSynthesis(rawValue: 1)
    /// A slant for a face with no italic.
    public static let oblique = FontSynthesis(rawValue: 2)

    /// The horizontal shear of an oblique glyph per unit of height: FreeType's
    /// `FT_GlyphSlot_Oblique` (0x0366A in 16.16 fixed point, about 12°).
    public static let obliqueShear: CGFloat = 0x0366A / 65536

    /// The lightest weight asked for that a face with no bold is thickened for: semibold.
    static let boldThreshold = 600.0
    /// The lightest face weight that counts as bold (semibold); a lighter face is thickened.
    static let lightestBoldFace = 600.0
}

extension FontFace {
    /// The styles to synthesise when this face draws text set in `font` (``FontSynthesis``).
    package func synthesis(for font: Font) -> FontSynthesis {
        guard !hasColorGlyphs else { return [] }
        var synthesis: FontSynthesis = []
        let wanted = Double((font.weightValue ?? .regular).value)
        if wanted >= FontSynthesis.boldThreshold && styleWeight < FontSynthesis.lightestBoldFace { synthesis.insert(.bold) }
        if font.isItalic && !isSlanted { synthesis.insert(.oblique) }
        return synthesis
    }
}
