import Foundation
import KinetypePrimitives
import KinetypeText
internal import CKinetypeCairo

extension Canvas {
    /// Draws every line of `layout` with its top-left corner at `origin`, in each run's colour or
    /// `color` where the text set none.
    public func draw(_ layout: Text.Layout, at origin: CGPoint, color: Color = .white,
                     options: Text.Layout.DrawingOptions = []) {
        for line in layout {
            for run in line {
                draw(run, at: origin, color: color, options: options)
            }
        }
    }

    /// Draws one run with the layout's top-left corner at `origin`.
    public func draw(_ run: Text.Layout.Run, at origin: CGPoint, color: Color = .white,
                     options: Text.Layout.DrawingOptions = []) {
        draw(run.glyphs[...], of: run, at: origin, color: color, options: options)
    }

    /// Draws `glyphs` of `run`: with `cairo_show_glyphs` (positions on whole pixels), or with
    /// `disablesSubpixelQuantization` as outlines filled at their exact positions (`cairo_glyph_path`).
    /// Colour (bitmap) glyphs are always shown with `cairo_show_glyphs`.
    func draw(_ glyphs: ArraySlice<Text.Layout.Glyph>, of run: Text.Layout.Run, at origin: CGPoint, color: Color,
              options: Text.Layout.DrawingOptions) {
        let font = run.font
        guard let face = CairoFontCache.shared.fontFace(path: font.path, index: font.index) else { return }
        let lineOrigin = run.storage.lineOrigin
        cairo_save(cairo)
        cairo_set_font_face(cairo, face)
        cairo_set_font_size(cairo, Double(font.size))
        setSource(run.foregroundColor ?? color)
        var cairoGlyphs = glyphs.map { glyph -> cairo_glyph_t in
            let p = glyph.drawPosition
            return cairo_glyph_t(index: UInt(glyph.id), x: Double(origin.x + lineOrigin.x + p.x),
                                 y: Double(origin.y + lineOrigin.y + p.y))
        }
        if options.contains(.disablesSubpixelQuantization) && !run.storage.face.hasColorGlyphs {
            cairo_new_path(cairo)
            cairo_glyph_path(cairo, &cairoGlyphs, Int32(cairoGlyphs.count))
            cairo_fill(cairo)
        } else {
            cairo_show_glyphs(cairo, &cairoGlyphs, Int32(cairoGlyphs.count))
        }
        drawDecorations(run, glyphs: glyphs, at: origin, color: color)
        cairo_restore(cairo)
    }

    /// Underline and strikethrough, at the positions and thicknesses the font's post and OS/2
    /// tables give (or 1/14 of the size, below the baseline, when they give none).
    private func drawDecorations(_ run: Text.Layout.Run, glyphs: ArraySlice<Text.Layout.Glyph>, at origin: CGPoint, color: Color) {
        guard run.underline != nil || run.strikethrough != nil, let first = glyphs.first, let last = glyphs.last else { return }
        let face = run.storage.face
        let scale = Double(run.font.size) / Double(face.unitsPerEm)
        let lineOrigin = run.storage.lineOrigin
        let x0 = Double(origin.x + lineOrigin.x + first.position.x)
        let x1 = Double(origin.x + lineOrigin.x + last.position.x + last.advance.width)
        let baseline = Double(origin.y + lineOrigin.y)
        let fallbackThickness = Double(run.font.size) / 14
        func bar(offset: Double?, size: Double?, decoration: TextDecoration) {
            let thickness = size.map { $0 * scale } ?? fallbackThickness
            let y = baseline - (offset.map { $0 * scale } ?? -fallbackThickness * 1.5)
            setSource(decoration.color ?? run.foregroundColor ?? color)
            cairo_rectangle(cairo, x0, y - thickness / 2, x1 - x0, thickness)
            cairo_fill(cairo)
        }
        if let underline = run.underline {
            bar(offset: face.metric(.underlineOffset), size: face.metric(.underlineSize), decoration: underline)
        }
        if let strike = run.strikethrough {
            bar(offset: face.metric(.strikeoutOffset) ?? face.metric(.xHeight).map { $0 / 2 },
                size: face.metric(.strikeoutSize), decoration: strike)
        }
    }
}
