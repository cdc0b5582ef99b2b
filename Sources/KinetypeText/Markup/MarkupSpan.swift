/// A run of text with one style, as inline markup produces it.
///
/// `InlineMarkup.parse(_:)` returns the fewest spans that describe the markup: neighbours with the
/// same style are merged and empty spans are dropped, so `"a **b** c"` gives three spans,
/// `"**a** **b**"` gives three (the space between is plain) and `"**a**"` one.
///
/// Custom attributes nest: an inner `^[…](…)` adds its attributes to the outer one's and wins when
/// both name the same attribute.
public struct MarkupSpan: Hashable, Sendable, CustomStringConvertible {
    /// The text, with escapes resolved (`\*` is `*`).
    public var text: String
    /// Inside `**…**`.
    public var bold: Bool
    /// Inside `*…*`.
    public var italic: Bool
    /// The custom attributes of every `^[…](…)` around the text, inner ones winning.
    public var attributes: [String: MarkupValue]

    /// A span; plain by default.
    public init(_ text: String, bold: Bool = false, italic: Bool = false,
                attributes: [String: MarkupValue] = [:]) {
        self.text = text
        self.bold = bold
        self.italic = italic
        self.attributes = attributes
    }

    /// Whether two spans have the same style and so may be merged.
    func hasSameStyle(as other: MarkupSpan) -> Bool {
        bold == other.bold && italic == other.italic && attributes == other.attributes
    }

    /// A one-line summary for test failures: `"text" bold italic {name: value}`.
    public var description: String {
        var parts = [MarkupValue.string(text).description]
        if bold { parts.append("bold") }
        if italic { parts.append("italic") }
        if !attributes.isEmpty {
            let list = attributes.keys.sorted().map { "\($0): \(attributes[$0]!)" }.joined(separator: ", ")
            parts.append("{\(list)}")
        }
        return parts.joined(separator: " ")
    }
}
