import KinetypeDiagnostics

/// Why a piece of inline markup could not be read, with the column to look at and how to fix it.
///
/// Markup is its own small language, so its error stands apart from `SceneError`: the markup
/// parser belongs with text. A scene file wraps this error in a `SceneError` that adds the file,
/// line and key path of the text (`SceneError.markupColumn` keeps the column).
///
/// Columns count characters (grapheme clusters) from 1 in the markup string, after a scene's
/// variables are filled in.
///
/// ```swift
/// do { _ = try InlineMarkup.parse("Big **deal") } catch {
///     print(error)   // unterminated ** (bold) opened at column 5: close it with ** or escape it as \*\*
/// }
/// ```
public struct MarkupError: KinetypeError, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, for code that reacts to a kind rather than a message.
    public enum Kind: Hashable, Sendable {
        /// `**` with no closing `**`.
        case unterminatedBold
        /// `*` with no closing `*`.
        case unterminatedItalic
        /// `^[` with no closing `]`.
        case unterminatedAttributeText
        /// `^[…]` not followed by `(`.
        case missingAttributeList
        /// `(` of an attribute list with no closing `)`, or a string in it with no closing quote.
        case unterminatedAttributeList
        /// An attribute list that is not `name: value, …`.
        case malformedAttributeList
        /// `**` or `*` opened inside `^[…]` and not closed before its `]`.
        case misnested
        /// A `color` or `highlight` attribute whose value is not a colour.
        case invalidColor
        /// A paint attribute whose value is out of range (`strokeWidth` not a positive number).
        case invalidAttributeValue
        /// Markup longer than `InlineMarkup.maximumLength` characters.
        case tooLong
        /// Bold, italic and attribute texts nested deeper than `InlineMarkup.maximumNesting`.
        case nestedTooDeeply
    }

    /// What went wrong.
    public var kind: Kind
    /// The 1-based character offset in the markup string where the problem is (for an unclosed
    /// delimiter, where it was opened).
    public var column: Int
    /// What is wrong, at which column, and how to fix it. Every message names its column, so it
    /// reads on its own and inside a scene error, whose own column is the file's.
    public var message: String

    /// An error at a column of the markup.
    public init(_ kind: Kind, column: Int, message: String) {
        self.kind = kind
        self.column = column
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
