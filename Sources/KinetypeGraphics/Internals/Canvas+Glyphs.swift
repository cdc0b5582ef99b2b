import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeRasterKernels
import KinetypeText

extension Canvas {
    /// Draws a piece's glyphs: `cairo_show_glyphs`, or with `disablesSubpixelQuantization` (and
    /// always for a variable font's instance or a synthetic style) their outlines filled at exact positions
    /// (`cairo_glyph_path`); colour glyphs always show. A run with synthetic styles
    /// (``FontSynthesis``) takes a cairo face that emboldens or slants each glyph as FreeType
    /// loads it, so both ways (and the outlines a paint strokes) get the same ink.
    func paintText(_ piece: TextPiece, options: Text.Layout.DrawingOptions, alpha: Double, foreground: Color) {
        let run = piece.run
        let font = run.font
        guard let face = CairoFontCache.shared.fontFace(path: font.path, index: font.index, synthesis: font.synthesis) else { return }
        let lineOrigin = run.storage.lineOrigin
        cairo.setFontFace(face)
        cairo.setFontSize(Double(font.size))
        // A variable font's instance: cairo sets the same axis values on the FreeType face
        // (`cairo_font_options_set_variations`, applied with `FT_Set_Var_Design_Coordinates` as
        // each glyph loads), so the outlines drawn are the instance HarfBuzz shaped with.
        let variations = Self.variations(of: font)
        let previousOptions = Cairo.FontOptions()
        defer {
            if !variations.isEmpty { cairo.setFontOptions(previousOptions) }
            withExtendedLifetime(previousOptions) {}
        }
        if !variations.isEmpty {
            cairo.getFontOptions(into: previousOptions)
            let options = previousOptions.copy()
            options.setVariations(variations)
            cairo.setFontOptions(options)
        }
        let color = run.foregroundColor ?? foreground
        setColor(color, alpha: alpha)
        let glyphs = piece.glyphs.map { index -> Cairo.Glyph in
            let p = run.glyphs[index].drawPosition
            return Cairo.Glyph(index: UInt(run.glyphs[index].id), x: Double(lineOrigin.x + p.x), y: Double(lineOrigin.y + p.y))
        }
        let key = GlyphMaskCache.Key(font: font)
        if let paint = TextPaint.of(run), paint.fill != nil || paint.stroke != nil {
            paintStyledText(piece, glyphs: glyphs, paint: paint, color: color, alpha: alpha, key: key)
        } else if (options.contains(.disablesSubpixelQuantization) || !variations.isEmpty || !font.synthesis.isEmpty)
                    && !run.storage.face.hasColorGlyphs {
            // A variable instance and a synthetic style always go as outlines: cairo 1.16 embeds
            // the font file's default instance, upright and regular, in PDF output, which would
            // lose the axis values, the emboldening and the slant.
            if !paintThroughMask(glyphs, key: key) {
                cairo.newPath()
                cairo.glyphPath(glyphs)
                cairo.fill()
            }
        } else {
            cairo.showGlyphs(glyphs)
        }
        paintDecorations(piece, color: color, alpha: alpha)
    }

    /// Paints `glyphs`' outlines, filled (or stroked as `key.stroke` says), with the current
    /// source through their cached coverage when ``glyphMaskTarget`` allows; false when it does
    /// not (then nothing is painted and the caller fills or strokes the path itself).
    private func paintThroughMask(_ glyphs: [Cairo.Glyph], key: GlyphMaskCache.Key) -> Bool {
        guard let target = glyphMaskTarget, GlyphMaskCache.paint(glyphs, key: key, in: cairo, into: target) else { return false }
        cairo.groupTarget.markDirty()
        return true
    }

    /// Where filled glyph outlines may be painted through their cached coverage
    /// (``GlyphMaskCache``) now, or nil: on a raster canvas (or a group pushed on it) whose Cairo
    /// context is not in an error state (where Cairo draws nothing), with the
    /// over operator, default antialiasing and a solid opaque source (Cairo's fill then stores
    /// the colour where coverage is full and blends it in by coverage elsewhere), and clipped to
    /// nothing or to boxes of whole pixels (a clip that cuts through pixels is applied to the
    /// outlines by Cairo, which a mask would not reproduce).
    private var glyphMaskTarget: GlyphMaskCache.Target? {
        guard !isVector, cairo.isDrawing, cairo.drawsOver, cairo.hasDefaultAntialiasing else {
            return nil
        }
        guard let source = cairo.sourceRGBA, source[3] == 1 else { return nil }
        let target = cairo.groupTarget
        guard target.isARGB32Image else {
            return nil
        }
        let (offsetX, offsetY) = target.deviceOffset
        guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded(), abs(offsetX) < 1e7, abs(offsetY) < 1e7 else { return nil }
        guard let rectangles = cairo.clipRectangles else { return nil }
        var boxes: [PixelRect] = []
        for r in rectangles {
            var corners: [(Double, Double)] = []
            for (x, y) in [(r.x, r.y), (r.x + r.width, r.y + r.height)] {
                let (deviceX, deviceY) = cairo.userToDevice(x, y)
                // Cairo keeps the clip in device space and hands it back through the inverse
                // transform, so a whole-pixel edge can come back a rounding error away.
                guard abs(deviceX - deviceX.rounded()) < 1e-6, abs(deviceY - deviceY.rounded()) < 1e-6,
                      abs(deviceX) < 1e7, abs(deviceY) < 1e7 else { return nil }
                corners.append((deviceX.rounded(), deviceY.rounded()))
            }
            let (x0, x1) = (Int(min(corners[0].0, corners[1].0)), Int(max(corners[0].0, corners[1].0)))
            let (y0, y1) = (Int(min(corners[0].1, corners[1].1)), Int(max(corners[0].1, corners[1].1)))
            boxes.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
        target.flush()
        guard let data = target.data else { return nil }
        let stride = target.stride / 4
        return GlyphMaskCache.Target(
            data: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
            bounds: PixelRect(x: -Int(offsetX), y: -Int(offsetY), width: target.width, height: target.height),
            stride: stride, boxes: boxes, pixel: fillPixel(source))
    }

    /// The pixel Cairo's fill stores for the opaque solid source of colour `rgba` where coverage
    /// is full: the colour of a pixel filled with it (kept, by colour, for the colours seen last).
    private func fillPixel(_ rgba: [Double]) -> UInt32 {
        Self.fillPixels.value(for: rgba) { _ in cairo.pixelFilledWithSource() }
    }

    private static let fillPixels = BoundedCache<[Double], UInt32>(budget: 64)

    /// Draws glyphs with a ``TextPaint``'s fill and stroke: their outlines stroked under the
    /// fill, filled with the fill's shading placed in the bounds its extent names, or stroked
    /// over it. Colour glyphs (emoji) have no outlines to stroke and show as they are.
    ///
    /// Outlines filled or stroked with an opaque colour go through their cached coverage like
    /// plain text (``GlyphMaskCache``, with the stroke's width, join and miter limit in the key);
    /// the path is built only for what cannot.
    private func paintStyledText(_ piece: TextPiece, glyphs: [Cairo.Glyph], paint: TextPaint, color: Color, alpha: Double,
                                 key: GlyphMaskCache.Key) {
        let run = piece.run
        let fill = paint.fill ?? AnyShapeStyle(color)
        let frame = run.storage.layoutFrame
        guard !run.storage.face.hasColorGlyphs else {
            setSource(fill.shading(in: frame), alpha: alpha, foreground: color)
            cairo.showGlyphs(glyphs)
            return
        }
        // Glyphs in groups that share a box: every glyph at once, or a cluster at a time.
        var groups: [(glyphs: [Cairo.Glyph], box: CGRect)] = []
        switch paint.fillExtent ?? .text {
        case .text:
            groups = [(glyphs, frame)]
        case .line:
            let bounds = run.storage.bounds(of: piece.glyphs)
            groups = [(glyphs, CGRect(x: frame.minX, y: bounds.rect.minY, width: frame.width, height: bounds.rect.height))]
        case .glyph:
            for cluster in run.storage.clusters {
                let range = cluster.clamped(to: piece.glyphs)
                guard !range.isEmpty else { continue }
                let start = range.lowerBound - piece.glyphs.lowerBound
                groups.append((Array(glyphs[start..<(start + range.count)]), run.storage.bounds(of: range).rect))
            }
        }
        for group in groups {
            var hasPath = false
            func buildPath() {
                guard !hasPath else { return }
                cairo.newPath()
                cairo.glyphPath(group.glyphs)
                hasPath = true
            }
            let stroke = paint.stroke
            func strokeOutline(_ stroke: TextStroke) {
                cairo.setLineWidth(Double(stroke.lineWidth))
                cairo.setLineJoin(stroke.lineJoin)
                cairo.setMiterLimit(4)
                setSource(stroke.style.shading(in: group.box), alpha: alpha, foreground: color)
                var stroked = key
                stroked.stroke = GlyphMaskCache.Stroke(lineWidth: Double(stroke.lineWidth), lineJoin: stroke.lineJoin, miterLimit: 4)
                guard !paintThroughMask(group.glyphs, key: stroked) else { return }
                buildPath()
                cairo.strokePreserve()
            }
            if let stroke, stroke.placement != .overFill { strokeOutline(stroke) }
            if stroke?.placement != .only {
                let shading = fill.shading(in: group.box)
                if paintMeshBackground(shading, alpha: alpha) {
                    buildPath()
                    cairo.fillPreserve()
                }
                setSource(shading, alpha: alpha, foreground: color)
                if !paintThroughMask(group.glyphs, key: key) {
                    buildPath()
                    cairo.fillPreserve()
                }
            }
            if let stroke, stroke.placement == .overFill { strokeOutline(stroke) }
            cairo.newPath()
        }
    }

    /// Underline and strikethrough at the font's post/OS2 positions and thicknesses (1/14 em
    /// below the baseline when the font gives none).
    private func paintDecorations(_ piece: TextPiece, color: Color, alpha: Double) {
        let run = piece.run
        guard run.underline != nil || run.strikethrough != nil else { return }
        let face = run.storage.face
        let scale = Double(run.font.size) / Double(face.unitsPerEm)
        let bounds = run.storage.bounds(of: piece.glyphs)
        let fallback = Double(run.font.size) / 14
        func bar(offset: Double?, size: Double?, decoration: TextDecoration) {
            let thickness = size.map { $0 * scale } ?? fallback
            let y = Double(bounds.origin.y) - (offset.map { $0 * scale } ?? -fallback * 1.5)
            setColor(decoration.color ?? color, alpha: alpha)
            cairo.rectangle(Double(bounds.origin.x), y - thickness / 2, Double(bounds.width), thickness)
            cairo.fill()
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
