import Foundation
import KinetypeCard
import KinetypeDiagnostics

extension CaptionTrack {
    /// The track with a time for every word. Where the file gives only a cue's times (or one
    /// time for several words, as a WebVTT timestamp before a phrase does), the span is shared
    /// out by each word's shaped width, `measure(word)`: a word takes the share of the span its
    /// width is of the words' total, so long words are spoken longer, as a reader's eye moves.
    /// Words then follow each other with no gap.
    ///
    /// This is the heuristic for files without word times; speech is not read at an even pace,
    /// so give word times (Whisper's JSON, WebVTT timestamps, ASS karaoke) when they matter.
    public func timed(measure: (String) -> Double) -> CaptionTrack {
        var track = self
        for index in track.cues.indices {
            var cue = track.cues[index]
            if cue.words.isEmpty {
                cue.words = CaptionText.words(cue.text).map { word in
                    var word = word
                    word.start = cue.start
                    word.end = cue.end
                    word.line = cue.line
                    return word
                }
            }
            // Runs of words that share one span.
            var first = 0
            while first < cue.words.count {
                var last = first
                while last + 1 < cue.words.count, cue.words[last + 1].start == cue.words[first].start,
                      cue.words[last + 1].end == cue.words[first].end { last += 1 }
                if last > first {
                    let span = cue.words[first].start...cue.words[first].end
                    let widths = cue.words[first...last].map { max(measure($0.text), 1) }
                    let total = widths.reduce(0, +)
                    var clock = span.lowerBound
                    for (offset, width) in widths.enumerated() {
                        let length = (span.upperBound - span.lowerBound) * width / total
                        cue.words[first + offset].start = clock
                        clock = offset == widths.count - 1 ? span.upperBound : clock + length
                        cue.words[first + offset].end = clock
                    }
                }
                first = last + 1
            }
            track.cues[index] = cue
        }
        return track
    }
}

extension CaptionTrack {
    /// Throws ``CaptionError`` naming `fileName` and the line of the first cue that runs past the
    /// longest a card may last (`TitleCard.maximumDuration`), for a card that lasts as long as
    /// its captions.
    public func checkFitsInCard(fileName: String) throws(CaptionError) {
        guard end > TitleCard.maximumDuration else { return }
        let late = cues.first { ($0.words.last?.end ?? $0.end) > TitleCard.maximumDuration }
        throw CaptionError(file: fileName, line: late?.line ?? 0, """
            the captions run to \(ValueRange.format(end)) s, longer than a card may last (\(ValueRange.format(TitleCard.maximumDuration)) s): \
            split the file, or render a part of it
            """)
    }
}

extension CaptionTrack {
    /// The track with every time moved by `offset` seconds (negative is earlier), then cut to
    /// the times from `from` to `to` (nil: to the end) and moved so `from` is 0: what
    /// `kinetype captions --offset --from --to` renders. A cue or word cut by an end keeps the
    /// part inside; one wholly outside goes, as does one moved before 0.
    public func window(offset: Double = 0, from: Double = 0, to: Double? = nil) -> CaptionTrack {
        let upper = to ?? .infinity
        func clip(_ time: Double) -> Double { min(max(time + offset, from), upper) - from }
        var result = CaptionTrack(cues: [], warnings: warnings, language: language)
        for cue in cues {
            let start = clip(cue.start), end = clip(cue.end)
            guard end > start else { continue }
            var moved = cue
            moved.start = start
            moved.end = end
            var cue = cue
            let untimed = cue.words.allSatisfy { $0.start == cue.start && $0.end == cue.end }
            if untimed, start != cue.start + offset - from || end != cue.end + offset - from {
                // A cue cut by an end keeps its words' own times: they are spread over the whole
                // cue first (by their length in characters, as no font is known here).
                cue = CaptionTrack(cues: [cue]).timed { Double($0.count) }.cues[0]
            }
            moved.words = cue.words.filter { word in
                let start = word.start + offset, end = word.end + offset
                return start < upper && (end > from || (end == start && start >= from))
            }.map { word in
                var word = word
                word.start = clip(word.start)
                word.end = clip(word.end)
                return word
            }
            if !cue.words.isEmpty && moved.words.isEmpty { continue }
            result.cues.append(moved)
        }
        return result
    }
}
