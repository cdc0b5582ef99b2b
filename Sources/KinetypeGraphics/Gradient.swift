import Foundation
import KinetypeAnimation
import KinetypePrimitives

/// Colour stops along a line from 0 to 1, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One colour at one place along a gradient, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        /// The colour the gradient has at ``location``.
        public var color: Color
        /// Where the colour sits, from 0 (the start) to 1 (the end). Stops may come in any order;
        /// they are drawn sorted by location, and locations outside 0...1 act as 0 or 1.
        public var location: CGFloat
        /// A stop of `color` at `location` (0...1).
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, each a colour at a location from 0 to 1. Before the first stop the gradient
    /// has the first stop's colour, after the last the last one's; with no stops it draws nothing.
    public var stops: [Stop]

    /// A gradient of the given stops, kept as given (see ``Stop/location``).
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

        /// A solid colour, as SwiftUI's `Shading.color(_:)`.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// The context's foreground colour.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// The gradient along the line from `startPoint` to `endPoint` in the current user space, as
        /// SwiftUI's `Shading.linearGradient(_:startPoint:endPoint:options:)`; lines at right angles
        /// to it have one colour, and past either end the end colour continues (Cairo's
        /// `cairo_pattern_create_linear`).
        ///
        /// Kinetype takes `options` for SwiftUI source compatibility and ignores them: the gradient
        /// neither repeats nor mirrors.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        /// The gradient in circles around `center`, from `startRadius` to `endRadius` in points of
        /// the current user space, as SwiftUI's `Shading.radialGradient(_:center:startRadius:endRadius:options:)`;
        /// inside `startRadius` the first colour, past `endRadius` the last (Cairo's
        /// `cairo_pattern_create_radial`). `options` is ignored, as for ``linearGradient(_:startPoint:endPoint:options:)``.
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

        /// The shading for traces and messages, such as `linear(2 stops, (0.0, 0.0) → (100.0, 0.0))`.
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

    /// Options for gradient shadings, as SwiftUI's `GraphicsContext.GradientOptions`. Kinetype
    /// accepts them so SwiftUI code compiles, and ignores them: gradients pad with their end
    /// colours and interpolate in the gamma-encoded sRGB values.
    public struct GradientOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// No options.
        public init() { rawValue = 0 }
        /// SwiftUI: repeat the gradient past its ends. Ignored by Kinetype.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// SwiftUI: repeat the gradient past its ends, every other copy reversed. Ignored by Kinetype.
        public static let mirror = GradientOptions(rawValue: 2)
        /// SwiftUI: interpolate in linear (not gamma-encoded) colour. Ignored by Kinetype.
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

/// How a path is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// True for the even-odd rule (a point is inside when a ray from it crosses the path an odd
    /// number of times), false for the non-zero winding rule, the default (Cairo's `cairo_set_fill_rule`).
    public var isEOFilled: Bool
    /// False draws hard pixel edges (Cairo's `CAIRO_ANTIALIAS_NONE`); true by default.
    public var isAntialiased: Bool
    /// A fill style; by default non-zero winding and antialiased, as SwiftUI's `FillStyle(eoFill:antialiased:)`.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a path is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    /// The shape at the open ends of a stroked line, as SwiftUI's `CGLineCap`: `butt` stops at
    /// the end point, `round` adds a half disc, `square` adds half the line width.
    public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
    /// The shape where two segments meet, as SwiftUI's `CGLineJoin`: `miter` a sharp corner (cut
    /// to a bevel past ``StrokeStyle/miterLimit``), `round` an arc, `bevel` a straight cut.
    public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }

    /// The pen's width in points of the user space, centred on the path; 1 by default.
    public var lineWidth: CGFloat
    /// The shape of open ends; `.butt` by default.
    public var lineCap: LineCap
    /// The shape of corners; `.miter` by default.
    public var lineJoin: LineJoin
    /// The longest miter, as a multiple of the line width, before a corner is beveled instead;
    /// 10 by default, as SwiftUI's (Cairo's `cairo_set_miter_limit`).
    public var miterLimit: CGFloat
    /// Alternating lengths of dashes and gaps in points, starting with a dash; empty (the
    /// default) is a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points; 0 by default.
    public var dashPhase: CGFloat

    /// A stroke style, with SwiftUI's labels and defaults: 1 point wide, butt caps, miter joins
    /// with limit 10, solid.
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
