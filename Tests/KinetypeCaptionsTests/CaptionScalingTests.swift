import Foundation
import KinetypeCaptions
import Testing

/// Reading grows with the file, not faster: four times the cues (plain, or with tags on most
/// of them) take about four times as long, and a long file's last error is found.
@Suite(.serialized) struct CaptionScalingTests {
    static let lines = ["Hello, world — how are you?", "<i>Where are you going?</i>", "世界の<b>皆さん</b>、こんにちは", "مرحبا <font color=\"yellow\">بالعالم</font>"]

    static let plain = ["Hello, world — how are you?", "Where are you going?", "世界の皆さん、こんにちは", "مرحبا بالعالم"]

    /// An SRT of `count` cues, a second each, their text cycling through ``plain`` (or ``lines``,
    /// `tagged`); with
    /// `badEnd`, a last cue whose times line is broken.
    static func srt(_ count: Int, tagged: Bool = false, badEnd: Bool = false) -> Data {
        var text = ""
        text.reserveCapacity(count * 64)
        for index in 0..<count {
            let start = CaptionTime.format(Double(index)).replacingOccurrences(of: ".", with: ",")
            let end = CaptionTime.format(Double(index) + 0.9).replacingOccurrences(of: ".", with: ",")
            text += "\(index + 1)\n\(start) --> \(end)\n\(tagged ? lines[index % lines.count] : plain[index % plain.count])\n\n"
        }
        if badEnd { text += "\(count + 1)\n99:99:99,999 -> nonsense\nThe end\n" }
        return Data(text.utf8)
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let elapsed = try clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test("reading is linear: 10,000 cues take less than eight times 2,500's time, plain and with tags")
    func linear() throws {
        for tagged in [false, true] {
            var track: CaptionTrack?
            let small = try Self.seconds { track = try CaptionReader.read(data: Self.srt(2_500, tagged: tagged), fileName: "day.srt") }
            #expect(track?.cues.count == 2_500)
            let large = try Self.seconds { track = try CaptionReader.read(data: Self.srt(10_000, tagged: tagged), fileName: "day.srt") }
            #expect(track?.cues.count == 10_000)
            #expect(large < max(8 * small, 1), "tagged: \(tagged), 2.5k: \(small) s, 10k: \(large) s")
        }
    }

    @Test("a long file whose last cue is broken says so, naming its line")
    func badEnd() throws {
        #expect {
            _ = try CaptionReader.read(data: Self.srt(2_000, badEnd: true), fileName: "day.srt")
        } throws: { error in
            "\(error)".hasPrefix("day.srt:8001: ")
        }
    }
}
