import Foundation
import KinetypeCaptions
import KinetypeCard
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// `CaptionCard.window` (`captions FILE --at T` to a still): only the pages shown at T are laid
/// out, with the cues their rows depend on, and the frame at T is the whole card's, pixel for pixel.
@Suite struct CaptionWindowTests {
    /// `count` cues, one every three seconds for two and a half; every tenth overlaps the next
    /// (two speakers at once, so a page takes the second row), and a gap of a minute after the
    /// first half.
    static func track(_ count: Int) throws -> CaptionTrack {
        func clock(_ seconds: Double) -> String {
            let milliseconds = Int((seconds * 1000).rounded())
            return String(format: "%02d:%02d:%02d,%03d", milliseconds / 3_600_000, milliseconds / 60_000 % 60,
                          milliseconds / 1000 % 60, milliseconds % 1000)
        }
        var cues: [String] = []
        for index in 0..<count {
            let start = Double(index) * 3 + (index >= count / 2 ? 60 : 0)
            let end = start + (index % 10 == 0 ? 4.5 : 2.5)
            cues.append("\(index + 1)\n\(clock(start)) --> \(clock(end))\nThe quick brown fox number \(index) jumps\n")
        }
        return try CaptionReader.read(data: Data(cues.joined(separator: "\n").utf8), fileName: "talk.srt")
    }

    static func card(_ track: CaptionTrack, window: ClosedRange<Double>? = nil) -> CaptionCard {
        var captions = CaptionCard(track: track)
        captions.width = 320
        captions.height = 180
        captions.font = .file(TestSupport.font("NotoSans-Bold.ttf"), size: 16)
        captions.background = .black
        captions.window = window
        return captions
    }

    @Test("the frame at T of a card made for T alone is the whole card's: in a cue, where two overlap, in a gap, at the end")
    func sameFrame() throws {
        let track = try Self.track(40)
        let whole = try Self.card(track).titleCard()
        for time in [1.0, 30.5, 31.5, 33.2, 58.0, 90.0, 121.0, track.end - 0.5] {
            let windowed = Self.card(track, window: time...time)
            #expect(try windowed.layers().count <= 2, "at \(time)")
            #expect(try windowed.titleCard().frame(at: time) == whole.frame(at: time), "at \(time)")
        }
    }
}
