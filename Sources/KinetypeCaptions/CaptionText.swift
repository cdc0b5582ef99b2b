import Foundation
import KinetypePrimitives

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
        // Each step runs only when the text holds its opening character: most cues hold none.
        // The tags are read by one-pass scanners (`CaptionText+Tags.swift`), as a file may hold 100,000 tagged cues.
        var result = text
        let tags = text.containsASCII("<")
        if tags { result = breakingAtSpeakers(result) }
        if keepingEmphasis { result = Marker.mark(result) }
        if tags { result = removingTags(result) }
        if result.containsASCII("{") { result = removingOverrideBlocks(result) }
        if result.containsASCII("\\") { result = softBreaks(result) }
        if result.containsASCII("&") {
            for (entity, character) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&nbsp;", "\u{00A0}"), ("&lrm;", "\u{200E}"), ("&rlm;", "\u{200F}")] {
                result = result.replacingOccurrences(of: entity, with: character)
            }
        }
        return result.split(separator: "\n").map { line in
            line.split(whereSeparator: { $0.isWhitespace && $0 != "\u{00A0}" }).joined(separator: " ")
        }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// `text` with SubStation's `\N` and `\n` as line breaks and `\h` as a no-break space, in
    /// one pass over its scalars (a backslash before another keeps its own).
    static func softBreaks(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var backslash = false
        for scalar in text.unicodeScalars {
            if backslash {
                backslash = false
                switch scalar {
                case "N", "n": result.append("\n")
                case "h": result.append("\u{00A0}")
                case "\\":
                    result.append("\\")
                    backslash = true
                default:
                    result.append("\\")
                    result.append(scalar)
                }
            } else if scalar == "\\" {
                backslash = true
            } else {
                result.append(scalar)
            }
        }
        if backslash { result.append("\\") }
        return String(result)
    }

    /// Where `{\anN}` (SubStation's numpad alignment, which SRT files borrow) places the text,
    /// or nil when the text has no such tag: 1–3 bottom, 4–6 middle, 7–9 top; left, centre, right.
    static func anchor(_ text: String) -> UnitPoint? {
        guard text.containsASCII("\\an"), let match = Pattern.alignment.firstMatch(in: text), let digit = match[1], let number = Int(digit) else { return nil }
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
        let words = words(markup: markup).filter { !$0.text.allSatisfy(\.isWhitespace) }.map { word in
            var word = word
            word.start = start
            word.end = end
            word.line = line
            return word
        }
        guard !words.isEmpty else { return nil }
        return CaptionCue(start: start, end: end, text: text(of: words), words: words, line: line, anchor: anchor, endIsTimed: endIsTimed)
    }

    /// The words of `markup` (text with the tags ``plain(_:keepingEmphasis:)`` reads), with the
    /// emphasis and colours its tags set from `state` on.
    static func words(markup: String, state: inout Marker.State) -> [CaptionWord] {
        words(plain(markup, keepingEmphasis: true), state: &state)
    }

    /// ``words(markup:state:)`` from no emphasis and no colour.
    static func words(markup: String) -> [CaptionWord] {
        var state = Marker.State()
        return words(markup: markup, state: &state)
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
                } else if current.isEmpty, !startsToken, !words.isEmpty, isClosingPunctuation(character) {
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
        closingPunctuation.contains(character)
    }

    private static let closingPunctuation = Set("。、，．！？：；」』）】〉》")

    /// The expression ``anchor(_:)`` uses, compiled once (the tags ``plain(_:keepingEmphasis:)``
    /// removes are read by the scanners in `CaptionText+Tags.swift`).
    private enum Pattern {
        /// `\anN` inside an override block.
        static let alignment = TextPattern(#"\\an([1-9])"#)
    }
}
