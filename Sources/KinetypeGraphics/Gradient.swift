import Foundation
import KinetypeAnimation
import KinetypePrimitives

/// Colour stops along a line from 0 to 1, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let count = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(count)) }
    }
}

extension GraphicsContext {
    /// What fills or strokes a path, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable, CustomStringConvertible {
        package enum Kind: Sendable {
            case color(Color)
            case foreground
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
            case mesh(MeshGradient, CGRect)
        }
        package let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// The context's foreground colour.
        public static var foreground: Shading { Shading(kind: .foreground) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// A sweep of the gradient around `center`, starting at `angle` (0 points right), clockwise.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }

        /// Kinetype: `gradient` filling `rect` (its unit square mapped onto the rectangle), with
        /// its background colour under it wherever the shading paints.
        public static func meshGradient(_ gradient: MeshGradient, in rect: CGRect) -> Shading {
            Shading(kind: .mesh(gradient, rect))
        }

        public var description: String {
            switch kind {
            case .color(let color): return "color(\(color))"
            case .foreground: return "foreground"
            case .linear(let g, let a, let b): return "linear(\(g.stops.count) stops, \(a) → \(b))"
            case .radial(let g, let c, let r0, let r1): return "radial(\(g.stops.count) stops, \(c), \(r0)…\(r1))"
            case .conic(let g, let c, let angle): return "conic(\(g.stops.count) stops, \(c), \(angle.degrees)°)"
            case .mesh(let m, let rect): return "mesh(\(m.width)x\(m.height), \(rect))"
            }
        }
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public init() { rawValue = 0 }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

/// How a path is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a path is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
    public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }

    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
