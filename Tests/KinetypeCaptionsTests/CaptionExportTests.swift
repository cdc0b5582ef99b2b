import Foundation
import KinetypeCaptions
import KinetypePrimitives
import Testing

/// Pages written as ASS and WebVTT read back with the same words and times (to the format's
/// precision: centiseconds for ASS, milliseconds for WebVTT).
@Suite struct CaptionExportTests {
    static let pages = [
        CaptionPage(words: [CaptionWord(text: "Hello,", start: 1.004, end: 1.5), CaptionWord(text: "world", start: 1.7, end: 2.25)],
                    start: 1.004, end: 2.4),
        CaptionPage(words: [CaptionWord(text: "مرحبا", start: 3, end: 3.5), CaptionWord(text: "世", start: 3.5, end: 3.8),
                            CaptionWord(text: "界", start: 3.8, end: 4.1, spaceBefore: false)], start: 3, end: 4.1),
    ]

    @Test("ASS: one Dialogue a page, each word behind a karaoke tag of its length; silences as empty syllables")
    func ass() throws {
        let text = CaptionExport.ass(Self.pages, width: 1280, height: 720, fontName: "Noto Sans", fontSize: 56,
                                     active: Color(red: 1, green: 0.84, blue: 0), upcoming: .white)
        #expect(text.contains("Dialogue: 0,0:00:01.00,0:00:02.40,Default,,0,0,0,,{\\kf50}Hello, {\\k20}{\\kf55}world"))
        #expect(text.contains("PrimaryColour") && text.contains("&H0000D6FF"), "the sung colour as &HAABBGGRR")
        let track = try CaptionReader.read(data: Data(text.utf8), fileName: "out.ass")
        let expected = Self.pages.flatMap(\.words)
        #expect(track.words.map(\.text) == expected.map(\.text))
        for (got, want) in zip(track.words, expected) {
            #expect(abs(got.start - want.start) <= 0.006 && abs(got.end - want.end) <= 0.006, "\(got.text): \(got.start)-\(got.end)")
        }
    }

    @Test("WebVTT: one cue a page, words after the first behind inline timestamps")
    func webVTT() throws {
        let text = CaptionExport.webVTT(Self.pages)
        #expect(text.hasPrefix("WEBVTT\n\n00:00:01.004 --> 00:00:02.400\nHello, <00:00:01.700>world\n"))
        let track = try CaptionReader.read(data: Data(text.utf8), fileName: "out.vtt")
        #expect(track.words.map(\.text) == Self.pages.flatMap(\.words).map(\.text))
        // WebVTT timestamps mark starts; a word ends where the next starts (or the cue ends).
        #expect(track.words.map(\.start) == [1.004, 1.7, 3, 3.5, 3.8])
    }
}
