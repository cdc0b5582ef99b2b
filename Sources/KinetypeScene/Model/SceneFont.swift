import KinetypePrimitives
import KinetypeText
/// The font of a layer: a family or a font file, a size, a weight and a slant.
///
/// In a scene file:
///
/// ```yaml
/// font:
///   family: Inter          # or file: fonts/Inter.ttf (not both); default: Kinetype's default font
///   size: 64               # points (= pixels at 1x), or a length: 6vh, 4vmin, 5% (of the height), safe.bottom; default 48
///   weight: semibold       # a SwiftUI weight name or a number 1…1000; default regular (400)
///   italic: true           # default false
///   variations: {wght: 650, slnt: -5}   # a variable font's axes (or "wght=650,slnt=-5"); default none
/// font: Inter              # shorthand: the family alone
/// ```
///
/// A relative `file` is kept as written; it means a path relative to the scene file's folder,
/// which the renderer resolves (it knows where the file came from and checks the font exists).
public struct SceneFont: Hashable, Sendable {
    /// Where the font comes from.
    public enum Source: Hashable, Sendable {
        /// Kinetype's default (bundled) font.
        case defaultFont
        /// A family name, found among the bundled fonts or through fontconfig.
        case family(String)
        /// A font file path, as written in the scene file.
        case file(String)
    }

    /// The default size: 48 points, readable on a 1280 × 720 card.
    public static let defaultSize = 48.0
    /// The largest size the loader accepts, 4096 points (`Font.sizeRange`, the same limit as the
    /// command line's `--size`): a glyph larger than the largest canvas side is a typo.
    public static let maximumSize = Font.sizeRange.upperBound

    /// Where the font comes from; default `.defaultFont`.
    public var source: Source
    /// The size in points; default 48. With a ``relativeSize``, the size on the canvas the
    /// scene file names, until the compiler resolves it on the canvas it renders.
    public var size: Double
    /// The size as written when it is relative (`6vh`, `4vmin`, `5%` of the height,
    /// `safe.bottom`), resolved on the canvas the scene is rendered on; nil for a size in points.
    /// An em would count the size itself, so it is not one.
    public var relativeSize: SceneLength?
    /// The OpenType weight class, 1…1000 (400 regular, 700 bold); default 400.
    public var weight: Int
    /// Whether to use the italic face; default false.
    public var italic: Bool
    /// OpenType features to turn on or off (`liga=0`, `tnum`); default none.
    public var features: [FontFeature]
    /// A variable font's axis values (`wght=650`), in the order written; default none. Each
    /// axis must be one the face has, and each value in its range (the renderer checks, since it
    /// knows the face).
    public var variations: [FontVariation]

    /// A font; the defaults above unless given.
    public init(source: Source = .defaultFont, size: Double = SceneFont.defaultSize, weight: Int = 400,
                italic: Bool = false, features: [FontFeature] = [], variations: [FontVariation] = []) {
        self.source = source
        self.size = size
        self.weight = weight
        self.italic = italic
        self.features = features
        self.variations = variations
    }
}
