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
                  times.wholeMatch(of: #/\d+:\d{2}:\d{2}\.\d+,\d+:\d{2}:\d{2}\.\d+/#) != nil else {
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
        if webVTT { cue.words = Self.voicing(cue.words, textLines.joined(separator: "\n")) }
        return cue
    }

    /// `words` with the speakers WebVTT's voice spans name (`<v Roger>`, `<v.loud Esme Blue>`):
    /// each voice's words are its speaker's, counted as the text between the tags splits into
    /// words (a dialogue dash before a voice is that voice's); when the counts do not add up, a cue of one voice is all that voice's, and
    /// otherwise no word is given a speaker.
    static func voicing(_ words: [CaptionWord], _ text: String) -> [CaptionWord] {
        // The pattern is parsed each time it is evaluated: only for a cue that has a voice.
        guard text.contains("<v") else { return words }
        let tags = text.matches(of: #/<v(?:\.[^\s>]*)?\s+([^>]*)>/#)
        guard !tags.isEmpty else { return words }
        var counts: [(speaker: String?, words: Int)] = []
        var previous = text.startIndex, speaker: String?
        var carried = 0
        for tag in tags + [nil] {
            let stretch = CaptionText.words(plainLine(String(text[previous..<(tag?.range.lowerBound ?? text.endIndex)])))
            // A dialogue dash just before a voice is that voice's.
            let dash = tag != nil && ["-", "–", "—"].contains(stretch.last?.text ?? "") ? 1 : 0
            counts.append((speaker, carried + stretch.count - dash))
            carried = dash
            if let tag {
                speaker = tag.output.1.trimmingCharacters(in: .whitespaces)
                previous = tag.range.upperBound
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
        var state = Marker.State()
        for (index, stretch) in stretches.enumerated() {
            let end = index + 1 < stretches.count ? stretches[index + 1].start : cue.end
            // A stretch's first word follows a space when one ends the stretch before or starts this one.
            let spaced = stretch.text.first?.isWhitespace == true || (index > 0 && stretches[index - 1].text.last?.isWhitespace == true)
            let broken = stretch.text.first == "\n" || (index > 0 && stretches[index - 1].text.last == "\n")
            for (position, word) in CaptionText.words(CaptionText.plain(stretch.text, keepingEmphasis: true), state: &state).enumerated() {
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
    /// end, or a `[Name]` label after other words. ``Marker`` characters set emphasis and
    /// colour in `state` (it carries from one call to the next, as a tag may close in a later
    /// stretch); a word's `color` and `spokenColor` are both the colour it starts in.
    static func words(_ text: String, state: inout Marker.State) -> [CaptionWord] {
        var words: [CaptionWord] = []
        for (lineIndex, line) in text.split(separator: "\n").enumerated() {
            let first = words.count
            words += lineWords(line, after: words, state: &state)
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

    /// A cue's text from its words: a space before each word that has one, a line break where
    /// the file breaks.
    static func text(of words: [CaptionWord]) -> String {
        words.enumerated().map { index, word in
            (index == 0 ? "" : word.lineBreakBefore ? "\n" : word.spaceBefore ? " " : "") + word.text
        }.joined()
    }

    /// A cue of `markup` (text with the tags ``plain(_:keepingEmphasis:)`` reads, and
    /// ``Marker``s) from `start` to `end`, its words sharing the span until they are spread by
    /// width; nil when it holds no word (a no-break space alone is none).
    static func cue(_ markup: String, start: Double, end: Double, line: Int, anchor: UnitPoint? = nil, endIsTimed: Bool = true) -> CaptionCue? {
        var state = Marker.State()
        let words = words(plain(markup, keepingEmphasis: true), state: &state).filter { !$0.text.allSatisfy(\.isWhitespace) }.map { word in
            var word = word
            word.start = start
            word.end = end
            word.line = line
            return word
        }
        guard !words.isEmpty else { return nil }
        return CaptionCue(start: start, end: end, text: text(of: words), words: words, line: line, anchor: anchor, endIsTimed: endIsTimed)
    }

    /// ``words(_:state:)`` from no emphasis and no colour.
    static func words(_ text: String) -> [CaptionWord] {
        var state = Marker.State()
        return words(text, state: &state)
    }

    private static func lineWords(_ text: Substring, after previous: [CaptionWord], state: inout Marker.State) -> [CaptionWord] {
        var words: [CaptionWord] = []
        var last: CaptionWord? { words.last ?? previous.last }
        // A no-break space (`&nbsp;`, ASS's `\h`) holds its neighbours in one word.
        for token in text.split(whereSeparator: { $0.isWhitespace && $0 != "\u{00A0}" }) {
            var current = ""
            var currentState = state
            var startsToken = true
            func flush() {
                guard !current.isEmpty else { return }
                words.append(CaptionWord(text: current, start: 0, end: 0, spaceBefore: startsToken && last != nil, emphasis: currentState.emphasis,
                                         color: currentState.color, spokenColor: currentState.color))
                current = ""
                startsToken = false
            }
            for character in token {
                if Marker.apply(character, to: &state) {
                    if current.isEmpty { currentState = state }
                    continue
                }
                if current.isEmpty { currentState = state }
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

/// Emphasis and colour tags as private-use characters between reading a cue's text and
/// splitting it into words: each starts or ends italic, bold or underline, or sets a colour.
///
/// A colour travels as three characters: what it sets (a `<font color>` or WebVTT colour class
/// pushed, ASS's primary `\c`/`\1c` or secondary `\2c`), then its red–green–blue value in two
/// halves of 12 bits.
enum Marker {
    static let all: [(tag: String, character: Character, kind: CaptionEmphasis, on: Bool)] = [
        ("i", "\u{F0000}", .italic, true), ("/i", "\u{F0001}", .italic, false),
        ("b", "\u{F0002}", .bold, true), ("/b", "\u{F0003}", .bold, false),
        ("u", "\u{F0004}", .underline, true), ("/u", "\u{F0005}", .underline, false),
    ]

    /// What a colour marker does.
    enum ColorSetting: UInt32 {
        /// `<font color>` or `<c.yellow>`: pushed, until `</font>` or `</c>`.
        case push = 0xF0010
        /// ASS's `\c` / `\1c`: the primary colour from here on.
        case primary = 0xF0011
        /// ASS's `\2c`: the secondary (karaoke's unsung) colour from here on.
        case secondary = 0xF0012
    }
    /// `<font>` or `<c.class>` without a colour: a push that keeps the colour as it is.
    static let pushSame: Character = "\u{F0013}"
    /// `</font>`, `</c>`: back to the colour before the push.
    static let pop: Character = "\u{F0014}"
    /// ASS's `\c` or `\1c` with no value, or `\r`: the primary colour back to the style's.
    static let primaryReset: Character = "\u{F0015}"
    /// ASS's `\2c` with no value, or `\r`: the secondary colour back to the style's.
    static let secondaryReset: Character = "\u{F0016}"
    private static let highHalf: UInt32 = 0xF1000, lowHalf: UInt32 = 0xF2000

    /// What the markers read so far set: emphasis and colours.
    struct State {
        var emphasis: CaptionEmphasis = []
        /// `<font color>` and `<c.class>` pushes, innermost last (nil keeps the one below).
        var pushed: [Color?] = []
        /// ASS's `\1c` and `\2c`, nil for the style's.
        var primary: Color?
        var secondary: Color?
        fileprivate var pending: (setting: ColorSetting, high: UInt32?)?

        /// The colour a word takes when spoken (and, off karaoke lines, before): ASS's primary
        /// override, else the innermost pushed colour.
        var color: Color? { primary ?? pushed.last { $0 != nil } ?? nil }
    }

    /// `text` between the markers that set `emphasis` and `color` and those that end them.
    static func wrapping(_ text: String, emphasis: CaptionEmphasis, color: Color?) -> String {
        var open = "", close = ""
        for marker in all where emphasis.contains(marker.kind) {
            if marker.on { open.append(marker.character) } else { close.append(marker.character) }
        }
        if let color {
            open += push(.push, color)
            close = String(pop) + close
        }
        return open + text + close
    }

    /// The WebVTT default colour classes (`<c.yellow>`), which YouTube's captions use, as the
    /// WebVTT specification defines them; HTML `<font color>` takes the same names.
    static let classColors: [String: Color] = [
        "white": Color(red: 1, green: 1, blue: 1), "lime": Color(red: 0, green: 1, blue: 0), "cyan": Color(red: 0, green: 1, blue: 1),
        "red": Color(red: 1, green: 0, blue: 0), "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
        "blue": Color(red: 0, green: 0, blue: 1), "black": Color(red: 0, green: 0, blue: 0),
    ]

    /// `text` with `<i>`, `</i>` … (any case), `<font color>`, `<c.class>` and their ends, and
    /// SubStation's `\i1`, `\b0`, `\c&H…&`, `\2c&H…&`, `\r` … inside override blocks as markers
    /// (the tags and blocks themselves are left for the caller to drop).
    static func mark(_ text: String) -> String {
        var result = text
        for marker in all {
            result = result.replacingOccurrences(of: "<\(marker.tag)>", with: String(marker.character), options: .caseInsensitive)
        }
        result = result.replacing(#/(?i)<(font|c)([ .][^<>]*)?>/#) { match in
            var color: Color?
            let attributes = match.output.2.map(String.init) ?? ""
            if match.output.1.lowercased() == "font" {
                if let value = attributes.firstMatch(of: #/(?i)color\s*=\s*["']?([^"'\s>]+)/#) { color = htmlColor(String(value.output.1)) }
            } else {
                color = attributes.split(separator: ".").lazy.compactMap { classColors[$0.lowercased()] }.first
            }
            return color.map { push(.push, $0) } ?? String(pushSame)
        }
        result = result.replacing(#/(?i)</(font|c)>/#) { _ in String(pop) }
        // {\i1}, {\b1}, {\b700}, {\u0}, {\c&H0000FF&}: markers before the block for the switches inside it.
        return result.replacing(#/\{(\\[^}]*)\}/#) { match in
            var markers = ""
            for setting in match.output.1.matches(of: #/\\([ibu])(\d+)(?![a-z])/#) {
                let on = (Int(setting.output.2) ?? 0) != 0
                if let marker = all.first(where: { $0.tag == (on ? "" : "/") + setting.output.1 }) { markers.append(marker.character) }
            }
            for setting in match.output.1.matches(of: #/\\(?:([12]?)c(?:&[Hh]([0-9A-Fa-f]{1,8})&?)?(?![a-z])|r(?![a-z]))/#) {
                let secondary = setting.output.1 == "2"
                if setting.output.1 == nil {
                    markers += String(primaryReset) + String(secondaryReset)
                } else if let hex = setting.output.2, let value = UInt32(hex, radix: 16) {
                    markers += push(secondary ? .secondary : .primary, assColor(value))
                } else {
                    markers.append(secondary ? secondaryReset : primaryReset)
                }
            }
            return markers + "{" + match.output.1 + "}"
        }
    }

    /// A colour as HTML's `<font color>` gives it: a name, `#rrggbb`, or the hex digits alone
    /// (as VLC and mpv read them); nil when it reads as neither.
    static func htmlColor(_ text: String) -> Color? {
        if let named = classColors[text.lowercased()] { return named }
        if let color = try? Color(parsing: text) { return color }
        return try? Color(parsing: "#" + text)
    }

    /// An ASS colour, `&HAABBGGRR` read as a number (blue in the high byte; alpha 0 is opaque).
    static func assColor(_ value: UInt32) -> Color {
        func byte(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 }
        return Color(red: byte(0), green: byte(8), blue: byte(16), opacity: 1 - byte(24))
    }

    /// The number ``assColor(_:)`` reads as `color`, each channel to the nearest of 256 steps.
    static func assValue(_ color: Color) -> UInt32 {
        let c = color.resolve()
        func byte(_ value: Float) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        return (255 - byte(c.opacity)) << 24 | byte(c.blue) << 16 | byte(c.green) << 8 | byte(c.red)
    }

    static func push(_ setting: ColorSetting, _ color: Color) -> String {
        let resolved = color.resolve()
        func channel(_ value: Float) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        let rgb = channel(resolved.red) << 16 | channel(resolved.green) << 8 | channel(resolved.blue)
        return String(Character(Unicode.Scalar(setting.rawValue)!)) + String(Character(Unicode.Scalar(highHalf + (rgb >> 12))!))
            + String(Character(Unicode.Scalar(lowHalf + (rgb & 0xFFF))!))
    }

    /// Whether `character` is a marker.
    static func isMarker(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value, character.unicodeScalars.count == 1 else { return false }
        return (0xF0000...0xF2FFF).contains(value)
    }

    /// Applies a marker to `state`; false (and nothing done) for any other character.
    static func apply(_ character: Character, to state: inout State) -> Bool {
        guard isMarker(character), let value = character.unicodeScalars.first?.value else { return false }
        if let marker = all.first(where: { $0.character == character }) {
            if marker.on { state.emphasis.insert(marker.kind) } else { state.emphasis.remove(marker.kind) }
        } else if let setting = ColorSetting(rawValue: value) {
            state.pending = (setting, nil)
        } else if value >= lowHalf, let pending = state.pending, let high = pending.high {
            let rgb = high << 12 | (value - lowHalf)
            let color = Color(red: Double(rgb >> 16) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
            switch pending.setting {
            case .push: state.pushed.append(color)
            case .primary: state.primary = color
            case .secondary: state.secondary = color
            }
            state.pending = nil
        } else if value >= highHalf, value < lowHalf, state.pending != nil {
            state.pending?.high = value - highHalf
        } else if character == pushSame {
            state.pushed.append(nil)
        } else if character == pop {
            _ = state.pushed.popLast()
        } else if character == primaryReset {
            state.primary = nil
        } else if character == secondaryReset {
            state.secondary = nil
        }
        return true
    }

    /// `text` without markers.
    static func strip(_ text: String) -> String {
        String(text.filter { !isMarker($0) })
    }
}
