import Foundation
import KinetypePrimitives
import KinetypeScene
import KinetypeText

/// The attributes inline markup set on a span (`^[text](name: value, …)`), readable by renderers
/// with `run[MarkupAttributes.self]?.values["emphasis"]`.
public struct MarkupAttributes: TextAttribute {
    public var values: [String: MarkupValue]
    public init(_ values: [String: MarkupValue]) { self.values = values }
}

/// Marks text for the built-in `highlight` renderer (markup: `^[text](highlight: "#ffd60a")`).
public struct HighlightAttribute: TextAttribute {
    public var color: Color
    public init(color: Color = .yellow) { self.color = color }
}

extension Text {
    /// Text from inline markup: `**bold**`, `*italic*`, `^[text](name: value)` attributes (a
    /// `color` attribute colours the span, `highlight` marks it for the highlight renderer; all
    /// are readable as ``MarkupAttributes``), with backslash escapes.
    ///
    /// - Throws: `MarkupError` with the column of the problem.
    public init(markup: String) throws {
        self.init(spans: try InlineMarkup.parse(markup))
    }

    /// Text from parsed markup spans.
    public init(spans: [MarkupSpan]) {
        var text: Text?
        for span in spans {
            var piece = Text(span.text)
            if span.bold { piece = piece.bold() }
            if span.italic { piece = piece.italic() }
            if case .string(let name)? = span.attributes["color"], let color = try? Color(parsing: name) {
                piece = piece.foregroundStyle(color)
            }
            if let highlight = span.attributes["highlight"] {
                let color: Color
                if case .string(let name) = highlight, let parsed = try? Color(parsing: name) { color = parsed } else { color = .yellow }
                piece = piece.customAttribute(HighlightAttribute(color: color))
            }
            if !span.attributes.isEmpty { piece = piece.customAttribute(MarkupAttributes(span.attributes)) }
            text = text.map { $0 + piece } ?? piece
        }
        self = text ?? Text("")
    }
}
