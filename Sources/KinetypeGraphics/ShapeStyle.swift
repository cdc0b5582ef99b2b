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
    /// The colour, the same in every rectangle.
    public func shading(in rect: CGRect) -> GraphicsContext.Shading { .color(self) }
}

/// Colours along a line between two unit points of the filled bounds, as SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle {
    /// The colours and their locations along the line.
    public var gradient: Gradient
    /// Where location 0 lies, as a unit point of the filled bounds (`.leading`, `.top`, …).
    public var startPoint: UnitPoint
    /// Where location 1 lies, as a unit point of the filled bounds.
    public var endPoint: UnitPoint

    /// A linear gradient from `startPoint` to `endPoint`, as SwiftUI's `LinearGradient(gradient:startPoint:endPoint:)`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Colours spread evenly from `startPoint` to `endPoint`.
    ///
    /// ```swift
    /// Text("Sunrise").foregroundStyle(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
    /// ```
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of explicit stops from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient shading between the unit points placed in `rect`.
    public func shading(in rect: CGRect) -> GraphicsContext.Shading {
        .linearGradient(gradient, startPoint: rect.point(at: startPoint), endPoint: rect.point(at: endPoint))
    }
}

/// Colours in circles around a unit point of the filled bounds, radii in points, as SwiftUI's
/// `RadialGradient`.
public struct RadialGradient: ShapeStyle {
    /// The colours and their locations, 0 at ``startRadius`` and 1 at ``endRadius``.
    public var gradient: Gradient
    /// The centre of the circles, as a unit point of the filled bounds.
    public var center: UnitPoint
    /// The radius of location 0, in points (not scaled with the bounds).
    public var startRadius: CGFloat
    /// The radius of location 1, in points; past it the last colour continues.
    public var endRadius: CGFloat

    /// A radial gradient, as SwiftUI's `RadialGradient(gradient:center:startRadius:endRadius:)`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Colours spread evenly from `startRadius` to `endRadius` around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient shading centred on the unit point placed in `rect`.
    public func shading(in rect: CGRect) -> GraphicsContext.Shading {
        .radialGradient(gradient, center: rect.point(at: center), startRadius: startRadius, endRadius: endRadius)
    }
}

/// Colours swept around a unit point of the filled bounds, as SwiftUI's `AngularGradient`
/// (`angle` is where the sweep starts, 0 pointing right, turning clockwise).
public struct AngularGradient: ShapeStyle {
    /// The colours and their locations around the circle: 0 at ``angle``, 1 a full turn later.
    public var gradient: Gradient
    /// The centre of the sweep, as a unit point of the filled bounds.
    public var center: UnitPoint
    /// Where the sweep starts: 0 points right, positive angles turn clockwise.
    public var angle: Angle

    /// An angular gradient, as SwiftUI's `AngularGradient(gradient:center:angle:)`; SwiftUI's
    /// `startAngle`/`endAngle` form, which sweeps less than a full turn, is not offered.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.angle = angle
    }

    /// Colours spread evenly over one turn around `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A conic gradient shading centred on the unit point placed in `rect`.
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

    /// A type-erased `style`; wrapping an `AnyShapeStyle` again keeps the style inside.
    public init<S: ShapeStyle>(_ style: S) {
        box = (style as? AnyShapeStyle)?.box ?? style
    }

    /// The wrapped style's shading.
    public func shading(in rect: CGRect) -> GraphicsContext.Shading { box.shading(in: rect) }

    /// The colour, when the style is one.
    package var color: Color? { box as? Color }

    /// True when both wrap equal styles of the same type.
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool { AnyHashable(lhs.box) == AnyHashable(rhs.box) }
    /// Hashes the wrapped style with its type.
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(box)) }
}

extension CGRect {
    /// The point of the rectangle at unit point `unit` (0,0 the top-left corner, 1,1 the bottom-right).
    func point(at unit: UnitPoint) -> CGPoint {
        CGPoint(x: minX + width * unit.x, y: minY + height * unit.y)
    }
}
