import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives

/// A shape layer's content: a plate, box, bar, ring, rule or any SVG path, with the paint keys a
/// text layer has.
///
/// In a scene file, a layer with `shape` in place of `text` (sizes in pixels):
///
/// ```yaml
/// layers:
///   - shape: {kind: roundedRect, width: 640, height: 120, cornerRadius: 18}
///     # kind: rect | roundedRect | capsule | ellipse | line | path
///     # d: "M 0 0 L 100 0 L 50 80 Z"   # SVG path data, for kind: path (width and height scale it)
///     fill: "#1d1d3b"                  # any background form: a colour, {linear: …}, {radial: …}, {mesh: …}
///     color: "#1d1d3b"                 # the same as a colour fill; default white
///     stroke: {color: white, width: 4} # an outline; a line is drawn by its stroke (default 4 px of the colour)
///     shadow: "#0008"                  # and innerShadow, glow: as on text
///     trim: {from: 0, to: 0.5}         # the part of the outline drawn, as fractions of its length
///     position: {anchor: bottomLeading, offset: [0, -40]}
///     enter: {name: move, edge: leading}   # transitions, reveals, shaders and effects move it whole
/// ```
///
/// Default sizes, when the paint keys give none, are reckoned from the shape's shorter side, as
/// a text's are from its font size.
public struct SceneShape: Equatable, Sendable {
    /// The outline.
    public enum Kind: String, CaseIterable, Sendable {
        case rect, roundedRect, capsule, ellipse, line, path
    }

    /// The outline: `rect`, `roundedRect`, `capsule`, `ellipse`, `line` or `path`.
    public var kind: Kind
    /// The box, in pixels; a path's default is its own bounds.
    public var width: Double
    /// The box's height in pixels; 0 makes a level line.
    public var height: Double
    /// A rounded rectangle's corner radius in pixels; default 16 (at most half the shorter side).
    public var cornerRadius: Double
    /// The SVG path data of a `path`, and the path it reads as.
    public var data: String?
    /// The path ``data`` reads as; nil when ``kind`` is not `path`.
    public var path: Path?
    /// The fill colour when `paint` has no fill; default white.
    public var color: Color
    /// The fill, stroke and shadows (the keys a text layer has); its fill wins over ``color``.
    public var paint: ScenePaint
    /// The part of the outline drawn; nil (default) draws all of it.
    public var trim: ClosedRange<Double>?

    /// A shape of `kind` in a box of `width` by `height` pixels, with a `cornerRadius` (16 by default,
    /// for `roundedRect`), the SVG `data` and `path` of a `path` kind, filled with `color` (white by
    /// default) unless `paint` has a fill, and drawn within `trim` (nil: whole).
    public init(kind: Kind, width: Double, height: Double, cornerRadius: Double = 16, data: String? = nil, path: Path? = nil,
                color: Color = .white, paint: ScenePaint = ScenePaint(), trim: ClosedRange<Double>? = nil) {
        self.kind = kind
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.data = data
        self.path = path
        self.color = color
        self.paint = paint
        self.trim = trim
    }

    /// The sides a shape takes: 0 (a level or upright line) up to a canvas's largest side.
    public static let sideRange = ValueRange(0...Canvas.lengthRange.upperBound, unit: "pixels")
}

extension SceneLayer {
    /// The layer's shape, when it is a shape layer.
    public var shape: SceneShape? { content?.as(SceneShape.self) }
}
