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
        let body = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).isEmpty } ?? lines.count
        var cues: [CaptionCue] = []
        var shown: String?
        for block in blocks(startingAt: body, emptyOnly: true) {
            let head = block.lines.first ?? ""
            if head.hasPrefix("NOTE") || head.hasPrefix("STYLE") || head.hasPrefix("REGION") { continue }
            guard let times = block.lines.firstIndex(where: { $0.contains("-->") }) else { continue }
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

    /// A WebVTT text line as it reads: without tags and timestamps.
    private static func plainLine(_ line: String) -> String {
        CaptionText.plain(line.replacingOccurrences(of: #"<[0-9:.]+>"#, with: "", options: .regularExpression))
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
            if emptyOnly ? line.isEmpty : line.trimmingCharacters(in: .whitespaces).isEmpty {
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
        for index in block.lines.indices where index >= 2 && block.lines[index].contains("-->") {
            let numbered = block.lines[index - 1].allSatisfy(\.isNumber) && index - 1 > starts.last! + 1
            starts.append(numbered ? index - 1 : index)
        }
        return starts.enumerated().map { position, start in
            let end = position + 1 < starts.count ? starts[position + 1] : block.lines.count
            return (block.line + start, Array(block.lines[start..<end]))
        }
    }

    private func cue(_ block: (line: Int, lines: [String]), webVTT: Bool) throws(CaptionError) -> CaptionCue {
        guard let timesIndex = block.lines.firstIndex(where: { $0.contains("-->") }), timesIndex <= 1 else {
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
        var cue = CaptionCue(start: start, end: end, text: "", line: lineNumber)
        cue.anchor = webVTT ? Self.anchor(settings: arrow[1]) : nil
        cue.anchor = CaptionText.anchor(textLines.joined()) ?? cue.anchor
        if webVTT, textLines.contains(where: { $0.contains("<") && timestampTag($0) != nil }) {
            cue.words = try timedWords(textLines, cue: cue, firstLine: lineNumber + 1)
            cue.text = cue.words.map { ($0.lineBreakBefore ? "\n" : "") + $0.text }.joined(separator: " ")
                .replacingOccurrences(of: " \n", with: "\n")
        } else {
            let joined = textLines.joined(separator: "\n")
            cue.text = CaptionText.plain(joined)
            // The words share the cue's span until they are spread by width.
            cue.words = CaptionText.words(CaptionText.plain(joined, keepingEmphasis: true)).map { word in
                var word = word
                word.start = start
                word.end = end
                word.line = lineNumber
                return word
            }
        }
        return cue
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
        line.range(of: #"<(\d+:)?\d{2}:\d{2}\.\d{3}>"#, options: .regularExpression)
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
        var emphasis: CaptionEmphasis = []
        for (index, stretch) in stretches.enumerated() {
            let end = index + 1 < stretches.count ? stretches[index + 1].start : cue.end
            // A stretch's first word follows a space when one ends the stretch before or starts this one.
            let spaced = stretch.text.first?.isWhitespace == true || (index > 0 && stretches[index - 1].text.last?.isWhitespace == true)
            let broken = stretch.text.first == "\n" || (index > 0 && stretches[index - 1].text.last == "\n")
            for (position, word) in CaptionText.words(CaptionText.plain(stretch.text, keepingEmphasis: true), emphasis: &emphasis).enumerated() {
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

/// Caption text: tags removed, words split.
enum CaptionText {
    /// The text without markup tags (`<i>`, `<c.yellow>`, `<v Speaker>`, `{\an8}`), with entities
    /// decoded, runs of white space as one space, and line breaks kept as `\n`.
    ///
    /// Only what reads as a tag goes (`<` then a letter or `/`, as HTML's tokenizer reads it), so
    /// `2<3,5>1` keeps its text. `\N` and `\n` (line breaks from ASS tools) are line breaks, `\h`
    /// a no-break space. A speaker change inside the text (`<v Bob>` after other words) starts
    /// a line.
    ///
    /// With `keepingEmphasis`, italic, bold and underline (`<i>`, `<b>`, `<u>` and their ends,
    /// SubStation's `{\i1}`, `{\b1}`, `{\u1}` and their `0`s) stay as ``Marker`` characters for
    /// ``words(_:emphasis:)`` to read.
    static func plain(_ text: String, keepingEmphasis: Bool = false) -> String {
        var result = text.replacingOccurrences(of: #"(?<=\S)[ \t]*<v[ .][^<>]*>"#, with: "\n", options: .regularExpression)
        if keepingEmphasis { result = Marker.mark(result) }
        result = result.replacingOccurrences(of: #"</?[A-Za-z][^<>]*>"#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\{\\[^}]*\}"#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: "\\N", with: "\n").replacingOccurrences(of: "\\n", with: "\n")
            .replacingOccurrences(of: "\\h", with: "\u{00A0}")
        for (entity, character) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&nbsp;", "\u{00A0}"), ("&lrm;", "\u{200E}"), ("&rlm;", "\u{200F}")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result.split(separator: "\n").map { line in
            line.split(whereSeparator: { $0.isWhitespace && $0 != "\u{00A0}" }).joined(separator: " ")
        }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Where `{\anN}` (SubStation's numpad alignment, which SRT files borrow) places the text,
    /// or nil when the text has no such tag: 1–3 bottom, 4–6 middle, 7–9 top; left, centre, right.
    static func anchor(_ text: String) -> UnitPoint? {
        guard let match = text.firstMatch(of: #/\\an([1-9])/#), let number = Int(match.1) else { return nil }
        let column = (number - 1) % 3, row = (number - 1) / 3
        return UnitPoint(x: [0, 0.5, 1][column], y: [1, 0.5, 0][row])
    }

    /// Words: split at white space; text in scripts written without spaces (Han, Hiragana,
    /// Katakana) is one word a character, with no space before it, closing punctuation (`。`)
    /// kept with the character before it. Times are left at 0.
    ///
    /// A new speaker starts a line: a dialogue dash (`-`, `–`, `—`) or `>>` after a sentence's
    /// end, or a `[Name]` label after other words. ``Marker`` characters set `emphasis` (the
    /// state carries from one call to the next, as a tag may close in a later stretch).
    static func words(_ text: String, emphasis: inout CaptionEmphasis) -> [CaptionWord] {
        var words: [CaptionWord] = []
        for (lineIndex, line) in text.split(separator: "\n").enumerated() {
            let first = words.count
            words += lineWords(line, after: words, emphasis: &emphasis)
            if lineIndex > 0, first < words.count { words[first].lineBreakBefore = true }
        }
        for index in words.indices.dropFirst() {
            let word = words[index].text, before = words[index - 1].text
            let dash = ["-", "–", "—", ">>"].contains(word) || (word.hasPrefix("-") && word.count > 1 && !word.dropFirst().first!.isNumber)
            let sentence = before.last(where: { !$0.isClosingQuote }).map(CaptionPaging.sentenceEnds.contains) == true
            if (dash && sentence) || word.hasPrefix("[") { words[index].lineBreakBefore = true }
        }
        return words
    }

    /// ``words(_:emphasis:)`` from no emphasis.
    static func words(_ text: String) -> [CaptionWord] {
        var emphasis: CaptionEmphasis = []
        return words(text, emphasis: &emphasis)
    }

    private static func lineWords(_ text: Substring, after previous: [CaptionWord], emphasis: inout CaptionEmphasis) -> [CaptionWord] {
        var words: [CaptionWord] = []
        var last: CaptionWord? { words.last ?? previous.last }
        // A no-break space (`&nbsp;`, ASS's `\h`) holds its neighbours in one word.
        for token in text.split(whereSeparator: { $0.isWhitespace && $0 != "\u{00A0}" }) {
            var current = ""
            var currentEmphasis = emphasis
            var startsToken = true
            func flush() {
                guard !current.isEmpty else { return }
                words.append(CaptionWord(text: current, start: 0, end: 0, spaceBefore: startsToken && last != nil, emphasis: currentEmphasis))
                current = ""
                startsToken = false
            }
            for character in token {
                if let change = Marker.change(character) {
                    change(&emphasis)
                    if current.isEmpty { currentEmphasis = emphasis }
                    continue
                }
                if current.isEmpty { currentEmphasis = emphasis }
                if isUnspaced(character) {
                    flush()
                    current = String(character)
                    flush()
                } else if isClosingPunctuation(character), current.isEmpty, !startsToken, !words.isEmpty {
                    words[words.count - 1].text.append(character)
                } else {
                    current.append(character)
                }
            }
            flush()
        }
        return words.filter { !$0.text.isEmpty }
    }

    /// Han ideographs and kana: one word a character.
    static func isUnspaced(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { scalar in
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
            default: return false
            }
        } ?? false
    }

    /// Punctuation that closes a clause and stays with the word before it (`。`, `、`, `！`).
    static func isClosingPunctuation(_ character: Character) -> Bool {
        "。、，．！？：；」』）】〉》".contains(character)
    }
}

/// Emphasis tags as private-use characters between reading a cue's text and splitting it into
/// words: each starts or ends italic, bold or underline.
enum Marker {
    static let all: [(tag: String, character: Character, kind: CaptionEmphasis, on: Bool)] = [
        ("i", "\u{F0000}", .italic, true), ("/i", "\u{F0001}", .italic, false),
        ("b", "\u{F0002}", .bold, true), ("/b", "\u{F0003}", .bold, false),
        ("u", "\u{F0004}", .underline, true), ("/u", "\u{F0005}", .underline, false),
    ]

    /// `text` with `<i>`, `</i>` … (any case) and SubStation's `\i1`, `\i0` … inside override
    /// blocks as markers (the blocks themselves are left for the caller to drop).
    static func mark(_ text: String) -> String {
        var result = text
        for marker in all {
            result = result.replacingOccurrences(of: "<\(marker.tag)>", with: String(marker.character), options: .caseInsensitive)
        }
        // {\i1}, {\b1}, {\b700}, {\u0}: a marker before the block for each switch inside it.
        return result.replacing(#/\{(\\[^}]*)\}/#) { match in
            var markers = ""
            for setting in match.output.1.matches(of: #/\\([ibu])(\d+)(?![a-z])/#) {
                let on = (Int(setting.output.2) ?? 0) != 0
                if let marker = all.first(where: { $0.tag == (on ? "" : "/") + setting.output.1 }) { markers.append(marker.character) }
            }
            return markers + "{" + match.output.1 + "}"
        }
    }

    /// What a marker character does to the emphasis; nil for any other character.
    static func change(_ character: Character) -> ((inout CaptionEmphasis) -> Void)? {
        guard let marker = all.first(where: { $0.character == character }) else { return nil }
        return { emphasis in
            if marker.on { emphasis.insert(marker.kind) } else { emphasis.remove(marker.kind) }
        }
    }

    /// `text` without markers.
    static func strip(_ text: String) -> String {
        String(text.filter { character in !all.contains { $0.character == character } })
    }
}
