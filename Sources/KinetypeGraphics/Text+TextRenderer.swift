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

    /// Draws the text's `layout` into `context`: with its renderer, or line by line.
    ///
    /// Text with drop shadows or glows drawn in more than one draw (a renderer, or several
    /// lines) is drawn in two passes (``TextShadowPass``): the shadows of all of it first, cast
    /// from one layer of its glyphs, then the glyphs; so no glyph's shadow covers another glyph.
    package func draw(_ layout: Text.Layout, in context: inout GraphicsContext) {
        let renderer = self.renderer
        func drawText(_ context: inout GraphicsContext) {
            if let renderer {
                renderer.draw(layout, &context)
            } else {
                for line in layout { context.draw(line) }
            }
        }
        guard case .all = context.textShadows, renderer != nil || layout.count > 1 else { return drawText(&context) }
        var beneath: [[TextShadow]] = []
        for line in layout {
            for run in line {
                let shadows = (TextPaint.of(run)?.shadows ?? []).filter { $0.kind != .inner }
                if !shadows.isEmpty, !beneath.contains(shadows) { beneath.append(shadows) }
            }
        }
        guard !beneath.isEmpty else { return drawText(&context) }
        for shadows in beneath {
            var pass = context
            pass.textShadows = .beneath(shadows)
            pass.filters = [.shadowsOnly(shadows.flatMap(\.filters))] + context.filters
            pass.drawLayer { layer in drawText(&layer) }
        }
        context.textShadows = .above
        drawText(&context)
        context.textShadows = .all
    }

    /// The renderer's display padding (none without a renderer).
    package var displayPadding: EdgeInsets { renderer?.displayPadding ?? EdgeInsets() }
}
