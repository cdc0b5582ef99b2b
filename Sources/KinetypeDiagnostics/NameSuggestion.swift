/// The nearest valid name to a misspelt one, for "did you mean …?": the one policy every part of
/// Kinetype uses (scene keys, renderer, transition and effect names, colours, fonts, options).
///
/// A name first matches ignoring case, `_`, `-` and spaces (`max_width` → `maxWidth`,
/// `drawon` → `drawOn`). Otherwise the candidate with the smallest edit distance wins, if that
/// distance is at most a third of the candidate's length (at least 1) and smaller than both names,
/// so `colour` suggests `color` and `glpyh` suggests `glyph`, but `xyz` suggests nothing and a
/// one-letter name no other one-letter name. Ties go to the earlier candidate, so lists should be
/// in a sensible order.
///
/// The distance is the optimal string alignment distance over characters (Damerau's variant
/// without repeated edits of one substring): an insertion, a deletion, a substitution or a swap
/// of neighbours counts as one edit, since a swap (`teh`) is as common a typo as a wrong letter.
/// Written by hand: it is a few lines, and no dependency is worth it.
///
/// ```swift
/// NameSuggestion.nearest(to: "bnouce", among: ["bounce", "pulse"])   // "bounce"
/// NameSuggestion.nearest(to: "sparkle", among: ["bounce", "pulse"])  // nil
/// ```
public enum NameSuggestion {
    /// The best suggestion for `input` among `candidates`, or nil when none is close enough.
    public static func nearest(to input: String, among candidates: [String]) -> String? {
        nearest(to: input, among: candidates, count: 1).first
    }

    /// Up to `count` suggestions for `input`, best first (for lists such as font families, where
    /// two near names may both be meant).
    public static func nearest(to input: String, among candidates: [String], count: Int) -> [String] {
        let normalizedInput = normalized(input)
        if let match = candidates.first(where: { normalized($0) == normalizedInput }) { return [match] }
        let lowered = input.lowercased(), loweredLength = lowered.count
        var scored: [(name: String, distance: Int, order: Int)] = []
        for (order, candidate) in candidates.enumerated() {
            let allowed = max(1, candidate.count / 3), loweredCandidate = candidate.lowercased()
            // The distance is at least the difference in length: skip what cannot be close
            // without building the table, so a megabyte of input costs one pass, not minutes.
            guard abs(loweredLength - loweredCandidate.count) <= allowed else { continue }
            let distance = editDistance(lowered, loweredCandidate)
            guard distance <= allowed, distance < min(input.count, candidate.count) else { continue }
            scored.append((candidate, distance, order))
        }
        scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        return scored.prefix(max(0, count)).map(\.name)
    }

    /// The optimal string alignment distance between two strings, over characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var d = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : (j == 0 ? i : 0) } }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    /// " — did you mean 'x'?"-style hint text, or "" without a suggestion.
    public static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }
}
