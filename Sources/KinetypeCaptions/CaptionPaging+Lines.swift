import Foundation

/// A page's words measured for line breaking: each word's width, and the width of a space.
public struct CaptionLineMetrics: Sendable {
    /// Each word's width, in the page's order and the same units as ``lineWidth``.
    public var widths: [Double]
    /// The width a space adds between two words, in the same units.
    public var space: Double
    /// The widest a line may be.
    public var lineWidth: Double

    /// Metrics of words of `widths` with spaces of `space`, in lines at most `lineWidth` wide.
    public init(widths: [Double], space: Double, lineWidth: Double) {
        self.widths = widths
        self.space = space
        self.lineWidth = lineWidth
    }
}

extension CaptionPaging {
    /// The fewest lines `words` take, each at most ``maxCharacters`` characters and
    /// `metrics.lineWidth` wide (filled greedily, which gives the fewest). A word wider than a
    /// line takes the lines it wraps onto.
    public func lineCount(_ words: [CaptionWord], metrics: CaptionLineMetrics) -> Int {
        guard !words.isEmpty else { return 1 }
        var count = 0
        var first = 0
        while first < words.count {
            var last = first
            while last + 1 < words.count, fits(words, first...(last + 1), metrics) { last += 1 }
            let alone = metrics.widths[first]
            count += last == first && alone > metrics.lineWidth ? Int((alone / max(metrics.lineWidth, 1)).rounded(.up)) : 1
            first = last + 1
        }
        return count
    }

    /// Where a page's lines start (indices of `words`, after the first line), as a subtitler
    /// breaks them:
    ///
    /// 1. The file's own line breaks (``CaptionWord/lineBreakBefore``: a new line in the cue, a
    ///    new speaker), when every line they make fits and they make at most ``maxLines``.
    /// 2. Otherwise the fewest lines that fit, balanced: of the ways to break the words into
    ///    that many lines, the one whose longest line is shortest (so no line ends with an
    ///    orphan word); between equals, the one with the longer line at the bottom.
    public func lineBreaks(_ words: [CaptionWord], metrics: CaptionLineMetrics) -> [Int] {
        guard words.count > 1 else { return [] }
        let source = words.indices.filter { $0 > 0 && words[$0].lineBreakBefore }
        if !source.isEmpty, source.count < maxLines {
            let bounds = [0] + source + [words.count]
            if zip(bounds, bounds.dropFirst()).allSatisfy({ fits(words, $0...($1 - 1), metrics) }) { return source }
        }
        let count = lineCount(words, metrics: metrics)
        guard count > 1 else { return [] }
        return balanced(words, lines: count, metrics: metrics) ?? greedy(words, metrics: metrics)
    }

    /// The breaks into exactly `lines` lines that all fit with the shortest longest line, or nil
    /// when no such breaks exist (a word wider than a line).
    private func balanced(_ words: [CaptionWord], lines: Int, metrics: CaptionLineMetrics) -> [Int]? {
        let n = words.count
        // best[k][j]: the least longest-line width breaking words[0..<j] into k lines, and the
        // start of the last of them.
        var best = [[(width: Double, start: Int)?]](repeating: [(width: Double, start: Int)?](repeating: nil, count: n + 1), count: lines + 1)
        best[0][0] = (0, 0)
        for k in 1...lines {
            for end in 1...n {
                for start in stride(from: end - 1, through: 0, by: -1) {
                    guard fits(words, start...(end - 1), metrics) else { break }
                    guard let before = best[k - 1][start] else { continue }
                    let width = max(before.width, self.width(words, start...(end - 1), metrics))
                    // `<=`: later starts win ties, so the bottom line is the longer one.
                    if best[k][end].map({ width <= $0.width + 1e-9 }) ?? true { best[k][end] = (width, start) }
                }
            }
        }
        guard best[lines][n] != nil else { return nil }
        var breaks: [Int] = []
        var end = n
        for k in stride(from: lines, to: 0, by: -1) {
            guard let step = best[k][end] else { return nil }
            if k > 1 { breaks.insert(step.start, at: 0) }
            end = step.start
        }
        return breaks
    }

    /// Lines filled word by word.
    private func greedy(_ words: [CaptionWord], metrics: CaptionLineMetrics) -> [Int] {
        var breaks: [Int] = []
        var first = 0
        for index in words.indices.dropFirst() where !fits(words, first...index, metrics) {
            breaks.append(index)
            first = index
        }
        return breaks
    }

    private func width(_ words: [CaptionWord], _ range: ClosedRange<Int>, _ metrics: CaptionLineMetrics) -> Double {
        range.reduce(0) { total, index in
            total + metrics.widths[index] + (index > range.lowerBound && words[index].spaceBefore ? metrics.space : 0)
        }
    }

    private func fits(_ words: [CaptionWord], _ range: ClosedRange<Int>, _ metrics: CaptionLineMetrics) -> Bool {
        let characters = range.reduce(0) { total, index in
            total + words[index].text.count + (index > range.lowerBound && words[index].spaceBefore ? 1 : 0)
        }
        return (characters <= maxCharacters || range.count == 1) && width(words, range, metrics) <= metrics.lineWidth + 1e-9
    }
}
