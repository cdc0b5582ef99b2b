/// A short excerpt of the user's own input, for a message: the one rule for how much of a
/// value, a line or a file a message may quote, so a 1 MB `--var` value or a 600 KB scene
/// never fills the terminal.
///
/// Text of at most ``limit`` characters is quoted whole; longer text as its first characters,
/// an ellipsis and its length. Line breaks and other control characters show as `\n`, `\t`
/// or `\u{…}`, so an excerpt stays on one line.
///
/// ```swift
/// Excerpt.quote("ripple")                          // "'ripple'"
/// Excerpt.quote(String(repeating: "a", count: 5000))
///                              // "'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…' (5000 characters)"
/// ```
public enum Excerpt {
    /// The most characters quoted whole.
    public static let limit = 40

    /// `text` itself when it is short and on one line, else its first characters and an ellipsis
    /// (`aaaa…`), control characters escaped; no quotes and no length.
    public static func of(_ text: some StringProtocol, limit: Int = limit) -> String {
        let cut = text.count > limit
        let shown = text.prefix(cut ? max(1, limit - 8) : limit)
        var result = ""
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return cut ? result + "…" : result
    }

    /// `text` around its character `offset` (0-based), for a message that points into it: the
    /// text itself when it is short, else at most `limit` characters about the offset, with an
    /// ellipsis on each side that was cut (`…400 100 8x0 700…`), control characters escaped.
    public static func around(_ text: some StringProtocol, offset: Int, limit: Int = limit) -> String {
        let count = text.count
        guard count > limit else { return of(text, limit: limit) }
        let length = max(1, limit - 2)
        let lower = max(0, min(offset - length / 2, count - length))
        let start = text.index(text.startIndex, offsetBy: lower)
        let end = text.index(start, offsetBy: length)
        return (lower > 0 ? "…" : "") + of(text[start..<end], limit: length) + (end < text.endIndex ? "…" : "")
    }

    /// `text` in single quotes when it is short (`'ripple'`), else its excerpt in quotes and its
    /// length: `'aaaa…' (5000 characters)`.
    public static func quote(_ text: some StringProtocol, limit: Int = limit) -> String {
        let count = text.count
        return "'\(of(text, limit: limit))'" + (count > limit ? " (\(count) characters)" : "")
    }
}
