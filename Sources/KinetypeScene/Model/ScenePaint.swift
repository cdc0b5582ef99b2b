import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives

/// How a layer's glyphs are painted beyond their colour: a fill, an outline and shadows
/// (`TextPaint` in the drawing library).
///
/// In a scene file, on a layer (sizes in pixels; the defaults scale with the font size):
///
/// ```yaml
/// fill: {linear: {colors: ["#ff3b8e", "#ffd60a"], angle: 90}}   # any background form, over the text's box
/// stroke: black                      # a colour (a pen 1/16 em wide), or:
/// stroke: {color: black, width: 6, join: round, placement: underFill}   # placement: underFill | overFill | only
/// shadow: "#000a"                    # a colour (1/12 em soft, 1/24 em down), a mapping, or a list:
/// shadow: {color: "#000a", radius: 8, x: 0, y: 4}
/// innerShadow: {color: "#0008", radius: 4, y: 3}
/// glow: {color: "#ffd60a", radius: 20}   # or a colour (1/8 em wide)
/// ```
///
/// A `fill` spans the whole text (one gradient across every glyph); its angle follows CSS over
/// the text's box, as a background's does over the canvas. A mesh fill's `drift` moves with the
/// layer's time. Markup paints single spans (`MarkupPaintAttribute`) and wins over the layer's.
public struct ScenePaint: Equatable, Sendable {
    /// The fill; nil is the layer's `color`.
    public var fill: SceneBackground?
    /// The outline: its colour or gradient, width, join and placement (under the fill, over it, or in
    /// place of it); nil for none.
    public var stroke: TextStroke?
    /// Drop shadows, inner shadows and glows, in the order drawn.
    public var shadows: [TextShadow] = []

    /// Paint of `fill` (nil: the layer's colour), `stroke` (nil: none) and `shadows`, drawn in order.
    public init(fill: SceneBackground? = nil, stroke: TextStroke? = nil, shadows: [TextShadow] = []) {
        self.fill = fill
        self.stroke = stroke
        self.shadows = shadows
    }

    /// The widths a stroke takes: more than 0, up to 1000 pixels.
    public static let strokeWidthRange = ValueRange(above: 0, through: 1000, unit: "pixels")
    /// The layer keys that set paint.
    static let keys = ["fill", "stroke", "shadow", "innerShadow", "glow"]
}
