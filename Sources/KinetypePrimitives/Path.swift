import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: subpaths of lines and quadratic and cubic
/// Bézier curves.
///
/// A path is a value: copies are independent. Building follows Core Graphics (`CGMutablePath`):
/// `move(to:)` starts a subpath; a line or curve with no current point is ignored, as Core
/// Graphics ignores it (with a console warning there); after `closeSubpath()` the current point
/// is the start of the closed subpath, and the next line or curve starts a new subpath there.
///
/// ```swift
/// let check = Path { path in
///     path.move(to: CGPoint(x: 0, y: 10))
///     path.addLine(to: CGPoint(x: 6, y: 16))
///     path.addLine(to: CGPoint(x: 20, y: 0))
/// }
/// let drawn = check.trimmedPath(from: 0, to: 0.5)   // the first half, by length
/// ```
///
/// Shapes: `Path+Shapes.swift` (rects, ellipses, arcs), `Path+RoundedRect.swift`. Geometry:
/// `Path+Bounds.swift`, `Path+Flatten.swift`, `Path+Trim.swift`. Text form: `Path+Description.swift`.
public struct Path: Equatable, Sendable {
    /// The elements, in order.
    private(set) var elements: [Element] = []
    /// Where the current subpath started; nil before the first `move(to:)`.
    private var subpathStart: CGPoint?
    /// The current point; nil before the first `move(to:)`.
    private(set) var current: CGPoint?

    /// An empty path.
    public init() {}

    /// A path holding one rectangle: `move` to its top-left corner, lines clockwise (on a y-down
    /// screen) through the other three, then `closeSubpath`, as `CGPathAddRect`.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A path holding the ellipse inscribed in `rect` (see `addEllipse(in:transform:)`).
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by `callback`, as SwiftUI's `Path { path in … }`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements (a lone `move(to:)` makes it non-empty, as in Core Graphics).
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next line or curve starts from, or nil if there is none yet.
    public var currentPoint: CGPoint? { current }

    /// Calls `body` with each element in order, as SwiftUI's `forEach(_:)`.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
        subpathStart = end
        current = end
    }

    /// Appends a straight line from the current point to `end`.
    public mutating func addLine(to end: CGPoint) {
        guard current != nil else { return }
        elements.append(.line(to: end))
        current = end
    }

    /// Appends a quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard current != nil else { return }
        elements.append(.quadCurve(to: end, control: control))
        current = end
    }

    /// Appends a cubic Bézier curve from the current point to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard current != nil else { return }
        elements.append(.curve(to: end, control1: control1, control2: control2))
        current = end
    }

    /// Closes the current subpath with a straight line back to its start; the current point
    /// becomes that start. Does nothing when there is no subpath, or it is already closed.
    public mutating func closeSubpath() {
        guard current != nil, let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
        current = subpathStart
    }

    /// Starts a subpath at the first point and adds lines through the rest (`CGPathAddLines`).
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Appends every element of `path`, each point mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }

    /// The path with every point (end points and control points) mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var result = Path()
        result.addPath(self, transform: transform)
        return result
    }

    /// The path moved by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Appends one element through the public builders, so the current point stays right.
    mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Whether both paths hold the same elements in the same order, with exactly equal points
    /// (no tolerance; two paths that draw the same shape from different elements differ).
    public static func == (lhs: Path, rhs: Path) -> Bool {
        lhs.elements == rhs.elements
    }
}
