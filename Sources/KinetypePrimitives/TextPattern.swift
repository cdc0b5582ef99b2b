import Foundation

/// A regular expression compiled once, for text read many times (a caption file's 100,000 cues).
///
/// `String.replacingOccurrences(of:with:options: .regularExpression)` and a regex literal inside a
/// function compile their expression on every call, which dominates reading a long file whose
/// cues all hold tags. A pattern is kept in a `static let` instead; it is `Sendable`, as
/// `NSRegularExpression` is, and its matches are given as the text of each capture group.
package struct TextPattern: Sendable {
    private let expression: NSRegularExpression
    /// The same pattern that must match the whole text, for ``wholeMatch(in:)``.
    private let whole: NSRegularExpression

    /// The pattern (ICU's syntax, as `NSRegularExpression` reads it); a pattern that does not
    /// compile is a programming error, as a literal's would be.
    package init(_ pattern: String, caseInsensitive: Bool = false) {
        do {
            expression = try NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
            whole = try NSRegularExpression(pattern: "^(?:" + pattern + ")\\z", options: caseInsensitive ? [.caseInsensitive] : [])
        } catch {
            preconditionFailure("TextPattern: \(pattern) does not compile: \(error)")
        }
    }

    /// Each match of `text`, in order: the whole match first, then each capture group (nil for
    /// a group that took no part).
    package func matches(in text: String) -> [[Substring?]] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { groups(of: $0, in: text) }
    }

    /// The first match of `text` (as ``matches(in:)`` gives each), or nil.
    package func firstMatch(in text: String) -> [Substring?]? {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)).map { groups(of: $0, in: text) }
    }

    /// The match of the whole of `text` (as ``matches(in:)`` gives each), or nil when the
    /// pattern does not match all of it.
    package func wholeMatch(in text: some StringProtocol) -> [Substring?]? {
        let text = String(text)
        return whole.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)).map { groups(of: $0, in: text) }
    }

    /// Whether the pattern matches somewhere in `text`.
    package func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// `text` with every match replaced by `replacement`, taken as it is (no `$1` references).
    package func replacing(in text: String, with replacement: String) -> String {
        replacing(in: text) { _ in replacement }
    }

    /// `text` with every match replaced by what `transform` makes of it (its groups, as
    /// ``matches(in:)`` gives them).
    package func replacing(in text: String, by transform: ([Substring?]) -> String) -> String {
        let found = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard !found.isEmpty else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = text.startIndex
        for match in found {
            guard let range = Range(match.range, in: text) else { continue }
            result += text[rest..<range.lowerBound]
            result += transform(groups(of: match, in: text))
            rest = range.upperBound
        }
        result += text[rest...]
        return result
    }

    private func groups(of match: NSTextCheckingResult, in text: String) -> [Substring?] {
        (0..<match.numberOfRanges).map { index in Range(match.range(at: index), in: text).map { text[$0] } }
    }
}
