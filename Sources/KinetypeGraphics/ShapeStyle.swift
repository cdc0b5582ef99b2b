import Foundation
import KinetypeAnimation
import KinetypePrimitives

/// A colour or gradient that fills a shape or text, as SwiftUI's `ShapeStyle`: placed in the
/// bounds of what it fills, so `LinearGradient(colors: …, startPoint: .leading, endPoint:
/// .trailing)` runs from the first glyph of a text to its last.
///
/// Kinetype: the requirement is ``shading(in:)``, the ``GraphicsContext/Shading`` the style is
/// in a rectangle; SwiftUI resolves styles in its environment instead.
public protocol ShapeStyle: Hashable, Sendable {
    /// The shading this style paints when what it fills has the bounds `rect`.
    func shading(in rect: CGRect) -> GraphicsContext.Shading
}

extension Color: ShapeStyle {
    public func shading(in rect: CGRect) -> GraphicsContext.Shading { .color(self) }
}

/// Colours along a line between two unit points of the filled bounds, as SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func shading(in rect: CGRect) -> GraphicsContext.Shading {
        .linearGradient(gradient, startPoint: rect.point(at: startPoint), endPoint: rect.point(at: endPoint))
    }
}

/// Colours in circles around a unit point of the filled bounds, radii in points, as SwiftUI's
/// `RadialGradient`.
public struct RadialGradient: ShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func shading(in rect: CGRect) -> GraphicsContext.Shading {
        .radialGradient(gradient, center: rect.point(at: center), startRadius: startRadius, endRadius: endRadius)
    }
}

/// Colours swept around a unit point of the filled bounds, as SwiftUI's `AngularGradient`
/// (`angle` is where the sweep starts, 0 pointing right, turning clockwise).
public struct AngularGradient: ShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var angle: Angle

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.angle = angle
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public func shading(in rect: CGRect) -> GraphicsContext.Shading {
        .conicGradient(gradient, center: rect.point(at: center), angle: angle)
    }
}

extension MeshGradient: ShapeStyle {
    /// The mesh's unit square laid over `rect`.
    public func shading(in rect: CGRect) -> GraphicsContext.Shading { .meshGradient(self, in: rect) }
}

/// Any shape style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
    private let box: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        box = (style as? AnyShapeStyle)?.box ?? style
    }

    public func shading(in rect: CGRect) -> GraphicsContext.Shading { box.shading(in: rect) }

    /// The colour, when the style is one.
    package var color: Color? { box as? Color }

    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool { AnyHashable(lhs.box) == AnyHashable(rhs.box) }
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(box)) }
}

extension CGRect {
    /// The point of the rectangle at unit point `unit` (0,0 the top-left corner, 1,1 the bottom-right).
    func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + width * unit.x, y: minY + height * unit.y)
    }
}
