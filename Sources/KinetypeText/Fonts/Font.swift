import Foundation
import KinetypeDiagnostics

/// A font request, as SwiftUI's `Font`: a family (or the system font, or a file), a size in
/// points (one point is one pixel in Kinetype), a weight, italic, OpenType features and, for a
/// variable font, axis values. The typesetter resolves it to a face: bundled fonts first, then
/// fontconfig. On a variable face the weight sets the `wght` axis and italic the `ital` or
/// `slnt` axis, unless ``variation(_:_:)`` sets them.
public struct Font: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case system(Design)
        case family(String)
        case file(path: String, index: Int)
    }

    var source: Source
    /// The size in points (pixels).
    public private(set) var size: CGFloat
    var weightValue: Weight?
    var isItalic = false
    var features: [FontFeature] = []
    /// Axis settings for a variable face, in the order given (a later one of a tag wins).
    var variations: [FontVariation] = []
    /// The text style this font came from, if any.
    var style: TextStyle?

    init(source: Source, size: CGFloat, weight: Weight? = nil, style: TextStyle? = nil) {
        self.source = source
        self.size = size
        self.weightValue = weight
        self.style = style
    }

    /// The system font (Kinetype's bundled Noto Sans; `.serif` is Noto Serif, `.monospaced`
    /// Noto Sans Mono, `.rounded` falls back to Noto Sans).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(source: .system(design ?? .default), size: size, weight: weight)
    }

    /// The system font for a text style, as SwiftUI's `.system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(source: .system(design ?? .default), size: style.size, weight: weight ?? style.weight, style: style)
    }

    /// A font family by name: bundled fonts first, then the system's (fontconfig).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(source: .family(name), size: size)
    }

    /// A font family by name, sized like a text style (SwiftUI scales it with Dynamic Type; Kinetype
    /// has no Dynamic Type, so it is the style's size).
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(source: .family(name), size: size, style: style)
    }

    /// A font family by name at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(source: .family(name), size: fixedSize)
    }

    /// Kinetype: the font in a file (`.ttf`, `.otf`, or face `index` of a `.ttc`).
    public static func file(_ path: String, size: CGFloat, index: Int = 0) -> Font {
        Font(source: .file(path: path, index: index), size: size)
    }

    /// The same font with another weight: a static family's nearest face, or on a variable face
    /// the `wght` axis at the weight's value (100–900, clamped to the axis).
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weightValue = weight
        return copy
    }

    /// The bold version of this font.
    public func bold() -> Font { weight(.bold) }

    /// The italic version of this font.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// Digits with equal advances (the `tnum` feature).
    public func monospacedDigit() -> Font { feature("tnum") }

    /// Kinetype: the same font with an OpenType feature set (`feature("liga", 0)` turns off ligatures).
    public func feature(_ tag: String, _ value: UInt32 = 1) -> Font {
        var copy = self
        copy.features.removeAll { $0.tag == tag }
        copy.features.append(FontFeature(tag, value))
        return copy
    }

    /// Kinetype: the same font with a variable font's axis at `value` (`variation("wght", 650)`),
    /// for shaping (`hb_font_set_variations`) and drawing alike. An axis the face lacks is
    /// ignored and a value outside the axis's range is clamped (scene files and the command line
    /// report both instead). It overrides what ``weight(_:)`` and ``italic()`` imply.
    public func variation(_ tag: String, _ value: Double) -> Font {
        var copy = self
        copy.variations.removeAll { $0.tag == tag }
        copy.variations.append(FontVariation(tag, value))
        return copy
    }

    /// Kinetype: the axis settings ``variation(_:_:)`` made, in order.
    public var variationSettings: [FontVariation] { variations }

    /// Kinetype: the same font at another size.
    public func size(_ size: CGFloat) -> Font {
        var copy = self
        copy.size = size
        return copy
    }
}

extension Font {
    /// SwiftUI's font weights, mapped to fontconfig's weight scale when matching a face.
    public struct Weight: Hashable, Sendable {
        /// The CSS / OpenType weight class (100–900).
        public let value: Int

        /// Kinetype: a weight by its OpenType weight class (1–1000; 400 regular, 700 bold).
        public init(value: Int) { self.value = min(1000, max(1, value)) }

        /// Weight class 200 (CSS's Extra Light). SwiftUI has `ultraLight` as its lightest weight,
        /// below `thin`; Kinetype keeps the CSS and OpenType classes, where Thin (100) is lighter.
        public static let ultraLight = Weight(value: 200)
        /// Weight class 100, the lightest named weight (CSS's Thin).
        public static let thin = Weight(value: 100)
        /// Weight class 300.
        public static let light = Weight(value: 300)
        /// Weight class 400: the weight of a font or text that sets none.
        public static let regular = Weight(value: 400)
        /// Weight class 500.
        public static let medium = Weight(value: 500)
        /// Weight class 600 (the `headline` style's weight): the lightest weight that a face with
        /// no bold is thickened for (``FontSynthesis``).
        public static let semibold = Weight(value: 600)
        /// Weight class 700, what ``Font/bold()`` and ``Text/bold()`` set.
        public static let bold = Weight(value: 700)
        /// Weight class 800 (CSS's Extra Bold).
        public static let heavy = Weight(value: 800)
        /// Weight class 900, the heaviest named weight.
        public static let black = Weight(value: 900)

        /// fontconfig's weight for this OpenType weight class (`FcWeightFromOpenType`'s table).
        var fontconfigWeight: Int32 {
            switch value {
            case ..<150: return 0      // thin
            case ..<250: return 40     // extralight
            case ..<350: return 50     // light
            case ..<450: return 80     // regular
            case ..<550: return 100    // medium
            case ..<650: return 180    // semibold
            case ..<750: return 200    // bold
            case ..<850: return 205    // extrabold
            default: return 210        // black
            }
        }
    }

    /// SwiftUI's font designs.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        /// The bundled family for this design.
        var family: String {
            switch self {
            case .default, .rounded: return "Noto Sans"
            case .serif: return "Noto Serif"
            case .monospaced: return "Noto Sans Mono"
            }
        }
    }

    /// SwiftUI's text styles, with the sizes and weights of the default (Large) content size on iOS.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var size: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        var weight: Weight? { self == .headline ? .semibold : nil }
    }

    /// The system font at the large-title style: 34 points, regular.
    public static let largeTitle = Font.system(.largeTitle)
    /// The system font at the title style: 28 points, regular.
    public static let title = Font.system(.title)
    /// The system font at the second-level title style: 22 points, regular.
    public static let title2 = Font.system(.title2)
    /// The system font at the third-level title style: 20 points, regular.
    public static let title3 = Font.system(.title3)
    /// The system font at the headline style: 17 points, semibold.
    public static let headline = Font.system(.headline)
    /// The system font at the subheadline style: 15 points, regular.
    public static let subheadline = Font.system(.subheadline)
    /// The system font at the body style: 17 points, regular; the font of a span that sets none.
    public static let body = Font.system(.body)
    /// The system font at the callout style: 16 points, regular.
    public static let callout = Font.system(.callout)
    /// The system font at the footnote style: 13 points, regular.
    public static let footnote = Font.system(.footnote)
    /// The system font at the caption style: 12 points, regular.
    public static let caption = Font.system(.caption)
    /// The system font at the second caption style: 11 points, regular.
    public static let caption2 = Font.system(.caption2)
}

extension Font {
    /// The sizes scene files and the command line take: greater than 0 and at most 4096 points.
    /// A glyph taller than the largest canvas side is a typo (often pixels of a whole canvas).
    public static let sizeRange = ValueRange(above: 0, through: 4096, unit: "points")
}
