import Foundation
import KinetypeGraphics
import KinetypePrimitives

/// A shape as a layer's content: a plate, a box, a bar, a ring, a rule or any path, filled,
/// outlined and shadowed as text is (`TextPaint`'s fill, `TextStroke` and `TextShadow`).
///
/// The content's box is the shape's size (a path's, its bounds); the layer's anchor and offset
/// place it, and its transitions, reveals, shaders and symbol effects act on it as on a text
/// drawn as one piece. ``trim`` draws part of the outline, for draw-on strokes.
///
/// ```swift
/// let plate = ShapeContent(.roundedRect(cornerRadius: 18), size: CGSize(width: 640, height: 120),
///                          fill: AnyShapeStyle(Color(red: 0.1, green: 0.1, blue: 0.2)))
/// let layer = TitleCard.Layer(content: plate, anchor: .bottomLeading)
/// ```
public struct ShapeContent: LayerContent {
    /// The outline, in a box of the content's size.
    public enum Shape: Equatable, Sendable {
        case rect
        /// A rectangle with rounded corners of `cornerRadius` (SwiftUI's continuous corners).
        case roundedRect(cornerRadius: CGFloat)
        /// A rectangle whose shorter sides are half circles.
        case capsule
        case ellipse
        /// A straight line from the box's top-left corner to its bottom-right one (a zero height
        /// makes it level); drawn by its stroke only.
        case line
        /// Any path; it is moved so its bounds start at the box's top-left corner and scaled
        /// to the box's size.
        case path(Path)
        /// Kinetype: the sound's levels at the card's time, as bars or a waveform filling the box
        /// (an audiogram).
        case levels(SoundLevels)
    }

    /// The outline drawn in the box.
    public var shape: Shape
    /// The box, in points.
    public var size: CGSize
    /// The fill at a time of the layer, placed in the box; nil fills nothing.
    public var fill: (@Sendable (TimeInterval) -> AnyShapeStyle)?
    /// The outline's stroke (width, join, paint, and whether it goes over, under or instead of the
    /// fill); nil for none. A ``Shape/line`` shows only through its stroke.
    public var stroke: TextStroke?
    /// Drop shadows, inner shadows and glows, in the order drawn.
    public var shadows: [TextShadow]
    /// The part of the outline drawn, as fractions of its length at a time of the layer
    /// (`Path/trimmedPath(from:to:)`); nil draws it whole.
    public var trim: (@Sendable (TimeInterval) -> ClosedRange<Double>)?

    /// `shape` in a box of `size` points, filled with `fill` (white by default; nil for none), with an
    /// optional stroke and shadows, and drawn within `trim` (fractions 0 to 1 of the outline's length;
    /// nil draws it whole). The fill and trim are the same at every time.
    public init(_ shape: Shape, size: CGSize, fill: AnyShapeStyle? = AnyShapeStyle(Color.white), stroke: TextStroke? = nil,
                shadows: [TextShadow] = [], trim: ClosedRange<Double>? = nil) {
        self.shape = shape
        self.size = size
        self.fill = fill.map { style in { @Sendable _ in style } }
        self.stroke = stroke
        self.shadows = shadows
        self.trim = trim.map { range in { @Sendable _ in range } }
    }

    /// The outline in the box at card time `time`, before any trim: the sound's levels then,
    /// for ``Shape/levels(_:)``; ``path`` for every other shape.
    public func path(at time: TimeInterval) -> Path {
        if case .levels(let levels) = shape { return levels.path(at: time, in: size) }
        return path
    }

    /// The outline in the box, before any trim (levels at the card's start).
    public var path: Path {
        let box = CGRect(origin: .zero, size: size)
        switch shape {
        case .rect:
            return Path(box)
        case .roundedRect(let radius):
            return Path(roundedRect: box, cornerRadius: radius)
        case .capsule:
            return Path(roundedRect: box, cornerRadius: min(size.width, size.height) / 2, style: .circular)
        case .ellipse:
            return Path(ellipseIn: box)
        case .line:
            return Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: size.width, y: size.height))
            }
        case .levels(let levels):
            return levels.path(at: 0, in: size)
        case .path(let path):
            let bounds = path.boundingRect
            guard !bounds.isNull, bounds.width > 0 || bounds.height > 0 else { return path }
            let sx = bounds.width > 0 ? size.width / bounds.width : 1
            let sy = bounds.height > 0 ? size.height / bounds.height : 1
            return path.applying(CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(
                CGAffineTransform(scaleX: sx, y: sy)))
        }
    }

    /// The box, with the outline trimmed at the layer's time, then filled and stroked, over its drop
    /// shadows and glows and under its inner shadows.
    public func resolved(at moment: LayerMoment) throws -> ResolvedContent {
        var outline = path(at: moment.time)
        if let range = trim?(moment.local), range.lowerBound > 0 || range.upperBound < 1 {
            outline = outline.trimmedPath(from: CGFloat(range.lowerBound), to: CGFloat(range.upperBound))
        }
        let box = CGRect(origin: .zero, size: size)
        let fill = shape == .line ? nil : self.fill?(moment.local).shading(in: box)
        let stroke = self.stroke, shadows = self.shadows
        return ResolvedContent(size: size) { context in
            context.drawPainted(outline, fill: fill, stroke: stroke, shadows: shadows, in: box)
        }
    }
}
