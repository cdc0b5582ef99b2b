import KinetypeGraphics
import KinetypePrimitives

/// A layer's `background` or `overlay`: a shape that fills the layer's box (its laid-out
/// content plus padding, framed), painted as a shape layer is.
///
/// ```yaml
/// background: {shape: {kind: capsule}, fill: "#000a", stroke: {color: white, width: 2}}
/// background: "#000a"          # a colour alone: a rect of it
/// ```
public struct SceneDecoration: Equatable, Sendable {
    /// The outline: `rect`, `roundedRect`, `capsule` or `ellipse`.
    public var kind: SceneShape.Kind
    /// A roundedRect's corner radius in pixels; default 16.
    public var cornerRadius: Double
    /// The fill colour when the paint has no fill; default white.
    public var color: Color
    /// Its fill, outline and shadows.
    public var paint: ScenePaint

    /// A `kind` shape filled with `color` (or the paint's fill), with the paint's stroke and shadows.
    public init(kind: SceneShape.Kind = .rect, cornerRadius: Double = 16, color: Color = .white, paint: ScenePaint = ScenePaint()) {
        self.kind = kind
        self.cornerRadius = cornerRadius
        self.color = color
        self.paint = paint
    }
}
