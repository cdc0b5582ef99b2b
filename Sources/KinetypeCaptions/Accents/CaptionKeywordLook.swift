import Foundation
import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeText

/// How a keyword of a caption page is set apart (`--emphasis-color`, `--emphasis-scale`,
/// `--emphasis-weight`; a scene's `captions.emphasis`): its colour, its size and its weight.
///
/// ``CaptionTrack/emphasizing(_:)`` puts the look on each matching word
/// (``CaptionWord/keyword``), where every reader of the card's words finds it: the page's text
/// draws the word bigger and bolder (`CaptionCard/text(of:)`), the caption styles draw it in
/// ``color`` whatever its state, and a caption file writer can wrap it in its own colour markup
/// (ASS's `\1c`).
public struct CaptionKeywordLook: Hashable, Sendable {
    /// The keyword's colour, before, while and after it is spoken (it wins over the style's and
    /// the file's colours); nil keeps the style's. A warm yellow by default.
    public var color: Color?
    /// The keyword's size as a factor of the page's font, in ``scaleRange``; 1.15 by default.
    /// The word is laid out at that size, so its line makes room for it.
    public var scale: Double
    /// The keyword's weight; nil keeps the page's font's (bold by default for captions).
    public var weight: Font.Weight?

    /// The sizes ``scale`` takes: more than 0, at most 4.
    public static let scaleRange = ValueRange(above: 0, through: 4, unit: "times the font size")
    /// The colour keywords take without one: the yellow of short-form captions.
    public static let defaultColor = Color(red: 1, green: 0.84, blue: 0.04)
    /// The factor keywords grow by without one.
    public static let defaultScale = 1.15

    /// A look of `color` (``defaultColor`` by default), `scale` (``defaultScale``) and `weight`
    /// (the font's own by default).
    public init(color: Color? = CaptionKeywordLook.defaultColor, scale: Double = CaptionKeywordLook.defaultScale, weight: Font.Weight? = nil) {
        self.color = color
        self.scale = scale
        self.weight = weight
    }

    /// `font` as the keyword is drawn: ``scale`` times its size and in ``weight``.
    public func font(_ font: Font) -> Font {
        var result = scale == 1 ? font : font.size(font.size * CGFloat(scale))
        if let weight { result = result.weight(weight) }
        return result
    }
}
