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
