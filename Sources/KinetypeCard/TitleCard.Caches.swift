import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension TitleCard {
    /// What a card keeps between frames instead of making it again for each: its texts' layouts
    /// and its painted background. Shared by the card's copies (``scaled(by:)`` keeps it, and
    /// keys hold what differs between copies) and by the threads that render its frames.
    ///
    /// Every value held is a pure function of its key, so a frame is the same bytes whether its
    /// values were made for it, made for another frame, or evicted and made again: the caches
    /// change how long a frame takes, never what it shows, nor does the order or the thread in
    /// which frames render.
    ///
    /// - **Layouts**, by ``Text/LayoutKey`` (the text's spans and paragraph settings, and the
    ///   width): the key is taken from the text actually laid out, after a layer's renderer is
    ///   applied, so a renderer that changed the text (none of the built-ins does:
    ///   ``LayerRenderer/apply(to:at:)`` only attaches a renderer, which layout does not read)
    ///   would get its own entry rather than a stale one. A layer whose text does not change is
    ///   laid out once per width; a counter whose text changes every frame is laid out every
    ///   frame, as before. Up to ``layoutBudget`` layouts, the oldest evicted first.
    /// - **Backgrounds**: a gradient background is painted once per pixel size and scale into an
    ///   image, and each frame starts as a copy of it (the same bytes as painting it, since the
    ///   painting is the same on a canvas of the same size). A plain colour is still filled:
    ///   Cairo fills faster than rows are copied (0.07 against 0.09 ms a 1280x720 frame, 0.15
    ///   against 0.3 ms at 1920x1080). Up to ``backgroundBudget`` bytes.
    /// - Below the card, Graphics keeps the coverage of glyph outlines filled or stroked at exact
    ///   positions (`GlyphMaskCache`, 16 MiB): a caption page or a title that holds still is
    ///   rasterized once and painted through its coverage by Cairo's own blend, the same bytes as
    ///   filling it, and the drop shadows cast (`ShadowCache`).
    /// - Frames are drawn in place (``Frame/drawn(width:height:_:)``): Cairo draws straight into
    ///   the frame's own storage, so nothing is copied out of a canvas afterwards. (Reusing a
    ///   canvas per thread and copying each frame out of it took the same CPU time and 10–20 MB
    ///   more at 1920x1080.)
    ///
    /// Not kept, by decision: the blurred images of glyphs (the appearance effect and the
    /// `appear` transition blur each glyph in a layer of its own). Kept with keys exact to the
    /// bit, they were reused for 58% of the appearance example's blurred draws (glyphs that have
    /// finished moving), 7% of `title.yaml`'s and 3% of the `appear` transition's (radius and
    /// position animate until a glyph settles, and then the blur ends), and saved no time:
    /// within ±4% of CPU time per frame either way (Sources/KinetypeBenchmarks/BENCHMARKS.md).
    package final class Caches: Sendable {
        /// The most layouts a card keeps: 32.
        package static let layoutBudget = 32
        /// The most bytes of painted backgrounds a card keeps: 64 MiB, two 3840x2160 frames
        /// (larger backgrounds are painted for every frame).
        package static let backgroundBudget = 64 << 20

        package let layouts = BoundedCache<Text.LayoutKey, Text.Layout>(budget: Caches.layoutBudget)
        package let backgrounds = BoundedCache<BackgroundKey, Frame>(budget: Caches.backgroundBudget)

        package init() {}
    }

    /// What a card's painted background depends on besides the card: the frame's size in pixels
    /// and the card's scale.
    package struct BackgroundKey: Hashable, Sendable {
        var width: Int
        var height: Int
        var scale: Double
    }
}
