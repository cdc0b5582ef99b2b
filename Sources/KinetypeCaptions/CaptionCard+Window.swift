import Foundation

extension CaptionCard {
    /// The indices of the cues of `track` whose pages may show within `window` seconds, with
    /// every cue their rows depend on, in the track's order (``window``).
    ///
    /// A cue's pages lie between its first word's start (or its own, when earlier) and its last
    /// word's end or its own end, whichever is later, plus `hold`; timing its words keeps each
    /// within its span, so the spans hold before the words are timed. Cues whose spans overlap chain
    /// into busy stretches; a page's row depends only on the pages of its own stretch (before a
    /// stretch every row is free), so the cues of the stretches that meet the window are all that
    /// is needed. Sorting the spans costs n log n comparisons; no cue is laid out to find them.
    static func cues(shownIn window: ClosedRange<Double>, of track: CaptionTrack, hold: Double) -> [Int] {
        let spans: [(index: Int, low: Double, high: Double)] = track.cues.indices.compactMap { index in
            let cue = track.cues[index]
            let low = cue.words.reduce(max(cue.start, 0)) { min($0, $1.start) }
            let high = cue.words.reduce(cue.end) { max($0, $1.end) } + max(hold, 0) + 0.002
            return (index, low, high)
        }.sorted { ($0.low, $0.index) < ($1.low, $1.index) }
        var chosen: [Int] = []
        var stretch: [Int] = [], stretchLow = -Double.infinity, stretchHigh = -Double.infinity
        func close() {
            if stretchLow <= window.upperBound && stretchHigh >= window.lowerBound { chosen += stretch }
            stretch = []
        }
        for span in spans {
            if span.low > stretchHigh + 0.002 {
                close()
                stretchLow = span.low
                stretchHigh = span.high
            }
            stretch.append(span.index)
            stretchHigh = max(stretchHigh, span.high)
        }
        close()
        return chosen.sorted()
    }
}
