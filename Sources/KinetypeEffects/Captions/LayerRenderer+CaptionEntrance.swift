import Foundation
import KinetypeGraphics

extension LayerRenderer {
    /// This caption style with each word entering through `entrance` from its own start
    /// (``CaptionStyleRenderer/entrance``), or nil when the renderer draws no caption pages
    /// (a renderer of the catalogue that is not a caption style).
    package func entering(_ entrance: TextTransition) throws -> LayerRenderer? {
        let first = try make(0)
        guard Self.captions(first, entrance: entrance) != nil else { return nil }
        let make = self.make
        return LayerRenderer(name: name, first: first) { time in
            let renderer = try make(time)
            return Self.captions(renderer, entrance: entrance) ?? renderer
        }
    }

    /// `renderer` with its caption style's entrance set, or nil when it has no caption style.
    private static func captions(_ renderer: any TextRenderer, entrance: TextTransition) -> (any TextRenderer)? {
        if var style = renderer as? CaptionStyleRenderer {
            style.entrance = entrance
            return style
        }
        if var highlight = renderer as? HighlightRenderer, var style = highlight.captions {
            style.entrance = entrance
            highlight.captions = style
            return highlight
        }
        return nil
    }
}
