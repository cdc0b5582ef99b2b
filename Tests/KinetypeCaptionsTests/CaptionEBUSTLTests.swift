import Foundation
import KinetypeCaptions
import KinetypePrimitives
import Testing

/// EBU STL files built byte by byte as EBU Tech 3264 lays them out (a GSI block, then a TTI block
/// a subtitle), in several scripts: times, text, styles and places as the specification reads them.
@Suite struct CaptionEBUSTLTests {
    /// A GSI block: code page 850, `STLnn.01`, the display standard, character table, language
    /// and programme start.
    static func gsi(fps: Int = 25, display: String = "1", table: String = "00", language: String = "08", start: String = "10000000") -> [UInt8] {
        var block = [UInt8](repeating: 0x20, count: 1024)
        func put(_ text: String, at offset: Int) { for (index, byte) in text.utf8.enumerated() { block[offset + index] = byte } }
        put("850", at: 0)
        put("STL\(fps).01", at: 3)
        put(display, at: 11)
        put(table, at: 12)
        put(language, at: 14)
        put(start, at: 256)
        return block
    }

    /// A TTI block: subtitle `number`, extension block number, times (h, m, s, f), row, justification,
    /// comment flag and text, padded with 0x8F.
    static func tti(_ number: Int, extension ebn: UInt8 = 0xFF, from start: [UInt8], to end: [UInt8], row: UInt8 = 20, justification: UInt8 = 2,
                    comment: UInt8 = 0, _ text: [UInt8]) -> [UInt8] {
        var block: [UInt8] = [0, UInt8(number & 0xFF), UInt8(number >> 8), ebn, 0] + start + end + [row, justification, comment]
        block += text.prefix(112) + [UInt8](repeating: 0x8F, count: max(0, 112 - text.count))
        return block
    }

    static func read(_ bytes: [UInt8], _ name: String = "programme.stl") throws -> CaptionTrack {
        try CaptionReader.read(data: Data(bytes), fileName: name)
    }

    @Test("Latin text in ISO 6937 (é and ü as a diacritic before the letter), italics, a line break; times less the programme's start at 25 fps")
    func latin() throws {
        let first = Array("Caf".utf8) + [0xC2] + Array("e ".utf8) + [0x80] + [0xC8] + Array("uber".utf8) + [0x81, 0x8A] + Array("alles".utf8)
        let bytes = Self.gsi() + Self.tti(1, from: [10, 0, 1, 12], to: [10, 0, 3, 0], first)
            + Self.tti(2, from: [10, 0, 4, 0], to: [10, 0, 5, 5], Array("Zweiter Untertitel".utf8))
        let track = try Self.read(bytes)
        #expect(track.cues.map(\.text) == ["Café über\nalles", "Zweiter Untertitel"])
        // 10:00:01:12 less 10:00:00:00 at 25 fps is 1 + 12/25 s.
        #expect(track.cues.map(\.start) == [1.48, 4] && track.cues.map(\.end) == [3, 5.2])
        #expect(track.cues[0].words.map(\.emphasis) == [[], .italic, []] && track.language == "de")
        #expect(track.cues.map(\.line) == [1, 2], "a subtitle's block number stands for its line")
    }

    @Test("an extension block continues its subtitle; comments and user data are passed over; a Teletext colour code and row 2 at the left")
    func blocks() throws {
        let bytes = Self.gsi(fps: 30, language: "09", start: "00000000")
            + Self.tti(1, extension: 0, from: [0, 0, 2, 15], to: [0, 0, 4, 0], row: 2, justification: 1, Array("A long subtitle ".utf8))
            + Self.tti(1, from: [0, 0, 2, 15], to: [0, 0, 4, 0], row: 2, justification: 1, Array("that goes on".utf8))
            + Self.tti(2, from: [0, 0, 5, 0], to: [0, 0, 6, 0], comment: 1, Array("a note for the translator".utf8))
            + Self.tti(3, extension: 0xFE, from: [0, 0, 5, 0], to: [0, 0, 6, 0], Array("user data".utf8))
            + Self.tti(4, from: [0, 0, 7, 0], to: [0, 0, 8, 0], [0x0D, 0x03] + Array("Yellow".utf8) + [0x8A, 0x0D] + Array("plain".utf8))
        let track = try Self.read(bytes, "programme.bin")
        #expect(track.cues.map(\.text) == ["A long subtitle that goes on", "Yellow\nplain"])
        #expect(track.cues[0].start == 2.5 && track.cues[0].anchor == UnitPoint(x: 0, y: 0), "15 frames at 30 fps; row 2, left-justified")
        #expect(track.cues[1].words.map(\.color) == [Color(red: 1, green: 1, blue: 0), nil], "a colour code lasts to its row's end")
        #expect(track.cues[1].anchor == nil && track.language == "en")
    }

    @Test("EBU's Latin table: $ and # at 0xA4 and 0xA6 (which glibc's ISO 6937 lacks); a byte no table reads is U+FFFD, not the end of the file")
    func latinTable() throws {
        let track = try Self.read(Self.gsi() + Self.tti(1, from: [10, 0, 1, 0], to: [10, 0, 2, 0], Array("Costs ".utf8) + [0xA4] + Array("5, ".utf8) + [0xA6] + Array("1 ".utf8) + [0xC9, 0x41]))
        #expect(track.cues.map(\.text) == ["Costs $5, #1 \u{FFFD}"], "0xC9 is no accent in ISO 6937")
    }

    @Test("an undefined display standard whose rows are all Teletext's reads them as Teletext rows: row 22 is the bottom, row 2 the top")
    func undefinedDisplay() throws {
        let track = try Self.read(Self.gsi(display: " ") + Self.tti(1, from: [10, 0, 1, 0], to: [10, 0, 2, 0], row: 22, Array("Bottom".utf8))
                                  + Self.tti(2, from: [10, 0, 3, 0], to: [10, 0, 4, 0], row: 2, Array("Top".utf8)))
        #expect(track.cues.map(\.anchor) == [nil, UnitPoint(x: 0.5, y: 0)])
    }

    @Test("Greek (ISO 8859-7) and Cyrillic (ISO 8859-5) character tables")
    func otherScripts() throws {
        // Καλημέρα in ISO 8859-7; Привет in ISO 8859-5.
        let greek = try Self.read(Self.gsi(table: "03", language: "00") + Self.tti(1, from: [10, 0, 1, 0], to: [10, 0, 2, 0],
                                                                                   [0xCA, 0xE1, 0xEB, 0xE7, 0xEC, 0xDD, 0xF1, 0xE1]))
        #expect(greek.cues.map(\.text) == ["Καλημέρα"] && greek.language == nil)
        let russian = try Self.read(Self.gsi(table: "01") + Self.tti(1, from: [10, 0, 1, 0], to: [10, 0, 2, 0], [0xBF, 0xE0, 0xD8, 0xD2, 0xD5, 0xE2]))
        #expect(russian.cues.map(\.text) == ["Привет"])
    }

    @Test("bad files name what is wrong", arguments: [
        ([UInt8](repeating: 0x20, count: 300), "programme.stl: an EBU STL file starts with a 1024-byte block"),
        (Array(CaptionEBUSTLTests.gsi(table: "09").prefix(1024)) + CaptionEBUSTLTests.tti(1, from: [0, 0, 1, 0], to: [0, 0, 2, 0], Array("x".utf8)),
         "the character code table '09' is not one of EBU STL's"),
        (CaptionEBUSTLTests.gsi(start: "00000000") + CaptionEBUSTLTests.tti(1, from: [0, 0, 3, 0], to: [0, 0, 2, 0], Array("Backwards".utf8)),
         "programme.stl:1: the cue ends"),
    ])
    func bad(bytes: [UInt8], says: String) {
        #expect {
            _ = try Self.read(bytes)
        } throws: { "\($0)".contains(says) }
    }
    /// A file whose disk format code (bytes 4 to 11) is `code`, its one subtitle at 10:00:01:12.
    static func file(diskFormat code: String, _ text: String = "Grüße") -> [UInt8] {
        var header = gsi()
        for (index, byte) in code.utf8.enumerated() { header[3 + index] = byte }
        return header + tti(1, from: [10, 0, 1, 12], to: [10, 0, 3, 0], Array(text.utf8))
    }

    @Test("a disk format code that is not EBU STL's (STL99.01, STL00.01, STL23.01, STL+5.01, STL1e.01) is refused by name, saying the two it may be",
          arguments: ["STL99.01", "STL00.01", "STL23.01", "STL+5.01", "STL1e.01", "STL-1.01"])
    func unknownDiskFormat(code: String) {
        #expect {
            _ = try Self.read(Self.file(diskFormat: code))
        } throws: { error in
            "\(error)".contains("programme.stl: the disk format code '\(code)'") && "\(error)".contains("STL25.01 (25 fps) or STL30.01 (30 fps)")
        }
    }

    @Test("the standard's codes read with no warning; the whole rates other programs write (24, 50, 60) read at their rate with a warning",
          arguments: [("STL25.01", 25.0, false), ("STL30.01", 30, false), ("STL24.01", 24, true), ("STL50.01", 50, true), ("STL60.01", 60, true)])
    func knownDiskFormats(code: String, fps: Double, warns: Bool) throws {
        let track = try Self.read(Self.file(diskFormat: code, "Привет"))
        // 10:00:01:12 less 10:00:00:00: 1 s and 12 frames at the code's rate.
        #expect(abs(track.cues[0].start - (1 + 12 / fps)) < 1e-6, "\(track.cues[0].start)")
        #expect(track.warnings.contains { $0.contains("'\(code)' is not EBU Tech 3264's") } == warns, "\(track.warnings)")
    }
}
