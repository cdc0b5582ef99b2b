import Foundation
import KinetypePrimitives

/// A line drawn under or through text: SwiftUI's `underline(_:color:)` and `strikethrough(_:color:)`.
public struct TextDecoration: Hashable, Sendable {
    /// The line's colour; nil draws it in the text's colour.
    public var color: Color?
}

/// The attributes of one span of a `Text`. Every property is optional: nil means "not set here",
/// so an outer modifier fills it in and an inner one wins, as in SwiftUI.
package struct TextStyleAttributes: Hashable, Sendable {
    package var font: Font?
    package var weight: Font.Weight?
    package var italic: Bool?
    package var color: Color?
    package var kerning: CGFloat?
    package var tracking: CGFloat?
    package var baselineOffset: CGFloat?
    package var underline: TextDecoration??
    package var strikethrough: TextDecoration??
    package var monospacedDigit: Bool?
    /// The BCP 47 tag the span is shaped in (`typesettingLanguage`); nil shapes it as `und`.
    package var language: String?
    package var custom = CustomAttributes()

    /// The font to resolve: the span's font (or `.body`) with the span's weight, italic and digits applied.
    package var effectiveFont: Font {
        var font = self.font ?? .body
        if let weight { font = font.weight(weight) }
        if italic == true { font = font.italic() }
        if monospacedDigit == true { font = font.monospacedDigit() }
        return font
    }
}
