import Foundation

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
        for block in blocks(startingAt: body) {
            let head = block.lines.first ?? ""
            if head.hasPrefix("NOTE") || head.hasPrefix("STYLE") || head.hasPrefix("REGION") { continue }
            guard block.lines.contains(where: { $0.contains("-->") }) else { continue }
            cues.append(try cue(block, webVTT: true))
        }
        return cues
    }

    /// Blocks of non-blank lines, with the number of their first line.
    private func blocks(startingAt start: Int) -> [(line: Int, lines: [String])] {
        var blocks: [(line: Int, lines: [String])] = []
        var current: [String] = []
        var first = 0
        for index in start..<lines.count {
            let line = lines[index]
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
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
        if webVTT, textLines.contains(where: { $0.contains("<") && timestampTag($0) != nil }) {
            cue.words = try timedWords(textLines, cue: cue, firstLine: lineNumber + 1)
            cue.text = cue.words.map(\.text).joined(separator: " ")
        } else {
            cue.text = CaptionText.plain(textLines.joined(separator: " "))
        }
        return cue
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
            if !stretches[stretches.count - 1].text.isEmpty { stretches[stretches.count - 1].text += " " }
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
                }
                rest = rest[rest.index(after: close)...]
            }
            stretches[stretches.count - 1].text += rest
        }
        var words: [CaptionWord] = []
        for (index, stretch) in stretches.enumerated() {
            let end = index + 1 < stretches.count ? stretches[index + 1].start : cue.end
            // A stretch's first word follows a space when one ends the stretch before or starts this one.
            let spaced = stretch.text.first?.isWhitespace == true || (index > 0 && stretches[index - 1].text.last?.isWhitespace == true)
            for (position, word) in CaptionText.words(CaptionText.plain(stretch.text)).enumerated() {
                var timed = word
                if position == 0 { timed.spaceBefore = spaced && !words.isEmpty }
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
    /// decoded and runs of white space as one space.
    ///
    /// Only what reads as a tag goes (`<` then a letter or `/`, as HTML's tokenizer reads it), so
    /// `2<3,5>1` keeps its text. `\N` and `\n` (line breaks from ASS tools) are spaces, `\h` a
    /// no-break space.
    static func plain(_ text: String) -> String {
        var result = text.replacingOccurrences(of: #"</?[A-Za-z][^<>]*>"#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\{\\[^}]*\}"#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: "\\N", with: " ").replacingOccurrences(of: "\\n", with: " ")
            .replacingOccurrences(of: "\\h", with: "\u{00A0}")
        for (entity, character) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&nbsp;", " "), ("&lrm;", "\u{200E}"), ("&rlm;", "\u{200F}")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result.split(whereSeparator: { $0.isWhitespace && $0 != "\u{00A0}" }).joined(separator: " ")
    }

    /// Words: split at white space; text in scripts written without spaces (Han, Hiragana,
    /// Katakana) is one word a character, with no space before it, closing punctuation (`。`)
    /// kept with the character before it. Times are left at 0.
    static func words(_ text: String) -> [CaptionWord] {
        var words: [CaptionWord] = []
        // A no-break space (`&nbsp;`, ASS's `\h`) holds its neighbours in one word.
        for token in text.split(whereSeparator: { $0.isWhitespace && $0 != "\u{00A0}" }) {
            var current = ""
            var startsToken = true
            func flush() {
                guard !current.isEmpty else { return }
                words.append(CaptionWord(text: current, start: 0, end: 0, spaceBefore: startsToken && !words.isEmpty))
                current = ""
                startsToken = false
            }
            for character in token {
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
        return words
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
