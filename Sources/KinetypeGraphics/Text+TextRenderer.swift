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
    package func draw(_ layout: Text.Layout, in context: inout GraphicsContext) {
        if let renderer {
            renderer.draw(layout, &context)
        } else {
            for line in layout { context.draw(line) }
        }
    }

    /// The renderer's display padding (none without a renderer).
    package var displayPadding: EdgeInsets { renderer?.displayPadding ?? EdgeInsets() }
}
