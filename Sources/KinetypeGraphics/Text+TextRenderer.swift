import Foundation
import KinetypePrimitives
import KinetypeText

/// A renderer of any type, as a `Text` stores it (in its typed ``Text/attachedRenderer`` slot).
package struct AnyTextRenderer: AttachedTextRenderer {
    package let draw: @Sendable (Text.Layout, inout GraphicsContext) -> Void
    package let displayPadding: EdgeInsets

    package init<R: TextRenderer>(_ renderer: R) {
        draw = { layout, context in renderer.draw(layout: layout, in: &context) }
        displayPadding = renderer.displayPadding
    }
}

extension Text {
    /// Draws this text with `renderer` instead of the default (which draws each line).
    public func textRenderer<R: TextRenderer>(_ renderer: R) -> Text {
        var copy = self
        copy.attachedRenderer = AnyTextRenderer(renderer)
        return copy
    }

    /// The attached renderer, if any.
    package var renderer: AnyTextRenderer? { attachedRenderer as? AnyTextRenderer }

    /// Draws the text's `layout` into `context`: with its renderer, or line by line. Drawn in
    /// more than one draw (a renderer, or several lines), it goes through
    /// ``GraphicsContext/drawPieces(of:_:)``, so its shadows lie beneath all its glyphs.
    package func draw(_ layout: Text.Layout, in context: inout GraphicsContext) {
        let renderer = self.renderer
        func drawText(_ context: inout GraphicsContext) {
            if let renderer {
                renderer.draw(layout, &context)
            } else {
                for line in layout { context.draw(line) }
            }
        }
        guard renderer != nil || layout.count > 1 else { return drawText(&context) }
        context.drawPieces(of: [layout], drawText)
    }

    /// The renderer's display padding (none without a renderer).
    package var displayPadding: EdgeInsets { renderer?.displayPadding ?? EdgeInsets() }
}

extension GraphicsContext {
    /// Draws text laid out as `layouts` with `draw`, which draws it in several draws (a
    /// renderer's lines, runs or slices): when the text has drop shadows or glows, in two passes
    /// (``TextShadowPass``), the shadows of all of it first, cast from one layer of its glyphs,
    /// then the glyphs; so no glyph's shadow covers another glyph. Without such shadows, or
    /// inside a pass already, `draw` runs once as it is.
    package mutating func drawPieces(of layouts: [Text.Layout], _ draw: (inout GraphicsContext) throws -> Void) rethrows {
        guard case .all = textShadows else { return try draw(&self) }
        var beneath: [[TextShadow]] = []
        for layout in layouts {
            for line in layout {
                for run in line {
                    let shadows = (TextPaint.of(run)?.shadows ?? []).filter { $0.kind != .inner }
                    if !shadows.isEmpty, !beneath.contains(shadows) { beneath.append(shadows) }
                }
            }
        }
        guard !beneath.isEmpty else { return try draw(&self) }
        for shadows in beneath {
            var pass = self
            pass.textShadows = .beneath(shadows)
            pass.filters = [.shadowsOnly(shadows.flatMap(\.filters))] + filters
            try pass.drawLayer { layer in try draw(&layer) }
        }
        textShadows = .above
        defer { textShadows = .all }
        try draw(&self)
    }
}
