import Foundation
import KinetypeCaptions
import Testing

/// Caption files saved as UTF-32 (Notepad++'s and some converters' "UCS-4"), little- and
/// big-endian with their byte order marks, in several scripts: read as their UTF-8 copy is, and
/// a damaged one named as UTF-32, never taken for UTF-16.
@Suite struct CaptionUTF32Tests {
    static let files: [(name: String, text: String)] = [
        ("film.srt", "1\n00:00:01,000 --> 00:00:02,500\nHello, world — ça va?\n\n2\n00:00:03,000 --> 00:00:04,000\n世界 👋\n"),
        ("talk.vtt", "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nПривет, мир\n\n00:00:02.500 --> 00:00:03.000\nمرحبا بالعالم\n"),
        ("song.lrc", "[00:01.00]שלום עולם\n[00:03.00]Γειά σου κόσμε\n"),
    ]

    /// `text` in UTF-32 with its byte order mark, little- or big-endian.
    static func utf32(_ text: String, littleEndian: Bool) -> Data {
        var bytes: [UInt8] = []
        for scalar in ("\u{FEFF}" + text).unicodeScalars {
            let value = scalar.value
            let big = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            bytes += littleEndian ? big.reversed() : big
        }
        return Data(bytes)
    }

    @Test("UTF-32LE and UTF-32BE files read as their UTF-8 copies, in Latin, Han, Cyrillic, Arabic, Hebrew and Greek")
    func reads() throws {
        for file in Self.files {
            let reference = try CaptionReader.read(data: Data(file.text.utf8), fileName: file.name)
            for littleEndian in [true, false] {
                let track = try CaptionReader.read(data: Self.utf32(file.text, littleEndian: littleEndian), fileName: file.name)
                #expect(track.cues == reference.cues, "\(file.name) \(littleEndian ? "LE" : "BE")")
            }
        }
    }

    @Test("a UTF-32 file cut mid-character is named as UTF-32, not UTF-16 or UTF-8")
    func damaged() {
        for (littleEndian, name) in [(true, "UTF-32LE"), (false, "UTF-32BE")] {
            let data = Self.utf32(Self.files[0].text, littleEndian: littleEndian).dropLast(2)
            #expect {
                _ = try CaptionReader.read(data: data, fileName: "film.srt")
            } throws: { error in
                "\(error)" == "film.srt: the file starts as \(name) (by its byte order mark) but does not decode as it; save it as UTF-8"
            }
        }
    }
}
