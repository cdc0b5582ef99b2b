import KinetypeCard

/// SwiftUI's layout modifiers on a scene layer of any kind: `padding`, `frame`, `aspectRatio`,
/// `fixedSize`, `background` and `overlay`, applied in that order (``LayerModifiers`` says how
/// the box is sized and drawn).
///
/// ```yaml
/// - text: "**{{name}}**"
///   padding: [12, 24]               # lengths ≥ 0 (SceneLength: 12, 1.5vh, 2%, 0.5em): one for every side, [vertical, horizontal],
///                                   # [top, leading, bottom, trailing], or {top, leading, bottom, trailing, vertical, horizontal}
///   frame: {minWidth: 240, maxWidth: 600, alignment: leading}
///                                   # width, height (fixed), minWidth, maxWidth, minHeight, maxHeight
///                                   # (lengths ≥ 0; maxWidth: infinity fills the width offered), alignment (an anchor name)
///   aspectRatio: {ratio: 16:9, contentMode: fit}        # or 1.78, or 16:9: the shape of the frame's proposal (fit | fill)
///   fixedSize: true                 # or {horizontal: true, vertical: false}: the ideal size whatever is offered
///   background: {shape: {kind: capsule}, fill: "#000a"}   # SceneDecoration: sized to the box
///   overlay: {shape: {kind: roundedRect, cornerRadius: 12}, stroke: {color: white, width: 2, placement: only}}
/// ```
public struct SceneModifiers: Equatable, Sendable {
    /// Space around the content; none by default.
    public var padding: ScenePadding?
    /// The frame around the padded content; nil (default) for none.
    public var frame: SceneFrame?
    /// The shape of the size proposed to the frame; nil (default) for the proposal as it comes.
    public var aspectRatio: LayerAspectRatio?
    /// Whether the layer takes its ideal width whatever it is offered (`fixedSize`); false by default.
    public var fixedWidth = false
    /// Whether the layer takes its ideal height whatever it is offered (`fixedSize`); false by default.
    public var fixedHeight = false
    /// The shape beneath the content; nil (default) for none.
    public var background: SceneDecoration?
    /// The shape above the content; nil (default) for none.
    public var overlay: SceneDecoration?

    /// The given modifiers (each nil for none).
    public init(padding: ScenePadding? = nil, frame: SceneFrame? = nil, background: SceneDecoration? = nil,
                overlay: SceneDecoration? = nil) {
        self.padding = padding
        self.frame = frame
        self.background = background
        self.overlay = overlay
    }

    /// Whether it has none.
    public var isEmpty: Bool { self == SceneModifiers() }
}
