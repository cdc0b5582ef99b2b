import Foundation
import KinetypeDiagnostics

/// Reads caption files: decodes the text, finds the format, parses the cues and checks the times.
///
/// ```swift
/// let track = try CaptionReader.read(contentsOf: URL(fileURLWithPath: "talk.vtt"))
/// ```
public enum CaptionReader {
    /// The largest caption file read: 256 MiB (a day of word-level Whisper JSON is about 60).
    public static let largestFile = 256 << 20

    /// The caption file at `url` (or a pipe: `<(command)`, `/dev/stdin`); its format from
    /// `format`, else its extension and content. With `encoding` (an iconv name such as
    /// `windows-1252`), the bytes are read in it.
    public static func read(contentsOf url: URL, format: CaptionFormat? = nil, encoding: String? = nil) throws(CaptionError) -> CaptionTrack {
        let name = url.relativePath
        let data: Data
        do {
            data = try InputFile.read(url, limit: largestFile, streams: true)
        } catch {
            throw CaptionError(file: name, line: 0, "cannot read the file: \(error.reason)")
        }
        return try read(data: data, fileName: name, format: format, encoding: encoding)
    }

    /// Caption `data` from a file called `fileName` (for the format and messages): UTF-8, UTF-16 or UTF-32
    /// with a byte order mark, or `encoding` (an iconv name) when given.
    public static func read(data: Data, fileName: String, format: CaptionFormat? = nil, encoding: String? = nil) throws(CaptionError) -> CaptionTrack {
        let input = CaptionInput(data: data, fileName: fileName, encoding: encoding)
        try VobSub.refuse(input)
        // The format named, else a binary format's signature, else the file's extension; a text
        // file is decoded (and must hold text) before its content is sniffed.
        var reader = format.map(CaptionFormats.reader(of:)) ?? CaptionFormats.detect(bytes: input)
        if reader == nil { reader = try CaptionFormats.detect(fileName: fileName) { () throws(CaptionError) in try input.head() } }
        if reader?.isBinary != true {
            guard try !input.head().isEmpty else { throw CaptionError(file: fileName, line: 0, "the file is empty: nothing to caption") }
            if reader == nil { reader = CaptionFormats.detect(text: try input.head()) }
        }
        guard let reader else {
            throw CaptionError(file: fileName, line: 1, """
                not a caption file Kinetype knows: give a caption file (\(CaptionFormat.fileKinds)) \
                (or name the format with --caption-format: \(CaptionFormat.allCases.map(\.rawValue).joined(separator: ", ")))
                """)
        }
        let reading = try reader.read(input)
        return try track(reading.cues, fileName: fileName, language: reading.language, notes: reading.notes)
    }

    /// The track of a reader's `cues`, checked: in order of their starts (a file's order where
    /// they start together; cues that overlap are shown together), a cue that starts and ends at
    /// once skipped with a warning (as players skip it), control characters dropped with a
    /// warning (``CaptionControls``), after the reader's own `notes`.
    private static func track(_ cues: [CaptionCue], fileName: String, language: String?, notes: [String] = []) throws(CaptionError) -> CaptionTrack {
        var notes = notes
        let (cues, control) = CaptionControls.removed(from: cues)
        if let control {
            notes.append("""
                \(fileName):\(control.line): a control character (\(CaptionControls.name(control.scalar))) was dropped, \
                and any others in the file: captions hold text, tabs and line breaks only
                """)
        }
        let empty = cues.filter { $0.start == $0.end && $0.start.isFinite }
        let warnings = empty.map { "\(fileName):\($0.line): a cue that lasts no time (\(CaptionTime.format($0.start))) was skipped" }
        let kept = cues.filter { !($0.start == $0.end && $0.start.isFinite) }.enumerated()
            .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        let track = CaptionTrack(cues: kept, warnings: notes + warnings, language: language)
        try check(track, fileName: fileName)
        return track
    }

    /// `data` in the iconv encoding `name` as text; an unknown name, or bytes that are not in
    /// it, are errors saying so.
    static func convert(_ data: Data, from name: String, fileName: String) throws(CaptionError) -> String {
        guard let converter = Iconv(from: name) else {
            throw CaptionError(file: fileName, line: 0, "--encoding '\(name)' is not an encoding iconv knows: give a name such as windows-1252, latin1 or shift_jis (iconv -l lists them)")
        }
        switch converter.convert(data) {
        case .failure(let failure):
            throw CaptionError(file: fileName, line: 0, "byte \(failure.offset + 1) of the file is not \(name): check the encoding")
        case .success(var text):
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            return text
        }
    }

    /// UTF-8 (a byte order mark is dropped), or UTF-16 or UTF-32 with its byte order mark.
    static func decode(_ data: Data, fileName: String) throws(CaptionError) -> String {
        let bytes = [UInt8](data)
        // UTF-32's marks first: little-endian's starts as UTF-16's does (FF FE, then 00 00).
        for (mark, encoding, name) in [([UInt8]([0xFF, 0xFE, 0, 0]), String.Encoding.utf32LittleEndian, "UTF-32LE"),
                                       ([0, 0, 0xFE, 0xFF], .utf32BigEndian, "UTF-32BE")] where bytes.starts(with: mark) {
            guard (bytes.count - 4) % 4 == 0, let text = String(data: data.dropFirst(4), encoding: encoding) else {
                throw CaptionError(file: fileName, line: 0, "the file starts as \(name) (by its byte order mark) but does not decode as it; save it as UTF-8")
            }
            return text
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else {
                throw CaptionError(file: fileName, line: 0, "the file starts as UTF-16 but does not decode; save it as UTF-8")
            }
            return text
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let text = String(validating: body, as: UTF8.self) { return text }
        // Find the first bad byte's line for the message.
        var line = 1, index = 0
        while index < body.count {
            let length = utf8Length(body, at: index)
            guard length > 0 else { break }
            if body[index] == 0x0A { line += 1 }
            index += length
        }
        throw CaptionError(file: fileName, line: line, "the text is not UTF-8 (byte \(index + 1) of the file): save the file as UTF-8, or name its encoding with --encoding (for example windows-1252)")
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is invalid.
    private static func utf8Length(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for k in 1..<length where bytes[index + k] & 0xC0 != 0x80 { return 0 }
        return String(validating: bytes[index..<(index + length)], as: UTF8.self) == nil ? 0 : length
    }

    /// Times must be finite, not negative, each word and cue ending after it starts, and each
    /// word of a cue starting no earlier than the one before ends (a millisecond of slack for
    /// rounding; words sharing one span count as one). Cues may overlap.
    static func check(_ track: CaptionTrack, fileName: String) throws(CaptionError) {
        for cue in track.cues {
            var previousWord: CaptionWord?
            guard cue.start.isFinite, cue.end.isFinite, cue.start >= 0 else {
                throw CaptionError(file: fileName, line: cue.line, "a cue's times must be finite and not negative")
            }
            guard cue.end > cue.start else {
                throw CaptionError(file: fileName, line: cue.line, """
                    the cue ends (\(CaptionTime.format(cue.end))) before it starts (\(CaptionTime.format(cue.start))): swap or fix the times
                    """)
            }
            for word in cue.words {
                guard word.start.isFinite, word.end.isFinite, word.end >= word.start else {
                    throw CaptionError(file: fileName, line: word.line, """
                        the word "\(word.text)" ends (\(CaptionTime.format(word.end))) before it starts (\(CaptionTime.format(word.start)))
                        """)
                }
                // Words that share one span (a timestamp before several words) are spread later.
                let shared = previousWord.map { $0.start == word.start && $0.end == word.end } ?? false
                if let previous = previousWord, !shared, word.start < previous.end - 0.001 {
                    throw CaptionError(file: fileName, line: word.line, """
                        the word "\(word.text)" starts (\(CaptionTime.format(word.start))) before "\(previous.text)" ends \
                        (\(CaptionTime.format(previous.end))): word times must not overlap
                        """)
                }
                previousWord = word
            }
        }
        guard !track.cues.isEmpty else {
            throw CaptionError(file: fileName, line: 0, "the file has no cues: nothing to caption")
        }
    }
}

/// Time stamps in the formats' spellings.
public enum CaptionTime {
    /// `seconds` to the microsecond, so times added up from a file's parts come out as written
    /// (1.001 + 2.502 is 3.503, not 3.5029999999999997).
    static func rounded(_ seconds: Double) -> Double { (seconds * 1e6).rounded() / 1e6 }

    /// `HH:MM:SS,mmm` (SRT), `[HH:]MM:SS.mmm` (WebVTT), `H:MM:SS.cc` (ASS): hours optional,
    /// either `,` or `.` before the fraction, any number of fraction digits. Nil when malformed.
    public static func parse(_ text: Substring) -> Double? {
        // Over UTF-8 bytes, without Foundation: a file of 100,000 cues parses 200,000 times.
        var bytes = text.utf8[...]
        while let byte = bytes.first, byte == 0x20 || byte == 0x09 { bytes.removeFirst() }
        while let byte = bytes.last, byte == 0x20 || byte == 0x09 { bytes.removeLast() }
        if bytes.contains(where: { $0 >= 0x80 }) {
            // Other space separators (a no-break space) are trimmed too; anything else is not a time.
            func blank(_ character: Character) -> Bool { character.isWhitespace && !character.isNewline }
            let trimmed = Substring(text.drop(while: blank).reversed().drop(while: blank).reversed())
            return trimmed.utf8.contains(where: { $0 >= 0x80 }) ? nil : parse(trimmed)
        }
        let parts = bytes.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), let last = parts.last,
              last.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }) else { return nil }
        // A comma is a decimal point (SRT's); Double reads the rest, as it always did.
        let secondsText = String(decoding: last.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 }, as: UTF8.self)
        guard let seconds = Double(secondsText), seconds >= 0, seconds < 60 else { return nil }
        var total = seconds
        for (index, part) in parts.dropLast().reversed().enumerated() {
            guard !part.isEmpty else { return nil }
            var value = 0
            for byte in part {
                guard (0x30...0x39).contains(byte) else { return nil }
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(Int(byte - 0x30))
                guard !overflow, !carry else { return nil }
                value = sum
            }
            if index == 0 && value >= 60 { return nil }
            total += Double(value) * (index == 0 ? 60 : 3600)
        }
        return total
    }

    /// `H:MM:SS.mmm` for messages.
    public static func format(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "\(seconds)" }
        let milliseconds = Int(saturating: (abs(seconds) * 1000).rounded())
        let sign = seconds < 0 ? "-" : ""
        return sign + String(format: "%d:%02d:%02d.%03d", milliseconds / 3_600_000, milliseconds / 60_000 % 60,
                             milliseconds / 1000 % 60, milliseconds % 1000)
    }
}
