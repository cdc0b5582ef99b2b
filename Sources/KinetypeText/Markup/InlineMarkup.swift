/// Inline markup for the text of a title card: `**bold**`, `*italic*` and Apple's attribute syntax
/// `^[text](name: value)`, with backslash escapes.
///
/// The grammar is the part of Apple's `AttributedString(markdown:)` that a title card needs, read
/// the same way:
///
/// - `**text**` is bold and `*text*` italic; `***text***` is both. As in CommonMark, a run of
///   asterisks opens only when a non-space follows it and closes only when a non-space precedes
///   it, so `2 * 3 = 6` needs no escape.
/// - `^[text](name: value, other: value)` gives the text custom attributes. Values are JSON 5
///   scalars: `"strings"` or `'strings'`, numbers and `true`/`false`. Attribute texts nest, and an
///   inner attribute wins over an outer one of the same name.
/// - A backslash before any ASCII punctuation stands for that character (`\*`, `\^`, `\[`, `\]`,
///   `\\`); before anything else it is an ordinary backslash.
/// - Everything else is literal: `[`, `]` and `(` outside `^[…](…)`, and `^` not before `[`.
///
/// Markdown links, headings and lists are not part of it: a title card's text is one paragraph.
///
/// ```swift
/// let spans = try InlineMarkup.parse("Meet **bold ^[and marked](emphasis: true)** text")
/// // "Meet " · "bold " bold · "and marked" bold {emphasis: true} · " text"
/// ```
public enum InlineMarkup {
    /// The spans of a markup string, in order, neighbours of the same style merged.
    ///
    /// An empty string gives no spans. Throws `MarkupError` with the column of the problem and a
    /// message that says how to fix it.
    public static func parse(_ markup: String) throws(MarkupError) -> [MarkupSpan] {
        var parser = Parser(markup)
        return try parser.parse()
    }

    /// The longest markup read, in characters: 100,000. A title card's text is a few lines; a
    /// longer one is a file read into the wrong place, and would take minutes a frame to draw.
    public static let maximumLength = 100_000

    /// The deepest nesting of bold, italic and attribute texts: 32. Real markup nests two or
    /// three deep; more is generated input, and every level adds to every span's work.
    public static let maximumNesting = 32

    /// The plain text of a markup string: the spans' text joined, styles dropped.
    public static func plainText(_ markup: String) throws(MarkupError) -> String {
        try parse(markup).map(\.text).joined()
    }

    /// Markup that reads back as exactly `text`, unstyled: every character that markup treats
    /// specially (`\`, `*`, `^`, `[`, `]`) gets a backslash.
    ///
    /// `InlineMarkup.parse(InlineMarkup.escape(s))` is `[MarkupSpan(s)]` for any non-empty `s`.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if specialCharacters.contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The attributes whose value is a colour in `Color(parsing:)`'s grammar: `color`, which
    /// colours the span, `highlight`, the highlight renderer's marker, and the paint attributes
    /// (``MarkupPaintAttribute``: stroke, shadows, glow). `Text(markup:)` and scene files refuse
    /// any other value for them, with the same error as a scene's `color`.
    public static let colorAttributes = ["color", HighlightAttribute.markupName]
        + MarkupPaintAttribute.colorAttributes.map(\.rawValue)

    /// The characters that `escape(_:)` protects.
    static let specialCharacters: Set<Character> = ["\\", "*", "^", "[", "]"]
}
