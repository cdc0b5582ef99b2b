import Foundation
import KinetypeCaptions
import KinetypeTestSupportCore
import Testing

/// SCC files that break CEA-608's rules: rows longer than the screen's 32 columns, in each
/// caption mode, and timecodes that go back. Rows are checked against ffmpeg's CEA-608 decoder
/// where it agrees (it keeps the first 32 characters; a decoder's cursor stays at column 32).
@Suite struct CaptionSCCHostileTests {
    /// `text` (CEA-608 basic characters) as byte pairs with odd parity, padded with a null.
    static func pairs(_ text: String) -> String {
        var bytes = text.unicodeScalars.map { scalar -> UInt8 in
            let byte = UInt8(scalar.value)
            return byte.nonzeroBitCount % 2 == 0 ? byte | 0x80 : byte
        }
        if bytes.count % 2 == 1 { bytes.append(0x80) }
        return stride(from: 0, to: bytes.count, by: 2).map { String(format: "%02x%02x", bytes[$0], bytes[$0 + 1]) }.joined(separator: " ")
    }

    /// A file of one caption of `text` in a mode: pop-on (RCL … EOC), paint-on (RDC) or roll-up
    /// (RU2, CR), erased at 4 s.
    static func file(_ text: String, mode: String) -> String {
        let start = ["pop-on": "9420 9420 94ae 94ae 9440 9440", "paint-on": "9429 9429 9440 9440", "roll-up": "9425 9425 94ad 94ad 9470 9470"][mode]!
        let end = mode == "pop-on" ? " 942f 942f" : ""
        return "Scenarist_SCC V1.0\n\n00:00:01:00\t\(start) \(pairs(text))\(end)\n\n00:00:04:00\t942c 942c\n"
    }

    static let long = "The quick brown fox jumps over the lazy dog"

    @Test("a row longer than 32 columns stops at the screen's edge, its last column overwritten, in pop-on, paint-on and roll-up",
          arguments: ["pop-on", "paint-on", "roll-up"])
    func rowWidth(mode: String) throws {
        // 0x5C is é and 0x7E ñ in CEA-608's basic set.
        for text in [Self.long, "Caf\\ au lait, ma\\ana, se~or, d\\j\\ vu, garcon, tr\\s bien", String(repeating: "A", count: 40) + "Z"] {
            let track = try CaptionReader.read(data: Data(Self.file(text, mode: mode).utf8), fileName: "show.scc")
            let shown = try #require(track.cues.first?.text, "\(mode): \(track.cues)")
            #expect(track.cues.count == 1 && shown.count == 32, "\(mode): \(shown.count) \(shown)")
            #expect(shown.last == text.last.map { $0 == "\\" ? "é" : $0 == "~" ? "ñ" : $0 }, "\(mode): the last character takes column 32: \(shown)")
            if mode == "pop-on" {
                let reference = try #require(try CaptionSCCTests.ffmpeg(Self.file(text, mode: mode)).first?.text)
                #expect(shown.prefix(31) == reference.prefix(31), "ffmpeg: \(reference)")
            }
        }
    }

    @Test("a row of 100,000 characters reads quickly as 32 columns")
    func hugeRow() throws {
        let text = Self.file(String(repeating: "Hello world ", count: 8_334) + "!", mode: "pop-on")
        let clock = ContinuousClock()
        var track: CaptionTrack?
        let elapsed = try clock.measure { track = try CaptionReader.read(data: Data(text.utf8), fileName: "show.scc") }
        #expect(track?.cues.first?.text == "Hello world Hello world Hello w!")
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test("a timecode before the one above it is refused naming both and their lines, in a pop-on and a roll-up file",
          arguments: ["pop-on", "roll-up"])
    func backwards(mode: String) {
        let file = Self.file("Hello", mode: mode).replacingOccurrences(of: "00:00:04:00", with: "00:00:00;15")
        #expect {
            _ = try CaptionReader.read(data: Data(file.utf8), fileName: "show.scc")
        } throws: { error in
            "\(error)" == "show.scc:5: the timecode 00:00:00;15 goes back before 00:00:01:00 on line 3: an SCC file's timecodes go forward; fix or move the line"
        }
    }

    @Test("equal timecodes on two lines are read (the second continues the first)")
    func equalTimecodes() throws {
        let file = Self.file("Hello", mode: "pop-on").replacingOccurrences(of: "00:00:04:00\t942c 942c", with: "00:00:01:00\t8080\n\n00:00:04:00\t942c 942c")
        let track = try CaptionReader.read(data: Data(file.utf8), fileName: "show.scc")
        #expect(track.cues.map(\.text) == ["Hello"])
    }
}
