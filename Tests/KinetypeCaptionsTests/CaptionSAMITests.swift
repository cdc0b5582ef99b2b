import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// SAMI as Korean and Japanese subtitle sites and players keep it: upper-case tags with unquoted
/// values, unclosed `<P>` and `<SYNC>`, two languages in one file, `&nbsp;` blocks that clear the
/// screen, CP949 bytes. Times are the file's own `Start` values; ffmpeg's SAMI reader is the
/// independent reference for a one-language file.
@Suite struct CaptionSAMITests {
    static func read(_ text: String, _ name: String = "movie.smi") throws -> CaptionTrack {
        try CaptionReader.read(data: Data(text.utf8), fileName: name)
    }

    static let bilingual = """
        <SAMI>
        <HEAD>
        <TITLE>영화</TITLE>
        <STYLE TYPE="text/css">
        <!--
        P { margin-left:8pt; margin-right:8pt; text-align:center; font-size:20pt; font-family:굴림; color:white; }
        .KRCC { Name:한국어; lang:ko-KR; SAMIType:CC; }
        .ENCC { Name:English; lang:en-US; SAMIType:CC; }
        -->
        </STYLE>
        </HEAD>
        <BODY>
        <SYNC Start=1000><P Class=KRCC>
        안녕하세요<br>반갑습니다
        <SYNC Start=1000><P Class=ENCC>Hello<br>Nice to meet you
        <SYNC Start=3500><P Class=KRCC>&nbsp;
        <SYNC Start=4000><P Class=KRCC><font color="#ffff00">노란</font> 글자
        <SYNC Start=6250><P Class=KRCC>&nbsp;
        </BODY>
        </SAMI>
        """

    @Test("two languages: the STYLE's first class is read, its lang is the track's; &nbsp; clears; <br>, <font color>")
    func bilingual() throws {
        let track = try Self.read(Self.bilingual)
        #expect(track.language == "ko-KR")
        #expect(track.cues.map(\.text) == ["안녕하세요\n반갑습니다", "노란 글자"])
        #expect(track.cues.map(\.start) == [1, 4] && track.cues.map(\.end) == [3.5, 6.25] && track.cues.allSatisfy(\.endIsTimed))
        #expect(track.cues.map(\.line) == [13, 17])
        let yellow = track.cues[1].words
        #expect(yellow[0].color == Color(red: 1, green: 1, blue: 0) && yellow[1].color == nil)
        #expect(track.cues[0].words[1].lineBreakBefore)
    }

    @Test("another language's block neither shows nor clears: the Korean line stays while the English ones come and go")
    func interleaved() throws {
        let track = try Self.read("""
            <SAMI><HEAD><STYLE><!-- .KRCC { lang:ko-KR; } .ENCC { lang:en-US; } --></STYLE></HEAD><BODY>
            <SYNC Start=1000><P Class=KRCC>첫 줄
            <SYNC Start=1200><P Class=ENCC>First line
            <SYNC Start=2600><P Class=ENCC>&nbsp;
            <SYNC Start=3000><P Class=KRCC>&nbsp;
            </BODY></SAMI>
            """)
        #expect(track.cues.map(\.text) == ["첫 줄"] && track.cues.map(\.start) == [1] && track.cues.map(\.end) == [3])
    }

    @Test("lower-case tags and quoted values, as editors save them: the same times as ffmpeg's SAMI reader; the last block lingers")
    func againstFFmpeg() throws {
        let file = """
            <sami><head><style type="text/css"><!-- .ENUSCC { name: English; lang: en-US; } --></style></head>
            <body>
            <sync start="250"><p class="ENUSCC"><i>Previously</i>
            on the show
            <sync start="2750"><p class="ENUSCC">&nbsp;</p>
            <sync start="3000"><p class="ENUSCC">She said <b>no</b>.
            <sync start="5125"><p class="ENUSCC">&nbsp;
            <sync start="6000"><p class="ENUSCC">The end
            </body></sami>
            """
        let track = try Self.read(file, "show.en.smi")
        #expect(track.cues.map(\.text) == ["Previously on the show", "She said no.", "The end"])
        #expect(track.cues[0].words[0].emphasis == .italic && track.cues[1].words[2].emphasis == .bold)
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent("show.smi")
        try Data(file.utf8).write(to: input)
        let srt = try TestSupport.run(ffmpeg, ["-v", "error", "-i", input.path, "-f", "srt", "-"]).stdoutString
        let times = srt.matches(of: #/(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})/#).map { match in
            [(match.1, match.2, match.3, match.4), (match.5, match.6, match.7, match.8)].map { h, m, s, ms in
                Double(h)! * 3600 + Double(m)! * 60 + Double(s)! + Double(ms)! / 1000
            }
        }
        #expect(times.count >= 2, "\(srt)")
        for (cue, reference) in zip(track.cues, times.prefix(2)) {
            #expect([cue.start, cue.end] == reference, "ffmpeg: \(srt)")
        }
        // The last block has no end: 2 s or 0.4 s a word.
        #expect(track.cues[2].start == 6 && track.cues[2].end == 8 && !track.cues[2].endIsTimed)
    }

    @Test("Japanese with ruby readings left out; SYNC blocks out of order are sorted as players sort them")
    func japanese() throws {
        let file = """
            <SAMI><BODY>
            <SYNC Start=5000><P Class=JPCC>さようなら
            <SYNC Start=2000><P Class=JPCC><RUBY>漢字<RT>かんじ</RT></RUBY>です
            <SYNC Start=4000><P Class=JPCC>&nbsp;
            </BODY></SAMI>
            """
        let track = try Self.read(file, "anime.ja.smi")
        #expect(track.cues.map(\.text) == ["漢字です", "さようなら"])
        #expect(track.cues.map(\.start) == [2, 5] && track.cues[0].end == 4)
        #expect(track.cues[0].words.map(\.text) == ["漢", "字", "で", "す"])
    }

    @Test("a CP949 file, as Korean sites serve them: refused as UTF-8 with the --encoding hint, read with --encoding cp949")
    func cp949() throws {
        let iconv = try #require(TestSupport.which("iconv"))
        let bytes = try TestSupport.run(iconv, ["-f", "UTF-8", "-t", "CP949"], input: Data(Self.bilingual.utf8)).stdout
        #expect(bytes.count > 100 && String(data: bytes, encoding: .utf8) == nil, "iconv made CP949 bytes")
        #expect {
            _ = try CaptionReader.read(data: bytes, fileName: "movie.smi")
        } throws: { "\($0)".contains("--encoding") }
        let track = try CaptionReader.read(data: bytes, fileName: "movie.smi", encoding: "CP949")
        #expect(track.cues.map(\.text) == ["안녕하세요\n반갑습니다", "노란 글자"])
    }

    @Test("a CRLF file's errors name the right line")
    func crlfLines() {
        let file = "<SAMI>\r\n<BODY>\r\n<SYNC Start=1000><P>Hi\r\n<SYNC Start=2000><P>&nbsp;\r\n<SYNC Start=x><P>Bad\r\n</BODY></SAMI>\r\n"
        #expect {
            _ = try Self.read(file)
        } throws: { "\($0)".contains("movie.smi:5: <SYNC Start=x>") }
    }

    @Test("found by extension and by content")
    func detection() {
        #expect(CaptionFormat.detect(fileName: "a.smi", text: "x") == .sami)
        #expect(CaptionFormat.detect(fileName: "a.SAMI", text: "x") == .sami)
        #expect(CaptionFormat.detect(fileName: "a.txt", text: "\u{FEFF}<sami>\n<body>") == .sami)
    }

    @Test("bad files: an error naming the file, the line and the fix", arguments: [
        ("<SAMI><BODY><P>hello</BODY></SAMI>", "bad.smi:1: a SAMI file's captions are <SYNC Start=milliseconds> blocks"),
        ("<SAMI><BODY>\n<SYNC Start=abc><P>hi</BODY></SAMI>", "bad.smi:2: <SYNC Start=abc>: Start is a time in milliseconds"),
        ("<SAMI><BODY>\n\n<SYNC End=5><P>hi</BODY></SAMI>", "bad.smi:3: the <SYNC> has no Start"),
        ("<SAMI><BODY><SYNC Start=1e400><P>hi</BODY></SAMI>", "<SYNC Start=1e400>: 1e400 is out of range"),
        ("<SAMI><BODY><SYNC Start=1000><P>&nbsp;</BODY></SAMI>", "the file has no cues"),
    ])
    func bad(text: String, says: String) {
        #expect {
            _ = try Self.read(text, "bad.smi")
        } throws: { "\($0)".contains(says) }
    }
}
