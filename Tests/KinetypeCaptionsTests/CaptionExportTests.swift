import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeTestSupportCore
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
        let text = ASSWriter.text(Self.pages, width: 1280, height: 720, fontName: "Noto Sans", fontSize: 56,
                                     active: Color(red: 1, green: 0.84, blue: 0), upcoming: .white)
        #expect(text.contains("Dialogue: 0,0:00:01.00,0:00:02.40,Default,,0,0,0,,{\\kf50}Hello, {\\k20}{\\kf55}world"))
        #expect(text.contains("PrimaryColour") && text.contains("&H0000D6FF"), "the sung colour as &HAABBGGRR")
        let track = try CaptionReader.read(data: Data(text.utf8), fileName: "out.ass")
        let expected = Self.pages.flatMap(\.words)
        #expect(track.words.map(\.text) == expected.map(\.text))
        for (got, want) in zip(track.words, expected) {
            expectClose(got.start, want.start, tolerance: 0.006, "\(got.text): \(got.start)-\(got.end)")
            expectClose(got.end, want.end, tolerance: 0.006, "\(got.text): \(got.start)-\(got.end)")
        }
    }

    /// A page whose words carry their file's colours and emphasis: an SRT's `<font color>`,
    /// `<i>` and `<b>`, as the reader gives them.
    static let styled = try! CaptionReader.read(data: Data("""
        1
        00:00:01,000 --> 00:00:03,000
        Plain <font color="yellow">yellow <i>both</i></font> <b>bold</b> <u>under</u> <font color="#ff8000">orange</font> end

        """.utf8), fileName: "styled.srt").timed { _ in 1 }

    @Test("ASS and WebVTT keep each word's colour and emphasis: read back, every word has the ones it had")
    func styledWords() throws {
        let words = Self.styled.words
        #expect(words.map(\.text) == ["Plain", "yellow", "both", "bold", "under", "orange", "end"])
        #expect(words[2].emphasis == .italic && words[3].emphasis == .bold && words[4].emphasis == .underline && words[1].color != nil,
                "the fixture reads as styled: \(words.map { ($0.text, $0.emphasis.rawValue, $0.color != nil) })")
        let pages = [CaptionPage(words: words, start: 1, end: 3)]
        let active = Color(red: 1, green: 0.84, blue: 0), upcoming = Color.white
        let ass = ASSWriter.text(pages, width: 1280, height: 720, fontName: "Noto Sans", fontSize: 56, active: active, upcoming: upcoming,
                                    bold: false)
        #expect(ass.contains("&H80000000,0,0,0,0,"), "a regular style")
        // In a bold style, bold words need no tag (and the words after no \b0).
        let boldStyle = ASSWriter.text(pages, width: 1280, height: 720, fontName: "Noto Sans", fontSize: 56, active: active, upcoming: upcoming)
        #expect(boldStyle.contains("&H80000000,-1,0,0,0,") && !boldStyle.contains("\\b"), "\(boldStyle)")
        let fromASS = try CaptionReader.read(data: Data(ass.utf8), fileName: "out.ass").words
        #expect(fromASS.map(\.text) == words.map(\.text))
        func bytes(_ color: Color?) -> [Int] {
            guard let c = color?.resolve() else { return [] }
            return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        }
        for (got, want) in zip(fromASS, words) {
            #expect(got.emphasis == want.emphasis, "\(got.text): emphasis \(got.emphasis.rawValue), not \(want.emphasis.rawValue)\n\(ass)")
            // Karaoke: the unsung colour is the word's own (else the style's), the sung one the
            // word's spoken colour (else the style's sung colour).
            #expect(bytes(got.color) == bytes(want.color ?? upcoming), "\(got.text): \(bytes(got.color)) unsung\n\(ass)")
            #expect(bytes(got.spokenColor) == bytes(want.spokenColor ?? active), "\(got.text): \(bytes(got.spokenColor)) sung")
        }
        let vtt = WebVTTWriter.text(pages)
        let fromVTT = try CaptionReader.read(data: Data(vtt.utf8), fileName: "out.vtt").words
        #expect(fromVTT.map(\.text) == words.map(\.text))
        for (got, want) in zip(fromVTT, words) {
            #expect(got.emphasis == want.emphasis, "\(got.text) in WebVTT\n\(vtt)")
        }
        // WebVTT names only its colour classes: yellow stays, orange (no class) does not.
        #expect(bytes(fromVTT[1].color) == [255, 255, 0] && bytes(fromVTT[2].color) == [255, 255, 0], "\(vtt)")
        #expect(fromVTT[5].color == nil)
    }

    @Test("speakers round-trip: WebVTT's voice spans (two in a page) and ASS's Name field read back as they were")
    func speakers() throws {
        let words = [CaptionWord(text: "Is", start: 1, end: 1.2, speaker: "Roger Bingham"), CaptionWord(text: "it?", start: 1.2, end: 1.5, speaker: "Roger Bingham"),
                     CaptionWord(text: "Yes.", start: 1.6, end: 2, lineBreakBefore: true, speaker: "Esme"),
                     CaptionWord(text: "Music", start: 3, end: 3.5)]
        let pages = [CaptionPage(words: Array(words[0..<3]), start: 1, end: 2, lineBreaks: [2]), CaptionPage(words: [words[3]], start: 3, end: 3.5)]
        let vtt = WebVTTWriter.text(pages)
        #expect(vtt.contains("<v Roger Bingham>Is <00:00:01.200>it?\n<00:00:01.600></v><v Esme>Yes."), "\(vtt)")
        let fromVTT = try CaptionReader.read(data: Data(vtt.utf8), fileName: "out.vtt").words
        #expect(fromVTT.map(\.speaker) == words.map(\.speaker), "\(vtt)")
        let ass = ASSWriter.text(pages, width: 1280, height: 720, fontName: "Noto Sans", fontSize: 56, active: .white, upcoming: .white)
        #expect(ass.contains(",Default,Roger Bingham,0,0,0,,") && ass.contains(",Default,,0,0,0,,"), "\(ass)")
        let fromASS = try CaptionReader.read(data: Data(ass.utf8), fileName: "out.ass").words
        #expect(fromASS.map(\.speaker) == ["Roger Bingham", "Roger Bingham", "Roger Bingham", nil], "a Dialogue line has one Name: the page's first speaker")
    }

    @Test("SRT: a numbered cue a page in HH:MM:SS,mmm, lines as the page breaks them, {\\an8} at the top; read back, the same words and page times")
    func srt() throws {
        var pages = Self.pages
        pages[1].lineBreaks = [1]
        pages[1].anchor = UnitPoint(x: 0.5, y: 0)
        let text = SRTWriter.text(pages)
        #expect(text == """
            1
            00:00:01,004 --> 00:00:02,400
            Hello, world

            2
            00:00:03,000 --> 00:00:04,100
            {\\an8}مرحبا
            世界

            """)
        let track = try CaptionReader.read(data: Data(text.utf8), fileName: "out.srt")
        #expect(track.cues.map(\.start) == [1.004, 3] && track.cues.map(\.end) == [2.4, 4.1])
        #expect(track.cues.map(\.text) == ["Hello, world", "مرحبا\n世界"] && track.cues[1].anchor == UnitPoint(x: 0.5, y: 0))
        // Each word's emphasis and colour: a tag around each run that shares them.
        let styled = SRTWriter.text([CaptionPage(words: Self.styled.words, start: 1, end: 3)])
        #expect(styled.contains("Plain <font color=\"#FFFF00\">yellow</font> <font color=\"#FFFF00\"><i>both</i></font> <b>bold</b> <u>under</u> "
                                + "<font color=\"#FF8000\">orange</font> end"), "\(styled)")
        let back = try CaptionReader.read(data: Data(styled.utf8), fileName: "styled.srt").words
        #expect(back.map(\.text) == Self.styled.words.map(\.text))
        #expect(zip(back, Self.styled.words).allSatisfy { $0.emphasis == $1.emphasis && ($0.color == nil) == ($1.color == nil) })
    }

    @Test("TTML (IMSC 1.1 text): well-formed for xmllint; a <p> a page in its region, <br/> at line breaks, styled runs in spans; read back, the same")
    func ttml() throws {
        var pages = Self.pages
        pages[1].lineBreaks = [1]
        pages[1].anchor = UnitPoint(x: 0.5, y: 0)
        pages.append(CaptionPage(words: Self.styled.words, start: 5, end: 7))
        let text = TTMLWriter.text(pages, language: "en")
        #expect(text.contains("<p begin=\"00:00:01.004\" end=\"00:00:02.400\" region=\"bottom\">Hello, world</p>"), "\(text)")
        #expect(text.contains("<p begin=\"00:00:03.000\" end=\"00:00:04.100\" region=\"top\">مرحبا<br/>世界</p>"))
        #expect(text.contains("Plain <span tts:color=\"#FFFF00\">yellow</span> <span tts:fontStyle=\"italic\" tts:color=\"#FFFF00\">both</span> "
                              + "<span tts:fontWeight=\"bold\">bold</span>"), "\(text)")
        let lint = try #require(TestSupport.which("xmllint"), "xmllint (libxml2-utils) checks the XML")
        try TestSupport.withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("out.ttml")
            try Data(text.utf8).write(to: file)
            let checked = try TestSupport.run(lint, ["--noout", file.path])
            #expect(checked.status == 0, "\(checked.stderr)")
        }
        let track = try CaptionReader.read(data: Data(text.utf8), fileName: "out.ttml")
        #expect(track.cues.map(\.start) == [1.004, 3, 5] && track.cues.map(\.end) == [2.4, 4.1, 7])
        #expect(track.cues[1].text == "مرحبا\n世界" && track.cues[1].anchor == UnitPoint(x: 0.5, y: 0) && track.cues[0].anchor == nil)
        let back = track.cues[2].words
        #expect(back.map(\.text) == Self.styled.words.map(\.text))
        #expect(zip(back, Self.styled.words).allSatisfy { $0.emphasis == $1.emphasis && ($0.color == nil) == ($1.color == nil) })
    }

    @Test("WebVTT: one cue a page, words after the first behind inline timestamps")
    func webVTT() throws {
        let text = WebVTTWriter.text(Self.pages)
        #expect(text.hasPrefix("WEBVTT\n\n00:00:01.004 --> 00:00:02.400\nHello, <00:00:01.700>world\n"))
        let track = try CaptionReader.read(data: Data(text.utf8), fileName: "out.vtt")
        #expect(track.words.map(\.text) == Self.pages.flatMap(\.words).map(\.text))
        // WebVTT timestamps mark starts; a word ends where the next starts (or the cue ends).
        #expect(track.words.map(\.start) == [1.004, 1.7, 3, 3.5, 3.8])
    }
}
