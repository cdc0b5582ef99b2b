import Foundation
import KinetypeCaptions
import Testing

/// Times too large to be meant (`1e400`, twenty nines) in every reader that reads a number of
/// seconds or milliseconds: the message says the number is out of range, not that it is not a
/// number; text that is not a number is still called so.
@Suite struct CaptionNumberRangeTests {
    static let huge = ["1e400", "99999999999999999999", "-1e300"]

    /// A file of each format whose first time is `number`, with its name.
    static func files(_ number: String) -> [(name: String, text: String)] {
        [
            ("talk.json", #"{"segments": [{"start": \#(number), "end": 2, "text": "Hello"}]}"#),
            ("talk.json", #"{"chunks": [{"timestamp": [\#(number), 2], "text": "Привет"}]}"#),
            ("talk.json", #"{"results": {"channels": [{"alternatives": [{"words": [{"word": "hi", "start": \#(number), "end": 2}]}]}]}}"#),
            ("a.json3", #"{"events": [ {"tStartMs": \#(number), "segs": [{"utf8": "こんにちは"}]} ]}"#),
            ("a.srv3", "<timedtext><body><p t=\"\(number)\" d=\"5\">hi</p></body></timedtext>"),
            ("a.srv1", "<transcript><text start=\"\(number)\" dur=\"2\">مرحبا</text></transcript>"),
            ("a.smi", "<SAMI><BODY><SYNC Start=\(number)><P Class=ENCC>Hello</SYNC></BODY></SAMI>"),
        ]
    }

    @Test("a number too large for a time is out of range, by name, in Whisper, speech-service, YouTube and SAMI files", arguments: huge)
    func outOfRange(number: String) {
        for file in Self.files(number) {
            #expect {
                _ = try CaptionReader.read(data: Data(file.text.utf8), fileName: file.name)
            } throws: { error in
                "\(error)".contains("\(number) is out of range") && !"\(error)".contains("not a number") && !"\(error)".contains("must be a")
            }
        }
    }

    @Test("text that is not a number is still called so", arguments: ["\"soon\"", "\"inf\""])
    func notANumber(text: String) {
        for file in Self.files(text) {
            #expect {
                _ = try CaptionReader.read(data: Data(file.text.utf8), fileName: file.name)
            } throws: { error in
                !"\(error)".contains("out of range")
            }
        }
    }
}
