import Foundation
import KinetypeDiagnostics

/// Kinetype: how a scramble replace cycles its glyphs before each settles, written as the
/// argument of `scramble` in a dot string: `replace.scramble`, `replace.scramble(digits)`,
/// `replace.scramble(charset: "01", order: reverse, seed: 7)`.
///
/// Each glyph slot of the new text shows characters drawn from ``charset`` (seeded by
/// ``seed``, the same on every machine) in the slot's font and advance, then settles on its
/// own glyph; slots settle one after another in ``order`` (a transition's stagger orders:
/// `reading`, `reverse`, `visual`, `center`, `edges`, `random`), as GSAP's ScrambleText does.
public struct ScrambleOptions: Hashable, Sendable, CustomStringConvertible {
    /// The characters a slot cycles through.
    public enum Charset: Hashable, Sendable {
        /// `A`–`Z` and `a`–`z`.
        case letters
        /// `0`–`9`: with a font's tabular figures every one has the same advance.
        case digits
        /// ASCII punctuation and symbols: `!#$%&*+-/<=>?@^_~|`.
        case symbols
        /// The grapheme clusters of a string, white space left out (written in double quotes).
        case custom(String)

        /// The characters, in order.
        public var characters: [Character] {
            switch self {
            case .letters: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
            case .digits: Array("0123456789")
            case .symbols: Array("!#$%&*+-/<=>?@^_~|")
            case .custom(let string): string.filter { !$0.isWhitespace }.map { $0 }
            }
        }

        /// The named sets, by name.
        public static let named: [(name: String, charset: Charset)] = [("letters", .letters), ("digits", .digits), ("symbols", .symbols)]
    }

    /// The characters slots cycle through; letters by default.
    public var charset: Charset
    /// The order slots settle in, a stagger order's name; `reading` by default.
    public var order: String
    /// The seed of the characters shown (and of the `random` order); 0 by default.
    public var seed: UInt64

    /// The orders ``order`` takes, as `TextTransition.Order` names them.
    public static let orders = ["reading", "reverse", "visual", "center", "edges", "random"]

    /// Options cycling through `charset`, settling in `order`, seeded by `seed`.
    public init(charset: Charset = .letters, order: String = "reading", seed: UInt64 = 0) {
        self.charset = charset
        self.order = order
        self.seed = seed
    }

    /// The canonical argument list, empty for the defaults: `digits`, `charset: "01", seed: 3`.
    var arguments: String {
        var parts: [String] = []
        switch charset {
        case .letters: break
        case .digits: parts.append("digits")
        case .symbols: parts.append("symbols")
        case .custom(let string): parts.append("charset: \"\(string)\"")
        }
        if order != "reading" { parts.append("order: \(order)") }
        if seed != 0 { parts.append("seed: \(seed)") }
        return parts.joined(separator: ", ")
    }

    /// `scramble`, or `scramble(…)` with the arguments that differ from the defaults.
    public var description: String { arguments.isEmpty ? "scramble" : "scramble(\(arguments))" }

    /// Reads `scramble`'s argument: a charset name or quoted string first, or labelled
    /// `charset:`, `order:` and `seed:` entries separated by commas; throws the reason and
    /// the key it names.
    static func parse(_ argument: String?) throws(ScrambleOptions.Problem) -> ScrambleOptions {
        var options = ScrambleOptions()
        guard let argument, !argument.isEmpty else { return options }
        for (position, item) in try split(argument).enumerated() {
            var key = "charset", value = item
            if let colon = item.firstIndex(of: ":"), !item.hasPrefix("\"") {
                key = item[..<colon].trimmingCharacters(in: .whitespaces)
                value = item[item.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            } else if position > 0 {
                throw Problem("'\(item)' needs a label: charset:, order: or seed:")
            }
            switch key {
            case "charset":
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                    let string = String(value.dropFirst().dropLast())
                    guard !Charset.custom(string).characters.isEmpty else {
                        throw Problem("charset \(value) is empty: give the characters to cycle through, as charset: \"01\"")
                    }
                    options.charset = .custom(string)
                } else if let named = Charset.named.first(where: { $0.name == value }) {
                    options.charset = named.charset
                } else {
                    let names = Charset.named.map(\.name)
                    throw Problem("unknown charset '\(value)': give \(names.joined(separator: ", ")) or characters in double quotes, as charset: \"01\""
                        + NameSuggestion.hint(NameSuggestion.nearest(to: value, among: names)))
                }
            case "order":
                guard orders.contains(value) else {
                    throw Problem("unknown order '\(value)': give one of \(orders.joined(separator: ", "))"
                        + NameSuggestion.hint(NameSuggestion.nearest(to: value, among: orders)))
                }
                options.order = value
            case "seed":
                guard let seed = UInt64(value) else { throw Problem("seed '\(value)' is not a whole number from 0") }
                options.seed = seed
            default:
                throw Problem("unknown key '\(key)': scramble takes charset:, order: and seed:")
            }
        }
        return options
    }

    /// Splits at commas outside double quotes, each item trimmed (scramble's and interpolate's
    /// arguments).
    static func split(_ argument: String) throws(Problem) -> [String] {
        var items: [String] = [], current = "", quoted = false
        for character in argument {
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                items.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        guard !quoted else { throw Problem("a charset's closing '\"' is missing") }
        items.append(current.trimmingCharacters(in: .whitespaces))
        if items.contains(where: \.isEmpty) { throw Problem("an empty entry between commas") }
        return items
    }

    /// Why a scramble or interpolate argument was refused, in words that name its key.
    struct Problem: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
