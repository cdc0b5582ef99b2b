import Foundation
import KinetypeGraphics
import KinetypeText

/// What a layer shows: text (``TextContent``), or anything else that can size and draw itself.
///
/// Text runs through every step of a layer's drawing (see ``LayerStage``). Other content is
/// sized, placed by the layer's anchor and offset, and drawn through the layer's filter and clip
/// stages; the text, content and glyph stages do not apply to it.
public protocol LayerContent: Sendable {
    /// The content as it is at `moment`: its size and how it draws.
    func resolved(at moment: LayerMoment) throws -> ResolvedContent
    /// The content's characters at a layer time, for timelines; "" when it has none.
    func plainText(at time: TimeInterval) -> String
}

extension LayerContent {
    /// No characters: content that is not text shows no text on a timeline.
    public func plainText(at time: TimeInterval) -> String { "" }
}

/// A layer's content at one moment: its size in points, by which the layer's anchor places it,
/// and its drawing, with the content's top-left corner at the context's origin.
public struct ResolvedContent {
    /// The content's size in points, by which the layer's anchor places it.
    public var size: CGSize
    /// Draws the content with its top-left corner at the context's origin.
    public var draw: (inout GraphicsContext) throws -> Void

    /// Content of `size` points that `draw` draws.
    public init(size: CGSize, draw: @escaping (inout GraphicsContext) throws -> Void) {
        self.size = size
        self.draw = draw
    }
}

/// Text as a layer's content: a function of the layer's time.
public struct TextContent: LayerContent {
    /// The text at a time since the layer started.
    public var text: @Sendable (TimeInterval) -> Text

    /// Text that `text` returns for each time since the layer started, in seconds; it may be called
    /// from several threads at once.
    public init(_ text: @escaping @Sendable (TimeInterval) -> Text) {
        self.text = text
    }

    /// The text laid out unwrapped and drawn as it is, without the layer's stages.
    public func resolved(at moment: LayerMoment) throws -> ResolvedContent {
        let text = self.text(moment.local)
        let layout = try text.layout(maxWidth: nil)
        return ResolvedContent(size: layout.size) { text.draw(layout, in: &$0) }
    }

    /// The characters of the text at `time` seconds of the layer.
    public func plainText(at time: TimeInterval) -> String { text(time).string }
}
