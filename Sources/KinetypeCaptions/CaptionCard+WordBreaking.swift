import Foundation
import KinetypeText

extension CaptionCard {
    /// A word wider than a line, in pieces that each fit one: broken after the last hyphenation
    /// point that fits (the piece ending in a hyphen) where the language has patterns, else after
    /// the last character that fits. Each piece after the first starts a line; the word's time
    /// is shared out by the pieces' lengths.
    ///
    /// The work is linear in the word's length: the word is hyphenated once, and each piece is
    /// found by measuring prefixes of doubling length and then halving the gap (a piece of `k`
    /// characters takes about `2 log k` measures of at most `2k` characters), never the rest of
    /// the word.
    static func split(_ word: CaptionWord, lineWidth: Double, hyphenation: Hyphenation?, measure: (String) -> Double) -> [CaptionWord] {
        let text = word.text
        // The character boundaries: bounds[i] is where character i starts, bounds[n] the end.
        let bounds = Array(text.indices) + [text.endIndex]
        let count = bounds.count - 1
        guard count > 1 else { return [word] }
        // The hyphenation points as counts of characters from the word's start, in order.
        let offsets = Dictionary(uniqueKeysWithValues: bounds.enumerated().map { ($1, $0) })
        let points = (hyphenation?.points(in: text) ?? []).compactMap { offsets[$0] }
        func width(_ start: Int, _ end: Int, hyphen: Bool = false) -> Double {
            measure(String(text[bounds[start]..<bounds[end]]) + (hyphen ? "-" : ""))
        }
        var pieces: [String] = []
        var start = 0
        var nextPoint = 0
        while start < count {
            let rest = count - start
            // The most characters from `start` that fit (one at least): `fits` fit, `over` do not.
            var fits = 1, over = rest + 1, probe = 2
            while fits < rest {
                let length = min(probe, rest)
                if width(start, start + length) <= lineWidth {
                    fits = length
                    probe *= 2
                } else {
                    over = length
                    break
                }
            }
            if fits == rest {
                pieces.append(String(text[bounds[start]...]))
                break
            }
            while over - fits > 1 {
                let middle = (fits + over) / 2
                if width(start, start + middle) <= lineWidth { fits = middle } else { over = middle }
            }
            // The last hyphenation point within those characters whose piece fits with its hyphen.
            while nextPoint < points.count, points[nextPoint] <= start { nextPoint += 1 }
            var end = start + fits, hyphen = false
            var candidate = nextPoint
            while candidate < points.count, points[candidate] <= start + fits { candidate += 1 }
            while candidate > nextPoint {
                candidate -= 1
                if width(start, points[candidate], hyphen: true) <= lineWidth {
                    end = points[candidate]
                    hyphen = true
                    break
                }
            }
            pieces.append(String(text[bounds[start]..<bounds[end]]) + (hyphen ? "-" : ""))
            start = end
        }
        let total = Double(pieces.reduce(0) { $0 + $1.count })
        var clock = word.start
        return pieces.enumerated().map { index, text in
            var piece = word
            piece.text = text
            piece.start = clock
            clock = index == pieces.count - 1 ? word.end : clock + (word.end - word.start) * Double(text.count) / total
            piece.end = clock
            // The word's emoji follows its last piece only.
            if index < pieces.count - 1 { piece.emoji = nil }
            if index > 0 {
                piece.spaceBefore = false
                piece.lineBreakBefore = true
            }
            return piece
        }
    }
}
