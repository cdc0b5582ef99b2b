import Foundation

extension LayerRenderer {
    /// The caption style this renderer draws caption pages in, as built at the layer's start
    /// (its colours and amounts; ``CaptionStyleRenderer/time`` 0), or nil when it draws no
    /// caption pages: a `karaoke`, `pop`, `reveal` or `plain` entry, or `highlight`'s caption
    /// style (``HighlightRenderer/captions``).
    package func captionStyle() -> CaptionStyleRenderer? {
        guard let renderer = try? make(0) else { return nil }
        if let style = renderer as? CaptionStyleRenderer { return style }
        return (renderer as? HighlightRenderer)?.captions
    }
}
