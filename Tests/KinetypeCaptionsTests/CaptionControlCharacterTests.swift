import Foundation
import KinetypeCaptions
import KinetypePrimitives
import Testing

/// Control characters in caption files (a character reference to code 0, a raw bell or escape
/// byte), in every shape a file can spell them and in several scripts: no reader passes one on,
/// each says so in a warning, and no writer puts one in a caption file, whatever the track holds.
@Suite struct CaptionControlCharacterTests {
    /// Whether `text` holds a C0 control other than tab and line feed, or DEL: the characters
    /// XML forbids and players stop at, written out here rather than taken from the code.
    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0.value != 0x09 && $0.value != 0x0A) || $0.value == 0x7F }
    }

    static let files: [(name: String, text: String, words: [String])] = [
        ("netflix.ttml", """
            <?xml version="1.0" encoding="utf-8"?>
            <tt xmlns="http://www.w3.org/ns/ttml" xml:lang="en"><body><div>
            <p begin="00:00:01.000" end="00:00:02.000">Where&#0; are&#x1B; you&#7;</p>
            <p begin="00:00:03.000" end="00:00:04.000">&#0;</p>
            </div></body></tt>
            """, ["Where", "are", "you"]),
        ("talk.en.srv1", """
            <?xml version="1.0" encoding="utf-8" ?><transcript><text start="0.24" dur="3.12">I&amp;#39;m&amp;#0; here</text>\
            <text start="3.36" dur="2">مرحبا&amp;#0; بكم</text></transcript>
            """, ["I'm", "here", "مرحبا", "بكم"]),
        ("film.srt", "1\n00:00:01,000 --> 00:00:02,000\nHel\u{0}lo \u{1B}[31mworld\u{7F}\n\n2\n00:00:03,000 --> 00:00:04,000\n世界\u{7}\n",
         ["Hello", "[31mworld", "世", "界"]),
        ("talk.vtt", "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Bo\u{1}b>Привет\u{0} мир\n", ["Привет", "мир"]),
        ("karaoke.ass", """
            [Script Info]
            ScriptType: v4.00+

            [Events]
            Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
            Dialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,{\\k50}Hel\u{8}lo {\\k50}wor\u{0}ld
            """, ["Hello", "world"]),
    ]

    @Test("every reader drops a control character (&#0;, srv1's &amp;#0;, raw bytes) and warns once, naming it and its line")
    func readersDrop() throws {
        for file in Self.files {
            let track = try CaptionReader.read(data: Data(file.text.utf8), fileName: file.name)
            let words = track.cues.flatMap(\.words)
            #expect(words.map(\.text) == file.words, "\(file.name): \(words.map(\.text))")
            #expect(!track.cues.contains { Self.hasControl($0.text) || $0.words.contains { Self.hasControl($0.text) || Self.hasControl($0.speaker ?? "") } },
                    "\(file.name)")
            let warnings = track.warnings.filter { $0.contains("control character") }
            #expect(warnings.count == 1 && warnings[0].hasPrefix("\(file.name):") && warnings[0].contains("U+00"), "\(file.name): \(track.warnings)")
        }
    }

    @Test("a file without control characters reads with no such warning")
    func cleanFile() throws {
        let track = try CaptionReader.read(data: Data("1\n00:00:01,000 --> 00:00:02,000\nHello\tworld\n".utf8), fileName: "clean.srt")
        #expect(track.words.map(\.text) == ["Hello", "world"] && track.warnings.isEmpty, "\(track.warnings)")
    }

    @Test("no writer puts a control character in a caption file, even from a track made in code that holds them")
    func writersDrop() {
        let words = [CaptionWord(text: "Hel\u{0}lo", start: 1, end: 1.5, speaker: "A\u{1}nn"), CaptionWord(text: "\u{7}", start: 1.5, end: 1.8),
                     CaptionWord(text: "世界\u{1B}", start: 1.8, end: 2.2)]
        let card = CaptionCard(track: CaptionTrack(cues: [CaptionCue(start: 1, end: 2.2, text: "Hel\u{0}lo \u{7} 世界\u{1B}", words: words)]))
        let writers: [any CaptionWriter] = [SRTWriter(), WebVTTWriter(), ASSWriter(), TTMLWriter()]
        for writer in writers {
            let file = writer.file(of: card)
            #expect(!Self.hasControl(file), "\(writer.name): \(file.debugDescription)")
            #expect(file.contains("Hello") && file.contains("世界"), "\(writer.name): \(file)")
        }
    }
}
