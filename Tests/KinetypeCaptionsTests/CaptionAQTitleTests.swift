import Foundation
import KinetypeCaptions
import Testing

/// AQTitle as old DivX-era archives hold it, in several scripts; ffmpeg's own AQTitle reader is
/// the independent reference for the times.
@Suite struct CaptionAQTitleTests {
    static let file = """
        -->> 000025
        Dzień dobry.
        Jak się masz?
        -->> 000100

        -->> 000125
        Привет, мир!

        -->> 000200
        مرحبا بالعالم
        -->> 000250

        """

    @Test("blocks start at their frame (25 a second) and end at the next block, as ffmpeg reads them; a block of no text only ends the one before")
    func readsAsFFmpeg() throws {
        let track = try CaptionReader.read(data: Data(Self.file.utf8), fileName: "film.aqt")
        #expect(track.cues.map(\.text) == ["Dzień dobry.\nJak się masz?", "Привет, мир!", "مرحبا بالعالم"])
        #expect(CaptionMicroDVDTests.milliseconds(track) == [[1000, 4000], [5000, 8000], [8000, 10000]])
        #expect(CaptionMicroDVDTests.milliseconds(track) == (try CaptionMicroDVDTests.ffmpegTimes(Self.file, name: "film.aqt")), "ffmpeg reads the same times")
    }

    @Test("text before any block names its line and what a block's start looks like")
    func textFirst() throws {
        let error = #expect(throws: CaptionError.self) { try CaptionReader.read(data: Data("Hello\n-->> 000025\nthere\n".utf8), fileName: "film.aqt") }
        #expect(error?.description.hasPrefix("film.aqt:1:") == true)
        #expect(error?.message.contains("-->> 000125") == true)
    }
}
