/// Control characters in caption text: a caption holds text, tabs and line breaks only.
///
/// A file can spell a control character (TTML's `&#0;`, srv1's `&amp;#0;`, a raw byte 0x07 in
/// an SRT); written into a caption file it makes the file unreadable for other tools (XML
/// forbids them, players stop at a NUL). The readers drop them from every cue with a warning
/// (``CaptionReader``), and the writers drop any that a track made in code holds.
enum CaptionControls {
    /// Whether `scalar` is a C0 control character other than tab and line feed, or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || scalar.value == 0x7F
    }

    /// `text` without its control characters (``isControl(_:)``).
    static func removed(from text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isControl($0) })
        return String(scalars)
    }

    /// The first control character of `text`, for messages.
    static func first(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isControl)
    }

    /// `cues` without control characters in their text, words and speakers; a word left empty
    /// goes, and a cue left with no text goes. Also the first control character met and the
    /// line it is on, when there was one, for a warning.
    static func removed(from cues: [CaptionCue]) -> (cues: [CaptionCue], first: (scalar: Unicode.Scalar, line: Int)?) {
        var first: (scalar: Unicode.Scalar, line: Int)?
        var kept: [CaptionCue] = []
        kept.reserveCapacity(cues.count)
        for var cue in cues {
            let hasControl = cue.text.unicodeScalars.contains(where: isControl)
                || cue.words.contains { word in word.text.unicodeScalars.contains(where: isControl)
                    || (word.speaker?.unicodeScalars.contains(where: isControl) ?? false) }
            guard hasControl else { kept.append(cue); continue }
            if first == nil {
                let word = cue.words.first { $0.text.unicodeScalars.contains(where: isControl) }
                if let scalar = Self.first(in: word?.text ?? cue.text) ?? cue.words.lazy.compactMap({ $0.speaker.flatMap(Self.first(in:)) }).first {
                    first = (scalar, word?.line ?? cue.line)
                }
            }
            cue.text = removed(from: cue.text)
            let hadWords = !cue.words.isEmpty
            cue.words = cue.words.compactMap { word in
                var word = word
                word.text = removed(from: word.text)
                word.speaker = word.speaker.map(removed(from:))
                return word.text.isEmpty ? nil : word
            }
            if hadWords ? cue.words.isEmpty : cue.text.allSatisfy(\.isWhitespace) { continue }
            if hadWords { cue.text = CaptionText.text(of: cue.words) }
            kept.append(cue)
        }
        return (kept, first)
    }

    /// `U+0000`: how messages name a character.
    static func name(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count)) + String(scalar.value, radix: 16, uppercase: true)
    }
}
