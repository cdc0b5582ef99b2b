import Foundation
import KinetypeCaptions
import Testing

/// Caption files as a hostile or careless user has them: every one is read or refused with a
/// message, quickly, never a crash or a hang.
@Suite struct CaptionHostileTests {
    static func read(_ text: String, _ name: String) -> Result<CaptionTrack, CaptionError> {
        Result { () throws(CaptionError) -> CaptionTrack in try CaptionReader.read(data: Data(text.utf8), fileName: name) }
    }

    @Test("an ASS override block that never closes is text, as libass shows it, not a hang")
    func unclosedOverride() throws {
        let file = """
            [Script Info]
            ScriptType: v4.00+

            [Events]
            Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
            Dialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,{\\k50}Hello {\\k50world
            Dialogue: 0,0:00:04.00,0:00:05.00,Default,,0,0,0,,{ never closed

            """
        let track = try Self.read(file, "karaoke.ass").get()
        // The karaoke line keeps its timed syllable, with the unclosed block as its text; the
        // untimed line keeps its text (its words are spread over the cue later).
        #expect(track.cues.count == 2)
        #expect(track.cues.first?.words.map(\.text) == ["Hello", "{\\k50world"], "\(track.cues)")
        #expect(track.cues.last?.text == "{ never closed", "\(track.cues)")
    }

    @Test("times far beyond any film (hour 10^14) are refused or read with a message, never an overflow")
    func hugeTimes() {
        for text in ["1\n100000000000000:00:00,000 --> 100000000000000:00:01,000\nHi\n",
                     "1\n100000000000000:00:01,000 --> 00:00:00,500\nHi\n",
                     "WEBVTT\n\n99999999999999999:00:00.000 --> 99999999999999999:00:01.000\nHi\n"] {
            switch Self.read(text, "long.srt") {
            case .success(let track): #expect(track.end > 1e15)
            case .failure(let error): #expect(!error.description.isEmpty)
            }
        }
    }

    @Test("a transcript nested past the limit, or with a huge bad value, is refused in Kinetype's words with at most an excerpt of it")
    func deepAndHugeTranscripts() {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let huge = String(repeating: "7x", count: 300_000)
        let cases: [(String, String, [String])] = [
            ("talk.json", #"{"language": "en", "segments": "# + deep + "}", ["talk.json", "nested more than 1000 levels deep", "Kinetype's limit"]),
            ("talk.json", #"{"segments": [{"start": ""# + huge + #"", "end": 1, "text": "hi"}]}"#, ["talk.json", "(600000 characters)"]),
            ("talk.json", #"{"segments": [{"start": ["# + huge + #"], "end": 1, "text": "hi"}]}"#, ["talk.json"]),
        ]
        for (name, text, says) in cases {
            guard case .failure(let error) = Self.read(text, name) else { Issue.record("\(name) was read"); continue }
            let said = error.description
            #expect(says.allSatisfy(said.contains) && !said.contains("yaml_set_max_nest_level") && said.count < 400, "\(said.prefix(600))")
        }
    }
}
