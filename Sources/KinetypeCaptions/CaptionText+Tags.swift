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
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "{", index + 1 < scalars.count, scalars[index + 1] == "\\",
               let close = scalars[(index + 2)...].firstIndex(of: "}") {
                index = close + 1
                continue
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
