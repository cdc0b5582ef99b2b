import Foundation
import KinetypeCaptions
import KinetypeTestSupportCore
import Testing

/// Caption files written here, in every format Kinetype reads, with words in Latin, Arabic,
/// Hebrew, Devanagari, Chinese and emoji: the words and times read back equal the file's.
@Suite struct CaptionParsingTests {
    static func read(_ text: String, _ name: String) throws(CaptionError) -> CaptionTrack {
        try CaptionReader.read(data: Data(text.utf8), fileName: name)
    }

    /// Words as (text, start, end) with times rounded to the millisecond.
    static func words(_ track: CaptionTrack) -> [String] {
        track.words.map { "\($0.text) \(Int(($0.start * 1000).rounded()))-\(Int(($0.end * 1000).rounded()))" }
    }

    @Test("SRT: cue times, tags removed, the file's line breaks kept; words only get times once spread")
    func srt() throws {
        let track = try Self.read("""
            1
            00:00:01,000 --> 00:00:02,500
            <i>Hello</i> world

            2
            00:00:03,000 --> 00:00:04,000
            مرحبا بالعالم
            👋🏽 नमस्ते
            """, "talk.srt")
        #expect(track.cues.map(\.start) == [1, 3] && track.cues.map(\.end) == [2.5, 4])
        #expect(track.cues.map(\.text) == ["Hello world", "مرحبا بالعالم\n👋🏽 नमस्ते"])
        #expect(track.words.map(\.text) == ["Hello", "world", "مرحبا", "بالعالم", "👋🏽", "नमस्ते"])
        #expect(track.cues.allSatisfy { cue in cue.words.allSatisfy { $0.start == cue.start && $0.end == cue.end } },
                "the words share their cue's span until spread")
        #expect(track.words.map(\.lineBreakBefore) == [false, false, false, false, true, false], "the file's line break")
        #expect(track.cues.map(\.line) == [2, 6])
    }

    @Test("WebVTT: inline timestamps start the words after them")
    func webVTT() throws {
        let track = try Self.read("""
            WEBVTT

            NOTE a comment

            intro
            00:00:00.500 --> 00:00:02.000 align:center
            <v Ada>Hello <00:00:01.000>שלום <00:00:01.500>世界
            """, "talk.vtt")
        #expect(Self.words(track) == ["Hello 500-1000", "שלום 1000-1500", "世 1500-2000", "界 1500-2000"])
        #expect(track.words.map(\.spaceBefore) == [false, true, true, false], "Chinese characters are words with no space between")
    }

    @Test("ASS: karaoke tags time syllables; a word is the syllables between spaces")
    func ass() throws {
        let track = try Self.read("""
            [Script Info]
            ScriptType: v4.00+

            [Events]
            Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
            Dialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,{\\k50}Hel{\\kf30}lo {\\K40}world,{\\ko20} again
            Dialogue: 0,0:00:04.00,0:00:05.00,Default,,0,0,0,,{\\an8}No karaoke here
            """, "talk.ass")
        #expect(Self.words(track) == ["Hello 1000-1800", "world, 1800-2200", "again 2200-2400", "No 4000-5000", "karaoke 4000-5000", "here 4000-5000"],
                "a line without karaoke tags: its words share its span until spread")
        #expect(track.cues[1].text == "No karaoke here" && track.cues[1].anchor == .top)
        #expect(track.cues.map(\.line) == [6, 7])
    }

    @Test("openai-whisper: fragments merge into words, punctuation joins the word before")
    func whisper() throws {
        let track = try Self.read("""
            {"text": " Hello, world! 你好", "segments": [
              {"id": 0, "start": 0.0, "end": 2.0, "text": " Hello, world! 你好",
               "words": [
                 {"word": " Hel", "start": 0.0, "end": 0.2, "probability": 0.9},
                 {"word": "lo", "start": 0.2, "end": 0.4, "probability": 0.9},
                 {"word": ",", "start": 0.4, "end": 0.45, "probability": 0.9},
                 {"word": " world", "start": 0.6, "end": 1.0, "probability": 0.9},
                 {"word": "!", "start": 1.0, "end": 1.1, "probability": 0.9},
                 {"word": " 你", "start": 1.2, "end": 1.5, "probability": 0.9},
                 {"word": "好", "start": 1.5, "end": 1.8, "probability": 0.9}
               ]}
            ]}
            """, "talk.json")
        #expect(Self.words(track) == ["Hello, 0-450", "world! 600-1100", "你 1200-1500", "好 1500-1800"])
        #expect(track.words.map(\.spaceBefore) == [false, true, true, false])
    }

    @Test("whisper.cpp: tokens with millisecond offsets; special tokens skipped")
    func whisperCpp() throws {
        let track = try Self.read("""
            {"systeminfo": "", "transcription": [
              {"timestamps": {"from": "00:00:00,000", "to": "00:00:02,000"}, "offsets": {"from": 0, "to": 2000},
               "text": " Hi there",
               "tokens": [
                 {"text": "[_BEG_]", "offsets": {"from": 0, "to": 0}, "id": 50364, "p": 0.9},
                 {"text": " Hi", "offsets": {"from": 100, "to": 400}, "id": 1, "p": 0.9},
                 {"text": " the", "offsets": {"from": 500, "to": 800}, "id": 2, "p": 0.9},
                 {"text": "re", "offsets": {"from": 800, "to": 1000}, "id": 3, "p": 0.9},
                 {"text": "[_TT_100]", "offsets": {"from": 2000, "to": 2000}, "id": 50464, "p": 0.9}
               ]}
            ]}
            """, "out.json")
        #expect(Self.words(track) == ["Hi 100-400", "there 500-1000"])
    }

    @Test("the format is found from the content when the name does not say")
    func detection() {
        #expect(CaptionFormat.detect(fileName: "x.txt", text: "WEBVTT\n") == .webvtt)
        #expect(CaptionFormat.detect(fileName: "x", text: "1\n00:00:01,000 --> 00:00:02,000\nHi\n") == .srt)
        #expect(CaptionFormat.detect(fileName: "x", text: "[Script Info]\n") == .ass)
        #expect(CaptionFormat.detect(fileName: "x", text: "{\"transcription\": []}") == .whisperCpp)
        #expect(CaptionFormat.detect(fileName: "x", text: "{\"segments\": []}") == .whisper)
        #expect(CaptionFormat.detect(fileName: "x", text: "hello") == nil)
    }

    @Test("bad input names the line", arguments: [
        ("reversed.srt", "1\n00:00:02,000 --> 00:00:01,000\nHi\n", 2, "ends (0:00:01.000) before it starts"),
        ("time.srt", "1\n00:00:01 --> soon\nHi\n", 2, "is not start --> end"),
        ("unknown.txt", "hello there", 1, "not a caption file"),
        ("words.json", "{\"segments\": [{\"start\": 0, \"end\": 2, \"text\": \"a b\", \"words\": [\n{\"word\": \" a\", \"start\": 0, \"end\": 1},\n{\"word\": \" b\", \"start\": 0.5, \"end\": 1.5}]}]}", 3, "starts (0:00:00.500) before \"a\" ends"),
        ("missing.json", "{\"segments\": [\n{\"start\": 0, \"text\": \"a\"}]}", 2, "missing \"end\""),
        ("karaoke.ass", "[Events]\nDialogue: 0,0:00:01.00\n", 2, "needs 10 fields"),
        ("header.vtt", "00:00:01.000 --> 00:00:02.000\nHi\n", 1, "starts with the line WEBVTT"),
    ])
    func badInput(name: String, text: String, line: Int, says: String) {
        do {
            _ = try Self.read(text, name)
            Issue.record("\(name): no error")
        } catch {
            #expect(error.line == line, "\(name): \(error)")
            #expect(error.description.contains(says), "\(name): \(error)")
            #expect(error.description.hasPrefix("\(name):"))
        }
    }

    @Test("text that is not UTF-8 is an error at its line")
    func encoding() {
        var bytes = Array("1\n00:00:01,000 --> 00:00:02,000\nCaf".utf8)
        bytes += [0xE9, 0x0A]
        do {
            _ = try CaptionReader.read(data: Data(bytes), fileName: "latin1.srt")
            Issue.record("no error")
        } catch {
            #expect(error.line == 3 && error.description.contains("not UTF-8"), "\(error)")
        }
        // UTF-16 with its byte order mark reads.
        let utf16 = "1\n00:00:01,000 --> 00:00:02,000\nCafé\n".data(using: .utf16)!
        #expect((try? CaptionReader.read(data: utf16, fileName: "u16.srt"))?.cues.first?.text == "Café")
    }
}
