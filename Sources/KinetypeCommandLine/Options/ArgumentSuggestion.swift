import Kinetype

/// "Did you mean" for option values: ArgumentParser names the values an option takes when one
/// is not among them ("The value 'gyf' is invalid for '--format <format>'. Please provide one
/// of …"), and this adds the nearest of them (``NameSuggestion``).
enum ArgumentSuggestion {
    /// `message` with "Did you mean 'x'?" after the values it lists (on their line, or on a line
    /// of its own after a list of one a line), when one of them is near the value given;
    /// otherwise `message` unchanged.
    static func adding(to message: String) -> String {
        var lines = message.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.contains("The value '") && $0.contains("' is invalid for '") }),
              let value = quoted(in: lines[index]).first else { return message }
        // The values follow on the same line ('a', 'b' or 'c') or, for six or more, one a line ("  - a").
        var candidates = Array(quoted(in: lines[index]).dropFirst(2))
        var last = index
        while last + 1 < lines.count, lines[last + 1].hasPrefix("  - ") {
            last += 1
            candidates.append(String(lines[last].dropFirst(4)))
        }
        guard let suggestion = NameSuggestion.nearest(to: value, among: candidates) else { return message }
        if last == index {
            lines[last] += " Did you mean '\(suggestion)'?"
        } else {
            lines.insert("Did you mean '\(suggestion)'?", at: last + 1)
        }
        return lines.joined(separator: "\n")
    }

    /// The texts between single quotes in `line`, in order.
    private static func quoted(in line: String) -> [String] {
        let parts = line.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }
}
