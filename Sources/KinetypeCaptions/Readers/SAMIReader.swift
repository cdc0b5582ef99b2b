import Foundation

/// SAMI (`.smi`), Microsoft's HTML-like captions, still the common subtitle file in Korea and
/// read by every player: `<SYNC Start=1000>` blocks (milliseconds), each holding a `<P
/// Class=KRCC>` a language.
///
/// Read as players read it, which is as HTML, not XML: tags in any case, values quoted or not,
/// `<P>` and `<SYNC>` left unclosed. A block lasts until the next `<SYNC>`; a block of `&nbsp;`
/// alone clears the screen. The last block, with no end of its own, lingers 2 s or 0.4 s a word,
/// whichever is longer (``CaptionCue/endIsTimed`` false).
///
/// Of several languages, the first class the `<STYLE>` defines (else the first used) is read,
/// as players show it by default, and its `lang:` becomes the track's language. `<br>` breaks a
/// line, `<font color>`, `<i>`, `<b>` and `<u>` colour and set words apart, and ruby readings
/// (`<rt>`) are left out.
struct SAMIReader {
    let fileName: String
    let text: String
    private let patterns = Patterns()

    func cues() throws(CaptionError) -> (cues: [CaptionCue], language: String?) {
        let (className, language) = chosenClass()
        // Each `<SYNC>` block's start, its text in the language read, and its line.
        var blocks: [(start: Double, text: String, line: Int)] = []
        let syncs = text.matches(of: patterns.sync)
        guard !syncs.isEmpty else {
            throw CaptionError(file: fileName, line: 1, "a SAMI file's captions are <SYNC Start=milliseconds> blocks; this one has none")
        }
        var line = 1, counted = text.startIndex
        for (index, sync) in syncs.enumerated() {
            // Bytes, not characters: "\r\n" is one Character.
            line += text[counted..<sync.range.lowerBound].utf8.count { $0 == 0x0A }
            counted = sync.range.lowerBound
            guard let value = sync.output.1.firstMatch(of: patterns.start) else {
                throw CaptionError(file: fileName, line: line, "the <SYNC> has no Start: give it one in milliseconds, as <SYNC Start=1000>")
            }
            let milliseconds: Double
            switch CaptionNumber.time(String(value.output.1), scale: 1000) {
            case .success(let number): milliseconds = number
            case .failure(.notANumber):
                throw CaptionError(file: fileName, line: line, "<SYNC Start=\(value.output.1.prefix(40))>: Start is a time in milliseconds, as <SYNC Start=1000>")
            case .failure(let failure):
                throw CaptionError(file: fileName, line: line, "<SYNC Start=\(value.output.1.prefix(40))>: \(value.output.1.prefix(40)) \(CaptionNumber.reason(failure, unit: "milliseconds"))")
            }
            let end = index + 1 < syncs.count ? syncs[index + 1].range.lowerBound : text.endIndex
            // A block of another language only is not this one's: it neither shows nor clears.
            guard let shown = paragraph(text[sync.range.upperBound..<end], className: className) else { continue }
            blocks.append((milliseconds / 1000, shown, line))
        }
        // Players sort the blocks by their starts.
        blocks = blocks.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        // Each block lasts until the next later start, found in one backward pass.
        var nexts: [Double?] = Array(repeating: nil, count: blocks.count)
        for index in blocks.indices.dropLast().reversed() {
            let following = blocks[index + 1].start
            nexts[index] = following > blocks[index].start ? following : nexts[index + 1]
        }
        var cues: [CaptionCue] = []
        for (block, next) in zip(blocks, nexts) {
            // `&nbsp;` alone clears the screen: a no-break space is no word. The last block has
            // no end of its own: 2 s, or 0.4 s a word.
            let end = next ?? block.start + max(2, 0.4 * Double(CaptionText.words(markup: block.text).count))
            guard let cue = CaptionText.cue(block.text, start: block.start, end: end, line: block.line, endIsTimed: next != nil) else { continue }
            cues.append(cue)
        }
        return (cues, language)
    }

    /// The class read: the first the `<STYLE>` defines that the body uses, else the first the
    /// body uses; and its `lang:`.
    private func chosenClass() -> (name: String?, language: String?) {
        var defined: [(name: String, language: String?)] = []
        if let style = text.firstMatch(of: #/(?is)<style\b[^>]*>(.*?)</style>/#) {
            for rule in style.output.1.matches(of: #/\.([A-Za-z0-9_-]+)\s*\{([^}]*)\}/#) {
                let language = rule.output.2.firstMatch(of: #/(?i)\blang\s*:\s*([A-Za-z0-9-]+)/#).map { String($0.output.1) }
                defined.append((String(rule.output.1), language))
            }
        }
        let used = text.matches(of: #/(?i)<p\b[^>]*\bclass\s*=\s*["']?([A-Za-z0-9_-]+)/#).map { String($0.output.1) }
        if let first = defined.first(where: { definition in used.contains { $0.caseInsensitiveCompare(definition.name) == .orderedSame } }) {
            return (first.name, first.language)
        }
        return (used.first, nil)
    }

    /// The HTML of a `<SYNC>` block in the class `className`: its `<P>` of that class (or with
    /// none), `<br>` as a line break, the file's own line ends as spaces, ruby readings out; nil
    /// when all its paragraphs are another class's.
    private func paragraph(_ html: Substring, className: String?) -> String? {
        var body = String(html).replacing(patterns.comment, with: "")
        body = body.replacing(patterns.wrapper, with: "")
        let paragraphs = body.matches(of: patterns.paragraph)
        if !paragraphs.isEmpty {
            var kept = String(body[..<paragraphs[0].range.lowerBound])
            var ours = false
            for (index, paragraph) in paragraphs.enumerated() {
                let end = index + 1 < paragraphs.count ? paragraphs[index + 1].range.lowerBound : body.endIndex
                let own = paragraph.output.1.firstMatch(of: patterns.className).map { String($0.output.1) }
                if own == nil || className == nil || own!.caseInsensitiveCompare(className!) == .orderedSame {
                    kept += " " + body[paragraph.range.upperBound..<end]
                    ours = true
                }
            }
            guard ours else { return nil }
            body = kept
        }
        body = body.replacing(patterns.ruby, with: "").replacing(patterns.paragraphEnd, with: "")
        return body.replacing(patterns.lineEnds, with: " ").replacing(patterns.lineBreak, with: "\n")
    }

    /// The patterns, made once a file: a regex literal is parsed again each time it is evaluated,
    /// which for each `<SYNC>` block took most of the time.
    private struct Patterns {
        let sync = #/(?i)<sync\b([^>]*)>/#
        let start = #/(?i)\bstart\s*=\s*["']?\s*([^"'\s>]+)/#
        let comment = #/(?is)<!--.*?-->/#
        let wrapper = #/(?i)</?(body|sami|html)\b[^>]*>/#
        let paragraph = #/(?i)<p\b([^>]*)>/#
        let className = #/(?i)\bclass\s*=\s*["']?([A-Za-z0-9_-]+)/#
        let ruby = #/(?is)<rt\b[^>]*>.*?(</rt>|$)/#
        let paragraphEnd = #/(?i)</p\s*>/#
        let lineEnds = #/[\r\n\t]+/#
        let lineBreak = #/(?i)<br\s*/?>/#
    }
}

extension CaptionFormat {
    /// SAMI (`.smi`), HTML-like `<SYNC Start=1000>` blocks, common in Korea (`SAMIReader`).
    public static let sami = CaptionFormat(name: "sami")
}

extension SAMIReader: CaptionFormatReader {
    static let format = CaptionFormat.sami
    static let extensions = ["smi", "sami"]
    static let fileKind = ".smi"

    /// The `<SAMI>` element, in any case.
    static func sniff(text head: Substring) -> Bool {
        head.prefix(5).caseInsensitiveCompare("<SAMI") == .orderedSame
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        let (cues, language) = try SAMIReader(fileName: input.fileName, text: input.text()).cues()
        return CaptionReading(cues: cues, language: language)
    }
}
