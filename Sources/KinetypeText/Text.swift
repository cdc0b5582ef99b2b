import Foundation
import KinetypePrimitives

/// Styled text, as SwiftUI's `Text`: a string (or attributed string) with modifiers, joined with `+`.
///
/// Modifiers set attributes on every span that has not set them itself, so the innermost one wins:
/// `(Text("a").bold() + Text("b")).italic()` is bold-italic "a" and italic "b". Paragraph settings
/// (alignment, line spacing, line limit, direction, hyphenation) apply to the whole text.
///
/// ```swift
/// struct Emphasis: TextAttribute {}
///
/// let title = Text("Visual ").font(.largeTitle)
///     + Text("Effects").bold().customAttribute(Emphasis())
/// let layout = try title.layout(maxWidth: 600)
/// ```
public struct Text: Sendable {
    struct Span: Hashable {
        var string: String
        var attributes: TextStyleAttributes
    }

    var spans: [Span]
    var paragraph = ParagraphStyle()
    /// The renderer that draws this text (`textRenderer(_:)`, in KinetypeGraphics), if any.
    package var attachedRenderer: (any AttachedTextRenderer)?
    /// The path the text is drawn along (``path(_:offset:alignment:side:loops:)``), if any.
    public internal(set) var textPath: TextPath?

    /// Text showing `content` verbatim (SwiftUI would localize; Kinetype does not).
    public init<S: StringProtocol>(_ content: S) {
        spans = [Span(string: String(content), attributes: TextStyleAttributes())]
    }

    /// Text showing `content` verbatim.
    public init(verbatim content: String) {
        self.init(content)
    }

    /// Text from an attributed string: its Kinetype attributes (`font`, `foregroundColor`,
    /// `kern`, `tracking`, `baselineOffset`, `underlineStyle`, `strikethroughStyle`) become spans.
    public init(_ attributed: AttributedString) {
        spans = attributed.runs.map { run in
            var attributes = TextStyleAttributes()
            attributes.font = run[AttributeScopes.KinetypeAttributes.FontAttribute.self]
            attributes.color = run[AttributeScopes.KinetypeAttributes.ForegroundColorAttribute.self]
            attributes.kerning = run[AttributeScopes.KinetypeAttributes.KerningAttribute.self]
            attributes.tracking = run[AttributeScopes.KinetypeAttributes.TrackingAttribute.self]
            attributes.baselineOffset = run[AttributeScopes.KinetypeAttributes.BaselineOffsetAttribute.self]
            if run[AttributeScopes.KinetypeAttributes.UnderlineStyleAttribute.self] == true {
                attributes.underline = .some(TextDecoration(color: nil))
            }
            if run[AttributeScopes.KinetypeAttributes.StrikethroughStyleAttribute.self] == true {
                attributes.strikethrough = .some(TextDecoration(color: nil))
            }
            return Span(string: String(attributed[run.range].characters), attributes: attributes)
        }
        if spans.isEmpty { spans = [Span(string: "", attributes: TextStyleAttributes())] }
    }

    /// The whole string, spans joined.
    public var string: String { spans.map(\.string).joined() }

    /// Joins two texts; the left one's paragraph settings are kept.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.spans += rhs.spans
        if result.attachedRenderer == nil { result.attachedRenderer = rhs.attachedRenderer }
        if result.textPath == nil { result.textPath = rhs.textPath }
        return result
    }

    /// Applies `change` to every span's attributes.
    package func modifying(_ change: (inout TextStyleAttributes) -> Void) -> Text {
        var copy = self
        for i in copy.spans.indices { change(&copy.spans[i].attributes) }
        return copy
    }
}

/// A text renderer as a `Text` stores it. Drawing needs `GraphicsContext`, which lives above
/// this module, so KinetypeGraphics defines the one conforming type and `Text` keeps the slot.
package protocol AttachedTextRenderer: Sendable {}

/// How the lines of a paragraph line up, as SwiftUI's `TextAlignment`. `leading` and `trailing`
/// follow the paragraph's direction: leading is the right edge in a right-to-left paragraph.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A direction of writing, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The settings that apply to a whole text.
struct ParagraphStyle: Hashable {
    var alignment: TextAlignment = .leading
    var lineSpacing: CGFloat = 0
    var lineLimit: Int?
    /// The base direction; nil detects it from each paragraph's first strong character.
    var direction: LayoutDirection?
    /// A box to fit the text into (``Text/fit(_:)``).
    var fit: TextFit?
    /// Balanced line breaks (``Text/balancedLineBreaks(_:)``).
    var balancesLines = false
    /// Hyphenation of words that do not fit (``Text/hyphenate(_:)``).
    var hyphenates = false
}
