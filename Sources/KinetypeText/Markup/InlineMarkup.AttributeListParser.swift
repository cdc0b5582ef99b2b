extension InlineMarkup {
    /// Reads the `(name: value, …)` after an attribute text: JSON 5's object members without the
    /// braces, which is what Apple's attribute syntax takes.
    ///
    /// Names are identifiers (`emphasis`, `font_size`, `$x`) or quoted strings. Values are
    /// `"double"` or `'single'` quoted strings with JSON escapes (`\"`, `\\`, `\n`, `\uXXXX` and
    /// surrogate pairs; any other escaped character stands for itself, as in JSON 5), finite
    /// numbers (`2`, `-0.5`, `.5`, `+1`, `1e3`, `0x1F`) and `true`/`false`. A trailing comma is
    /// allowed and `()` is an empty list. Columns in errors are 1-based character offsets in the
    /// whole markup string.
    struct AttributeListParser {
        private let characters: [Character]
        private let openingColumn: Int
        /// After `parse()`, the index just past the closing `)`.
        private(set) var index: Int

        /// A reader of the list whose `(` is at `characters[openingParenthesis]`.
        init(_ characters: [Character], openingParenthesis: Int) {
            self.characters = characters
            openingColumn = openingParenthesis + 1
            index = openingParenthesis + 1
        }

        mutating func parse() throws(MarkupError) -> [String: MarkupValue] {
            var attributes: [String: MarkupValue] = [:]
            skipWhitespace()
            if try peek() == ")" {
                index += 1
                return attributes
            }
            while true {
                let nameColumn = index + 1
                let name = try readName()
                skipWhitespace()
                guard try peek() == ":" else {
                    throw malformed(at: index + 1, "expected ':' after '\(name)'; write \(name): value")
                }
                index += 1
                skipWhitespace()
                let value = try readValue(for: name)
                guard attributes.updateValue(value, forKey: name) == nil else {
                    throw malformed(at: nameColumn, "'\(name)' is given twice; keep one")
                }
                skipWhitespace()
                let separator = try peek()
                index += 1
                if separator == ")" { return attributes }
                guard separator == "," else {
                    throw malformed(at: index, "expected ',' or ')' after the value of '\(name)'; got '\(separator)'")
                }
                skipWhitespace()
                if try peek() == ")" {
                    index += 1
                    return attributes
                }
            }
        }

        // MARK: Names and values

        private mutating func readName() throws(MarkupError) -> String {
            let character = try peek()
            if character == "\"" || character == "'" { return try readString() }
            guard Self.isNameStart(character) else {
                throw malformed(at: index + 1, """
                    expected an attribute name; got '\(character)' — write name: value pairs separated by \
                    commas, as in ^[text](emphasis: true)
                    """)
            }
            return readWord()
        }

        private mutating func readValue(for name: String) throws(MarkupError) -> MarkupValue {
            let column = index + 1
            let character = try peek()
            switch character {
            case "\"", "'":
                return .string(try readString())
            case "{", "[":
                let shape = character == "{" ? "an object" : "an array"
                throw malformed(at: column, """
                    the value of '\(name)' is \(shape); attribute values are a "string", a number, true or false
                    """)
            case "+", "-", ".", "0"..."9":
                let word = readWord()
                guard let number = Self.number(word) else {
                    throw malformed(at: column, "expected a number for '\(name)'; got '\(word)'")
                }
                guard number.isFinite else {
                    throw malformed(at: column, "the value of '\(name)' is \(word); numbers must be finite")
                }
                return .number(number)
            default:
                guard Self.isNameStart(character) else {
                    throw malformed(at: column, """
                        expected a value for '\(name)' (a "string", a number, true or false); got '\(character)'
                        """)
                }
                let word = readWord()
                switch word {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "null": throw malformed(at: column, "the value of '\(name)' is null; give a value or leave '\(name)' out")
                case "NaN", "Infinity": throw malformed(at: column, "the value of '\(name)' is \(word); numbers must be finite")
                default:
                    throw malformed(at: column, """
                        expected a value for '\(name)' (a "string", a number, true or false); got \(word) — \
                        quote text values: \(name): "\(word)"
                        """)
                }
            }
        }

        /// A quoted string starting at `index`, escapes resolved.
        private mutating func readString() throws(MarkupError) -> String {
            let quote = characters[index], column = index + 1
            index += 1
            var string = ""
            while index < characters.count {
                let character = characters[index]
                index += 1
                if character == quote { return string }
                guard character == "\\" else {
                    string.append(character)
                    continue
                }
                guard index < characters.count else { break }
                let escaped = characters[index]
                index += 1
                switch escaped {
                case "n": string.append("\n")
                case "t": string.append("\t")
                case "r": string.append("\r")
                case "b": string.append("\u{8}")
                case "f": string.append("\u{C}")
                case "0": string.append("\0")
                case "u": string.unicodeScalars.append(try readUnicodeEscape())
                default: string.append(escaped)
                }
            }
            throw MarkupError(.unterminatedAttributeList, column: column, message: """
                unterminated string opened at column \(column) in an attribute list: close it with \(quote)
                """)
        }

        /// The scalar of `\uXXXX` (the `\u` already read), joining a UTF-16 surrogate pair.
        private mutating func readUnicodeEscape() throws(MarkupError) -> Unicode.Scalar {
            let column = index - 1
            func hexUnit() -> UInt32? {
                guard index + 4 <= characters.count else { return nil }
                let digits = String(characters[index..<index + 4])
                guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
                index += 4
                return value
            }
            let invalid = malformed(at: column, #"invalid \u escape; write four hex digits, as in \u00e9"#)
            guard let unit = hexUnit() else { throw invalid }
            if (0xD800..<0xDC00).contains(unit) {
                guard index + 2 <= characters.count, characters[index] == "\\", characters[index + 1] == "u" else {
                    throw invalid
                }
                index += 2
                guard let low = hexUnit(), (0xDC00..<0xE000).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else { throw invalid }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw invalid }
            return scalar
        }

        /// Identifier-like characters: a name, a bare word, or a number's spelling.
        private mutating func readWord() -> String {
            var word = ""
            while index < characters.count {
                let character = characters[index]
                guard Self.isNameStart(character) || character.isNumber || "+-.".contains(character) else { break }
                word.append(character)
                index += 1
            }
            return word
        }

        // MARK: Helpers

        /// The current character; running out of markup means the list was never closed.
        private func peek() throws(MarkupError) -> Character {
            guard index < characters.count else {
                throw MarkupError(.unterminatedAttributeList, column: openingColumn, message: """
                    unterminated attribute list opened at column \(openingColumn): close it with )
                    """)
            }
            return characters[index]
        }

        private mutating func skipWhitespace() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        private func malformed(at column: Int, _ problem: String) -> MarkupError {
            MarkupError(.malformedAttributeList, column: column,
                        message: "malformed attribute list at column \(column): \(problem)")
        }

        private static func isNameStart(_ character: Character) -> Bool {
            character.isLetter || character == "_" || character == "$"
        }

        /// A JSON 5 number: decimal with optional sign, fraction and exponent, or hexadecimal.
        static func number(_ word: String) -> Double? {
            var body = Substring(word), sign = 1.0
            if let first = body.first, first == "+" || first == "-" {
                sign = first == "-" ? -1 : 1
                body = body.dropFirst()
            }
            if body.hasPrefix("0x") || body.hasPrefix("0X") {
                return UInt64(body.dropFirst(2), radix: 16).map { sign * Double($0) }
            }
            guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || "eE.+-".contains($0)) }),
                  body.contains(where: \.isNumber) else { return nil }
            return Double(body).map { sign * $0 }
        }
    }
}
