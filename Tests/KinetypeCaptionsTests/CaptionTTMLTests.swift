import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// TTML as streaming services and broadcasters deliver it, shaped like their files: Netflix's
/// DFXP (ticks, styles, top and bottom regions), EBU-TT-D and IMSC (frames, clock times,
/// coloured spans), word-timed spans from speech recognition, Japanese with ruby, Arabic; and
/// YouTube Studio's SBV. Times are checked against the numbers the files spell out.
@Suite struct CaptionTTMLTests {
    static func read(_ text: String, _ name: String) throws -> CaptionTrack {
        try CaptionReader.read(data: Data(text.utf8), fileName: name)
    }

    static let netflix = """
        <?xml version="1.0" encoding="utf-8"?>
        <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling" xmlns:ttp="http://www.w3.org/ns/ttml#parameter" ttp:tickRate="10000000" xml:lang="en">
        <head>
        <styling>
        <style xml:id="s0" tts:fontStyle="normal" tts:fontWeight="normal" tts:color="white"/>
        <style xml:id="s1" tts:fontStyle="italic"/>
        </styling>
        <layout>
        <region xml:id="bottom" tts:displayAlign="after" tts:extent="80.00% 80.00%" tts:origin="10.00% 10.00%" tts:textAlign="center"/>
        <region xml:id="top" tts:displayAlign="before" tts:extent="80.00% 80.00%" tts:origin="10.00% 10.00%" tts:textAlign="center"/>
        </layout>
        </head>
        <body>
        <div xml:space="preserve">
        <p begin="10010000t" end="35030000t" region="bottom" style="s0" xml:id="subtitle1">Where are you going?<br/><span style="s1">To the
          market.</span></p>
        <p begin="40040000t" end="60060000t" region="top" style="s0" xml:id="subtitle2">[DOOR SLAMS]</p>
        </div>
        </body>
        </tt>
        """

    @Test("Netflix's DFXP: times in ticks, a <br/> line break, an italic span, the top region at the top")
    func netflix() throws {
        let track = try Self.read(Self.netflix, "show.en.dfxp")
        #expect(track.cues.count == 2)
        #expect(track.cues.map(\.start) == [1.001, 4.004] && track.cues.map(\.end) == [3.503, 6.006])
        let words = track.cues[0].words
        #expect(words.map(\.text) == ["Where", "are", "you", "going?", "To", "the", "market."])
        #expect(words[4].lineBreakBefore && !words[3].lineBreakBefore, "the <br/> breaks before To")
        #expect(words.map { $0.emphasis.contains(.italic) } == [false, false, false, false, true, true, true])
        #expect(track.cues[0].text == "Where are you going?\nTo the market.")
        #expect(track.cues[0].anchor == nil && track.cues[1].anchor == UnitPoint(x: 0.5, y: 0), "bottom is the card's own place; top is the top")
        #expect(words.allSatisfy { $0.start == 1.001 && $0.end == 3.503 && $0.line == 15 }, "\(words.map { ($0.start, $0.end, $0.line) })")
    }

    @Test("EBU-TT-D and IMSC: frames at 25 fps, an offset begin with a duration, coloured and bold spans, a chained style")
    func broadcast() throws {
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tt:tt xmlns:tt="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling" xmlns:ttp="http://www.w3.org/ns/ttml#parameter"
                   ttp:timeBase="media" ttp:frameRate="25" ttp:cellResolution="50 30" xml:lang="de">
              <tt:head>
                <tt:styling>
                  <tt:style xml:id="yellow" tts:color="#FFFF00FF"/>
                  <tt:style xml:id="loud" style="yellow" tts:fontWeight="bold"/>
                </tt:styling>
              </tt:head>
              <tt:body>
                <tt:div>
                  <tt:p xml:id="sub1" begin="00:00:01:12" end="00:00:03:00">Grüße aus <tt:span style="loud">Berlin</tt:span></tt:p>
                  <tt:p xml:id="sub2" begin="3.5s" dur="1500ms"><tt:span tts:color="rgba(0,255,255,255)" tts:textDecoration="underline">Tschüss</tt:span> und
                    <tt:span tts:color="cyan">bis bald</tt:span></tt:p>
                </tt:div>
              </tt:body>
            </tt:tt>
            """
        let track = try Self.read(file, "sendung.xml")
        #expect(track.cues.count == 2)
        expectClose(track.cues[0].start, 1 + 12.0 / 25, tolerance: 1e-9)
        #expect(track.cues[0].end == 3)
        #expect(track.cues[1].start == 3.5 && track.cues[1].end == 5)
        let berlin = try #require(track.cues[0].words.last)
        #expect(berlin.text == "Berlin" && berlin.emphasis == .bold && berlin.color == Color(red: 1, green: 1, blue: 0))
        #expect(track.cues[0].words.first?.color == nil && track.cues[0].words.first?.emphasis == [])
        let second = track.cues[1].words
        #expect(second.map(\.text) == ["Tschüss", "und", "bis", "bald"])
        #expect(second[0].color == Color(red: 0, green: 1, blue: 1) && second[0].emphasis == .underline)
        #expect(second[1].color == nil && second[1].emphasis == [] && second[3].color == Color(red: 0, green: 1, blue: 1))
    }

    @Test("word-timed spans (speech recognition's TTML): each word its span's times, relative to its paragraph")
    func timedSpans() throws {
        let file = """
            <tt xmlns="http://www.w3.org/ns/ttml"><body><div begin="00:00:10.000">
            <p begin="00:00:05.000" end="00:00:07.500"><span begin="0s" end="0.5s">one</span> <span begin="0.5s" end="1.2s">two</span>
            <span begin="1.2s" end="2s">three</span></p>
            </div></body></tt>
            """
        let track = try Self.read(file, "asr.ttml")
        let words = try #require(track.cues.first).words
        #expect(words.map(\.text) == ["one", "two", "three"])
        #expect(words.map(\.start) == [15, 15.5, 16.2] && words.map(\.end) == [15.5, 16.2, 17])
        #expect(track.cues[0].start == 15 && track.cues[0].end == 17.5, "the div's begin adds to the paragraph's")
    }

    @Test("Japanese with ruby: the readings left out, a word a character; Arabic kept as it reads; a sequence of paragraphs one after another")
    func scripts() throws {
        let file = """
            <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling"><body><div timeContainer="seq">
            <p dur="2s"><span tts:ruby="container"><span tts:ruby="base">漢字</span><span tts:ruby="text">かんじ</span></span>です。</p>
            <p dur="1.5s">مرحبا بالعالم</p>
            </div></body></tt>
            """
        let track = try Self.read(file, "anime.ja.ttml")
        #expect(track.cues.map(\.text) == ["漢字です。", "مرحبا بالعالم"])
        #expect(track.cues[0].words.map(\.text) == ["漢", "字", "で", "す。"])
        #expect(track.cues.map(\.start) == [0, 2] && track.cues.map(\.end) == [2, 3.5])
    }

    @Test("bad TTML names its line: not XML, no end, a time that does not read, no <tt>; entities from outside are not read; nesting is bounded",
          arguments: [
            ("<tt><body><p begin='1s' end='2s'>open", "not well-formed TTML"),
            ("<tt xmlns='http://www.w3.org/ns/ttml'><body><div>\n<p begin='1s'>no end</p></div></body></tt>", "2: the caption has no end"),
            ("<tt><body>\n\n<p begin='soon' end='2s'>x</p></body></tt>", "3: begin=\"soon\" is not a TTML time"),
            ("<?xml version='1.0'?><html><body><tt/></body></html>", "a TTML file's root is <tt>"),
            ("<tt><head/></tt>", "has no <body>"),
            ("<tt><body>" + String(repeating: "<div>", count: 300) + "</body></tt>", "nested more than 256 deep"),
          ])
    func bad(file: String, says: String) {
        #expect {
            _ = try Self.read(file, "bad.ttml")
        } throws: { error in
            "\(error)".contains(says)
        }
    }

    @Test("an external entity is not read into the captions and a billion laughs does not expand: entities stay as written")
    func entities() throws {
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE tt [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
            <tt xmlns="http://www.w3.org/ns/ttml"><body><p begin="0s" end="1s">x &secret; y</p></body></tt>
            """
        let hostname = (try? String(contentsOfFile: "/etc/hostname", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "\u{1}"
        let track = try Self.read(external, "xxe.ttml")
        #expect(track.cues.map(\.text) == ["x &secret; y"] && !track.cues.map(\.text).joined().contains(hostname))
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE tt [<!ENTITY l0 \"ha\">"
        for level in 1...9 { laughs += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        laughs += "]>\n<tt><body><p begin=\"0s\" end=\"1s\">&l9;</p></body></tt>"
        #expect(try Self.read(laughs, "laughs.ttml").cues.map(\.text) == ["&l9;"], "no billion laughs")
    }

    @Test("YouTube Studio's SBV: times as H:MM:SS.mmm,H:MM:SS.mmm, speakers, found by its first line too")
    func sbv() throws {
        let file = """
            0:00:00.599,0:00:04.160
            >> ALICE: Hi, my name is Alice Miller and this is John Brown

            0:00:04.160,0:00:06.770
            >> JOHN: and we're the owners of Miller Bakery.

            """
        for name in ["captions.sbv", "captions.txt"] {
            let track = try Self.read(file, name)
            #expect(track.cues.map(\.start) == [0.599, 4.16] && track.cues.map(\.end) == [4.16, 6.77], "\(name)")
            #expect(track.cues[1].text == ">> JOHN: and we're the owners of Miller Bakery.")
        }
        #expect {
            _ = try Self.read("0:00:00.599 0:00:04.160\nHi\n", "bad.sbv")
        } throws: { error in
            "\(error)".contains("bad.sbv:1: expected a times line such as 0:00:01.000,0:00:02.500")
        }
    }
}

/// LRC lyrics as players, lyric sites and whisper.cpp write them: ID tags, an offset, a line
/// sung twice, an instrumental break, enhanced LRC's word times (syllables too), Japanese.
@Suite struct CaptionLyricsTests {
    static func read(_ text: String, _ name: String = "song.lrc") throws -> CaptionTrack {
        try CaptionReader.read(data: Data(text.utf8), fileName: name)
    }

    @Test("LRC: tags passed over, [offset:+500] moves every time 0.5 s earlier, a line lasts to the next, a break ends it, a chorus sung twice")
    func plain() throws {
        let file = """
            [ti:Night Drive]
            [ar:The Examples]
            [length: 03:25]
            [offset:+500]
            [00:12.00]Look at the lights
            [00:17.20]Over the water
            [00:21.10]
            [00:25.00][00:40.00]Drive, drive on
            [00:31.5]Into the night

            """
        for name in ["song.lrc", "song.txt"] {
            let track = try Self.read(file, name)
            #expect(track.cues.map(\.text) == ["Look at the lights", "Over the water", "Drive, drive on", "Into the night", "Drive, drive on"], "\(name)")
            #expect(track.cues.map(\.start) == [11.5, 16.7, 24.5, 31, 39.5])
            #expect(track.cues.map(\.end) == [16.7, 20.6, 31, 39.5, 41.5], "the last line lingers 2 s")
            #expect(track.cues[1].words.allSatisfy { $0.start == 16.7 && $0.end == 20.6 && $0.line == 6 })
        }
    }

    @Test("enhanced LRC: each word from its stamp to the next; a stamp inside a word joins its syllables; a closing stamp ends the line's last word")
    func enhanced() throws {
        let file = """
            [00:12.00]<00:12.00>Look, <00:12.40>if <00:12.60>you <00:12.80>had<00:13.50>
            [00:14.00]<00:14.00>Hel<00:14.30>lo <00:14.60>world
            [00:18.00]夜に駆ける

            """
        let track = try Self.read(file)
        let first = track.cues[0].words
        #expect(first.map(\.text) == ["Look,", "if", "you", "had"])
        #expect(first.map(\.start) == [12, 12.4, 12.6, 12.8] && first.map(\.end) == [12.4, 12.6, 12.8, 13.5])
        #expect(track.cues[0].end == 14)
        let second = track.cues[1]
        #expect(second.words.map(\.text) == ["Hel", "lo", "world"] && second.words.map(\.spaceBefore) == [false, false, true])
        #expect(second.text == "Hello world" && second.words.map(\.start) == [14, 14.3, 14.6] && second.end == 18)
        #expect(track.cues[2].words.map(\.text) == ["夜", "に", "駆", "け", "る"] && track.cues[2].end == 20)
    }

    @Test("whisper.cpp's --output-lrc reads; text before any time is an error at its line")
    func whisperCppAndBad() throws {
        let whisper = "[by:whisper.cpp]\n[00:00.00] And so my fellow Americans\n[00:07.96] ask not what your country can do for you\n"
        let track = try Self.read(whisper, "jfk.lrc")
        #expect(track.cues.map(\.start) == [0, 7.96] && track.cues[0].end == 7.96 && track.cues[0].text == "And so my fellow Americans")
        #expect {
            _ = try Self.read("Just words\n[00:01.00]then a line\n")
        } throws: { error in
            "\(error)".contains("song.lrc:1: expected a line behind its time")
        }
    }
}
