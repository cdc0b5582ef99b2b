import Foundation
import KinetypeCaptions
import KinetypePrimitives
import Testing

/// YouTube's own timed text as yt-dlp saves it (`--sub-format json3/srv3/srv1`), shaped like
/// its files: automatic captions (rolling lines, a time a word, append events), uploaded ones
/// (pens, line breaks, a window at the top), English, Japanese and Arabic. Expected times are
/// the file's own numbers added up by hand (tStartMs + tOffsetMs), not the reader's output.
@Suite struct CaptionYouTubeTests {
    static func read(_ text: String, _ name: String) throws -> CaptionTrack {
        try CaptionReader.read(data: Data(text.utf8), fileName: name)
    }

    /// Automatic captions as json3: a window event, two rolling lines, the append event
    /// between them, and a last line that the window holds long after its last word.
    static let automaticJSON = """
        {
          "wireMagic": "pb3",
          "pens": [ {  } ],
          "wsWinStyles": [ {  }, { "mhModeHint": 2, "juJustifCode": 0, "sdScrollDir": 3 } ],
          "wpWinPositions": [ {  }, { "apPoint": 6, "ahHorPos": 20, "avVerPos": 100, "rcRows": 2, "ccCols": 40 } ],
          "events": [ {
            "tStartMs": 0, "dDurationMs": 9000, "id": 1, "wpWinPosId": 1, "wsWinStyleId": 1
          }, {
            "tStartMs": 160, "dDurationMs": 4080, "wWinId": 1,
            "segs": [ { "utf8": "hello", "acAsrConf": 0 }, { "utf8": " everyone", "tOffsetMs": 480, "acAsrConf": 0 }, { "utf8": " and", "tOffsetMs": 1120, "acAsrConf": 0 }, { "utf8": " welcome", "tOffsetMs": 1360, "acAsrConf": 0 } ]
          }, {
            "tStartMs": 2350, "dDurationMs": 1890, "wWinId": 1, "aAppend": 1,
            "segs": [ { "utf8": "\\n" } ]
          }, {
            "tStartMs": 2360, "dDurationMs": 5000, "wWinId": 1,
            "segs": [ { "utf8": "back", "acAsrConf": 0 }, { "utf8": " to", "tOffsetMs": 400, "acAsrConf": 0 }, { "utf8": " the", "tOffsetMs": 560, "acAsrConf": 0 }, { "utf8": " channel", "tOffsetMs": 720, "acAsrConf": 0 } ]
          } ]
        }
        """

    @Test("json3 automatic captions: each line once, a word lasting until the next starts, the line until the next line")
    func automaticJSON3() throws {
        let track = try Self.read(Self.automaticJSON, "talk.en.json3")
        #expect(track.cues.count == 2, "the window event and the append event show no text")
        let first = track.cues[0], second = track.cues[1]
        #expect(first.words.map(\.text) == ["hello", "everyone", "and", "welcome"])
        // 160 + 0, 160 + 480, 160 + 1120, 160 + 1360 ms; each until the next; the last until the next line at 2360.
        #expect(first.words.map(\.start) == [0.16, 0.64, 1.28, 1.52])
        #expect(first.words.map(\.end) == [0.64, 1.28, 1.52, 2.36])
        #expect(first.start == 0.16 && first.end == 2.36, "the rolling line is read until the next line starts")
        #expect(first.words.map(\.line) == [9, 9, 9, 9] && first.anchor == nil, "bottom-left window: the card's own place")
        #expect(second.words.map(\.text) == ["back", "to", "the", "channel"])
        #expect(second.words.map(\.start) == [2.36, 2.76, 2.92, 3.08])
        // The last line's window lasts to 7.36 s; its last word at most a second.
        #expect(second.words.last?.end == 4.08 && second.end == 7.36)
        #expect(first.text == "hello everyone and welcome" && !first.words[0].spaceBefore && first.words[1].spaceBefore)
    }

    @Test("json3: a stretch with no time of its own (a pen changing inside a word) joins the word before")
    func untimedStretch() throws {
        let file = """
            {"pens": [{}, {"iAttr": 1}], "events": [{"tStartMs": 100, "dDurationMs": 2000,
              "segs": [{"utf8": "wel", "tOffsetMs": 0}, {"utf8": "come", "pPenId": 1}, {"utf8": " home", "tOffsetMs": 500}]}]}
            """
        let words = try Self.read(file, "a.json3").cues[0].words
        #expect(words.map(\.text) == ["welcome", "home"])
        #expect(words.map(\.start) == [0.1, 0.6] && words.map(\.end) == [0.6, 1.6], "100 + 0, 100 + 500 ms; home at most a second")
    }

    /// The same captions as srv3 XML.
    static let automaticXML = """
        <?xml version="1.0" encoding="utf-8" ?><timedtext format="3">
        <head>
        <ws id="0"/>
        <ws id="1" mh="2" ju="0" sd="3"/>
        <wp id="0"/>
        <wp id="1" ap="6" ah="20" av="100" rc="2" cc="40"/>
        </head>
        <body>
        <w t="0" id="1" wp="1" ws="1"/>
        <p t="160" d="4080" w="1"><s ac="0">hello</s><s t="480" ac="0"> everyone</s><s t="1120" ac="0"> and</s><s t="1360" ac="0"> welcome</s></p>
        <p t="2350" d="1890" w="1" a="1">
        </p>
        <p t="2360" d="5000" w="1"><s ac="0">back</s><s t="400" ac="0"> to</s><s t="560" ac="0"> the</s><s t="720" ac="0"> channel</s></p>
        </body>
        </timedtext>
        """

    @Test("srv3 automatic captions read as their json3 twin")
    func automaticSRV3() throws {
        let xml = try Self.read(Self.automaticXML, "talk.en.srv3")
        let json = try Self.read(Self.automaticJSON, "talk.en.json3")
        #expect(xml.cues.map(\.words).map { $0.map { [$0.text, "\($0.start)", "\($0.end)"] } }
                == json.cues.map(\.words).map { $0.map { [$0.text, "\($0.start)", "\($0.end)"] } })
        #expect(xml.cues.map(\.start) == json.cues.map(\.start) && xml.cues.map(\.end) == json.cues.map(\.end))
        #expect(xml.cues.map(\.line) == [10, 13] && json.cues.map(\.line) == [9, 15])
    }

    @Test("json3 uploaded captions: line breaks, pens (italic, bold, yellow; white left to the style), a window at the top")
    func uploadedJSON3() throws {
        let file = """
            {
              "wireMagic": "pb3",
              "pens": [ {  }, { "iAttr": 1 }, { "bAttr": 1, "fcForeColor": 16776960 }, { "fcForeColor": 16711422 } ],
              "wsWinStyles": [ {  } ],
              "wpWinPositions": [ {  }, { "apPoint": 1, "ahHorPos": 50, "avVerPos": 0 } ],
              "events": [ {
                "tStartMs": 1001, "dDurationMs": 2502,
                "segs": [ { "utf8": "Where are you going?\\nTo the " }, { "utf8": "market.", "pPenId": 1 } ]
              }, {
                "tStartMs": 4004, "dDurationMs": 2002, "wpWinPosId": 1,
                "segs": [ { "utf8": "[DOOR " , "pPenId": 3 }, { "utf8": "SLAMS]", "pPenId": 2 } ]
              } ]
            }
            """
        let track = try Self.read(file, "show.en.json3")
        #expect(track.cues.count == 2)
        #expect(track.cues.map(\.start) == [1.001, 4.004] && track.cues.map(\.end) == [3.503, 6.006])
        let words = track.cues[0].words
        #expect(words.map(\.text) == ["Where", "are", "you", "going?", "To", "the", "market."])
        #expect(words[4].lineBreakBefore && track.cues[0].text == "Where are you going?\nTo the market.")
        #expect(words.map { $0.emphasis.contains(.italic) } == [false, false, false, false, false, false, true])
        #expect(words.allSatisfy { $0.start == 1.001 && $0.end == 3.503 }, "uploaded captions time the cue, not the words")
        let slam = track.cues[1].words
        #expect(slam.map(\.text) == ["[DOOR", "SLAMS]"])
        #expect(slam[0].color == nil, "#FEFEFE, YouTube's white, is the style's own")
        #expect(slam[1].color == Color(red: 1, green: 1, blue: 0) && slam[1].emphasis == .bold, "16776960 is 0xFFFF00")
        #expect(track.cues[0].anchor == nil && track.cues[1].anchor == UnitPoint(x: 0.5, y: 0))
    }

    @Test("uploaded captions that overlap on purpose (a sign at the top over dialogue) keep their own ends")
    func overlapping() throws {
        let file = """
            {"wpWinPositions": [{}, {"apPoint": 1, "avVerPos": 0}], "events": [
              {"tStartMs": 0, "dDurationMs": 5000, "wpWinPosId": 1, "segs": [{"utf8": "NEW YORK, 1999"}]},
              {"tStartMs": 1000, "dDurationMs": 2000, "segs": [{"utf8": "Where are we?"}]}]}
            """
        let track = try Self.read(file, "film.json3")
        #expect(track.cues.map(\.end) == [5, 3] && track.cues[0].anchor == UnitPoint(x: 0.5, y: 0))
    }

    @Test("srv3 uploaded captions in Arabic and Japanese: <br/>, pens, a middle window, Japanese words a character")
    func uploadedSRV3() throws {
        let file = """
            <?xml version="1.0" encoding="utf-8" ?>
            <timedtext format="3">
            <head>
            <pen id="1" b="1"/>
            <pen id="2" i="1" fc="#00FFFF"/>
            <wp id="1" ap="4" ah="50" av="50"/>
            </head>
            <body>
            <p t="500" d="2000">مرحبا <s p="1">بالعالم</s><br/>كيف حالك؟</p>
            <p t="3000" d="1500" wp="1" p="2">今日は晴れ</p>
            </body>
            </timedtext>
            """
        let track = try Self.read(file, "clip.ar.srv3")
        #expect(track.cues.count == 2)
        let arabic = track.cues[0]
        #expect(arabic.words.map(\.text) == ["مرحبا", "بالعالم", "كيف", "حالك؟"])
        #expect(arabic.words.map { $0.emphasis.contains(.bold) } == [false, true, false, false])
        #expect(arabic.words[2].lineBreakBefore && arabic.start == 0.5 && arabic.end == 2.5 && arabic.line == 9)
        let japanese = track.cues[1]
        #expect(japanese.words.map(\.text) == ["今", "日", "は", "晴", "れ"])
        #expect(japanese.words.allSatisfy { $0.emphasis == .italic && $0.color == Color(red: 0, green: 1, blue: 1) })
        #expect(japanese.words.dropFirst().allSatisfy { !$0.spaceBefore }, "no spaces between Japanese characters")
        #expect(japanese.anchor == UnitPoint(x: 0.5, y: 0.5) && japanese.start == 3 && japanese.end == 4.5)
    }

    @Test("srv1's transcript: seconds, text escaped twice, <font color> of low-confidence words")
    func transcriptSRV1() throws {
        let file = """
            <?xml version="1.0" encoding="utf-8" ?><transcript><text start="0.24" dur="3.12">I&amp;#39;m here &amp;amp; \
            &amp;lt;font color=&amp;quot;#FF0000&amp;quot;&amp;gt;now&amp;lt;/font&amp;gt;</text><text start="3.36" dur="2">&amp;quot;Okay&amp;quot;
            then</text></transcript>
            """
        for name in ["talk.en.srv1", "talk.xml", "transcript.txt"] {
            let track = try Self.read(file, name)
            #expect(track.cues.count == 2, "\(name)")
            #expect(track.cues[0].words.map(\.text) == ["I'm", "here", "&", "now"], "\(name)")
            #expect(track.cues[0].words.last?.color == Color(red: 1, green: 0, blue: 0))
            #expect(track.cues[1].text == "\"Okay\"\nthen" && track.cues[1].start == 3.36 && track.cues[1].end == 5.36)
            #expect(track.cues[0].start == 0.24 && track.cues[0].end == 3.36)
        }
    }

    @Test("found by extension and by content: .json3, .srv3, .json and .xml with YouTube's keys, a file with none")
    func detection() throws {
        #expect(CaptionFormat.detect(fileName: "a.en.json3", text: "{}") == .youtube)
        #expect(CaptionFormat.detect(fileName: "a.srv3", text: "<x/>") == .youtube)
        #expect(CaptionFormat.detect(fileName: "a.json", text: Self.automaticJSON) == .youtube)
        #expect(CaptionFormat.detect(fileName: "a.xml", text: Self.automaticXML) == .youtube)
        #expect(CaptionFormat.detect(fileName: "a.txt", text: Self.automaticXML) == .youtube)
        #expect(CaptionFormat.detect(fileName: "a", text: Self.automaticJSON) == .youtube)
        #expect(CaptionFormat.detect(fileName: "a.json", text: #"{"segments": []}"#) == .whisper, "Whisper's JSON stays Whisper's")
        #expect(CaptionFormat.detect(fileName: "a.xml", text: "<tt xmlns=\"http://www.w3.org/ns/ttml\"><body/></tt>") == .ttml)
        let track = try Self.read(Self.automaticJSON, "captions")
        #expect(track.cues.count == 2)
    }

    @Test("bad files: an error naming the file, the line and the fix", arguments: [
        ("a.json3", #"{"events": [ {"dDurationMs": 100, "segs": [{"utf8": "hi"}]} ]}"#, "a.json3:1: missing \"tStartMs\""),
        ("a.json3", "{\n\"events\": 5}", "a.json3:2: \"events\" must be a list"),
        ("a.json3", "{\"events\": [ {\"tStartMs\": 1e400, \"segs\": [{\"utf8\": \"hi\"}]} ]}", "\"tStartMs\": 1e400 is out of range: a time is less than 10^15 seconds"),
        ("a.json3", "{\"events\": [ {\"tStartMs\": 5, \"segs\": [{\"utf8\": [1]}]} ]}", "a seg's \"utf8\" must be its text"),
        ("a.json3", "{\"wireMagic\": \"pb3\"}", "expected YouTube's json3"),
        ("a.json3", "{\"events\": [", "a.json3:2: invalid JSON"),
        ("a.srv3", "<timedtext>\n<body><p t=\"x\" d=\"5\">hi</p></body></timedtext>", "a.srv3:2: <p t=\"x\">: x is not a number of milliseconds"),
        ("a.srv3", "<timedtext><body>\n<p d=\"5\">hi</p></body></timedtext>", "a.srv3:2: <p> has no start time"),
        ("a.srv3", "<timedtext><body><p t=\"1\">hi</body>", "not well-formed YouTube timed text"),
        ("a.srv3", "<tt><body/></tt>", "the root <timedtext> or <transcript>"),
        ("a.srv3", "<timedtext><body><p t=\"2000\" d=\"-500\">hi</p></body></timedtext>", "before it starts"),
        ("a.json3", "{\"events\": [ {\"tStartMs\": 100, \"dDurationMs\": 900, \"segs\": [{\"utf8\": \"a\", \"tOffsetMs\": 500}, {\"utf8\": \" b\", \"tOffsetMs\": 100}]} ]}", "word times must not overlap"),
    ])
    func badFiles(name: String, text: String, says: String) {
        #expect {
            _ = try Self.read(text, name)
        } throws: { error in
            "\(error)".contains(says)
        }
    }

    @Test("a huge file's nesting and a billion laughs stay bounded")
    func hostile() {
        let deep = "<timedtext>" + String(repeating: "<s>", count: 5000) + "</timedtext>"
        #expect { _ = try Self.read(deep, "deep.srv3") } throws: { "\($0)".contains("nested more than") }
        let laughs = """
            <?xml version="1.0"?><!DOCTYPE timedtext [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
            <timedtext><body><p t="0" d="1000">&lol2;</p></body></timedtext>
            """
        let track = try? Self.read(laughs, "laughs.srv3")
        #expect(track?.cues.first?.text == "&lol2;", "entities stay as written")
    }
}
