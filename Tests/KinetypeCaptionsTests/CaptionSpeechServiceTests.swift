import Foundation
import KinetypeCaptions
import Testing

/// Word-timed transcripts from the speech-to-text services, shaped like their documented
/// responses, in several languages: each read as words with the service's own times (the
/// numbers in the file, converted by hand from milliseconds, strings and ticks), a cue a
/// speaker's turn, punctuation with the word before.
@Suite struct CaptionSpeechServiceTests {
    static func read(_ text: String, _ name: String = "transcript.json") throws -> CaptionTrack {
        try CaptionReader.read(data: Data(text.utf8), fileName: name)
    }

    static func summary(_ track: CaptionTrack) -> [[String]] {
        track.cues.map { $0.words.map { "\($0.text) \($0.start)-\($0.end)" } }
    }

    @Test("Deepgram: punctuated words, a cue a speaker (diarize), the first channel")
    func deepgram() throws {
        let file = """
            {"metadata": {"request_id": "a1b2", "duration": 2.5, "channels": 1, "models": ["nova-2"]},
             "results": {"channels": [{"alternatives": [{"transcript": "hello world how are you", "confidence": 0.99,
               "words": [{"word": "hello", "start": 0.08, "end": 0.4, "confidence": 0.99, "speaker": 0, "punctuated_word": "Hello"},
                         {"word": "world", "start": 0.4, "end": 0.9, "confidence": 0.98, "speaker": 0, "punctuated_word": "world."},
                         {"word": "how", "start": 1.5, "end": 1.7, "confidence": 0.97, "speaker": 1, "punctuated_word": "How"},
                         {"word": "are", "start": 1.7, "end": 1.8, "confidence": 0.99, "speaker": 1, "punctuated_word": "are"},
                         {"word": "you", "start": 1.8, "end": 2.1, "confidence": 0.99, "speaker": 1, "punctuated_word": "you?"}]}]}]}}
            """
        let track = try Self.read(file, "call.json")
        #expect(Self.summary(track) == [["Hello 0.08-0.4", "world. 0.4-0.9"], ["How 1.5-1.7", "are 1.7-1.8", "you? 1.8-2.1"]])
        #expect(track.cues.allSatisfy { !$0.endIsTimed } && track.cues.map(\.start) == [0.08, 1.5] && track.cues.map(\.end) == [0.9, 2.1])
        #expect(track.cues[0].words[0].line == 3, "the line of its word")
    }

    @Test("AssemblyAI: milliseconds, Spanish with inverted question marks, no speakers (null)")
    func assemblyAI() throws {
        let file = """
            {"id": "6rl0x9", "language_code": "es", "status": "completed", "text": "Hola, ¿qué tal?",
             "words": [{"text": "Hola,", "start": 250, "end": 650, "confidence": 0.97, "speaker": null},
                       {"text": "¿qué", "start": 700, "end": 900, "confidence": 0.9, "speaker": null},
                       {"text": "tal?", "start": 900, "end": 1300, "confidence": 0.95, "speaker": null}],
             "utterances": null, "audio_duration": 2}
            """
        let track = try Self.read(file)
        #expect(Self.summary(track) == [["Hola, 0.25-0.65", "¿qué 0.7-0.9", "tal? 0.9-1.3"]])
    }

    @Test("Amazon Transcribe: times as strings, punctuation without times joins its word, speaker labels (their segments too)")
    func amazon() throws {
        let file = """
            {"jobName": "interview", "accountId": "111122223333", "status": "COMPLETED",
             "results": {"transcripts": [{"transcript": "Guten Tag. Wie geht's?"}],
              "speaker_labels": {"channel_label": "ch_0", "speakers": 2, "segments": [{"start_time": "0.04", "speaker_label": "spk_0", "end_time": "0.8", "items": []}]},
              "items": [{"id": 0, "start_time": "0.04", "end_time": "0.39", "speaker_label": "spk_0", "alternatives": [{"confidence": "0.99", "content": "Guten"}], "type": "pronunciation"},
                        {"id": 1, "start_time": "0.39", "end_time": "0.8", "speaker_label": "spk_0", "alternatives": [{"confidence": "0.99", "content": "Tag"}], "type": "pronunciation"},
                        {"id": 2, "alternatives": [{"confidence": "0.0", "content": "."}], "type": "punctuation"},
                        {"id": 3, "start_time": "1.5", "end_time": "1.7", "speaker_label": "spk_1", "alternatives": [{"confidence": "0.98", "content": "Wie"}], "type": "pronunciation"},
                        {"id": 4, "start_time": "1.7", "end_time": "2.05", "speaker_label": "spk_1", "alternatives": [{"confidence": "0.97", "content": "geht's"}], "type": "pronunciation"},
                        {"id": 5, "alternatives": [{"confidence": "0.0", "content": "?"}], "type": "punctuation"}]}}
            """
        let track = try Self.read(file, "interview.json")
        #expect(Self.summary(track) == [["Guten 0.04-0.39", "Tag. 0.39-0.8"], ["Wie 1.5-1.7", "geht's? 1.7-2.05"]])
    }

    @Test("Google Speech-to-Text: \"1.300s\" times, a zero time left out as protobuf leaves it, v2's offsets")
    func google() throws {
        let file = """
            {"results": [{"alternatives": [{"transcript": "how old is", "confidence": 0.98,
                            "words": [{"endTime": "0.300s", "word": "how"}, {"startTime": "0.300s", "endTime": "0.600s", "word": "old"},
                                      {"startTime": "0.600s", "endTime": "0.800s", "word": "is"}]}],
                          "resultEndTime": "0.900s", "languageCode": "en-us"},
                         {"alternatives": [{"transcript": " the bridge", "words": [{"startOffset": "1.100s", "endOffset": "1.300s", "word": "the"},
                                                                                  {"startOffset": "1.300s", "endOffset": "1.900s", "word": "bridge"}]}]}]}
            """
        let track = try Self.read(file)
        #expect(Self.summary(track) == [["how 0.0-0.3", "old 0.3-0.6", "is 0.6-0.8", "the 1.1-1.3", "bridge 1.3-1.9"]])
    }

    @Test("Google with diarization: the last result repeats every word with its speaker tag, and only those words are read")
    func googleDiarized() throws {
        let file = """
            {"results": [{"alternatives": [{"transcript": "hi there", "words": [{"endTime": "0.400s", "word": "hi"}, {"startTime": "0.400s", "endTime": "0.800s", "word": "there"}]}]},
                         {"alternatives": [{"words": [{"endTime": "0.400s", "word": "hi", "speakerTag": 1}, {"startTime": "0.400s", "endTime": "0.800s", "word": "there", "speakerTag": 2}]}]}]}
            """
        let track = try Self.read(file)
        #expect(Self.summary(track) == [["hi 0.0-0.4"], ["there 0.4-0.8"]])
        #expect(track.words.map(\.speaker) == ["1", "2"])
        let nulls = try Self.read(#"{"results": {"channels": [{"alternatives": [{"words": [{"word": "a", "start": 0, "end": 1, "speaker": null}]}]}]}}"#)
        #expect(nulls.words.map(\.speaker) == [nil], "JSON's null is no speaker")
    }

    @Test("Azure batch transcription: ticks, punctuated displayWords in Arabic, the first channel of a stereo file")
    func azure() throws {
        let file = """
            {"source": "https://example.invalid/audio.wav", "durationInTicks": 41200000, "duration": "PT4.12S",
             "combinedRecognizedPhrases": [{"channel": 0, "lexical": "مرحبا بكم", "display": "مرحبا بكم."}],
             "recognizedPhrases": [
              {"recognitionStatus": "Success", "channel": 0, "speaker": 1, "offset": "PT0.07S", "duration": "PT0.9S", "offsetInTicks": 700000.0, "durationInTicks": 9000000.0,
               "nBest": [{"confidence": 0.93, "lexical": "مرحبا بكم", "display": "مرحبا بكم.",
                          "words": [{"word": "مرحبا", "offsetInTicks": 700000.0, "durationInTicks": 4000000.0}, {"word": "بكم", "offsetInTicks": 4700000.0, "durationInTicks": 5000000.0}],
                          "displayWords": [{"displayText": "مرحبا", "offsetInTicks": 700000.0, "durationInTicks": 4000000.0},
                                           {"displayText": "بكم.", "offsetInTicks": 4700000.0, "durationInTicks": 5000000.0}]}]},
              {"recognitionStatus": "Success", "channel": 1, "speaker": 1, "offsetInTicks": 700000.0, "durationInTicks": 9000000.0,
               "nBest": [{"confidence": 0.9, "words": [{"word": "صدى", "offsetInTicks": 700000.0, "durationInTicks": 4000000.0}]}]}]}
            """
        let track = try Self.read(file)
        #expect(Self.summary(track) == [["مرحبا 0.07-0.47", "بكم. 0.47-0.97"]])
    }

    @Test("Rev.ai: monologues a cue each, spaces as punct elements passed over, punctuation with its word")
    func rev() throws {
        let file = """
            {"monologues": [{"speaker": 0, "elements": [{"type": "text", "value": "Bonjour", "ts": 0.5, "end_ts": 0.9, "confidence": 1},
                                                        {"type": "punct", "value": " "}, {"type": "text", "value": "à", "ts": 0.9, "end_ts": 1.0},
                                                        {"type": "punct", "value": " "}, {"type": "text", "value": "tous", "ts": 1.0, "end_ts": 1.4},
                                                        {"type": "punct", "value": "."}]},
                            {"speaker": 1, "elements": [{"type": "text", "value": "Merci", "ts": 2.0, "end_ts": 2.4}, {"type": "punct", "value": "!"}]}]}
            """
        let track = try Self.read(file)
        #expect(Self.summary(track) == [["Bonjour 0.5-0.9", "à 0.9-1.0", "tous. 1.0-1.4"], ["Merci! 2.0-2.4"]])
    }

    @Test("found by their keys, not Whisper's (Amazon's speaker labels hold \"segments\")")
    func detection() {
        for (text, format) in [(#"{"results": {"channels": []}}"#, CaptionFormat.transcript), (#"{"words": [], "text": ""}"#, .transcript),
                               (#"{"results": {"transcripts": [], "speaker_labels": {"segments": []}, "items": []}}"#, .transcript),
                               (#"{"recognizedPhrases": []}"#, .transcript), (#"{"monologues": []}"#, .transcript),
                               (#"{"results": [{"alternatives": []}]}"#, .transcript),
                               (#"{"segments": [{"words": []}]}"#, .whisper), (#"{"chunks": []}"#, .whisper)] {
            #expect(CaptionFormat.detect(fileName: "a.json", text: text) == format, "\(text)")
        }
    }

    @Test("bad transcripts: an error naming the file, the line and what is expected", arguments: [
        (#"{"results": {"items": [{"type": "pronunciation", "alternatives": [{"content": "hi"}], "end_time": "1"}]}}"#, "missing \"start_time\""),
        (#"{"results": [{"alternatives": [{"words": [{"word": "hi", "startTime": "abc s", "endTime": "1s"}]}]}]}"#, "\"startTime\" must be a time"),
        (#"{"results": {"channels": [{"alternatives": [{"words": [{"word": "hi", "start": 1e999, "end": 2}]}]}]}}"#, "\"start\": 1e999 is out of range"),
        (#"{"words": [{"text": "hi", "start": 900, "end": 100}]}"#, "ends (0:00:00.100) before it starts (0:00:00.900)"),
        ("{\"results\": {\"transcripts\": [],\n\"items\": 7}}", "bad.json:2: \"items\" must be a list"),
        (#"{"recognizedPhrases": [{"nBest": [{"words": [{"offsetInTicks": 1, "durationInTicks": 1}]}]}]}"#, "missing \"word\""),
    ])
    func bad(text: String, says: String) {
        #expect {
            _ = try Self.read(text, "bad.json")
        } throws: { error in
            "\(error)".contains("bad.json:") && "\(error)".contains(says)
        }
    }

    @Test("a JSON object of no known shape names the services")
    func unknown() {
        #expect {
            _ = try CaptionReader.read(data: Data(#"{"foo": 1}"#.utf8), fileName: "x.json", format: .transcript)
        } throws: { "\($0)".contains("Deepgram, AssemblyAI, Amazon Transcribe") }
    }
}
