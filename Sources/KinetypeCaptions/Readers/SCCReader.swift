import Foundation
import KinetypePrimitives

/// Scenarist SCC (`.scc`), the CEA-608 closed captions of US broadcast and streaming
/// deliverables: lines of a timecode and the byte pairs a decoder receives, decoded as a
/// television's caption decoder does, for the first caption channel (CC1).
///
/// - A line's pairs take effect at its timecode, `HH:MM:SS:FF` (or `;FF`, drop-frame) read as
///   Subtitle Edit and ffmpeg read it: the seconds and `FF` frames at 29.97 fps.
/// - Each byte has odd parity, dropped; a control code sent twice in a row counts once.
/// - Pop-on captions load into a hidden buffer (`RCL`) and show at `EOC` until `EDM` erases them
///   or the next `EOC` replaces them. Paint-on captions (`RDC`) show as they are written. Roll-up
///   captions (`RU2`–`RU4`) are a cue a row, from its first character until it scrolls off (the
///   rows' count of carriage returns later) or the screen is erased.
/// - Rows (preamble address codes) break lines; rows 1 to 5 put the cue at the top. A row holds
///   32 characters; more overwrite its last column, as a decoder's do. Timecodes go forward: one
///   before the line above it is an error naming both. Italics and
///   underline from preamble and mid-row codes are kept; colours are not. The special and
///   extended characters (`♪`, `é`, `ß`, `«` …) are read; a second channel's and text mode's
///   pairs are passed over.
struct SCCReader {
    let fileName: String
    let lines: [String]

    private enum Mode { case popOn, paintOn, rollUp(Int), text }

    /// A character on the screen with its style.
    private struct Cell {
        var character: Character
        var italic: Bool
        var underline: Bool
    }

    /// What a decoder holds: the rows of a buffer, the row and style being written.
    private struct Memory {
        var rows: [Int: [Cell]] = [:]
        var isEmpty: Bool { rows.values.allSatisfy(\.isEmpty) }
    }

    private struct Decoder {
        var mode = Mode.popOn
        var hidden = Memory(), shown = Memory()
        var row = 15, italic = false, underline = false
        /// When the shown memory began to show, and the line of the file that showed it.
        var shownSince: (time: Double, line: Int)?
        /// Roll-up rows: those finished (with when each began) and the one being written.
        var rolled: [(cells: [Cell], start: Double, line: Int)] = []
        var rolling: (cells: [Cell], start: Double, line: Int)?
    }

    func cues() throws(CaptionError) -> [CaptionCue] {
        var decoder = Decoder()
        var cues: [CaptionCue] = []
        var otherChannel = false
        var previousControl: (UInt8, UInt8)?
        var sawHeader = false
        var previousStamp: (time: Double, stamp: Substring, line: Int)?
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces).drop { $0 == "\u{FEFF}" }
            if line.isEmpty { continue }
            if line.hasPrefix("Scenarist_SCC") { sawHeader = true; continue }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let stamp = fields.first, let time = Self.time(stamp) else {
                throw CaptionError(file: fileName, line: index + 1, sawHeader
                    ? "expected a timecode and byte pairs, as 00:00:01:00\t9420 9420"
                    : "an SCC file starts with the line Scenarist_SCC V1.0")
            }
            // A decoder receives the pairs in time: a timecode before the one above it has no
            // place in the stream (it would end captions before they start).
            if let previous = previousStamp, time < previous.time {
                throw CaptionError(file: fileName, line: index + 1, """
                    the timecode \(stamp) goes back before \(previous.stamp) on line \(previous.line): \
                    an SCC file's timecodes go forward; fix or move the line
                    """)
            }
            previousStamp = (time, stamp, index + 1)
            for word in fields.dropFirst() {
                guard word.count == 4, let value = UInt16(word, radix: 16) else {
                    throw CaptionError(file: fileName, line: index + 1, "'\(word)' is not a byte pair: four hex digits, as 9420")
                }
                let first = UInt8(value >> 8) & 0x7F, second = UInt8(value & 0xFF) & 0x7F
                if first == 0 && second == 0 { previousControl = nil; continue }
                if (0x10...0x1F).contains(first) {
                    // A control code is sent twice: the copy right after it is ignored.
                    if let previous = previousControl, previous == (first, second) { previousControl = nil; continue }
                    previousControl = (first, second)
                    // The second channel (0x18–0x1F), and the second field's channels (CC3, CC4:
                    // their commands are 0x15 and 0x1D 0x20–0x2F), are another caption stream.
                    otherChannel = first & 0x08 != 0 || (first & 0xF7 == 0x15 && (0x20...0x2F).contains(second))
                    guard !otherChannel else { continue }
                    control(first & 0xF7, second, time: time, line: index + 1, &decoder, &cues)
                } else {
                    previousControl = nil
                    guard !otherChannel else { continue }
                    for byte in [first, second] where byte >= 0x20 {
                        write(Self.basic(byte), time: time, line: index + 1, &decoder)
                    }
                }
            }
        }
        // What is still on the screen at the end lingers a moment, as a last Whisper word does.
        if let since = decoder.shownSince, !decoder.shown.isEmpty {
            appendCue(decoder.shown, from: since.time, to: since.time + 2, line: since.line, timed: false, &cues)
        }
        let end = cues.map(\.end).max() ?? 0
        for row in decoder.rolled + (decoder.rolling.map { [$0] } ?? []) {
            appendCue(Memory(rows: [15: row.cells]), from: row.start, to: max(end, row.start + 2), line: row.line, timed: false, &cues)
        }
        return cues
    }

    // MARK: Decoding

    private func control(_ first: UInt8, _ second: UInt8, time: Double, line: Int, _ decoder: inout Decoder, _ cues: inout [CaptionCue]) {
        switch (first, second) {
        case (0x14, 0x20): decoder.mode = .popOn
        case (0x14, 0x29): decoder.mode = .paintOn
        case (0x14, 0x25...0x27):
            decoder.mode = .rollUp(Int(second) - 0x23)
        case (0x14, 0x2A), (0x14, 0x2B): decoder.mode = .text
        case (0x14, 0x21):
            // Backspace: the last character of the row being written.
            edit(&decoder) { cells in if !cells.isEmpty { cells.removeLast() } }
        case (0x14, 0x2C):
            // Erase displayed memory: what shows ends now.
            if let since = decoder.shownSince, !decoder.shown.isEmpty {
                appendCue(decoder.shown, from: since.time, to: time, line: since.line, timed: true, &cues)
            }
            decoder.shown = Memory()
            decoder.shownSince = nil
            for row in decoder.rolled + (decoder.rolling.map { [$0] } ?? []) {
                appendCue(Memory(rows: [15: row.cells]), from: row.start, to: time, line: row.line, timed: true, &cues)
            }
            decoder.rolled = []
            decoder.rolling = nil
        case (0x14, 0x2E): decoder.hidden = Memory()
        case (0x14, 0x2F):
            // End of caption: the loaded caption shows, in place of the one showing.
            if let since = decoder.shownSince, !decoder.shown.isEmpty {
                appendCue(decoder.shown, from: since.time, to: time, line: since.line, timed: true, &cues)
            }
            decoder.shown = decoder.hidden
            decoder.hidden = Memory()
            decoder.shownSince = (time, line)
        case (0x14, 0x2D):
            // Carriage return: a roll-up row is done and scrolls; the oldest beyond the window leaves.
            guard case .rollUp(let rows) = decoder.mode, let row = decoder.rolling else { break }
            decoder.rolled.append(row)
            decoder.rolling = nil
            while decoder.rolled.count > rows - 1 {
                let gone = decoder.rolled.removeFirst()
                appendCue(Memory(rows: [15: gone.cells]), from: gone.start, to: time, line: gone.line, timed: true, &cues)
            }
        case (0x11, 0x20...0x2F):
            // A mid-row code: a space, then italics (0x2E, 0x2F) or a colour (italics off); odd ones underline.
            write(" ", time: time, line: line, &decoder)
            decoder.italic = second >= 0x2E
            decoder.underline = second & 1 == 1
        case (0x11, 0x30...0x3F):
            write(Self.special[Int(second - 0x30)], time: time, line: line, &decoder)
        case (0x12, 0x20...0x3F), (0x13, 0x20...0x3F):
            // An extended character takes the place of the basic one sent before it.
            edit(&decoder) { cells in if !cells.isEmpty { cells.removeLast() } }
            let table = first == 0x12 ? Self.extendedSpanishFrench : Self.extendedPortugueseGerman
            write(table[Int(second - 0x20)], time: time, line: line, &decoder)
        case (0x10...0x17, 0x40...0x7F):
            // A preamble address code: the row, and its style (italics, underline).
            decoder.row = Self.row(first, second)
            let attribute = second & 0x1F
            decoder.italic = attribute == 0x0E || attribute == 0x0F
            decoder.underline = attribute & 1 == 1
            if case .rollUp = decoder.mode { decoder.row = 15 }
        default:
            break
        }
    }

    /// Writes `character` where the mode writes: the hidden buffer (pop-on), the screen
    /// (paint-on), or the roll-up row.
    private func write(_ character: Character, time: Double, line: Int, _ decoder: inout Decoder) {
        let cell = Cell(character: character, italic: decoder.italic, underline: decoder.underline)
        switch decoder.mode {
        case .popOn: Self.put(cell, in: &decoder.hidden.rows[decoder.row, default: []])
        case .paintOn:
            if decoder.shownSince == nil || decoder.shown.isEmpty { decoder.shownSince = (time, line) }
            Self.put(cell, in: &decoder.shown.rows[decoder.row, default: []])
        case .rollUp:
            if decoder.rolling == nil { decoder.rolling = ([], time, line) }
            Self.put(cell, in: &decoder.rolling!.cells)
        case .text: break
        }
    }

    /// The columns of a row: CEA-608's screen is 32 characters wide.
    static let columns = 32

    /// Puts `cell` at the end of `row`; in a full row it takes the last column's place, as a
    /// decoder's cursor stays at column 32 (so a row never grows past the screen).
    private static func put(_ cell: Cell, in row: inout [Cell]) {
        if row.count < columns { row.append(cell) } else { row[columns - 1] = cell }
    }

    /// Changes the row being written.
    private func edit(_ decoder: inout Decoder, _ change: (inout [Cell]) -> Void) {
        switch decoder.mode {
        case .popOn: change(&decoder.hidden.rows[decoder.row, default: []])
        case .paintOn: change(&decoder.shown.rows[decoder.row, default: []])
        case .rollUp: if decoder.rolling != nil { change(&decoder.rolling!.cells) }
        case .text: break
        }
    }

    /// A cue of a screen's rows: a line a row, italics and underline as markup, at the top when
    /// its rows are in the top third.
    private func appendCue(_ memory: Memory, from start: Double, to end: Double, line: Int, timed: Bool, _ cues: inout [CaptionCue]) {
        let rows = memory.rows.filter { !$0.value.allSatisfy { $0.character.isWhitespace } }.sorted { $0.key < $1.key }
        guard !rows.isEmpty, end > start else { return }
        let markup = rows.map { _, cells in
            cells.map { cell in
                let text = String(cell.character).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                var emphasis: CaptionEmphasis = []
                if cell.italic { emphasis.insert(.italic) }
                if cell.underline { emphasis.insert(.underline) }
                return Marker.wrapping(text, emphasis: emphasis, color: nil)
            }.joined()
        }.joined(separator: "\n")
        let top = rows.first.map { $0.key <= 5 } ?? false
        if let cue = CaptionText.cue(markup, start: start, end: end, line: line, anchor: top ? UnitPoint(x: 0.5, y: 0) : nil, endIsTimed: timed) {
            cues.append(cue)
        }
    }

    // MARK: The code tables

    /// A timecode, `HH:MM:SS:FF` or `HH:MM:SS;FF`, as seconds: the frames at 29.97 fps.
    static func time(_ text: Substring) -> Double? {
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == ";" || $0 == "." })
        guard parts.count == 4, parts.allSatisfy({ $0.count <= 3 && $0.allSatisfy(\.isNumber) }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]), let seconds = Int(parts[2]), let frames = Int(parts[3]),
              minutes < 60, seconds < 60, frames < 30 else { return nil }
        return Double(hours * 3600 + minutes * 60 + seconds) + Double(frames) * 1001 / 30000
    }

    /// The row (1–15) a preamble address code names.
    static func row(_ first: UInt8, _ second: UInt8) -> Int {
        let rows: [UInt8: (Int, Int)] = [0x11: (1, 2), 0x12: (3, 4), 0x15: (5, 6), 0x16: (7, 8), 0x17: (9, 10), 0x10: (11, 11), 0x13: (12, 13), 0x14: (14, 15)]
        guard let pair = rows[first] else { return 15 }
        return second & 0x20 == 0 ? pair.0 : pair.1
    }

    /// CEA-608's basic characters: ASCII but for ten.
    static func basic(_ byte: UInt8) -> Character {
        switch byte {
        case 0x2A: "á"
        case 0x5C: "é"
        case 0x5E: "í"
        case 0x5F: "ó"
        case 0x60: "ú"
        case 0x7B: "ç"
        case 0x7C: "÷"
        case 0x7D: "Ñ"
        case 0x7E: "ñ"
        case 0x7F: "█"
        default: Character(Unicode.Scalar(byte))
        }
    }

    static let special: [Character] = ["®", "°", "½", "¿", "™", "¢", "£", "♪", "à", " ", "è", "â", "ê", "î", "ô", "û"]
    static let extendedSpanishFrench: [Character] = [
        "Á", "É", "Ó", "Ú", "Ü", "ü", "‘", "¡", "*", "'", "—", "©", "℠", "•", "“", "”",
        "À", "Â", "Ç", "È", "Ê", "Ë", "ë", "Î", "Ï", "ï", "Ô", "Ù", "ù", "Û", "«", "»",
    ]
    static let extendedPortugueseGerman: [Character] = [
        "Ã", "ã", "Í", "Ì", "ì", "Ò", "ò", "Õ", "õ", "{", "}", "\\", "^", "_", "|", "~",
        "Ä", "ä", "Ö", "ö", "ß", "¥", "¤", "¦", "Å", "å", "Ø", "ø", "┌", "┐", "└", "┘",
    ]
}

extension CaptionFormat {
    /// Scenarist SCC (`.scc`), CEA-608 closed captions as broadcasters deliver them (`SCCReader`).
    public static let scc = CaptionFormat(name: "scc")
}

extension SCCReader: CaptionFormatReader {
    static let format = CaptionFormat.scc
    static let extensions = ["scc"]
    static let fileKind = ".scc"

    /// The `Scenarist_SCC` header.
    static func sniff(text head: Substring) -> Bool {
        head.hasPrefix("Scenarist_SCC")
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        return CaptionReading(cues: try SCCReader(fileName: input.fileName, lines: input.lines()).cues())
    }
}
