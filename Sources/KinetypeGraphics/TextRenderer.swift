import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeText

/// Draws a text's layout, as SwiftUI's `TextRenderer`: attach one with `Text.textRenderer(_:)`.
///
/// A renderer is `Animatable`, so a time or progress value can drive it; in Kinetype a title
/// card's content closure builds the renderer for each frame's time. `GraphicsContext.draw(_:at:)`
/// and `draw(_:in:)` of a `Text` draw it through its renderer, as SwiftUI does.
///
/// Renderers are `Sendable` (SwiftUI's protocol does not say so), because a title card draws its
/// frames on several threads at once; a renderer of plain values, as renderers usually are,
/// conforms without a change.
///
/// ```swift
/// struct Fade: TextRenderer {
///     var progress: Double
///     func draw(layout: Text.Layout, in context: inout GraphicsContext) {
///         context.opacity = progress
///         for line in layout { context.draw(line) }
///     }
/// }
/// ```
public protocol TextRenderer: Animatable, Sendable {
    /// Draws `layout` into `context`, whose origin is the top-left corner of the text's frame.
    func draw(layout: Text.Layout, in context: inout GraphicsContext)

    /// The size the renderer wants for the text; by default the text's own size.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// How far drawing may reach past the text's frame. Kinetype never clips a renderer to the
    /// frame, so this is advice for layout (a title card keeps the padded box on the canvas).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// No padding, by default: the renderer is taken to draw within the text's frame.
    public var displayPadding: EdgeInsets { EdgeInsets() }

    /// The text's own size for `proposal` (``TextProxy/sizeThatFits(_:)``), by default.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }
}

