import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype lyrics`: a lyric video from an enhanced LRC file and a song, read back by ffprobe and
/// decoded by ffmpeg at 320x180 and 10 fps: the bright line changes at each line's time, each
/// word's fill completes at the next word's time, the sound is in the file, Arabic fills from
/// the right; bad input exits 2 naming the file and writes nothing.
@Suite struct LyricsCommandTests {
    /// Three lines a second apart, two words each with enhanced LRC's word times.
    static let song = """
        [00:00.00]<00:00.00>Aaa <00:00.50>Bbb <00:01.00>
        [00:01.00]<00:01.00>Ccc <00:01.60>Ddd <00:02.00>
        [00:02.00]<00:02.00>Eee <00:02.40>Fff <00:03.00>

        """

    /// The options every test draws with: a small canvas, 10 fps, white words filling red.
    static let look = ["--canvas", "320x180", "--fps", "10", "--size", "24", "--color", "white", "--active", "#ff0000", "--progress", "none"]

    /// Every frame of `url` as RGB bytes at 320x180.
    static func frames(_ url: URL) throws -> [[UInt8]] {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let bytes = [UInt8](try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout)
        let size = 320 * 180 * 3
        return stride(from: 0, to: bytes.count - size + 1, by: size).map { Array(bytes[$0..<$0 + size]) }
    }

    /// The pixels of `frame` in columns `columns` that pass `test` (red, green, blue): their
    /// count and mean row and column.
    static func pixels(_ frame: [UInt8], columns: Range<Int> = 0..<320, _ test: (Int, Int, Int) -> Bool) -> (count: Int, row: Double, column: Double) {
        var count = 0, rows = 0, cols = 0
        for y in 0..<180 {
            for x in columns {
                let at = (y * 320 + x) * 3
                guard test(Int(frame[at]), Int(frame[at + 1]), Int(frame[at + 2])) else { continue }
                count += 1
                rows += y
                cols += x
            }
        }
        return (count, count > 0 ? Double(rows) / Double(count) : -1, count > 0 ? Double(cols) / Double(count) : -1)
    }

    /// Bright pixels: only the sung line is drawn at full opacity (the others at 35% over the dark background).
    static func bright(_ r: Int, _ g: Int, _ b: Int) -> Bool { max(r, g, b) > 170 }
    /// Words still to be sung in the sung line: white.
    static func white(_ r: Int, _ g: Int, _ b: Int) -> Bool { min(r, g, b) > 170 }
    /// Words sung: red.
    static func red(_ r: Int, _ g: Int, _ b: Int) -> Bool { r > 170 && g < 90 && b < 90 }

    @Test("The bright line moves to the next line within a frame of each line's time; each word's fill completes at the next word's time")
    func linesAndWords() throws {
        try TestSupport.withTemporaryFolder { folder in
            let lrc = folder.appendingPathComponent("song.lrc"), output = folder.appendingPathComponent("lyrics.mp4")
            try Data(Self.song.utf8).write(to: lrc)
            let result = InProcess.run(["lyrics", lrc.path, "-o", output.path] + Self.look)
            try #require(result.status == 0, "\(result.stderr)")
            let frames = try Self.frames(output)
            try #require(frames.count >= 30, "\(frames.count) frames")
            let rows = frames.map { Self.pixels($0, Self.bright).row }
            // Settled, the sung line is at the centre; on the frame a line starts, the bright line
            // is the next one down, a line's height below, and the list scrolls it up.
            for change in [10, 20] {
                #expect(abs(rows[change - 1] - 90) < 6, "frame \(change - 1): the sung line at row \(rows[change - 1])")
                #expect(rows[change] - rows[change - 1] > 15, "frame \(change): the bright line at row \(rows[change]), before at \(rows[change - 1])")
                #expect(abs(rows[change + 8] - 90) < 6, "frame \(change + 8): settled at row \(rows[change + 8])")
            }
            // Ccc (left of the centre) fills from 1.0 s to Ddd's start at 1.6 s: some of it is
            // still white a frame before, none of it on the frame.
            let left = 0..<158
            let before = Self.pixels(frames[15], columns: left, Self.white), at = Self.pixels(frames[16], columns: left, Self.white)
            #expect(before.count > 0 && at.count == 0, "white pixels of Ccc: \(before.count) at 1.5 s, \(at.count) at 1.6 s")
            #expect(Self.pixels(frames[16], columns: left, Self.red).count > 20, "Ccc is sung in red")
            // Ddd fills to the line's end at 2.0 s: white remains at 1.9 s.
            #expect(Self.pixels(frames[19], columns: 162..<320, Self.white).count > 0)
        }
    }

    @Test("The song is in the file: one sound stream as long as the video (±1 frame), the video as long as the song")
    func sound() throws {
        try TestSupport.withTemporaryFolder { folder in
            let lrc = folder.appendingPathComponent("song.lrc"), output = folder.appendingPathComponent("lyrics.mp4")
            let wav = folder.appendingPathComponent("song.wav")
            try Data(Self.song.utf8).write(to: lrc)
            try SoundtrackCommandTests.tone(seconds: 2.5, at: wav)
            let result = InProcess.run(["lyrics", lrc.path, "--audio", wav.path, "-o", output.path] + Self.look)
            try #require(result.status == 0, "\(result.stderr)")
            let streams = try SoundtrackCommandTests.streams(output)
            #expect(streams.filter { $0.type == "audio" }.count == 1 && streams.filter { $0.type == "video" }.count == 1, "\(streams)")
            let video = streams.first { $0.type == "video" }?.duration ?? -1, audio = streams.first { $0.type == "audio" }?.duration ?? -1
            #expect(abs(video - 2.5) <= 0.1 && abs(audio - video) <= 0.1, "video \(video) s, sound \(audio) s")
        }
    }

    @Test("--aspect 9:16 makes the video vertical, keeping the default canvas's shorter side: 720x1280, the sung line at the centre")
    func aspect() throws {
        try TestSupport.withTemporaryFolder { folder in
            let lrc = folder.appendingPathComponent("song.lrc"), output = folder.appendingPathComponent("tall.png")
            try Data(Self.song.utf8).write(to: lrc)
            let result = InProcess.run(["lyrics", lrc.path, "--aspect", "9:16", "--at", "1.5", "--size", "40", "-o", output.path])
            try #require(result.status == 0, "\(result.stderr)")
            let png = try TestSupport.decodePNG(Data(contentsOf: output))
            #expect((png.width, png.height) == (720, 1280))
            // The bright (sung) line's rows lie around the middle of the tall frame.
            var rows: [Int] = []
            for y in 0..<png.height {
                let row = y * png.width * 4
                if (0..<png.width).contains(where: { x in min(png.rgba[row + x * 4], png.rgba[row + x * 4 + 1], png.rgba[row + x * 4 + 2]) > 200 }) { rows.append(y) }
            }
            let middle = rows.isEmpty ? -1 : (rows.first! + rows.last!) / 2
            #expect(abs(middle - 640) < 160, "the drawn lines centre on row \(middle)")
            let both = InProcess.run(["lyrics", lrc.path, "--aspect", "9:16", "--canvas", "320x180", "-o", output.path])
            #expect(both.status == 2 && both.stderr.contains("give either --canvas or --aspect"), "\(both.stderr)")
        }
    }

    @Test("Arabic lyrics fill from the right: halfway through the first word, its right part is sung, its left part not")
    func arabic() throws {
        try TestSupport.withTemporaryFolder { folder in
            let lrc = folder.appendingPathComponent("song.lrc"), output = folder.appendingPathComponent("lyrics.mp4")
            try Data("[00:00.00]<00:00.00>مرحبا <00:01.00>بكم <00:02.00>\n".utf8).write(to: lrc)
            let result = InProcess.run(["lyrics", lrc.path, "-o", output.path, "--to", "1.2"] + Self.look)
            try #require(result.status == 0, "\(result.stderr)")
            let frames = try Self.frames(output)
            try #require(frames.count >= 8, "\(frames.count) frames")
            // The first word sits right of the centre; at 0.5 s it is half sung.
            let right = 160..<320
            let sung = Self.pixels(frames[5], columns: right, Self.red), unsung = Self.pixels(frames[5], columns: right, Self.white)
            #expect(sung.count > 10 && unsung.count > 10, "\(sung.count) red and \(unsung.count) white pixels")
            #expect(sung.column > unsung.column + 5, "the sung part (column \(sung.column)) is right of the rest (\(unsung.column))")
        }
    }

    @Test("Bad input exits 2 naming the file and writes nothing: a sound with no audio stream, a corrupt sound, a FIFO, an LRC with no lines, a beat pulse without a song")
    func badInput() throws {
        try TestSupport.withTemporaryFolder { folder in
            let lrc = folder.appendingPathComponent("song.lrc"), empty = folder.appendingPathComponent("empty.lrc")
            try Data(Self.song.utf8).write(to: lrc)
            try Data("[ar:Nobody]\n[ti:Nothing]\n".utf8).write(to: empty)
            let text = folder.appendingPathComponent("notes.wav"), corrupt = folder.appendingPathComponent("cut.wav")
            try Data("not a sound\n".utf8).write(to: text)
            try SoundtrackCommandTests.tone(seconds: 0.5, at: corrupt)
            try Data(try Data(contentsOf: corrupt).prefix(30)).write(to: corrupt)
            let fifo = folder.appendingPathComponent("pipe.wav")
            try #require(mkfifo(fifo.path, 0o600) == 0)
            let output = folder.appendingPathComponent("out.mp4")
            let scene = folder.appendingPathComponent("card.yaml")
            try Data("version: 1\ncaptions: {file: song.lrc, lyrics: {pulse: 0.1}}\n".utf8).write(to: scene)
            let cases: [([String], String)] = [
                (["lyrics", lrc.path, "--pulse", "0.1"], "--pulse"),
                (["render", scene.path], "captions.lyrics"),
                (["lyrics", lrc.path, "--audio", text.path], "notes.wav"),
                (["lyrics", lrc.path, "--audio", corrupt.path], "cut.wav"),
                (["lyrics", lrc.path, "--audio", fifo.path], "pipe.wav"),
                (["lyrics", fifo.path], "pipe.wav"),
                (["lyrics", empty.path], "empty.lrc"),
            ]
            for (arguments, named) in cases {
                let result = InProcess.run(arguments + ["-o", output.path, "--canvas", "64x36", "--fps", "5", "--progress", "none"])
                #expect(result.status == 2 && result.stderr.contains(named), "\(arguments): \(result.status) \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: output.path), "\(arguments) wrote a file")
            }
        }
    }
}
