import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// Speakers as the files name them (WebVTT voices, ASS's Name field, WhisperX's diarization, the
/// speech services' labels) and their words coloured in the order they first speak.
@Suite struct CaptionSpeakerTests {
    static func read(_ text: String, _ name: String) throws -> CaptionTrack {
        try CaptionReader.read(data: Data(text.utf8), fileName: name)
    }

    static func speakers(_ track: CaptionTrack) -> [String] {
        track.words.map { "\($0.text)=\($0.speaker ?? "-")" }
    }

    @Test("WebVTT voices: a cue of one voice, a dialogue cue of two (each dash its voice's), a cue of none")
    func webVTT() throws {
        let track = try Self.read("""
            WEBVTT

            00:00:00.000 --> 00:00:02.000
            <v Roger Bingham>We are in New York City

            00:00:02.000 --> 00:00:04.000
            - <v.loud Esme>It's a blue apple tree!
            - <v Mary>No, it isn't.

            00:00:04.000 --> 00:00:05.000
            [music]
            """, "talk.vtt")
        #expect(Self.speakers(track) == ["We=Roger Bingham", "are=Roger Bingham", "in=Roger Bingham", "New=Roger Bingham", "York=Roger Bingham",
                                         "City=Roger Bingham", "-=Esme", "It's=Esme", "a=Esme", "blue=Esme", "apple=Esme", "tree!=Esme",
                                         "-=Mary", "No,=Mary", "it=Mary", "isn't.=Mary", "[music]=-"])
        #expect(track.speakers == ["Roger Bingham", "Esme", "Mary"])
    }

    @Test("ASS: the Name field (Aegisub's Actor) names each line's speaker")
    func ass() throws {
        let track = try Self.read(TestSupport.assScript([
            "0,0:00:01.00,0:00:02.00,Default,Alice,0,0,0,,Hello there",
            "0,0:00:02.00,0:00:03.00,Default, Bob ,0,0,0,,{\\k50}Hi {\\k50}Alice",
            "0,0:00:03.00,0:00:04.00,Default,,0,0,0,,Narration",
        ]), "film.ass")
        #expect(Self.speakers(track) == ["Hello=Alice", "there=Alice", "Hi=Bob", "Alice=Bob", "Narration=-"])
    }

    @Test("WhisperX's diarized segments and a diarized Deepgram transcript name their speakers")
    func transcripts() throws {
        let whisperX = try Self.read("""
            {"segments": [{"start": 0.5, "end": 1.5, "text": " Hi there.", "speaker": "SPEAKER_00",
                           "words": [{"word": "Hi", "start": 0.5, "end": 0.8, "speaker": "SPEAKER_00"}, {"word": "there.", "start": 0.9, "end": 1.5}]},
                          {"start": 2.0, "end": 2.6, "text": " Hello.", "speaker": "SPEAKER_01",
                           "words": [{"word": "Hello.", "start": 2.0, "end": 2.6, "speaker": "SPEAKER_01"}]}]}
            """, "talk.json")
        #expect(Self.speakers(whisperX) == ["Hi=SPEAKER_00", "there.=SPEAKER_00", "Hello.=SPEAKER_01"])
        let deepgram = try Self.read("""
            {"metadata": {"channels": 1}, "results": {"channels": [{"alternatives": [{"words": [
              {"word": "yes", "start": 0.1, "end": 0.3, "speaker": 0, "punctuated_word": "Yes."},
              {"word": "no", "start": 0.6, "end": 0.9, "speaker": 1, "punctuated_word": "No."},
              {"word": "maybe", "start": 1.2, "end": 1.6, "speaker": 0, "punctuated_word": "Maybe."}]}]}]}}
            """, "call.json")
        #expect(Self.speakers(deepgram) == ["Yes.=0", "No.=1", "Maybe.=0"])
        #expect(deepgram.cues.count == 3, "a cue a speaker's turn")
    }

    @Test("a speaker label is a name on one line: a label holding line breaks and a cue's arrow cannot add a cue to a WebVTT export")
    func hostileLabel() throws {
        let track = try Self.read(#"{"words": [{"text": "Hi", "start": 0, "end": 500, "speaker": "A\n\n00:00:09.000 --> 00:00:10.000\nINJECTED"}]}"#, "call.json")
        #expect(track.words.map(\.speaker) == ["A 00:00:09.000 → 00:00:10.000 INJECTED"])
        let vtt = WebVTTWriter.text([CaptionPage(words: track.words, start: 0, end: 0.5)])
        #expect(vtt.components(separatedBy: "-->").count == 2, "one cue: \(vtt)")
    }

    @Test("coloring speakers: in the order they first speak, round again past the last colour; the file's own colours kept")
    func coloring() throws {
        let track = try Self.read("""
            WEBVTT

            00:00:00.000 --> 00:00:01.000
            <v Ann>One

            00:00:01.000 --> 00:00:02.000
            <v Ben>Two <c.magenta>three</c>

            00:00:02.000 --> 00:00:03.000
            <v Cat>Four

            00:00:03.000 --> 00:00:04.000
            Five
            """, "talk.vtt")
        let yellow = Color(red: 1, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1)
        let colored = track.coloringSpeakers([yellow, cyan])
        #expect(colored.words.map(\.color) == [yellow, cyan, Color(red: 1, green: 0, blue: 1), yellow, nil])
        #expect(colored.words.map(\.spokenColor) == colored.words.map(\.color))
        #expect(track.coloringSpeakers([]) == track, "no colours: the track as it was")
    }
}
