import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// Scenarist SCC as broadcast deliverables hold it (CRLF lines, odd parity, every control code
/// sent twice): pop-on, roll-up and extended characters, checked against ffmpeg's CEA-608 decoder.
@Suite struct CaptionSCCTests {
    static func read(_ text: String, _ name: String = "show.scc") throws -> CaptionTrack {
        try CaptionReader.read(data: Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8), fileName: name)
    }

    /// ffmpeg's cues of `text`: times in seconds and the text without its font and position tags.
    static func ffmpeg(_ text: String) throws -> [(start: Double, end: Double, text: String)] {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("show.scc")
        try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: file)
        let srt = try TestSupport.run(ffmpeg, ["-v", "error", "-i", file.path, "-f", "srt", "-"]).stdoutString.replacingOccurrences(of: "\r", with: "")
        func seconds(_ h: Substring, _ m: Substring, _ s: Substring, _ ms: Substring) -> Double {
            Double((Int(h)! * 60 + Int(m)!) * 60 + Int(s)!) + Double(ms)! / 1000
        }
        return srt.components(separatedBy: "\n\n").compactMap { block in
            guard let times = block.firstMatch(of: #/(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})\n/#) else { return nil }
            let body = String(block[times.range.upperBound...]).replacing(#/<[^>]*>|\{[^}]*\}/#, with: "")
            return (seconds(times.1, times.2, times.3, times.4), seconds(times.5, times.6, times.7, times.8), body)
        }
    }

    static let popOn = """
        Scenarist_SCC V1.0

        00:00:01:00\t9420 9420 94ae 94ae 9440 9440 c8e5 ecec ef2c 20f7 eff2 ec64 ae80 94e0 94e0 d3e5 e3ef 6e64 20f2 eff7 942f 942f

        00:00:03:15\t942c 942c

        00:00:04:00\t9420 9420 94ae 94ae 946e 946e d3e5 9137 9137 eff2 206e e980 fe80 ef80 942f 942f

        00:00:06:00\t942c 942c

        00:00:07:00\t9420 9420 94ae 94ae 9140 9140 54ef 7020 ece9 6ee5 942f 942f

        00:00:09:00\t9420 9420 94ae 94ae 94e0 94e0 52e5 70ec 61e3 e564 942f 942f

        00:00:10:00\t942c 942c
        """

    @Test("pop-on captions: shown at EOC until EDM or the next EOC, rows as lines, italics, ♪ and ñ; the same cues as ffmpeg's decoder")
    func popOn() throws {
        let track = try Self.read(Self.popOn)
        let reference = try Self.ffmpeg(Self.popOn)
        #expect(track.cues.map(\.text) == reference.map(\.text), "\(reference)")
        #expect(track.cues.map(\.text) == ["Hello, world.\nSecond row", "Se♪or niño", "Top line", "Replaced"])
        // ffmpeg counts a frame as 33 ms; the timecode's frames are at 29.97 fps: 15 frames is 0.5005 s.
        for (cue, want) in zip(track.cues, reference) {
            expectClose(cue.start, want.start, tolerance: 0.012, "\(cue.start)-\(cue.end) vs \(want)")
            expectClose(cue.end, want.end, tolerance: 0.012, "\(cue.start)-\(cue.end) vs \(want)")
        }
        #expect(track.cues[0].end == 3 + 15 * 1001 / 30000.0)
        #expect(track.cues[1].words.allSatisfy { $0.emphasis == .italic }, "the preamble's italics")
        #expect(track.cues.map(\.anchor) == [nil, nil, UnitPoint(x: 0.5, y: 0), nil], "row 1 is at the top")
        #expect(track.cues.map(\.line) == [3, 7, 11, 13])
    }

    @Test("roll-up captions (RU2): a cue a row, from its first character until two carriage returns later or the screen's erase")
    func rollUp() throws {
        let file = """
            Scenarist_SCC V1.0

            00:00:01:00\t9425 9425 94ad 94ad 94e0 94e0 e6e9 f273 f420 ece9 6ee5 20ef e680

            00:00:02:00\t20f4 61ec 6b80 94ad 94ad

            00:00:03:00\t94e0 94e0 73e5 e3ef 6e64 20ec e96e e580

            00:00:04:00\t94ad 94ad

            00:00:05:00\t94e0 94e0 f468 e9f2 6480 94ad 94ad

            00:00:06:00\t942c 942c
            """
        let track = try Self.read(file)
        #expect(track.cues.map(\.text) == ["first line of talk", "second line", "third"])
        #expect(track.cues.map(\.start) == [1, 3, 5] && track.cues.map(\.end) == [4, 5, 6])
        // ffmpeg shows the screen's rows together; each row leaves its screen when ours ends.
        let reference = try Self.ffmpeg(file)
        for cue in track.cues {
            let last = reference.filter { $0.text.contains(cue.text) }.map(\.end).max()
            #expect(last == cue.end, "\(cue.text): \(reference)")
        }
    }

    @Test("paint-on captions show as they are written, from the first character until erased; a backspace takes the last character back")
    func paintOn() throws {
        // RDC, row 15, "Paint" at 1 s; " on", backspace, "N" at 2 s; erased at 3 s. (ffmpeg's decoder
        // starts such a caption at 0 and ignores the backspace, so it is no reference here.)
        let track = try Self.read("""
            Scenarist_SCC V1.0

            00:00:01:00	9429 9429 94e0 94e0 d061 e96e f480

            00:00:02:00	20ef 6e80 94a1 94a1 ce80

            00:00:03:00	942c 942c
            """)
        #expect(track.cues.map(\.text) == ["Paint oN"] && track.cues.map(\.start) == [1] && track.cues.map(\.end) == [3])
    }

    @Test("extended characters take the place of the basic one before them; a second channel's captions are passed over")
    func extended() throws {
        let file = """
            Scenarist_SCC V1.0

            00:00:01:00\t9420 9420 94ae 94ae 94e0 94e0 c461 6e73 6bba 2080 c180 1338 1338 e580 92a1 92a1 2073 f4f2 6180 7380 1334 1334 e520 8080 923e 923e ef75 e980 92bf 92bf 942f 942f

            00:00:02:00\t1c20 1c20 1cae 1cae 1c40 1c40 4368 616e 6ee5 ec20 f4f7 ef80 1c2f 1c2f

            00:00:03:00\t942c 942c
            """
        let track = try Self.read(file)
        let reference = try Self.ffmpeg(file)
        // ffmpeg's decoder reads the second channel's pairs as the first's; ours passes them over.
        #expect(reference.map(\.text) == ["Dansk: ÅÉ straße«ou»", "Channel two"], "\(reference)")
        #expect(track.cues.map(\.text) == ["Dansk: ÅÉ straße«ou»"])
    }

    @Test("found by its header; bad lines are named", arguments: [
        ("WEBVTT\n\n00:00:01:00\t9420 9420\n", "show.scc:1: an SCC file starts with the line Scenarist_SCC V1.0"),
        ("Scenarist_SCC V1.0\n\n00:00:01:00\t9420 94zz\n", "show.scc:3: '94zz' is not a byte pair"),
        ("Scenarist_SCC V1.0\n\n00:00:61:00\t9420 9420\n", "show.scc:3: expected a timecode and byte pairs"),
        ("Scenarist_SCC V1.0\n\n00:00:01:00\t9420 9420 942c 942c\n", "the file has no cues"),
    ])
    func bad(text: String, says: String) {
        #expect {
            _ = try Self.read(text)
        } throws: { "\($0)".contains(says) }
    }

    @Test("detected by its first line, whatever the extension")
    func detection() throws {
        #expect(CaptionFormat.detect(fileName: "show.txt", text: Self.popOn) == .scc)
        #expect(CaptionFormat.detect(fileName: "show.SCC", text: "") == .scc)
    }
}
