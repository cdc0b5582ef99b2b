import Foundation
import KinetypeEffects
import KinetypeText

extension CaptionCard {
    /// `piece`, the text of `word` on a page whose font is `font`, with the word's keyword look
    /// (its size and weight; its colour is the word's attribute) and its emoji (after it, as a
    /// run of its own, or above it, as an attribute of the word), the emoji starting `start`
    /// seconds after the page.
    func accented(_ piece: Text, _ word: CaptionWord, start: Double, font: Font) -> Text {
        var piece = piece
        if let keyword = word.keyword { piece = piece.font(keyword.font(font)) }
        guard let emoji = word.emoji else { return piece }
        let mark = CaptionEmojiAttribute(emoji: emoji, start: start, placement: emojiPlacement)
        switch emojiPlacement {
        case .after: return piece + Text(Self.emojiGap + emoji).font(font).customAttribute(mark)
        case .above: return piece.customAttribute(mark)
        }
    }

    /// What separates a word from the emoji after it: a no-break space, so the two stay on one line.
    static let emojiGap = "\u{00A0}"

    /// `style` with ``entrance`` given to its caption style; `style` itself without an entrance,
    /// or when it is not a caption style (the compiler refuses that pair first).
    func enteringStyle(_ style: LayerRenderer) throws -> LayerRenderer {
        guard let entrance else { return style }
        return try style.entering(entrance) ?? style
    }
}

extension WordWidths {
    /// The width `word` takes on a line: in its keyword's font when it is one, with its emoji
    /// when that follows it (`placement` `.after`).
    mutating func width(of word: CaptionWord, emoji placement: CaptionEmojiAttribute.Placement) -> Double {
        let emoji = placement == .after ? word.emoji : nil
        guard word.keyword != nil || emoji != nil else { return width(word.text) }
        let key = "\u{1}\(word.text)\u{1}\(word.keyword.map { "\($0.scale) \($0.weight?.value ?? 0)" } ?? "")\u{1}\(emoji ?? "")"
        if let width = cache[key] { return width }
        var text = Text(word.text).font(word.keyword?.font(font) ?? font)
        if let emoji { text = text + Text(CaptionCard.emojiGap + emoji).font(font) }
        let width = Double((try? text.layout().size.width) ?? 0)
        cache[key] = width
        return width
    }
}
