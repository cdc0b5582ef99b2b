import Foundation
import KinetypeAnimation
import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeRasterKernels

extension GraphicsContext {
    /// A filter applied to each later draw, as SwiftUI's `GraphicsContext.Filter`. Colour filters
    /// are colour matrices on straight (un-premultiplied) sRGB values, as CSS and SVG define them;
    /// the blur is a Gaussian whose radius is its standard deviation.
    public struct Filter: Sendable, CustomStringConvertible {
        /// The widest blur drawn, in pixels of standard deviation: 1000. Wider blurs (and
        /// shadows) are drawn as this one, which already spreads a glyph into a faint wash over
        /// the largest canvas.
        public static let largestBlurRadius = GaussianBlur.largestRadius

        /// The blur radii scene files and renderers take: 0 to ``largestBlurRadius`` pixels.
        public static let blurRadiusRange = ValueRange(0...largestBlurRadius, unit: "pixels")

        package enum Kind: Sendable {
            case blur(radius: Double)
            case shadow(color: Color, radius: Double, x: Double, y: Double)
            case innerShadow(color: Color, radius: Double, x: Double, y: Double)
            case matrix(ColorMatrix, String)
            /// `scale`: device pixels per unit of the positions the effect sees.
            case colorEffect(@Sendable (CGPoint, SIMD4<Float>) -> SIMD4<Float>, scale: Double)
            case distortionEffect(@Sendable (CGPoint) -> CGPoint, maxSampleOffset: CGSize, scale: Double)
            case layerEffect(@Sendable (CGPoint, ShaderLayer) -> SIMD4<Float>, maxSampleOffset: CGSize, scale: Double)
            /// ``shadow(color:radius:x:y:blendMode:options:)`` filters applied in turn, each to
            /// the drawing over the shadows before it, leaving the shadows alone (the drawing
            /// taken away): what goes beneath text drawn in pieces, drawn once for them all.
            case shadowsOnly([Filter])
        }
        package let kind: Kind
        /// What made the filter, as the user named it (`the transition “flip”`, `the shader
        /// “ripple”`), for messages about it; nil for one a program added itself.
        package var source: String?

        package init(kind: Kind, source: String? = nil) {
            self.kind = kind
            self.source = source
        }

        /// A Gaussian blur; `radius` is the standard deviation in pixels, applied up to
        /// ``largestBlurRadius`` (a wider blur is drawn as that one).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: Double(radius)))
        }

        /// A shadow under what is drawn: its alpha in `color`, blurred by `radius`, offset by (`x`, `y`).
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: color, radius: Double(radius), x: Double(x), y: Double(y)))
        }

        /// Kinetype: the shadows `shadows` cast (``shadow(color:radius:x:y:blendMode:options:)``
        /// filters, each cast from the drawing over the ones before), without the drawing.
        package static func shadowsOnly(_ shadows: [Filter]) -> Filter {
            Filter(kind: .shadowsOnly(shadows))
        }

        /// Kinetype: a shadow inside what is drawn, as if it were cut into the surface: the
        /// outside's alpha in `color`, blurred by `radius`, offset by (`x`, `y`), drawn over the
        /// content and only where it is (SwiftUI spells this `ShadowStyle.inner` on a shape style).
        public static func innerShadow(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat,
                                       x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(kind: .innerShadow(color: color, radius: Double(radius), x: Double(x), y: Double(y)))
        }

        /// Rotates hues by `angle` around the luminance axis, as SwiftUI's `hueRotation(_:)` and SVG's
        /// `feColorMatrix type="hueRotate"`; 0° and 360° leave colours as they are.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .matrix(.hueRotation(angle), "hueRotation(\(format(angle.degrees))°)"))
        }
        /// Scales saturation by `amount`: 0 gray, 1 unchanged, above 1 more vivid (SVG's
        /// `feColorMatrix type="saturate"`).
        public static func saturation(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.saturation(amount), "saturation(\(format(amount)))"))
        }
        /// Adds `amount` to red, green and blue, `C′ = C + amount` clamped to 0...1, as SwiftUI's:
        /// 0 unchanged, 1 white, −1 black. (CSS's `brightness()` multiplies instead.)
        public static func brightness(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.brightness(amount), "brightness(\(format(amount)))"))
        }
        /// Scales each component's distance from mid-gray, `C′ = amount·C + (0.5 − 0.5·amount)`:
        /// 0 gray, 1 unchanged, above 1 more contrast (CSS's `contrast()`).
        public static func contrast(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.contrast(amount), "contrast(\(format(amount)))"))
        }
        /// Multiplies each component, opacity included, by `color`'s: white leaves colours as they
        /// are, as SwiftUI's `colorMultiply(_:)`.
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(kind: .matrix(.colorMultiply(color.resolve()), "colorMultiply(\(color))"))
        }
        /// Moves colours towards their luminance-weighted gray (Rec. 709 weights): 0 unchanged,
        /// 1 fully gray (CSS's `grayscale()`).
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.grayscale(amount), "grayscale(\(format(amount)))"))
        }
        /// Inverts colours by `amount`, `C′ = (1 − 2·amount)·C + amount`: 1 (the default) fully,
        /// 0 unchanged, 0.5 a flat gray; opacity is kept (CSS's `invert()`).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(kind: .matrix(.colorInvert(amount), "colorInvert(\(format(amount)))"))
        }
        /// Black whose opacity is the colour's luminance, `A′ = 0.2125·R + 0.7154·G + 0.0721·B`; the
        /// input opacity is ignored (SVG's `feColorMatrix type="luminanceToAlpha"`). Useful for masks.
        public static var luminanceToAlpha: Filter {
            Filter(kind: .matrix(.luminanceToAlpha, "luminanceToAlpha"))
        }
        /// Maps each un-premultiplied colour through `matrix` (its rows give R′, G′, B′ and A′ from
        /// R, G, B, A and a constant), each result clamped to 0...1, as SwiftUI's `colorMatrix(_:)`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            Filter(kind: .matrix(matrix, "colorMatrix"))
        }

        /// The filter with its lengths (radius, offset) multiplied by `factor`: filters are given
        /// in the user space of the context, and applied in device pixels.
        package func scaled(by factor: Double) -> Filter {
            var scaled = scaledKind(by: factor)
            scaled.source = source
            return scaled
        }

        private func scaledKind(by factor: Double) -> Filter {
            switch kind {
            case .blur(let radius): return Filter(kind: .blur(radius: radius * factor))
            case .shadow(let color, let radius, let x, let y):
                return Filter(kind: .shadow(color: color, radius: radius * factor, x: x * factor, y: y * factor))
            case .innerShadow(let color, let radius, let x, let y):
                return Filter(kind: .innerShadow(color: color, radius: radius * factor, x: x * factor, y: y * factor))
            case .matrix: return self
            case .colorEffect(let effect, let scale): return Filter(kind: .colorEffect(effect, scale: scale * factor))
            case .distortionEffect(let effect, let offset, let scale):
                return Filter(kind: .distortionEffect(effect, maxSampleOffset: offset, scale: scale * factor))
            case .layerEffect(let effect, let offset, let scale):
                return Filter(kind: .layerEffect(effect, maxSampleOffset: offset, scale: scale * factor))
            case .shadowsOnly(let shadows): return Filter(kind: .shadowsOnly(shadows.map { $0.scaled(by: factor) }))
            }
        }

        /// How far the filter reaches past what is drawn, in pixels.
        package var reach: Int {
            switch kind {
            case .blur(let radius): return GaussianBlur(radius: radius).reach
            case .shadow(_, let radius, let x, let y), .innerShadow(_, let radius, let x, let y):
                let limit = Double(PixelRect.coordinateLimit)
                return GaussianBlur(radius: radius).reach + Int(saturating: min(max(abs(x), abs(y)).rounded(.up), limit))
            case .matrix, .colorEffect: return 0
            case .distortionEffect(_, let offset, let scale), .layerEffect(_, let offset, let scale):
                let limit = Double(PixelRect.coordinateLimit)
                let reach = max(abs(Double(offset.width)), abs(Double(offset.height))) * scale
                return reach.isFinite ? Int(min(reach.rounded(.up), limit)) : Int(limit)
            case .shadowsOnly(let shadows):
                return Int(min(shadows.reduce(0.0) { $0 + Double($1.reach) }, Double(PixelRect.coordinateLimit)))
            }
        }

        /// The filter for traces, such as `blur(4)` or `saturation(0.5)`.
        public var description: String {
            switch kind {
            case .blur(let radius): return "blur(\(Filter.format(radius)))"
            case .shadow(let color, let radius, let x, let y):
                return "shadow(\(color), \(Filter.format(radius)), \(Filter.format(x)), \(Filter.format(y)))"
            case .innerShadow(let color, let radius, let x, let y):
                return "innerShadow(\(color), \(Filter.format(radius)), \(Filter.format(x)), \(Filter.format(y)))"
            case .matrix(_, let name): return name
            case .colorEffect: return "colorEffect"
            case .distortionEffect(_, let offset, _): return "distortionEffect(\(Filter.format(Double(offset.width))), \(Filter.format(Double(offset.height))))"
            case .layerEffect(_, let offset, _): return "layerEffect(\(Filter.format(Double(offset.width))), \(Filter.format(Double(offset.height))))"
            case .shadowsOnly(let shadows): return "shadowsOnly(" + shadows.map(\.description).joined(separator: ", ") + ")"
            }
        }

        static func format(_ value: Double) -> String { String(format: "%.3g", value) }
    }

    /// Options for ``Filter/blur(radius:options:)``, as SwiftUI's `GraphicsContext.BlurOptions`.
    /// Kinetype accepts them so SwiftUI code compiles, and ignores them.
    public struct BlurOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// No options.
        public init() { rawValue = 0 }
        /// SwiftUI: the result is opaque. Ignored by Kinetype.
        public static let opaque = BlurOptions(rawValue: 1)
        /// SwiftUI: dither the result. Ignored by Kinetype.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for ``Filter/shadow(color:radius:x:y:blendMode:options:)``, as SwiftUI's
    /// `GraphicsContext.ShadowOptions`. Kinetype accepts them so SwiftUI code compiles, and
    /// ignores them (as it does the shadow's `blendMode`): a shadow is drawn beneath the drawing,
    /// blended normally. For a shadow inside the drawing use ``Filter/innerShadow(color:radius:x:y:)``.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// No options.
        public init() { rawValue = 0 }
        /// SwiftUI: draw the shadow above the drawing. Ignored by Kinetype.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// SwiftUI: draw the shadow without the drawing. Ignored by Kinetype.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// SwiftUI: cast the shadow from the drawing's inverted alpha. Ignored by Kinetype.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// SwiftUI: shadow each part of the drawing on its own. Ignored by Kinetype.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}
