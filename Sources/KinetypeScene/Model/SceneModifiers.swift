import KinetypeCard
import KinetypePrimitives

/// SwiftUI's layout modifiers on a scene layer of any kind: `padding`, `frame`, `background` and
/// `overlay`, applied in that order (``LayerModifiers`` says how the box is sized and drawn).
///
/// ```yaml
/// - text: "**{{name}}**"
///   padding: [12, 24]               # pixels ≥ 0: one for every side, [vertical, horizontal],
///                                   # [top, leading, bottom, trailing], or {top, leading, bottom, trailing, vertical, horizontal}
///   frame: {minWidth: 240, maxWidth: 600, alignment: leading}
///                                   # width, height (fixed), minWidth, maxWidth, minHeight, maxHeight
///                                   # (pixels ≥ 0; maxWidth: infinity fills the width offered), alignment (an anchor name)
///   background: {shape: {kind: capsule}, fill: "#000a"}   # SceneDecoration: sized to the box
///   overlay: {shape: {kind: roundedRect, cornerRadius: 12}, stroke: {color: white, width: 2, placement: only}}
/// ```
public struct SceneModifiers: Equatable, Sendable {
    /// Space around the content, in pixels; none by default.
    public var padding: EdgeInsets?
    /// The frame around the padded content; nil (default) for none.
    public var frame: LayerFrame?
    /// The shape beneath the content; nil (default) for none.
    public var background: SceneDecoration?
    /// The shape above the content; nil (default) for none.
    public var overlay: SceneDecoration?

    /// The given modifiers (each nil for none).
    public init(padding: EdgeInsets? = nil, frame: LayerFrame? = nil, background: SceneDecoration? = nil,
                overlay: SceneDecoration? = nil) {
        self.padding = padding
        self.frame = frame
        self.background = background
        self.overlay = overlay
    }

    /// Whether it has none.
    public var isEmpty: Bool { self == SceneModifiers() }
}
