import Foundation
import KinetypePrimitives

/// LRC, the timed lyrics of music players and lyric sites (and whisper.cpp's `--output-lrc`):
/// a line a lyric, behind its time.
///
/// - `[mm:ss.xx]` starts a line (`[mm:ss]`, `[mm:ss.xxx]` and `[hh:mm:ss.xx]` too); a line
///   behind several times (a chorus) is sung at each.
/// - Enhanced LRC's `<mm:ss.xx>` before a word starts that word; one at the end of the line ends
///   the last word.
/// - A line lasts until the next one starts; a time with no text (an instrumental break) ends
///   the line before it. The last line, with no end of its own, lingers as Whisper's last
///   words do (``CaptionCue/endIsTimed`` false).
/// - Tags (`[ti:Title]`, `[ar:Artist]`, `[length: 3:25]`) are passed over; `[offset:+500]`
///   moves every time earlier by that many milliseconds, as players read it.
struct LRCReader {
    let fileName: String
    let lines: [String]

    func cues() throws(CaptionError) -> [CaptionCue] {
        var offset = 0.0
        // Each time a line is sung, its text and its file line; an empty text ends the line before.
        var sung: [(time: Double, text: String, line: Int)] = []
        for (index, line) in lines.enumerated() {
            var rest = Substring(line.trimmingCharacters(in: .whitespaces)).drop { $0 == "\u{FEFF}" }
            var times: [Double] = []
            while rest.first == "[", let close = rest.firstIndex(of: "]") {
                let tag = rest[rest.index(after: rest.startIndex)..<close]
                if let time = Self.time(tag) {
                    times.append(time)
                } else if let value = tag.wholeMatch(of: #/(?i)offset\s*:\s*([+-]?\d+)/#), let milliseconds = Double(value.1) {
                    offset = milliseconds / 1000
                } else if times.isEmpty, tag.contains(":") {
                    // An ID tag: [ar:Artist], [ti:Title].
                } else {
                    break
                }
                rest = rest[rest.index(after: close)...]
            }
            guard !times.isEmpty else {
                if !rest.trimmingCharacters(in: .whitespaces).isEmpty, sung.isEmpty, !line.hasPrefix("[") {
                    throw CaptionError(file: fileName, line: index + 1, "expected a line behind its time, as [00:12.00] The words")
                }
                continue
            }
            for time in times { sung.append((time, String(rest), index + 1)) }
        }
        // Each time moved by the offset, in order of time (a chorus's times are listed together).
        let ordered = sung.enumerated().map { (time: max(0, $0.element.time - offset), $0.element.text, $0.element.line, $0.offset) }
            .sorted { ($0.time, $0.3) < ($1.time, $1.3) }
        var cues: [CaptionCue] = []
        for (index, entry) in ordered.enumerated() {
            let next = ordered[(index + 1)...].first?.time
            guard let cue = try cue(entry.1, start: entry.time, next: next, offset: offset, line: entry.2) else { continue }
            cues.append(cue)
        }
        return cues
    }

    /// One sung line from `start` to `next` (the next line's time), or nil for an empty line.
    private func cue(_ text: String, start: Double, next: Double?, offset: Double, line: Int) throws(CaptionError) -> CaptionCue? {
        // Enhanced LRC: <mm:ss.xx> before each word, and maybe one at the end.
        var words: [CaptionWord] = []
        var stamps: [Double] = []
        var plain = ""
        var rest = Substring(text)
        var wordStart = start
        var endedWithSpace = true
        func flush() {
            // A stamp inside a word (a syllable: <t>Hel<t>lo) joins its pieces without a space.
            let joins = plain.first.map { !$0.isWhitespace } ?? false && !endedWithSpace
            for (index, var word) in CaptionText.words(markup: plain).enumerated() {
                (word.start, word.end, word.line) = (wordStart, wordStart, line)
                if index == 0 { word.spaceBefore = !words.isEmpty && !joins }
                words.append(word)
            }
            if let last = plain.last { endedWithSpace = last.isWhitespace }
            plain = ""
        }
        while let open = rest.firstIndex(of: "<") {
            plain += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">"), let time = Self.time(rest[rest.index(after: open)..<close]) else {
                plain += "<"
                rest = rest[rest.index(after: open)...]
                continue
            }
            flush()
            wordStart = max(0, time - offset)
            stamps.append(wordStart)
            rest = rest[rest.index(after: close)...]
        }
        plain += rest
        flush()
        guard !words.isEmpty else { return nil }
        // A stamp after the last word's start ends that word (and, last in the file, the line).
        let lastStamp = stamps.last.flatMap { $0 > (words.last?.start ?? start) ? $0 : nil }
        // The last line has no end of its own: its last stamp, else a moment a word (at least 2 s).
        let end = next ?? lastStamp ?? max(words.last?.start ?? start, start + max(2, 0.4 * Double(words.count)))
        // A word ends where the next one starts; the last where the line's last stamp, or the line, does.
        for index in words.indices {
            let following = words[(index + 1)...].first { $0.start > words[index].start }?.start
            words[index].end = max(words[index].start, following ?? lastStamp ?? end)
        }
        let cueEnd = max(end, words.last?.end ?? start), endIsTimed = next != nil || lastStamp != nil
        // Without stamps, word times from the line's span, as SRT's are.
        let cue = stamps.isEmpty
            ? CaptionText.cue(text, start: start, end: cueEnd, line: line, endIsTimed: endIsTimed)
            : CaptionCue(start: start, end: cueEnd, text: CaptionText.text(of: words), words: words, line: line, endIsTimed: endIsTimed)
        return cueEnd > start || next == nil ? cue : nil
    }

    /// A time tag's time (``time(_:)``), compiled once: read for every line.
    private static let timePattern = TextPattern(#"(?:(\d+):)?(\d+):(\d{1,2})(?:[.:](\d{1,3}))?"#)

    /// Seconds of `mm:ss`, `mm:ss.xx`, `mm:ss:xx` or `hh:mm:ss.xx`; nil when it reads as none.
    static func time(_ text: Substring) -> Double? {
        guard let match = timePattern.wholeMatch(in: text.trimmingCharacters(in: .whitespaces)),
              let minutes = match[2].flatMap({ Double($0) }), let seconds = match[3].flatMap({ Double($0) }), seconds < 60 else { return nil }
        let hours = match[1].flatMap { Double($0) } ?? 0
        let fraction = match[4].map { Double("0." + $0) ?? 0 } ?? 0
        return hours * 3600 + minutes * 60 + seconds + fraction
    }
}

extension CaptionFormat {
    /// LRC lyrics (`[00:12.00]` a line, enhanced LRC's `<00:12.50>` a word; `LRCReader`).
    public static let lrc = CaptionFormat(name: "lrc")
}

extension LRCReader: CaptionFormatReader {
    static let format = CaptionFormat.lrc
    static let extensions = ["lrc"]
    static let fileKind = ".lrc"

    /// A line's time or an ID tag first.
    static func sniff(text head: Substring) -> Bool {
        head.firstMatch(of: #/^\[(\d+:\d{2}([.:]\d+)?|(ti|ar|al|by|offset|length|re|ve|au)\s*:[^\]\n]*)\]/#) != nil
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        return CaptionReading(cues: try LRCReader(fileName: input.fileName, lines: input.lines()).cues())
    }
}
