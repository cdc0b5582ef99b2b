extension InlineMarkup {
    /// Reads markup left to right with a stack of open delimiters.
    ///
    /// Text accumulates in a buffer that is flushed as a piece whenever the stack changes, each
    /// piece remembering the style of the stack at that moment. Attribute values are only known at
    /// the `](…)` that closes an attribute text, so pieces refer to attribute sets by number and the
    /// sets are filled in when their list is read; the spans are assembled at the end.
    ///
    /// Only the innermost delimiter can close, which keeps nesting well formed; the one exception
    /// is a run such as `***` that opened bold and italic together, whose two frames may close in
    /// either order (`***a** b*` and `***a* b**` both read as intended).
    struct Parser {
        private enum FrameKind { case bold, italic, attribute }

        private struct Frame {
            var kind: FrameKind
            /// Where the delimiter opened (1-based).
            var column: Int
            /// The asterisk run that opened it, so frames opened together may close in any order.
            var run: Int
            /// For an attribute frame, its index into `attributeSets`.
            var attributeSet: Int
        }

        private struct Piece {
            var text: String
            var bold: Bool
            var italic: Bool
            var attributeSets: [Int]
        }

        private let characters: [Character]
        private var index = 0
        private var stack: [Frame] = []
        private var buffer = ""
        private var pieces: [Piece] = []
        private var attributeSets: [[String: MarkupValue]] = []
        private var runCount = 0

        init(_ markup: String) {
            characters = Array(markup)
        }

        mutating func parse() throws(MarkupError) -> [MarkupSpan] {
            while index < characters.count {
                let character = characters[index]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                switch character {
                case "\\":
                    if let next, next.isASCII, next.isPunctuation || next.isSymbol {
                        buffer.append(next)
                        index += 2
                    } else {
                        buffer.append(character)
                        index += 1
                    }
                case "*":
                    try readAsterisks()
                case "^" where next == "[":
                    flush()
                    try open(Frame(kind: .attribute, column: index + 1, run: -1, attributeSet: attributeSets.count))
                    attributeSets.append([:])
                    index += 2
                case "]" where stack.contains(where: { $0.kind == .attribute }):
                    try closeAttributeText()
                default:
                    buffer.append(character)
                    index += 1
                }
            }
            flush()
            if let unclosed = stack.first { throw Self.unterminated(unclosed) }
            return spans()
        }

        /// A run of asterisks: closes what it can, opens what it can, and leaves the rest as text.
        private mutating func readAsterisks() throws(MarkupError) {
            let start = index
            while index < characters.count, characters[index] == "*" { index += 1 }
            let before = start > 0 ? characters[start - 1] : nil
            let after = index < characters.count ? characters[index] : nil
            let canOpen = after.map { !$0.isWhitespace } ?? false
            let canClose = before.map { !$0.isWhitespace } ?? false
            runCount += 1
            var remaining = index - start
            while remaining > 0 {
                if canClose, stack.count >= 2 {
                    let top = stack[stack.count - 1], below = stack[stack.count - 2]
                    let wanted: FrameKind = remaining >= 2 ? .bold : .italic
                    if top.run == below.run, top.kind != wanted, below.kind == wanted {
                        stack.swapAt(stack.count - 1, stack.count - 2)
                    }
                }
                if canClose, let top = stack.last {
                    if top.kind == .bold, remaining >= 2 {
                        flush()
                        stack.removeLast()
                        remaining -= 2
                        continue
                    }
                    if top.kind == .italic {
                        flush()
                        stack.removeLast()
                        remaining -= 1
                        continue
                    }
                }
                if canOpen {
                    flush()
                    let kind: FrameKind = remaining >= 2 ? .bold : .italic
                    let column = index - remaining + 1
                    try open(Frame(kind: kind, column: column, run: runCount, attributeSet: -1))
                    remaining -= kind == .bold ? 2 : 1
                    continue
                }
                break
            }
            buffer += String(repeating: "*", count: remaining)
        }

        /// Pushes a delimiter, unless `maximumNesting` are open already: each piece of text records
        /// the open delimiters, so nesting without a bound would make reading quadratic.
        private mutating func open(_ frame: Frame) throws(MarkupError) {
            guard stack.count < InlineMarkup.maximumNesting else {
                throw MarkupError(.nestedTooDeep, column: frame.column, message: """
                    markup nested more than \(InlineMarkup.maximumNesting) levels deep at column \(frame.column): \
                    close the **, * and ^[ opened before it, or escape this one with a backslash
                    """)
            }
            stack.append(frame)
        }

        /// `]` while an attribute text is open: it must be the innermost frame and be followed by
        /// `(name: value, …)`.
        private mutating func closeAttributeText() throws(MarkupError) {
            let column = index + 1
            guard let top = stack.last else { return }
            guard top.kind == .attribute else { throw Self.misnested(top, bracketColumn: column) }
            guard index + 1 < characters.count, characters[index + 1] == "(" else {
                throw MarkupError(.missingAttributeList, column: column, message: """
                    ^[ opened at column \(top.column) needs an attribute list right after ] at column \(column): \
                    write ](name: value), or escape the opening as \\^[
                    """)
            }
            var list = AttributeListParser(characters, openingParenthesis: index + 1)
            let attributes = try list.parse()
            flush()
            attributeSets[top.attributeSet] = attributes
            stack.removeLast()
            index = list.index
        }

        /// Moves the buffered text into a piece with the current style.
        private mutating func flush() {
            guard !buffer.isEmpty else { return }
            pieces.append(Piece(
                text: buffer,
                bold: stack.contains { $0.kind == .bold },
                italic: stack.contains { $0.kind == .italic },
                attributeSets: stack.filter { $0.kind == .attribute }.map(\.attributeSet)))
            buffer = ""
        }

        /// The pieces as spans, attributes resolved (inner sets win) and equal neighbours merged.
        private func spans() -> [MarkupSpan] {
            var spans: [MarkupSpan] = []
            for piece in pieces {
                var attributes: [String: MarkupValue] = [:]
                for set in piece.attributeSets {
                    attributes.merge(attributeSets[set]) { _, inner in inner }
                }
                let span = MarkupSpan(piece.text, bold: piece.bold, italic: piece.italic, attributes: attributes)
                if let last = spans.last, last.hasSameStyle(as: span) {
                    spans[spans.count - 1].text += span.text
                } else {
                    spans.append(span)
                }
            }
            return spans
        }

        private static func unterminated(_ frame: Frame) -> MarkupError {
            switch frame.kind {
            case .bold:
                return MarkupError(.unterminatedBold, column: frame.column, message: """
                    unterminated ** (bold) opened at column \(frame.column): close it with ** or escape it as \\*\\*
                    """)
            case .italic:
                return MarkupError(.unterminatedItalic, column: frame.column, message: """
                    unterminated * (italic) opened at column \(frame.column): close it with * or escape it as \\*
                    """)
            case .attribute:
                return MarkupError(.unterminatedAttributeText, column: frame.column, message: """
                    unterminated ^[ opened at column \(frame.column): close the text with ](name: value) \
                    or escape it as \\^[
                    """)
            }
        }

        private static func misnested(_ frame: Frame, bracketColumn: Int) -> MarkupError {
            let (delimiter, name) = frame.kind == .bold ? ("**", "bold") : ("*", "italic")
            return MarkupError(.misnested, column: frame.column, message: """
                \(delimiter) (\(name)) opened at column \(frame.column) must be closed before ] at column \
                \(bracketColumn): close it inside the brackets, as in ^[\(delimiter)text\(delimiter)](name: value)
                """)
        }
    }
}
