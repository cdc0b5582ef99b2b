import Foundation
import KinetypePrimitives

/// SubRip and WebVTT: blocks separated by blank lines, each with a `start --> end` line.
struct SubtitleParser {
    let fileName: String
    let lines: [String]

    /// SRT: an optional cue number, the times line, then the text lines.
    func srt() throws(CaptionError) -> [CaptionCue] {
        var cues: [CaptionCue] = []
        for block in blocks(startingAt: 0) { cues.append(try cue(block, webVTT: false)) }
        return cues
    }

    /// YouTube's SBV: blocks whose first line is `0:00:01.000,0:00:02.500`, then the text; and
    /// SubViewer 2 (`.sub`), the same with a header of `[TAG]` lines and `[br]` line breaks.
    func sbv() throws(CaptionError) -> [CaptionCue] {
        var cues: [CaptionCue] = []
        for block in blocks(startingAt: 0) {
            // SubViewer 2's header ([INFORMATION] … [END INFORMATION], [COLF]…) is passed over,
            // and its [br] breaks a line.
            let header = block.lines.prefix { $0.hasPrefix("[") }.count
            guard header < block.lines.count else { continue }
            var lines = block.lines.dropFirst(header).map { $0.replacingOccurrences(of: "[br]", with: "\n", options: .caseInsensitive) }
            guard let times = lines.first?.trimmingCharacters(in: .whitespaces),
                  Pattern.sbvTimes.wholeMatch(in: times) != nil else {
                throw CaptionError(file: fileName, line: block.line + header, "expected a times line such as 0:00:01.000,0:00:02.500 at the start of the caption")
            }
            lines[0] = times.replacingOccurrences(of: ",", with: " --> ")
            cues.append(try cue((block.line + header, lines), webVTT: false))
        }
        return cues
    }

    /// WebVTT: the `WEBVTT` header, then cues (an optional identifier, the times line with
    /// optional settings, the text); `NOTE`, `STYLE` and `REGION` blocks are skipped. Inline
    /// `<00:00:01.200>` timestamps start the text after them.
    ///
    /// The header is every line up to the first blank one (`Kind:`, `Language:`,
    /// `X-TIMESTAMP-MAP=` as YouTube, yt-dlp and HLS write them); a block without `-->` is not a
    /// cue (as browsers read it) and is skipped.
    func webVTT() throws(CaptionError) -> [CaptionCue] {
        guard let first = lines.first?.drop(while: { $0 == "\u{FEFF}" }), first.hasPrefix("WEBVTT") else {
            throw CaptionError(file: fileName, line: 1, "a WebVTT file starts with the line WEBVTT")
        }
        let body = lines.firstIndex { $0.isBlank } ?? lines.count
        var cues: [CaptionCue] = []
        var shown: String?
        for block in blocks(startingAt: body, emptyOnly: true) {
            let head = block.lines.first ?? ""
            if head.hasPrefix("NOTE") || head.hasPrefix("STYLE") || head.hasPrefix("REGION") { continue }
            guard let times = block.lines.firstIndex(where: { $0.containsASCII("-->") }) else { continue }
            // Rolling captions (YouTube's automatic ones) repeat the line shown before on top of
            // each new one, and hold it in a cue of a few milliseconds: each line is shown once.
            var lines = block.lines
            let texts = lines[(times + 1)...].map(Self.plainLine)
            let previous = shown
            if let last = texts.last(where: { !$0.isEmpty }) { shown = last }
            if let previous, let first = texts.firstIndex(where: { !$0.isEmpty }), texts[first] == previous {
                let rest = texts[(first + 1)...].contains { !$0.isEmpty }
                if rest {
                    lines.removeSubrange((times + 1)...(times + 1 + first))
                } else if let cue = try? cue((block.line, Array(lines[...times])), webVTT: true), cue.end - cue.start < 0.05 {
                    continue
                }
            }
            cues.append(try cue((block.line, lines), webVTT: true))
        }
        return cues
    }

    /// The expressions read on every cue, compiled once.
    private enum Pattern {
        /// An SBV times line, `0:00:01.000,0:00:02.500`.
        static let sbvTimes = TextPattern(#"\d+:\d{2}:\d{2}\.\d+,\d+:\d{2}:\d{2}\.\d+"#)
        /// Anything shaped as an inline timestamp tag, `<00:01.500>`, dropped from the text.
        static let timestamp = TextPattern(#"<[0-9:.]+>"#)
        /// A WebVTT inline timestamp tag, `<00:00:01.500>` or `<00:01.500>`.
        static let inlineTimestamp = TextPattern(#"<(\d+:)?\d{2}:\d{2}\.\d{3}>"#)
        /// A voice tag, `<v Bob>`, `<v.loud Bob>`: group 1 the name.
        static let voice = TextPattern(#"<v(?:\.[^\s>]*)?\s+([^>]*)>"#)
    }

    /// A WebVTT text line as it reads: without tags and timestamps.
    private static func plainLine(_ line: String) -> String {
        CaptionText.plain(line.containsASCII("<") ? Pattern.timestamp.replacing(in: line, with: "") : line)
    }

    /// Blocks of non-blank lines, with the number of their first line.
    /// With `emptyOnly` (WebVTT), only an empty line ends a block, as browsers read it (a line of
    /// spaces is cue text); otherwise (SRT) a line of white space does too.
    private func blocks(startingAt start: Int, emptyOnly: Bool = false) -> [(line: Int, lines: [String])] {
        var blocks: [(line: Int, lines: [String])] = []
        var current: [String] = []
        var first = 0
        for index in start..<lines.count {
            let line = lines[index]
            if emptyOnly ? line.isEmpty : line.isBlank {
                if !current.isEmpty { blocks.append((first + 1, current)) }
                current = []
            } else {
                if current.isEmpty { first = index }
                current.append(line)
            }
        }
        if !current.isEmpty { blocks.append((first + 1, current)) }
        return blocks.flatMap(splitAtTimes)
    }

    /// A block holding more than one cue because a times line follows text without a blank line
    /// between: one block a cue, each from its times line (or the cue number just above it).
    private func splitAtTimes(_ block: (line: Int, lines: [String])) -> [(line: Int, lines: [String])] {
        var starts = [0]
        for index in block.lines.indices where index >= 2 && block.lines[index].containsASCII("-->") {
            let numbered = block.lines[index - 1].allSatisfy(\.isNumber) && index - 1 > starts.last! + 1
            starts.append(numbered ? index - 1 : index)
        }
        return starts.enumerated().map { position, start in
            let end = position + 1 < starts.count ? starts[position + 1] : block.lines.count
            return (block.line + start, Array(block.lines[start..<end]))
        }
    }

    private func cue(_ block: (line: Int, lines: [String]), webVTT: Bool) throws(CaptionError) -> CaptionCue {
        guard let timesIndex = block.lines.firstIndex(where: { $0.containsASCII("-->") }), timesIndex <= 1 else {
            throw CaptionError(file: fileName, line: block.line, """
                expected a times line such as \(webVTT ? "00:00:01.000 --> 00:00:02.500" : "00:00:01,000 --> 00:00:02,500") \
                at the start of the cue
                """)
        }
        let lineNumber = block.line + timesIndex
        let arrow = block.lines[timesIndex].components(separatedBy: "-->")
        let startText = Substring(arrow[0])
        let endText = arrow.count > 1 ? Substring(arrow[1].trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") : ""
        guard arrow.count == 2, let start = CaptionTime.parse(startText), let end = CaptionTime.parse(endText) else {
            throw CaptionError(file: fileName, line: lineNumber, """
                the times line "\(block.lines[timesIndex])" is not start --> end, as in \
                \(webVTT ? "00:00:01.000 --> 00:00:02.500" : "00:00:01,000 --> 00:00:02,500")
                """)
        }
        let textLines = Array(block.lines[(timesIndex + 1)...])
        let anchor = CaptionText.anchor(textLines.joined()) ?? (webVTT ? Self.anchor(settings: arrow[1]) : nil)
        var cue = CaptionCue(start: start, end: end, text: "", line: lineNumber, anchor: anchor)
        if webVTT, textLines.contains(where: { $0.containsASCII("<") && timestampTag($0) != nil }) {
            cue.words = try timedWords(textLines, cue: cue, firstLine: lineNumber + 1)
            cue.text = CaptionText.text(of: cue.words)
        } else if let marked = CaptionText.cue(textLines.joined(separator: "\n"), start: start, end: end, line: lineNumber, anchor: anchor) {
            // The words share the cue's span until they are spread by width.
            cue = marked
        }
        if webVTT { cue.words = Self.voicing(cue.words, textLines.joined(separator: "\n")) }
        return cue
    }

    /// `words` with the speakers WebVTT's voice spans name (`<v Roger>`, `<v.loud Esme Blue>`):
    /// each voice's words are its speaker's, counted as the text between the tags splits into
    /// words (a dialogue dash before a voice is that voice's); when the counts do not add up, a cue of one voice is all that voice's, and
    /// otherwise no word is given a speaker.
    static func voicing(_ words: [CaptionWord], _ text: String) -> [CaptionWord] {
        guard text.containsASCII("<v") else { return words }
        let tags: [[Substring?]?] = Pattern.voice.matches(in: text)
        guard !tags.isEmpty else { return words }
        var counts: [(speaker: String?, words: Int)] = []
        var previous = text.startIndex, speaker: String?
        var carried = 0
        for tag in tags + [nil] {
            let stretch = CaptionText.words(plainLine(String(text[previous..<(tag?[0]?.startIndex ?? text.endIndex)])))
            // A dialogue dash just before a voice is that voice's.
            let dash = tag != nil && ["-", "–", "—"].contains(stretch.last?.text ?? "") ? 1 : 0
            counts.append((speaker, carried + stretch.count - dash))
            carried = dash
            if let tag {
                speaker = (tag[1] ?? "").trimmingCharacters(in: .whitespaces)
                previous = tag[0]?.endIndex ?? previous
            }
        }
        let names = Set(counts.compactMap(\.speaker))
        var voiced = words
        if counts.map(\.words).reduce(0, +) == words.count {
            var index = 0
            for (speaker, count) in counts {
                for offset in index..<(index + count) { voiced[offset].speaker = speaker }
                index += count
            }
        } else if names.count == 1 {
            for index in voiced.indices { voiced[index].speaker = names.first }
        }
        return voiced
    }

    /// Where WebVTT cue settings place a cue, or nil when they do not: `line:` near the top
    /// (`line:0`, `line:10%`) is the top, counted from the bottom (`line:-1`) or near it the
    /// bottom, in between the middle; `align:start`/`left` and `end`/`right`, or a `position:`
    /// near an edge, set the side. YouTube's automatic captions write `align:start position:0%`
    /// on every cue for their own caption window: that pair is not followed, so they stay centred.
    static func anchor(settings: String) -> UnitPoint? {
        var x: Double?, y: Double?
        var values: [Substring: String] = [:]
        for setting in settings.split(separator: " ").dropFirst() {
            let parts = setting.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            values[parts[0]] = parts[1].split(separator: ",").first.map(String.init) ?? ""
        }
        if let line = values["line"] {
            if line.hasSuffix("%"), let percent = Double(line.dropLast()), percent.isFinite {
                y = percent < 40 ? 0 : percent > 60 ? 1 : 0.5
            } else if let number = Int(line) {
                y = number < 0 ? 1 : 0
            }
        }
        let youTube = values["align"] == "start" && values["position"] == "0%"
        if !youTube {
            switch values["align"] {
            case "start", "left": x = 0
            case "end", "right": x = 1
            default:
                if let position = values["position"], position.hasSuffix("%"), let percent = Double(position.dropLast()), percent.isFinite {
                    x = percent < 35 ? 0 : percent > 65 ? 1 : 0.5
                }
            }
        }
        guard x != nil || y != nil else { return nil }
        return UnitPoint(x: x ?? 0.5, y: y ?? 1)
    }

    /// Whether a line holds an inline timestamp tag.
    private func timestampTag(_ line: String) -> Range<String.Index>? {
        Pattern.inlineTimestamp.firstMatch(in: line)?[0].map { $0.startIndex..<$0.endIndex }
    }

    /// Words of a cue with inline timestamps: each stretch of text runs from its timestamp (the
    /// cue's start for the first) to the next (the cue's end for the last); its words share that
    /// span, spread later by width (``CaptionTrack/timed(measure:)``) when there are several.
    private func timedWords(_ lines: [String], cue: CaptionCue, firstLine: Int) throws(CaptionError) -> [CaptionWord] {
        var stretches: [(start: Double, text: String, line: Int)] = [(cue.start, "", firstLine)]
        for (offset, line) in lines.enumerated() {
            var rest = Substring(line)
            if !stretches[stretches.count - 1].text.isEmpty { stretches[stretches.count - 1].text += "\n" }
            while let open = rest.firstIndex(of: "<") {
                stretches[stretches.count - 1].text += rest[..<open]
                guard let close = rest[open...].firstIndex(of: ">") else { break }
                let tag = rest[rest.index(after: open)..<close]
                if let time = CaptionTime.parse(tag), tag.first?.isNumber == true {
                    guard time >= stretches.last!.start, time <= cue.end + 0.001 else {
                        throw CaptionError(file: fileName, line: firstLine + offset, """
                            the timestamp <\(tag)> is outside the cue's times or before the one before it
                            """)
                    }
                    stretches.append((time, "", firstLine + offset))
                } else {
                    // Other tags stay for the text's reading (emphasis kept, the rest dropped).
                    stretches[stretches.count - 1].text += rest[open...close]
                }
                rest = rest[rest.index(after: close)...]
            }
            stretches[stretches.count - 1].text += rest
        }
        var words: [CaptionWord] = []
        var state = Marker.State()
        for (index, stretch) in stretches.enumerated() {
            let end = index + 1 < stretches.count ? stretches[index + 1].start : cue.end
            // A stretch's first word follows a space when one ends the stretch before or starts this one.
            let spaced = stretch.text.first?.isWhitespace == true || (index > 0 && stretches[index - 1].text.last?.isWhitespace == true)
            let broken = stretch.text.first == "\n" || (index > 0 && stretches[index - 1].text.last == "\n")
            for (position, word) in CaptionText.words(markup: stretch.text, state: &state).enumerated() {
                var timed = word
                if position == 0 {
                    timed.spaceBefore = spaced && !words.isEmpty
                    timed.lineBreakBefore = broken && !words.isEmpty
                }
                timed.start = stretch.start
                timed.end = end
                timed.line = stretch.line
                words.append(timed)
            }
        }
        return words
    }
}
