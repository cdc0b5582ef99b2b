import KinetypeDiagnostics

/// Long values cut short in every message the command prints: ArgumentParser quotes a value it
/// cannot parse whole ("The value '…' is invalid for '--color <color>': …"), a reason may quote
/// it again, and an error from the library may quote an option's value, so a value of
/// thousands of characters would fill the terminal. Each value longer than ``limit``
/// characters shows as its excerpt (`Excerpt`: its first characters, an ellipsis and its length).
enum ArgumentExcerpt {
    /// The longest value quoted whole.
    static let limit = Excerpt.limit

    /// `message` with each of `arguments` (or, for `--name=value` and `--var name=value`, its value) longer than
    /// ``limit`` characters cut to an excerpt wherever it appears: `'aaaa…' (5000 characters)`
    /// where it stands in single quotes, `aaaa…` elsewhere.
    ///
    /// Only values longer than `longerThan` are cut: a message of a command that ran cuts only
    /// values longer than any path (`PATH_MAX`), so a long file name is still named whole.
    static func shortening(_ message: String, arguments: [String], longerThan: Int = limit) -> String {
        let values = arguments.flatMap { argument -> [String] in
            guard let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [argument, String(argument[argument.index(after: equals)...])]
        }
        var message = message
        // The longest first, so that a value inside a longer one is not cut first.
        for value in Set(values).filter({ $0.count > max(limit, longerThan) }).sorted(by: { $0.count > $1.count }) {
            let excerpt = Excerpt.of(value)
            message = message.replacingOccurrences(of: "'\(value)'", with: Excerpt.quote(value))
            message = message.replacingOccurrences(of: value, with: excerpt)
        }
        return message
    }
}
