import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// MicroDVD, MPL2 and SubViewer 2 as old subtitle archives hold them, and VobSub refused with
/// what to do. Times are checked against ffmpeg's own MicroDVD and MPL2 readers.
@Suite struct CaptionMicroDVDTests {
    static func read(_ text: String, _ name: String) throws -> CaptionTrack {
        try CaptionReader.read(data: Data(text.utf8), fileName: name)
    }

    /// ffmpeg's reading of `text` (as `format`, or by its extension) as SRT cue times in milliseconds.
    static func ffmpegTimes(_ text: String, name: String, format: String? = nil) throws -> [[Int]] {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        let srt = try TestSupport.run(ffmpeg, ["-v", "error"] + (format.map { ["-f", $0] } ?? []) + ["-i", file.path, "-f", "srt", "-"]).stdoutString
        return srt.matches(of: #/(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})/#).map { match in
            [(match.1, match.2, match.3, match.4), (match.5, match.6, match.7, match.8)].map { h, m, s, ms in
                ((Int(h)! * 60 + Int(m)!) * 60 + Int(s)!) * 1000 + Int(ms)!
            }
        }
    }

    static func milliseconds(_ track: CaptionTrack) -> [[Int]] {
        track.cues.map { [Int(($0.start * 1000).rounded()), Int(($0.end * 1000).rounded())] }
    }

    @Test("MicroDVD with its frame rate on the first line: | breaks, {y:i} and {Y:b} and {c:$BBGGRR}, the same times as ffmpeg's")
    func microDVD() throws {
        let file = "{1}{1}25\n{25}{75}Hello|world\n{100}{150}{y:i}Italic line|plain\n{175}{200}{Y:b}{c:$0000FF}Bold red|still bold\n"
        let track = try Self.read(file, "film.sub")
        #expect(track.warnings.isEmpty)
        #expect(Self.milliseconds(track) == [[1000, 3000], [4000, 6000], [7000, 8000]])
        #expect(Self.milliseconds(track) == (try Self.ffmpegTimes(file, name: "film.sub")), "ffmpeg reads the same times")
        #expect(track.cues.map(\.text) == ["Hello\nworld", "Italic line\nplain", "Bold red\nstill bold"])
        let italic = track.cues[1].words, bold = track.cues[2].words
        #expect(italic.map(\.emphasis) == [.italic, .italic, []], "{y:i} sets its own line only")
        #expect(bold.allSatisfy { $0.emphasis == .bold }, "{Y:b} lasts over the lines after it")
        #expect(bold.map(\.color) == [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0), nil, nil], "$0000FF is red, blue first; {c:} for its line")
    }

    @Test("MicroDVD without a rate: 23.976 fps (as mpv and ffmpeg take it) with a warning; an open end lasts until the next line")
    func defaultRate() throws {
        let file = "{24}{48}Hello\n{72}{}Open end\n{120}{144}Next\n"
        let track = try Self.read(file, "film.sub")
        #expect(Self.milliseconds(track) == (try Self.ffmpegTimes(file, name: "film.sub")), "\(Self.milliseconds(track))")
        #expect(track.warnings == ["film.sub: the file counts frames but does not say at what rate: read at 23.976 fps (a first line such as {1}{1}25 sets the rate)"])
    }

    @Test("braces that are not control codes stay text, as ffmpeg keeps them")
    func braces() throws {
        let track = try Self.read("{1}{1}25\n{25}{75}{Laughs} Very funny|{y:i}{Sighs}\n", "film.sub")
        #expect(track.cues.map(\.text) == ["{Laughs} Very funny\n{Sighs}"])
        #expect(track.cues[0].words.last?.emphasis == .italic)
    }

    @Test("MPL2: tenths of a second, / for an italic line; the same times as ffmpeg's MPL2 reader")
    func mpl2() throws {
        let file = "[10][25]Hello|/world\n[30][42]Again\n"
        let track = try Self.read(file, "film.mpl")
        #expect(Self.milliseconds(track) == [[1000, 2500], [3000, 4200]])
        #expect(Self.milliseconds(track) == (try Self.ffmpegTimes(file, name: "film.txt", format: "mpl2")))
        #expect(track.cues[0].words.map(\.emphasis) == [[], .italic])
        #expect(try Self.read(file, "film.txt").cues.count == 2, "found by content too")
    }

    @Test("SubViewer 2: its header in the first block, [br] line breaks")
    func subViewer() throws {
        let file = """
            [INFORMATION]
            [TITLE]Film
            [AUTHOR]
            [END INFORMATION]
            [SUBTITLE]
            [COLF]&HFFFFFF,[STYLE]bd,[SIZE]18,[FONT]Arial
            00:00:41.00,00:00:44.40
            The Age of Gods[br]was close to an end.

            00:00:44.80,00:00:49.85
            Then came the Age of Men.
            """
        let track = try Self.read(file, "film.sub")
        #expect(track.cues.map(\.text) == ["The Age of Gods\nwas close to an end.", "Then came the Age of Men."])
        #expect(track.cues.map(\.start) == [41, 44.8] && track.cues.map(\.end) == [44.4, 49.85] && track.cues.map(\.line) == [7, 10])
    }

    @Test("VobSub (pictures of text) is refused with what to do; bad lines are named", arguments: [
        (Data([0x00, 0x00, 0x01, 0xBA, 0x44, 0x00]), "film.sub", "VobSub"),
        (Data("# VobSub index file, v7 (do not modify this line!)\nsize: 720x480\n".utf8), "film.idx", "VobSub"),
        (Data("{1}{1}25\n{25}{75}Hello\n{100}{150\n".utf8), "film.sub", "film.sub:3: expected {start frame}{end frame}text"),
        (Data("{25}{75}Hi\n{9999999999999}{1}x\n".utf8), "film.sub", "film.sub:2:"),
    ])
    func bad(data: Data, name: String, says: String) {
        #expect {
            _ = try CaptionReader.read(data: data, fileName: name)
        } throws: { "\($0)".contains(says) }
    }
    @Test("a first line's frame rate out of range (0, 10^9, -25, 1e999, 0.5) is refused by name on line 1, not read as if the file gave none",
          arguments: ["0", "1000000000", "-25", "1e999", "0.5", "0000"])
    func rateOutOfRange(rate: String) {
        for stamps in ["{1}{1}", "{0}{0}"] {
            #expect {
                _ = try CaptionReader.read(data: Data("\(stamps)\(rate)\n{25}{75}Hello|世界\n".utf8), fileName: "film.sub")
            } throws: { error in
                "\(error)".hasPrefix("film.sub:1: the frame rate '\(rate)' is out of range: give 1 to 1000 frames a second")
            }
        }
    }

    @Test("rates at the ends of the range are read: 1 and 1000 frames a second")
    func rateLimits() throws {
        for (rate, start) in [("1", 25.0), ("1000", 0.025), ("23.976", 25 / 23.976)] {
            let track = try CaptionReader.read(data: Data("{1}{1}\(rate)\n{25}{75}Привет\n".utf8), fileName: "film.sub")
            #expect(abs(track.cues[0].start - start) < 1e-6 && track.warnings.isEmpty, "\(rate): \(track.cues[0].start) \(track.warnings)")
        }
    }
}
