import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Draws a text's layout, as SwiftUI's `TextRenderer`: attach one with `Text.textRenderer(_:)`.
///
/// A renderer is `Animatable`, so a time or progress value can drive it; in Kinetype a
/// ``TitleCard``'s content closure builds the renderer for each frame's time.
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
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `context`, whose origin is the top-left corner of the text's frame.
    func draw(layout: Text.Layout, in context: inout GraphicsContext)

    /// The size the renderer wants for the text; by default the text's own size.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// How far drawing may reach past the text's frame. Kinetype never clips a renderer to the
    /// frame, so this is advice for layout (a title card keeps the padded box on the canvas).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public var displayPadding: EdgeInsets { EdgeInsets() }

    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }
}

/// A proposed size, as SwiftUI's `ProposedViewSize`: nil in a dimension means "ideal".
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
}

/// The text a renderer draws, for sizing, as SwiftUI's `TextProxy`.
public struct TextProxy {
    let text: Text

    /// The size of the text laid out in `proposal`'s width (one line per paragraph when none).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return (try? text.layout(maxWidth: width).size) ?? .zero
    }
}

/// A renderer of any type, stored on a `Text`.
struct AnyTextRenderer {
    let draw: (Text.Layout, inout GraphicsContext) -> Void
    let displayPadding: EdgeInsets

    init<R: TextRenderer>(_ renderer: R) {
        draw = { layout, context in renderer.draw(layout: layout, in: &context) }
        displayPadding = renderer.displayPadding
    }
}

extension Text {
    static let rendererKey = "kinetype.textRenderer"

    /// Draws this text with `renderer` instead of the default (which draws each line).
    public func textRenderer<R: TextRenderer>(_ renderer: R) -> Text {
        var copy = self
        copy.extensions[Text.rendererKey] = AnyTextRenderer(renderer)
        return copy
    }

    /// The attached renderer, if any.
    var renderer: AnyTextRenderer? { extensions[Text.rendererKey] as? AnyTextRenderer }

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
