import KinetypePrimitives
import KinetypeText
import Foundation

/// Fills `{{name}}` in a scene file's strings from the variables given to the loader.
///
/// - `{{name}}` and `{{ name }}` are the same variable. Names are letters, digits, `_`, `-` and
///   `.`.
/// - `\{{` stands for a literal `{{` (the backslash is removed). In a YAML double-quoted or a
///   JSON string the backslash itself must be escaped: `"\\{{"`.
/// - A value is inserted as it is: it is not searched for further `{{…}}`, so a value can never
///   expand forever, and whatever markup it holds is read as markup.
/// - An unknown variable, an unclosed `{{` or a malformed name is an error; the error says which
///   `{{` of the string it is (counting from 0), so the loader can find its line and column.
package enum TemplateVariables {
    /// Why a string could not be filled in.
    struct Problem: Error {
        enum Kind {
            case unknown(name: String)
            case unterminated
            case malformedName(String)
        }

        var kind: Kind
        /// Which `{{` of the string (0 for the first), escaped ones included.
        var occurrence: Int
    }

    /// Whether a string has anything to fill in or unescape.
    static func hasTemplates(_ text: String) -> Bool {
        text.contains("{{")
    }

    /// Where a variable's value went in a filled-in string: the variable's name and the
    /// characters (0-based offsets, as markup columns count them) its value took.
    struct Insertion: Hashable {
        var name: String
        var characters: Range<Int>
    }

    /// The names of the variables `text` uses, each once, in order of first use; escaped
    /// `\{{`, unclosed and malformed ones left out.
    package static func names(in text: String) -> [String] {
        var names: [String] = [], seen: Set<String> = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            let escaped = open.lowerBound > rest.startIndex && rest[rest.index(before: open.lowerBound)] == "\\"
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if !escaped, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "_-.".contains($0) }), seen.insert(name).inserted {
                names.append(name)
            }
            rest = rest[(escaped ? open.upperBound : close.upperBound)...]
        }
        return names
    }

    /// The string with every `{{name}}` replaced and every `\{{` unescaped.
    static func substitute(_ text: String, variables: [String: String]) throws(Problem) -> String {
        var insertions: [Insertion]?
        return try substitute(text, variables: variables, insertions: &insertions)
    }

    /// The insertions of the variables' values into `text`, for an error in the filled-in string
    /// to name the variable it falls in; empty when `text` cannot be filled in.
    static func insertions(in text: String, variables: [String: String]) -> [Insertion] {
        var insertions: [Insertion]? = []
        _ = try? substitute(text, variables: variables, insertions: &insertions)
        return insertions ?? []
    }

    /// `substitute(_:variables:)`, noting each insertion when `insertions` is not nil.
    private static func substitute(_ text: String, variables: [String: String],
                                   insertions: inout [Insertion]?) throws(Problem) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0, occurrence = 0
        func isOpening(at position: Int) -> Bool {
            position + 1 < scalars.count && scalars[position] == "{" && scalars[position + 1] == "{"
        }
        while index < scalars.count {
            if scalars[index] == "\\", isOpening(at: index + 1) {
                result.append(contentsOf: "{{".unicodeScalars)
                index += 3
                occurrence += 1
                continue
            }
            guard isOpening(at: index) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var close = index + 2
            while close + 1 < scalars.count, !(scalars[close] == "}" && scalars[close + 1] == "}") { close += 1 }
            guard close + 1 < scalars.count else { throw Problem(kind: .unterminated, occurrence: occurrence) }
            let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                .trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "_-.".contains($0) }) else {
                throw Problem(kind: .malformedName(name), occurrence: occurrence)
            }
            guard let value = variables[name] else { throw Problem(kind: .unknown(name: name), occurrence: occurrence) }
            if insertions != nil {
                let start = String(result).count
                insertions?.append(Insertion(name: name, characters: start..<(start + value.count)))
            }
            result.append(contentsOf: value.unicodeScalars)
            index = close + 2
            occurrence += 1
        }
        return String(result)
    }
}
