import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// The caption files people have, shaped as the tools that write them do (YouTube and yt-dlp
/// WebVTT, Aegisub-edited SRT, WhisperX, whisper-timestamped, whisper.cpp with --max-len 1,
/// Windows-1252 SRT), in several scripts: each read as a player would read it.
@Suite struct CaptionVariantTests {
    static func read(_ text: String, _ name: String, encoding: String? = nil) throws -> CaptionTrack {
        try CaptionReader.read(data: Data(text.utf8), fileName: name, encoding: encoding)
    }

    @Test("YouTube WebVTT: header lines, STYLE, REGION and NOTE blocks skipped; cue settings and <v>/<c> tags dropped; a cue right after another's text")
    func youTubeVTT() throws {
        let file = """
            WEBVTT
            Kind: captions
            Language: ar
            X-TIMESTAMP-MAP=LOCAL:00:00:00.000,MPEGTS:0

            STYLE
            ::cue { color: yellow }

            REGION
            id:fred
            width:40%

            NOTE a comment
            over two lines

            00:00:00.000 --> 00:00:01.500 align:start position:0%
            How<00:00:00.400><c> are</c><00:00:00.800><c> you</c>
            00:00:01.500 --> 00:00:03.000 line:90%
            <v Roger>مرحبا بالعالم</v>

            """
        let track = try Self.read(file, "youtube.vtt")
        #expect(track.cues.map(\.start) == [0, 1.5] && track.cues.map(\.end) == [1.5, 3])
        #expect(track.cues[0].words.map(\.text) == ["How", "are", "you"] && track.cues[0].words.map(\.start) == [0, 0.4, 0.8])
        #expect(track.cues[1].text == "مرحبا بالعالم" && track.cues[1].line == 18, "the times line")
    }

    @Test("SRT from editors: \\N and \\h, <i>/<font> tags dropped but text such as 2<3,5>1 kept, a cue without a blank line before it, CJK and Hebrew")
    func editedSRT() throws {
        let file = """
            1
            00:00:01,000 --> 00:00:02,000
            {\\an8}Line one\\Nline two\\h!
            2
            00:00:02,000 --> 00:00:03,000
            <i>If</i> 2<3,5>1 <font color="#ff0000">then</font>

            3
            00:00:03,500 --> 00:00:05,000
            你好世界。שלום עולם

            """
        let track = try Self.read(file, "edited.srt")
        #expect(track.cues.count == 3)
        #expect(track.cues[0].text == "Line one\nline two\u{00A0}!", "\(track.cues[0].text)")
        #expect(track.cues[0].anchor == .top && track.cues[1].anchor == nil, "{\\an8} puts the cue at the top")
        #expect(track.cues[1].text == "If 2<3,5>1 then" && track.cues[1].line == 5)
        #expect(track.cues[2].text == "你好世界。שלום עולם")
    }

    @Test("a cue that lasts no time is skipped with a warning naming its line; one that ends before it starts is still an error")
    func zeroLength() throws {
        let track = try Self.read("1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:02,000 --> 00:00:02,000\nflash\n\n3\n00:00:03,000 --> 00:00:04,000\nThree\n", "flash.srt")
        #expect(track.cues.map(\.text) == ["One", "Three"])
        #expect(track.warnings.count == 1 && track.warnings[0].contains("flash.srt:6"), "\(track.warnings)")
        #expect(throws: CaptionError.self) { try Self.read("1\n00:00:02,000 --> 00:00:01,000\nBack\n", "back.srt") }
    }

    @Test("Windows-1252 SRT: refused as UTF-8 with a hint, read with --encoding windows-1252; an unknown encoding is named")
    func encodings() throws {
        let bytes = Data("1\n00:00:01,000 --> 00:00:02,000\nCaf".utf8) + Data([0xE9, 0x20, 0x93]) + Data("quoted".utf8) + Data([0x94, 0x0A])
        let refused = try #require(throws: CaptionError.self) { try CaptionReader.read(data: bytes, fileName: "cp1252.srt") }
        #expect(refused.description.contains("--encoding"))
        let track = try CaptionReader.read(data: bytes, fileName: "cp1252.srt", encoding: "windows-1252")
        #expect(track.cues[0].text == "Café “quoted”")
        let unknown = try #require(throws: CaptionError.self) { try CaptionReader.read(data: bytes, fileName: "cp1252.srt", encoding: "klingon") }
        #expect(unknown.description.contains("klingon"))
        let utf16 = Data([0xFF, 0xFE]) + "1\n00:00:01,000 --> 00:00:02,000\nÜber\n".data(using: .utf16LittleEndian)!
        #expect(try CaptionReader.read(data: utf16, fileName: "utf16.srt").cues[0].text == "Über")
    }

    @Test("WhisperX: words without leading spaces are words, not one long word; a word it could not align takes its neighbours' times")
    func whisperX() throws {
        let file = """
            {"segments": [{"start": 0.5, "end": 3.0, "text": " And so that's where 2 ideas met.",
              "words": [{"word": "And", "start": 0.5, "end": 0.7, "score": 0.9}, {"word": "so", "start": 0.8, "end": 0.9, "score": 0.8},
                        {"word": "that's", "start": 1.0, "end": 1.3, "score": 0.9}, {"word": "where", "start": 1.4, "end": 1.6, "score": 0.9},
                        {"word": "2"}, {"word": "ideas", "start": 2.0, "end": 2.4, "score": 0.7}, {"word": "met.", "start": 2.5, "end": 3.0}]}],
             "word_segments": []}
            """
        let words = try Self.read(file, "talk.json").words
        #expect(words.map(\.text) == ["And", "so", "that's", "where", "2", "ideas", "met."])
        #expect(words[4].start == 1.6 && words[4].end == 2.0, "the unaligned 2 fills the gap: \(words[4])")
    }

    @Test("whisper-timestamped names each word text; faster-whisper's shape is openai-whisper's")
    func whisperTimestamped() throws {
        let file = """
            {"text": " Hola mundo", "segments": [{"id": 0, "start": 0.1, "end": 1.2, "text": " Hola mundo",
              "words": [{"text": "Hola", "start": 0.1, "end": 0.5, "confidence": 0.9}, {"text": "mundo", "start": 0.6, "end": 1.2, "confidence": 0.8}]}],
             "language": "es"}
            """
        #expect(try Self.read(file, "hola.json").words.map(\.text) == ["Hola", "mundo"])
    }

    @Test("insanely-fast-whisper's chunks: word chunks make one stream of words, a null last end is 0.4 s a word; phrase chunks a cue each")
    func transformersChunks() throws {
        let words = """
            {"speakers": [], "chunks": [{"timestamp": [0.0, 0.42], "text": " Bonjour"}, {"timestamp": [0.42, 0.9], "text": " à"},
              {"timestamp": [0.9, 1.5], "text": " tous."}, {"timestamp": [2.8, 3.1], "text": " Ça"}, {"timestamp": [3.1, null], "text": " va?"}],
             "text": " Bonjour à tous. Ça va?"}
            """
        let track = try Self.read(words, "interview.json")
        #expect(track.cues.count == 1 && !track.cues[0].endIsTimed)
        #expect(track.words.map(\.text) == ["Bonjour", "à", "tous.", "Ça", "va?"])
        #expect(track.words.map(\.start) == [0, 0.42, 0.9, 2.8, 3.1])
        #expect(track.words.map(\.end) == [0.42, 0.9, 1.5, 3.1, 3.5], "null: 3.1 + 0.4 for one word")
        let phrases = """
            {"speakers": [], "chunks": [{"timestamp": [0.0, 2.5], "text": " 你好，世界。"}, {"timestamp": [2.5, null], "text": " مرحبا بالعالم"},
              {"timestamp": [4.0, 5.0], "text": " Hello there"}], "text": ""}
            """
        let cues = try Self.read(phrases, "talk.json").cues
        #expect(cues.map(\.start) == [0, 2.5, 4] && cues.map(\.end) == [2.5, 4, 5], "a null end is the next chunk's start")
        #expect(cues[1].text == "مرحبا بالعالم" && cues.allSatisfy { !$0.endIsTimed })
        let bad = #"{"chunks": [{"timestamp": [null, 1.0], "text": " hi"}]}"#
        #expect { _ = try Self.read(bad, "bad.json") } throws: { "\($0)".contains("bad.json:1: the chunk has no start") }
        let flat = "{\"chunks\": [\n{\"timestamp\": 5, \"text\": \" hi\"}]}"
        #expect { _ = try Self.read(flat, "flat.json") } throws: { "\($0)".contains("flat.json:2: \"timestamp\" must be [start, end]") }
    }

    @Test("whisper.cpp with --max-len 1: a segment a word reads as one stream of words, not a page a word")
    func whisperCppWordSegments() throws {
        let segments = [(" नमस्ते", 0, 400), (" दुनिया", 420, 900), (" Hello", 1000, 1300), (" world.", 1320, 1800)].map { text, from, to in
            #"{"timestamps": {"from": "x", "to": "y"}, "offsets": {"from": \#(from), "to": \#(to)}, "text": "\#(text)"}"#
        }
        let file = #"{"systeminfo": "", "result": {"language": "hi"}, "transcription": ["# + segments.joined(separator: ", ") + "]}"
        let track = try Self.read(file, "cpp.json")
        #expect(track.cues.count == 1 && track.words.map(\.text) == ["नमस्ते", "दुनिया", "Hello", "world."])
        #expect(track.words.map(\.start) == [0, 0.42, 1.0, 1.32] && track.words.dropFirst().allSatisfy(\.spaceBefore))
    }

    @Test("two-line karaoke ASS: a syllable with a space shares its time, Comment lines are skipped, the overlapping next line keeps its times")
    func karaokeASS() throws {
        let file = """
            [Script Info]
            ScriptType: v4.00+

            [V4+ Styles]
            Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour
            Style: Default,Arial,48,&H00FFFFFF,&H000000FF

            [Events]
            Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
            Comment: 0,0:00:00.00,0:00:05.00,Default,,0,0,0,,timing notes
            Dialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,{\\k27}Joh{\\k40}to !{\\k0}{\\k20} 歌う
            Dialogue: 0,0:00:02.50,0:00:04.00,Default,,0,0,0,,{\\k50}Next {\\k50}line

            """
        let track = try Self.read(file, "karaoke.ass")
        #expect(track.cues.count == 2 && !track.cues.contains { $0.text.contains("timing") })
        let first = track.cues[0].words
        #expect(first.map(\.text) == ["Johto", "!", "歌", "う"], "\(first.map(\.text))")
        // "to !" lasts 0.4 s over three letters (the space takes none): "to" until 1.27 + 0.4·2/3, "!" from then.
        expectClose(first[0].end, 1.27 + 0.4 * 2 / 3, tolerance: 1e-9, "\(first)")
        #expect(first[1].start == first[0].end, "\(first)")
        #expect(first[1].end == 1.67, "\(first)")
        #expect(track.cues[0].end == 3 && track.cues[1].start == 2.5, "overlapping lines are shown together, as karaoke players show them")
        #expect(track.warnings.isEmpty, "\(track.warnings)")
    }

    @Test("italic, bold and underline from SRT, WebVTT and ASS tags are kept on their words, across timestamps and karaoke syllables")
    func emphasis() throws {
        let srt = try Self.read("1\n00:00:01,000 --> 00:00:03,000\n<i>Quietly</i> <b>LOUD</b> <U>under</U> {\\i1}slant{\\i0} plain\n", "tags.srt")
        #expect(srt.words.map(\.text) == ["Quietly", "LOUD", "under", "slant", "plain"])
        #expect(srt.words.map(\.emphasis) == [.italic, .bold, .underline, .italic, []])
        #expect(srt.cues[0].text == "Quietly LOUD under slant plain", "no markers in the text")
        let vtt = try Self.read("WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<i>Hi <00:00:02.000>there</i> friend\n", "tags.vtt")
        #expect(vtt.words.map(\.text) == ["Hi", "there", "friend"] && vtt.words.map(\.emphasis) == [.italic, .italic, []], "\(vtt.words)")
        let ass = try Self.read("""
            [Events]
            Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
            Dialogue: 0,0:00:00.00,0:00:02.00,Default,,0,0,0,,{\\i1}Soft{\\i0} and {\\b1}bold
            Dialogue: 0,0:00:02.00,0:00:04.00,Default,,0,0,0,,{\\k30\\i1}whis{\\k30}per{\\i0}{\\k40} out{\\k20\\u1}loud
            """, "tags.ass")
        #expect(ass.cues[0].words.map(\.emphasis) == [.italic, [], .bold] && ass.cues[0].text == "Soft and bold")
        #expect(ass.cues[1].words.map(\.text) == ["whisper", "outloud"], "\(ass.cues[1].words.map(\.text))")
        #expect(ass.cues[1].words.map(\.emphasis) == [.italic, []] && abs(ass.cues[1].words[0].end - 2.6) < 1e-9, "\(ass.cues[1].words)")
    }

    @Test("each ASS line takes its style's colours (secondary before a karaoke syllable is sung, primary after and off karaoke), inline \\c and \\2c override them, default styles leave them alone")
    func assStyleColours() throws {
        let file = """
            [Script Info]
            ScriptType: v4.00+

            [V4+ Styles]
            Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold
            Style: Default,Arial,48,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0
            Style: Duet,Arial,48,&H00FF0000,&H0000FFFF,&H00000000,&H00000000,0
            Style: Faint,Arial,48,&H80FFFFFF,&H000000FF,&H00000000,&H00000000,0

            [Events]
            Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
            Dialogue: 0,0:00:01.00,0:00:03.00,*Duet,,0,0,0,,{\\k50}Sing {\\k50\\2c&H00FF00&}with {\\k50\\1c&H0000FF&}me
            Dialogue: 0,0:00:03.00,0:00:05.00,Duet,,0,0,0,,Spoken {\\c&H0000FF&}red{\\r} back
            Dialogue: 0,0:00:05.00,0:00:06.00,Default,,0,0,0,,{\\k50}Plain {\\k50}words
            Dialogue: 0,0:00:06.00,0:00:07.00,Faint,,0,0,0,,Half seen
            """
        let track = try Self.read(file, "duet.ass")
        let blue = Color(red: 0, green: 0, blue: 1), yellow = Color(red: 1, green: 1, blue: 0)
        let green = Color(red: 0, green: 1, blue: 0), red = Color(red: 1, green: 0, blue: 0)
        // Karaoke: &HBBGGRR, so &H00FF0000 is blue (primary, sung) and &H0000FFFF yellow (secondary, to come).
        let sung = track.cues[0].words
        #expect(sung.map(\.text) == ["Sing", "with", "me"])
        #expect(sung.map(\.color) == [yellow, green, green], "\\2c from its syllable on")
        #expect(sung.map(\.spokenColor) == [blue, blue, red], "\\1c from its syllable on")
        // Off karaoke the primary colour is the word's colour before and after; \\r goes back to the style's.
        let spoken = track.cues[1].words
        #expect(spoken.map(\.color) == [blue, red, blue] && spoken.map(\.spokenColor) == [blue, red, blue], "\(spoken)")
        #expect(track.cues[2].words.allSatisfy { $0.color == nil && $0.spokenColor == nil }, "the default white and red leave the style's colours")
        // Alpha 0x80 of 0xFF is about half seen.
        let faint = try #require(track.cues[3].words.first?.color).resolve()
        #expect(faint.red == 1 && abs(Double(faint.opacity) - (1 - 128.0 / 255)) < 1e-6, "\(faint)")
    }

    @Test("SSA's decimal style colours are read as ASS's hex ones")
    func ssaDecimalColours() throws {
        let track = try Self.read("""
            [V4 Styles]
            Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, TertiaryColour, BackColour
            Style: Sign,Arial,20,65535,255,0,0

            [Events]
            Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
            Dialogue: Marked=0,0:00:01.00,0:00:02.00,Sign,,0000,0000,0000,,Exit
            """, "old.ssa")
        // 65535 = 0x00FFFF: red and green full, blue none.
        #expect(track.cues[0].words.first?.color == Color(red: 1, green: 1, blue: 0))
    }

    @Test("SRT <font color> and WebVTT colour classes colour their words, nested and closed as players read them")
    func inlineColours() throws {
        let srt = try Self.read("""
            1
            00:00:01,000 --> 00:00:03,000
            <font color="#ff0000">Red <font color=lime>lime</font> red</font> plain <FONT COLOR="00FFFF">cyan</FONT> <font face="Serif">same</font>

            """, "colours.srt")
        let red = Color(red: 1, green: 0, blue: 0), lime = Color(red: 0, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1)
        #expect(srt.words.map(\.text) == ["Red", "lime", "red", "plain", "cyan", "same"])
        #expect(srt.words.map(\.color) == [red, lime, red, nil, cyan, nil], "\(srt.words.map(\.color))")
        #expect(srt.words.map(\.spokenColor) == srt.words.map(\.color))
        #expect(srt.cues[0].text == "Red lime red plain cyan same", "no markers in the text")
        let vtt = try Self.read("WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<c.yellow.bg_black>Yellow <00:00:02.000>still</c> <c.loud>not</c> ملوّن\n", "classes.vtt")
        let yellow = Color(red: 1, green: 1, blue: 0)
        #expect(vtt.words.map(\.text) == ["Yellow", "still", "not", "ملوّن"])
        #expect(vtt.words.map(\.color) == [yellow, yellow, nil, nil], "\(vtt.words.map(\.color))")
    }

    @Test("a new speaker starts a line: a dialogue dash after a sentence, >>, or a [Name] label")
    func speakers() throws {
        let track = try Self.read("1\n00:00:01,000 --> 00:00:04,000\n- Ready? - Not yet. >> Go on [Anna] Fine -5 degrees\n", "speakers.srt")
        let breaks = track.words.filter(\.lineBreakBefore).map(\.text)
        #expect(breaks == ["-", ">>", "[Anna]"], "\(breaks)")
    }
}
