import Foundation
import KinetypePrimitives

/// EBU STL (`.stl`, EBU Tech 3264), the binary subtitles European broadcasters exchange: a
/// 1024-byte General Subject Information block, then a 128-byte Text and Timing Information
/// block a subtitle.
///
/// - The frame rate is the disk format's (`STL25.01`, `STL30.01`; ``frameRates``); times are the blocks' time
///   codes less the programme's start (`TCP`, often 10:00:00:00), when every subtitle is after it.
/// - Text is in the file's character code table (ISO 6937 for Latin, ISO 8859-5, -6, -7 or -8),
///   decoded by iconv; `0x8A` breaks a line, `0x80`/`0x81` set italics and `0x82`/`0x83`
///   underline, Teletext's colour codes colour what follows on their row, and `0x8F` pads the
///   end. A subtitle's extension blocks continue its text; comments and user data are passed
///   over.
/// - A subtitle in the top third of the rows (`VP`) goes at the top; left and right
///   justification (`JC`) set the side.
///
/// Errors name the subtitle's block (1-based) where a text file would name a line.
struct EBUSTLReader {
    let fileName: String
    let data: Data

    /// Whether `data` starts as an EBU STL file does: a code page number, then `STLnn.01`.
    static func matches(_ data: Data) -> Bool {
        guard data.count >= 1024 else { return false }
        let format = [UInt8](data[data.startIndex + 3..<data.startIndex + 11])
        return format.starts(with: Array("STL".utf8)) && format.suffix(3).elementsEqual(".01".utf8)
    }

    /// The file's cues, its language, and warnings about what was read in a way the standard
    /// does not name.
    func cues() throws(CaptionError) -> (cues: [CaptionCue], language: String?, notes: [String]) {
        let bytes = [UInt8](data)
        guard bytes.count >= 1024, Self.matches(data) else {
            throw CaptionError(file: fileName, line: 0, "an EBU STL file starts with a 1024-byte block whose bytes 4 to 11 read STL25.01 or STL30.01")
        }
        func field(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self).trimmingCharacters(in: .whitespaces) }
        let diskFormat = field(3..<11)
        var notes: [String] = []
        guard let fps = Self.frameRates[diskFormat] else {
            throw CaptionError(file: fileName, line: 0, """
                the disk format code '\(diskFormat)' (bytes 4 to 11) is not EBU STL's: STL25.01 (25 fps) or STL30.01 (30 fps); \
                write the file again from its subtitling program, or set the code of the rate its time codes count in
                """)
        }
        if !Self.standardFormats.contains(diskFormat) {
            notes.append("\(fileName): the disk format code '\(diskFormat)' is not EBU Tech 3264's (STL25.01, STL30.01): its time codes are read at \(Int(fps)) fps")
        }
        let tables = ["00": "ISO_6937", "01": "ISO-8859-5", "02": "ISO-8859-6", "03": "ISO-8859-7", "04": "ISO-8859-8"]
        let code = field(12..<14)
        guard let table = tables[code.isEmpty ? "00" : code] else {
            throw CaptionError(file: fileName, line: 0, "the character code table '\(code)' is not one of EBU STL's: 00 (Latin), 01 (Cyrillic), 02 (Arabic), 03 (Greek), 04 (Hebrew)")
        }
        let display = field(11..<12)
        let programmeStart = Self.timecode(field(256..<264), fps: fps)
        // Each subtitle's times, place and text, its extension blocks joined.
        var subtitles: [(start: Double, end: Double, row: Int, justification: UInt8, text: String, block: Int)] = []
        var pending: [UInt8] = []
        let converter = Iconv(from: table)
        for (index, offset) in stride(from: 1024, to: bytes.count - 127, by: 128).enumerated() {
            let block = Array(bytes[offset..<offset + 128])
            let extensionNumber = block[3], comment = block[15]
            guard extensionNumber != 0xFE, comment == 0 else { continue }
            pending += block[16..<128]
            guard extensionNumber == 0xFF else { continue }
            let start = Self.time(block[5..<9], fps: fps), end = Self.time(block[9..<13], fps: fps)
            subtitles.append((start, end, Int(block[13]), block[14], text(pending, table: table, converter: converter), index + 1))
            pending = []
        }
        // Rows are Teletext's (1–23) for a Teletext display standard, and for an undefined one
        // whose rows all are; else a share of the picture's height (0–99).
        let teletext = ["1", "2"].contains(display) || (display != "0" && subtitles.allSatisfy { $0.row <= 23 })
        // Times from the programme's start, where every subtitle comes after it.
        let shift = subtitles.allSatisfy({ $0.start >= programmeStart }) ? programmeStart : 0
        var cues: [CaptionCue] = []
        for subtitle in subtitles {
            let top = teletext ? subtitle.row <= 8 : subtitle.row < 33
            let side: Double? = subtitle.justification == 1 ? 0 : subtitle.justification == 3 ? 1 : nil
            let anchor = top || side != nil ? UnitPoint(x: side ?? 0.5, y: top ? 0 : 1) : nil
            if let cue = CaptionText.cue(subtitle.text, start: CaptionTime.rounded(subtitle.start - shift), end: CaptionTime.rounded(subtitle.end - shift),
                                         line: subtitle.block, anchor: anchor) {
                cues.append(cue)
            }
        }
        return (cues, Self.languages[field(14..<16).uppercased()], notes)
    }

    /// EBU Tech 3264's disk format codes: the time codes' frames at 25 or 30 a second.
    static let standardFormats: Set = ["STL25.01", "STL30.01"]

    /// The disk format codes read, and the frames a second their time codes count: the
    /// standard's two, and the three other whole rates subtitling programs write (read with a
    /// warning). Any other code (`STL99.01`, `STL00.01`, `STL23.01`, whose rate is not a whole
    /// number) is refused rather than read at a rate the file may not mean.
    static let frameRates: [String: Double] = ["STL25.01": 25, "STL30.01": 30, "STL24.01": 24, "STL50.01": 50, "STL60.01": 60]

    /// A text field as caption markup: runs of characters through iconv (`converter`, from
    /// `table`), control codes as line breaks, tags and spaces.
    private func text(_ field: [UInt8], table: String, converter: Iconv?) -> String {
        var markup = "", run: [UInt8] = []
        var color: String?
        func flush() {
            guard !run.isEmpty else { return }
            markup += Self.decode(run, table: table, converter: converter).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            run = []
        }
        for byte in field {
            switch byte {
            case 0x8F: break
            case 0x20...0x7F, 0xA0...0xFF: run.append(byte)
            default:
                flush()
                switch byte {
                case 0x8A:
                    if color != nil { markup += "</font>"; color = nil }
                    markup += "\n"
                case 0x80: markup += "<i>"
                case 0x81: markup += "</i>"
                case 0x82: markup += "<u>"
                case 0x83: markup += "</u>"
                case 0x00...0x07:
                    // Teletext's alpha colour codes: a space, then the colour for the rest of the row.
                    if color != nil { markup += "</font>" }
                    let names = ["black", "red", "lime", "yellow", "blue", "magenta", "cyan", "white"]
                    color = names[Int(byte)]
                    markup += " <font color=\"\(color!)\">"
                case 0x08...0x1F: markup += " "
                default: break
                }
            }
        }
        flush()
        if color != nil { markup += "</font>" }
        return markup
    }

    /// Characters in `table` through iconv. EBU's Latin table is ISO 6937 with `$` and `#` at
    /// 0xA4 and 0xA6, where glibc's has none; a byte (or accent and letter) iconv cannot read
    /// is U+FFFD, as players show it, rather than the end of the file (every character is, when
    /// iconv has no such table).
    private static func decode(_ run: [UInt8], table: String, converter: Iconv?) -> String {
        let bytes = table == "ISO_6937" ? run.map { $0 == 0xA4 ? 0x24 : $0 == 0xA6 ? 0x23 : $0 } : run
        func convert(_ bytes: ArraySlice<UInt8>) -> String? {
            guard case .success(let text)? = converter?.convert(bytes) else { return nil }
            return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        }
        if let text = convert(bytes[...]) { return text }
        var text = "", index = 0
        while index < bytes.count {
            // ISO 6937's accents (0xC1–0xCF) go with the letter after them.
            let length = table == "ISO_6937" && (0xC1...0xCF).contains(bytes[index]) && index + 1 < bytes.count ? 2 : 1
            text += convert(bytes[index..<index + length]) ?? "\u{FFFD}"
            index += length
        }
        return text
    }

    /// A time code of four bytes (hours, minutes, seconds, frames) in seconds.
    private static func time(_ bytes: ArraySlice<UInt8>, fps: Double) -> Double {
        let parts = Array(bytes).map(Double.init)
        return parts[0] * 3600 + parts[1] * 60 + parts[2] + parts[3] / fps
    }

    /// The GSI's `HHMMSSFF` time code in seconds; 0 when it does not read.
    private static func timecode(_ text: String, fps: Double) -> Double {
        guard text.count == 8, text.allSatisfy(\.isNumber) else { return 0 }
        let digits = Array(text).map { Double(String($0))! }
        return (digits[0] * 10 + digits[1]) * 3600 + (digits[2] * 10 + digits[3]) * 60 + digits[4] * 10 + digits[5]
            + (digits[6] * 10 + digits[7]) / fps
    }

    /// EBU Tech 3264's language codes (Appendix 3) for the European languages, as BCP 47 tags.
    static let languages: [String: String] = [
        "01": "sq", "02": "br", "03": "ca", "04": "hr", "05": "cy", "06": "cs", "07": "da", "08": "de", "09": "en", "0A": "es", "0B": "eo",
        "0C": "et", "0D": "eu", "0E": "fo", "0F": "fr", "10": "fy", "11": "ga", "12": "gd", "13": "gl", "14": "is", "15": "it", "16": "se",
        "17": "la", "18": "lv", "19": "lb", "1A": "lt", "1B": "hu", "1C": "mt", "1D": "nl", "1E": "no", "1F": "oc", "20": "pl", "21": "pt",
        "22": "ro", "23": "rm", "24": "sr", "25": "sk", "26": "sl", "27": "fi", "28": "sv", "29": "tr", "2A": "nl-BE", "2B": "wa",
    ]
}

extension CaptionFormat {
    /// EBU STL (`.stl`), the binary subtitles European broadcasters exchange (`EBUSTLReader`).
    public static let ebuSTL = CaptionFormat(name: "ebu-stl")
}

extension EBUSTLReader: CaptionFormatReader {
    static let format = CaptionFormat.ebuSTL
    static let extensions = ["stl"]
    static let fileKind = ".stl"

    static let isBinary = true

    /// The General Subject Information block's disk format (``matches(_:)``).
    static func sniff(bytes: Data) -> Bool {
        matches(bytes)
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        let (cues, language, notes) = try EBUSTLReader(fileName: input.fileName, data: input.data).cues()
        return CaptionReading(cues: cues, language: language, notes: notes)
    }
}
