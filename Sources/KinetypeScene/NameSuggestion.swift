/// The nearest valid name to a misspelt one, for "did you mean …?".
///
/// Names first match ignoring case, `_`, `-` and spaces (`max_width` → `maxWidth`); otherwise the
/// candidate with the smallest edit distance wins, if that distance is at most a third of its
/// length (at least 1) and smaller than both names, so `colour` suggests `color` and `glpyh`
/// suggests `glyph`, but `xyz` suggests nothing and a one-letter name no other one-letter name.
/// Ties go to the earlier candidate, so lists should be in a sensible order.
enum NameSuggestion {
    static func nearest(to input: String, among candidates: [String]) -> String? {
        let normalizedInput = normalized(input)
        if let match = candidates.first(where: { normalized($0) == normalizedInput }) { return match }
        let lowered = input.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            guard distance <= max(1, candidate.count / 3), distance < min(input.count, candidate.count) else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Edit distance counting an insertion, a deletion, a substitution or a swap of neighbours as
    /// one edit (optimal string alignment), over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
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

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }
}
