/// The tag scanners of ``CaptionText/plain(_:keepingEmphasis:)``: each one pass over the text's
/// scalars, as a file may hold 100,000 tagged cues and a regular expression's bridging to
/// `NSString` cost more than the reading itself.
///
/// Each reads exactly what its regular expression in the comments would match (ICU's syntax,
/// `\S` being any scalar without Unicode's White_Space property), trying each position from the
/// left and going on after a match, as a regular expression's replacement does.
extension CaptionText {
    /// `text` with each `<v Name>` or `<v.class Name>` that follows other text on its line
    /// (`(?<=\S)[ \t]*<v[ .][^<>]*>`), with the spaces and tabs before it, as a line break.
    static func breakingAtSpeakers(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            // A run of spaces and tabs (maybe empty) after a scalar that is not white space, then the tag.
            if index > 0, !scalars[index - 1].properties.isWhitespace {
                var tag = index
                while tag < scalars.count, scalars[tag] == " " || scalars[tag] == "\t" { tag += 1 }
                if tag + 2 < scalars.count, scalars[tag] == "<", scalars[tag + 1] == "v", scalars[tag + 2] == " " || scalars[tag + 2] == ".",
                   let close = Self.tagEnd(scalars, from: tag + 3) {
                    result.append("\n")
                    index = close + 1
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// `text` without tags: `<` or `</`, a letter A–Z or a–z, and anything but `<` and `>` up
    /// to the next `>` (`</?[A-Za-z][^<>]*>`).
    static func removingTags(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "<" {
                let letter = index + 1 < scalars.count && scalars[index + 1] == "/" ? index + 2 : index + 1
                if letter < scalars.count, Self.isASCIILetter(scalars[letter]), let close = Self.tagEnd(scalars, from: letter + 1) {
                    index = close + 1
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// `text` without SubStation override blocks: `{\`, anything but `}`, then `}` (`\{\\[^}]*\}`).
    static func removingOverrideBlocks(_ text: String) -> String {
        replacingBlocks(in: text, requiringBackslash: true) { _ in "" }
    }

    /// `text` with each block in braces replaced by what `transform` makes of its inside: a `{`,
    /// anything but `}`, then `}` (`\{([^}]*)\}`), or with `requiringBackslash`, only blocks
    /// whose inside starts with a backslash (`\{(\\[^}]*)\}`, SubStation's override blocks).
    static func replacingBlocks(in text: String, requiringBackslash: Bool, by transform: (Substring) -> String) -> String {
        guard text.contains("{") else { return text }
        // Over scalars, not characters: a brace followed by a combining mark is still a brace.
        let scalars = text.unicodeScalars
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var kept = scalars.startIndex, search = scalars.startIndex
        while let open = scalars[search...].firstIndex(of: "{") {
            let inside = scalars.index(after: open)
            guard !requiringBackslash || scalars[inside...].first == "\\", let close = scalars[inside...].firstIndex(of: "}") else {
                search = inside
                continue
            }
            result += Substring(scalars[kept..<open])
            result += transform(Substring(scalars[inside..<close]))
            kept = scalars.index(after: close)
            search = kept
        }
        result += Substring(scalars[kept...])
        return result
    }

    /// `text` with each `<font …>` or `<c.class>` tag, in any case (`<(font|c)([ .][^<>]*)?>`),
    /// replaced by what `opening` makes of its attributes (the text after the element's name,
    /// from its space or dot; empty for none) and whether it is a `<font>`, and each `</font>`
    /// or `</c>` (`</(font|c)>`) by `closing`.
    static func replacingColorTags(in text: String, opening: (_ attributes: Substring, _ isFont: Bool) -> String,
                                   closing: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        /// The element's length at `start` (4 for font, 1 for c, any case) and whether it is font.
        func element(at start: Int) -> (length: Int, isFont: Bool)? {
            func lower(_ offset: Int) -> Unicode.Scalar? {
                let position = start + offset
                guard position < scalars.count, scalars[position].isASCII else { return nil }
                // Setting bit 5 lowers an ASCII letter; only F, O, N, T and C themselves lower to f, o, n, t and c.
                return Unicode.Scalar(UInt8(scalars[position].value) | 0x20)
            }
            if lower(0) == "f", lower(1) == "o", lower(2) == "n", lower(3) == "t" { return (4, true) }
            return lower(0) == "c" ? (1, false) : nil
        }
        while index < scalars.count {
            if scalars[index] == "<" {
                if index + 1 < scalars.count, scalars[index + 1] == "/", let name = element(at: index + 2),
                   index + 2 + name.length < scalars.count, scalars[index + 2 + name.length] == ">" {
                    result.append(contentsOf: closing.unicodeScalars)
                    index += 3 + name.length
                    continue
                }
                if let name = element(at: index + 1) {
                    let after = index + 1 + name.length
                    if after < scalars.count, scalars[after] == ">" {
                        result.append(contentsOf: opening("", name.isFont).unicodeScalars)
                        index = after + 1
                        continue
                    }
                    if after < scalars.count, scalars[after] == " " || scalars[after] == ".", let close = Self.tagEnd(scalars, from: after + 1) {
                        let attributes = String(String.UnicodeScalarView(scalars[after..<close]))
                        result.append(contentsOf: opening(attributes[...], name.isFont).unicodeScalars)
                        index = close + 1
                        continue
                    }
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// The index of the `>` that ends a tag whose name starts before `start`: the first `>`
    /// with no `<` before it; nil when a `<` or the end comes first.
    private static func tagEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < scalars.count {
            switch scalars[index] {
            case ">": return index
            case "<": return nil
            default: index += 1
            }
        }
        return nil
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
    }
}
