import KinetypePrimitives

extension Text {
    /// Text from inline markup: `**bold**`, `*italic*`, `^[text](name: value)` attributes (a
    /// `color` attribute colours the span, `highlight` marks it for the highlight renderer; all
    /// are readable as ``MarkupAttributes``), with backslash escapes.
    ///
    /// - Throws: `MarkupError` with the column of the problem, or naming the span whose `color`
    ///   or `highlight` attribute is not a colour (`Color(parsing:)`'s grammar).
    public init(markup: String) throws(MarkupError) {
        let spans = try InlineMarkup.parse(markup)
        for span in spans {
            for name in InlineMarkup.colorAttributes {
                guard let value = span.attributes[name] else { continue }
                guard case .string(let text) = value else {
                    throw MarkupError(.invalidColor, column: 1, message: """
                        the \(name) attribute of "\(span.text)" must be a colour string, as in ^[text](\(name): "#ff3b8e"); got \(value)
                        """)
                }
                do {
                    _ = try Color(parsing: text)
                } catch {
                    throw MarkupError(.invalidColor, column: 1, message: "the \(name) attribute of \"\(span.text)\": \(error.description)")
                }
            }
        }
        for span in spans {
            if let message = MarkupPaintAttribute.strokeWidthProblem(span) {
                throw MarkupError(.invalidAttributeValue, column: 1, message: message)
            }
        }
        self.init(spans: spans)
    }

    /// Text from parsed markup spans. A `color` attribute that is not a colour is ignored here
    /// (`init(markup:)` and scene files report it).
    public init(spans: [MarkupSpan]) {
        var text: Text?
        for span in spans {
            var piece = Text(span.text)
            if span.bold { piece = piece.bold() }
            if span.italic { piece = piece.italic() }
            if case .string(let name)? = span.attributes["color"], let color = try? Color(parsing: name) {
                piece = piece.foregroundStyle(color)
            }
            if let highlight = span.attributes[HighlightAttribute.markupName] {
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
