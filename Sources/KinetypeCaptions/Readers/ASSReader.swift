import Foundation
import KinetypePrimitives

/// Advanced SubStation Alpha and SSA: the `[Events]` section's `Dialogue:` lines, in the field
/// order of its `Format:` line (in a karaoke templater's script, the `Comment:` lines it worked
/// from instead of the `fx` lines it made). Karaoke tags (`\k`, `\K`, `\kf`, `\ko`, durations in
/// centiseconds) time each syllable from the line's start; a word is the syllables between spaces.
///
/// Each line takes its style's colours, as libass draws them: on karaoke lines the secondary
/// colour before a syllable is sung and the primary after, elsewhere the primary; `\c`/`\1c` and
/// `\2c` override them inside a line. A file whose styles keep the defaults every ASS tool writes
/// (white primary, red secondary) leaves the caption style's colours alone.
struct ASSReader {
    let fileName: String
    let lines: [String]

    static let standardFormat = ["Layer", "Start", "End", "Style", "Name", "MarginL", "MarginR", "MarginV", "Effect", "Text"]

    func cues() throws(CaptionError) -> [CaptionCue] {
        var format = Self.standardFormat
        var inEvents = false, inStyles = false
        var styleFormat: [String] = []
        var styleAnchors: [String: UnitPoint] = [:]
        var styleColors: [String: (primary: Color?, secondary: Color?)] = [:]
        var cues: [CaptionCue] = []
        var kinds: [Kind] = []
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                inEvents = line.lowercased() == "[events]"
                inStyles = line.lowercased().hasSuffix("styles]")
                continue
            }
            if inStyles {
                // Each style's alignment (numpad, as `\an`) places the lines in it; its colours colour them.
                if line.hasPrefix("Format:") {
                    styleFormat = line.dropFirst("Format:".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                } else if line.hasPrefix("Style:"), let name = styleFormat.firstIndex(of: "Name") {
                    let fields = line.dropFirst("Style:".count).split(separator: ",", omittingEmptySubsequences: false)
                        .map { $0.trimmingCharacters(in: .whitespaces) }
                    guard fields.count == styleFormat.count else { continue }
                    // Alignment 2 (bottom centre) is every style's default: the card's own position stands.
                    if let alignment = styleFormat.firstIndex(of: "Alignment"), fields[alignment] != "2",
                       let anchor = CaptionText.anchor("\\an" + fields[alignment]) {
                        styleAnchors[fields[name]] = anchor
                    }
                    func color(_ field: String) -> Color? { styleFormat.firstIndex(of: field).flatMap { Self.styleColor(fields[$0]) } }
                    let primary = color("PrimaryColour"), secondary = color("SecondaryColour")
                    if primary != Self.defaultPrimary || secondary != Self.defaultSecondary {
                        styleColors[fields[name]] = (primary, secondary)
                    }
                }
                continue
            }
            guard inEvents else { continue }
            if line.hasPrefix("Format:") {
                format = line.dropFirst("Format:".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                guard format.last == "Text", format.contains("Start"), format.contains("End") else {
                    throw CaptionError(file: fileName, line: index + 1, "the Format line must name Start and End and end with Text")
                }
                continue
            }
            // Comments are read only as the karaoke templater's sources (see `Kind`).
            let isComment = line.hasPrefix("Comment:")
            guard line.hasPrefix("Dialogue:") || isComment else { continue }
            let fields = line.dropFirst(isComment ? "Comment:".count : "Dialogue:".count)
                .split(separator: ",", maxSplits: format.count - 1, omittingEmptySubsequences: false)
            guard fields.count == format.count else {
                if isComment { continue }
                throw CaptionError(file: fileName, line: index + 1, "a Dialogue line needs \(format.count) fields (\(format.joined(separator: ", "))); got \(fields.count)")
            }
            func field(_ name: String) -> Substring { fields[format.firstIndex(of: name)!] }
            let effect = format.contains("Effect") ? field("Effect").trimmingCharacters(in: .whitespaces).lowercased() : ""
            if isComment && effect != "karaoke" { continue }
            guard let start = CaptionTime.parse(field("Start")), let end = CaptionTime.parse(field("End")) else {
                if isComment { continue }
                throw CaptionError(file: fileName, line: index + 1, "the Start and End times must read H:MM:SS.cc, as in 0:00:01.50")
            }
            let text = String(field("Text"))
            if isComment, (try? Self.syllables(text, start: start, fileName: fileName, line: index + 1)) == nil { continue }
            kinds.append(isComment ? .source : effect == "fx" ? .made : .line)
            var cue = CaptionCue(start: start, end: end, text: "", line: index + 1)
            let style = format.contains("Style") ? field("Style").trimmingCharacters(in: .whitespaces).drop { $0 == "*" } : ""
            cue.anchor = CaptionText.anchor(text) ?? styleAnchors[String(style)]
            let colors = styleColors[String(style)]
            // Only a karaoke tag (\k, \kf, \ko, \K) times syllables: other lines skip the search.
            let karaoke = text.containsASCII("\\k") || text.containsASCII("\\K")
            let syllables = karaoke ? try Self.syllables(text, start: start, fileName: fileName, line: index + 1) : []
            if syllables.count > 1 || syllables.first?.timed == true {
                cue.words = Self.words(syllables, line: index + 1).map { word in
                    var word = word
                    word.color = word.color ?? colors?.secondary
                    word.spokenColor = word.spokenColor ?? colors?.primary
                    return word
                }
                cue.text = CaptionText.text(of: cue.words)
            } else if var marked = CaptionText.cue(Self.visibleText(Marker.mark(text)), start: start, end: end, line: index + 1, anchor: cue.anchor) {
                // The words share the line's span until they are spread by width.
                for word in marked.words.indices {
                    marked.words[word].color = marked.words[word].color ?? colors?.primary
                    marked.words[word].spokenColor = marked.words[word].spokenColor ?? colors?.primary
                }
                cue = marked
            }
            // The Name field (Aegisub's Actor) names the speaker.
            if format.contains("Name") { cue.assign(speaker: field("Name").trimmingCharacters(in: .whitespaces)) }
            cues.append(cue)
        }
        // Aegisub's karaoke templater keeps each line it works from as a Comment marked
        // `karaoke` and writes the lines it makes marked `fx` (as Kinetype's animated export,
        // `ASSMotionWriter`, does): the words and times are the sources', not each made piece's.
        let templated = kinds.contains(.source) && kinds.contains(.made)
        return zip(cues, kinds).filter { templated ? $0.1 != .made : $0.1 != .source }.map(\.0)
    }

    /// What a line of the events is: a line to read, a karaoke templater's source (a Comment
    /// marked `karaoke`), or a line it made from one (marked `fx`).
    enum Kind { case line, source, made }

    struct Syllable {
        var text: String
        var start: Double
        var end: Double
        var timed: Bool
    }

    /// The expression read on every karaoke line, compiled once.
    private enum Pattern {
        /// A karaoke tag, `\k25`, `\kf40`, `\ko10`, `\K5`: group 1 its centiseconds.
        static let karaoke = TextPattern(#"\\(?:kf|ko|k|K)(\d+)"#)
    }

    /// The text with override blocks removed, `\N` and `\n` as line breaks and `\h` as a no-break space.
    static func visibleText(_ text: String) -> String {
        let shown = CaptionText.replacingBlocks(in: text, requiringBackslash: false) { _ in "" }
        return shown.containsASCII("\\") ? CaptionText.softBreaks(shown) : shown
    }

    /// The syllables of a line: each karaoke tag starts one lasting its centiseconds; text before
    /// the first tag is untimed, at the line's start.
    static func syllables(_ text: String, start: Double, fileName: String, line: Int) throws(CaptionError) -> [Syllable] {
        var syllables = [Syllable(text: "", start: start, end: start, timed: false)]
        var clock = start
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                let block = rest[rest.index(after: rest.startIndex)..<close]
                for match in Pattern.karaoke.matches(in: String(block)) {
                    guard let centiseconds = match[1].flatMap({ Double($0) }) else {
                        throw CaptionError(file: fileName, line: line, "a karaoke tag's duration must be whole centiseconds, as in \\k25")
                    }
                    let duration = centiseconds / 100
                    syllables.append(Syllable(text: "", start: clock, end: clock + duration, timed: true))
                    clock += duration
                }
                // Italic, bold and underline switches in the block, as markers for the words.
                syllables[syllables.count - 1].text += Marker.mark("{\(block)}").prefix { $0 != "{" }
                rest = rest[rest.index(after: close)...]
            } else {
                // An override block that never closes is text, as libass shows it; so is the
                // rest of the line after it.
                let next = rest.first == "{" ? rest.endIndex : rest.firstIndex(of: "{") ?? rest.endIndex
                syllables[syllables.count - 1].text += visibleText(String(rest[..<next]))
                rest = rest[next...]
            }
        }
        return syllables.filter { $0.timed || !$0.text.isEmpty }
    }

    /// Words from syllables: characters up to a space make a word, timed from its first
    /// syllable's start to its last one's end; Han and kana are a word each.
    static func words(_ syllables: [Syllable], line: Int) -> [CaptionWord] {
        var words: [CaptionWord] = []
        var current: CaptionWord?
        var spaceBefore = false, lineBreak = false
        var state = Marker.State()
        func flush() {
            if let word = current { words.append(word) }
            current = nil
        }
        for syllable in syllables {
            // A syllable holding a space (`{\k39}to !`) shares its time among its letters (spaces
            // take none), so the word it ends and the word it starts do not overlap.
            func breaks(_ character: Character) -> Bool { character.isWhitespace && character != "\u{00A0}" }
            let count = max(1, syllable.text.filter { !breaks($0) && !Marker.isMarker($0) }.count)
            func time(_ index: Int) -> Double { syllable.start + (syllable.end - syllable.start) * Double(index) / Double(count) }
            var index = 0
            for character in syllable.text {
                if Marker.apply(character, to: &state) { continue }
                if breaks(character) {
                    flush()
                    spaceBefore = true
                    lineBreak = lineBreak || character.isNewline
                    continue
                }
                defer { index += 1 }
                if CaptionText.isUnspaced(character) { flush() }
                if current == nil {
                    current = CaptionWord(text: "", start: time(index), end: syllable.end, spaceBefore: spaceBefore && !words.isEmpty, line: line,
                                          lineBreakBefore: lineBreak && !words.isEmpty, emphasis: state.emphasis,
                                          color: state.secondary, spokenColor: state.color)
                    spaceBefore = false
                    lineBreak = false
                }
                current!.text.append(character)
                current!.end = time(index + 1)
                if CaptionText.isUnspaced(character) { flush() }
            }
        }
        flush()
        return words
    }

    /// The colours of a style every ASS tool writes by default (Aegisub's and libass's `Default`).
    static let defaultPrimary: Color? = Marker.assColor(0x00FF_FFFF)
    static let defaultSecondary: Color? = Marker.assColor(0x0000_00FF)

    /// A style's colour field: `&HAABBGGRR` (ASS; alpha 0 is opaque), `&HBBGGRR`, or SSA's
    /// decimal number; nil when it reads as none of them.
    static func styleColor(_ field: String) -> Color? {
        var text = Substring(field.trimmingCharacters(in: .whitespaces))
        if text.hasSuffix("&") { text = text.dropLast() }
        if text.lowercased().hasPrefix("&h") {
            return UInt32(text.dropFirst(2), radix: 16).map(Marker.assColor)
        }
        // SSA writes a signed 32-bit number.
        return Int64(text).flatMap { Int32(exactly: $0).map { UInt32(bitPattern: $0) } ?? UInt32(exactly: $0) }.map(Marker.assColor)
    }
}

extension CaptionFormat {
    /// Advanced SubStation Alpha (and SSA): `Dialogue:` lines; `\k`, `\kf`, `\K`, `\ko` karaoke
    /// tags give syllable times in centiseconds (`ASSReader`).
    public static let ass = CaptionFormat(name: "ass")
}

extension ASSReader: CaptionFormatReader {
    static let format = CaptionFormat.ass
    static let extensions = ["ass", "ssa"]
    static let fileKind = ".ass/.ssa"

    /// A `[Script Info]` header, or a `Dialogue:` line.
    static func sniff(text head: Substring) -> Bool {
        head.hasPrefix("[Script Info]") || head.contains("\nDialogue:")
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        return CaptionReading(cues: try ASSReader(fileName: input.fileName, lines: input.lines()).cues())
    }
}
