import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeText

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`: a value type whose
/// state (opacity, blend mode, transform, clip, filters) applies to the draws made through it.
///
/// A copy's changes affect only the draws made through that copy, so a renderer can copy the
/// context per glyph, change it, draw, and leave the original as it was:
///
/// <!-- doc-example: draw -->
/// ```swift
/// for line in layout {
///     for run in line {
///         for slice in run {
///             var copy = context
///             copy.opacity = 0.5
///             copy.addFilter(.blur(radius: 2))
///             copy.draw(slice)
///         }
///     }
/// }
/// ```
///
/// Draws go to one target (a package type): a Cairo canvas, a text trace of the commands, or both.
public struct GraphicsContext {
    /// Where the draws go; shared by every copy of the context.
    package var target: GraphicsTarget

    /// Multiplies the alpha of everything drawn through this context (0 to 1).
    public var opacity: Double = 1
    /// How drawn pixels combine with what is already there.
    public var blendMode: BlendMode = .normal
    /// What asked for ``blendMode``, in the user's words (the shader “motionBlur”), for a
    /// writer that cannot hold the blend mode to name; nil names the blend mode itself.
    package var blendSource: String?
    /// The current user-space to device-space transform.
    public var transform: CGAffineTransform = .identity
    /// The clip: paths (in device space) and at most one alpha mask.
    package var clips: [ClipShape] = []
    /// Filters applied to each later draw, in the order added.
    package var filters: [Filter] = []
    /// The colour of text whose runs set none (SwiftUI's foreground style).
    public var foregroundColor: Color = .white
    /// The path text is drawn along, when a text with a ``TextPath`` is being drawn
    /// (`GraphicsContext+TextPath.swift`).
    package var textPath: TextPathDrawing?
    /// Which of the text's shadows its draws paint (see ``TextShadowPass``).
    package var textShadows: TextShadowPass = .all
    /// Only the glyphs of these clusters are drawn, at these axis values: how a text animator
    /// takes one cluster out of a renderer's drawing of the whole text (`GraphicsContext+TextPath.swift`).
    package var glyphSelection: GlyphSelection?

    package init(target: GraphicsTarget) {
        self.target = target
    }

    /// A context that draws into `canvas`, optionally also recording a trace.
    public init(canvas: Canvas, recordingTrace: Bool = false) {
        self.init(target: GraphicsTarget(canvas: canvas, recording: recordingTrace))
    }

    /// Kinetype: a context that only records a text trace of the drawing commands (for tests).
    public static func recording() -> GraphicsContext {
        GraphicsContext(target: GraphicsTarget(canvas: nil, recording: true))
    }

    /// Kinetype: the commands drawn so far, one a line, when the context records a trace.
    public var trace: [String] { target.trace }

    /// The size of the device space drawn to, in pixels (the canvas, or a capturing target's
    /// frame); nil for a trace alone. A renderer that must keep its drawing on the canvas (a
    /// caption style's popped word) reads the canvas's bounds from it and ``transform``.
    package var deviceSize: CGSize? { target.deviceSize }

    // MARK: Transforms (Core Graphics semantics: each applies in the current user space)

    /// Moves later draws by (`x`, `y`) in the current user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales later draws about the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates later draws about the current origin (positive angles turn clockwise, y down).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Filters

    /// Adds a filter that applies to later draws through this context: each draw is rendered
    /// as a layer, filtered (filters in the order added), and composited.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    /// Options for filters (kept for SwiftUI source compatibility; Kinetype's filters take none).
    public struct FilterOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// No options.
        public init() { rawValue = 0 }
        /// SwiftUI: filter linear (not gamma-encoded) colour values. Ignored: Kinetype filters the
        /// gamma-encoded sRGB values, as CSS and SVG filters do.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options for clips: `inverse` keeps what is outside the shape.
    public struct ClipOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// No options: the clip keeps what is inside the shape.
        public init() { rawValue = 0 }
        /// Keeps what is outside the shape (for a layer clip, where the layer's alpha is low) instead
        /// of what is inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// The state a draw carries to the target.
    package var drawState: DrawState {
        // Filter lengths follow the transform's scale (the square root of its area factor), so
        // a blur of radius 4 in a context scaled by 2 blurs 8 device pixels.
        let scale = Self.scale(of: transform)
        let deviceFilters = scale == 1 || !scale.isFinite ? filters : filters.map { $0.scaled(by: scale) }
        return DrawState(opacity: opacity, blendMode: blendMode, blendSource: blendSource, transform: transform, clips: clips,
                         filters: deviceFilters, foregroundColor: foregroundColor, textShadows: textShadows)
    }
}

/// One clip: a path (already in device space), or an alpha mask from `clipToLayer`.
package enum ClipShape {
    case path(Path, evenOdd: Bool, inverse: Bool)
    case mask(Canvas, opacity: Double)
}

extension GraphicsContext {
    /// How much `transform` scales lengths: the square root of its area factor.
    static func scale(of transform: CGAffineTransform) -> Double {
        Double(abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
    }
}

/// What a draw needs from the context that made it.
package struct DrawState {
    /// How much the transform scales lengths (filters given in user space scale by it).
    package var transformScale: Double {
        let scale = GraphicsContext.scale(of: transform)
        return scale.isFinite && scale > 0 ? scale : 1
    }

    package var opacity: Double
    package var blendMode: GraphicsContext.BlendMode
    /// What asked for ``blendMode`` (``GraphicsContext/blendSource``).
    package var blendSource: String?
    package var transform: CGAffineTransform
    package var clips: [ClipShape]
    package var filters: [GraphicsContext.Filter]
    package var foregroundColor: Color
    package var textShadows: TextShadowPass = .all
}

/// Which of a text's shadows (``TextPaint``) its draws paint.
///
/// Text drawn in several draws (a renderer's lines, runs or slices, or the lines of a
/// multi-line text) is drawn twice: first every draw whose drop shadows and glows are the same
/// into one layer, whose shadows alone are drawn from it (``beneath(_:)``); then every draw
/// without those (``above``, inner shadows kept). So all shadows lie beneath all glyphs, and a
/// glyph's glow never covers its neighbour, as with SwiftUI's shadow of a whole text.
package enum TextShadowPass: Sendable {
    /// Each draw with its own shadows (text drawn in one draw).
    case all
    /// Only text whose drop shadows and glows are these, drawn plainly; nothing else.
    case beneath([TextShadow])
    /// Everything but drop shadows and glows.
    case above

    var isAbove: Bool { if case .above = self { return true } else { return false } }
}
