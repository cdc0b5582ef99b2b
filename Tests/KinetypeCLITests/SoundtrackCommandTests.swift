import Foundation
import KinetypeTestSupportCore
import Testing

/// `audio:` in a scene and `--audio` on the command line: the sound muxed into MP4, WebM and MOV,
/// as long as the video (ffprobe reads both back); `duration: audio`; formats without sound
/// leaving it out with a note; and `kinetype audio` and `--audio` refusing bad sound files with
/// exit 2, naming them, writing nothing.
@Suite struct SoundtrackCommandTests {
    /// A 16-bit mono WAV of a 440 Hz tone, `seconds` long at 22.05 kHz.
    static func tone(seconds: Double, at url: URL) throws {
        let rate = 22_050, count = Int(seconds * Double(rate))
        let samples = (0..<count).map { index in 8000.0 / 32_767 * sin(2 * Double.pi * 440 * Double(index) / Double(rate)) }
        try TestSupport.writeWAV(samples, rate: rate, to: url)
    }

    static func scene(_ lines: String) -> String {
        """
        version: 1
        canvas: 160x90
        fps: 10
        \(lines)
        layers:
          - text: Hi
            font: {size: 30}

        """
    }

    /// ffprobe's streams of `url`: each stream's codec type and duration.
    static func streams(_ url: URL) throws -> [(type: String, duration: Double)] {
        let ffprobe = try #require(TestSupport.which("ffprobe"))
        let text = try TestSupport.run(ffprobe, ["-v", "error", "-show_entries", "stream=codec_type,duration", "-of", "csv=p=0", url.path]).stdoutString
        return text.split(whereSeparator: \.isNewline).map { line in
            let fields = line.split(separator: ",")
            return (String(fields[0]), fields.count > 1 ? Double(fields[1]) ?? -1 : -1)
        }
    }

    @Test("A card with audio: has one sound stream as long as its video (±1 frame)", arguments: ["mp4", "webm", "mov"])
    func muxed(format: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            try Self.tone(seconds: 2, at: folder.appendingPathComponent("tone.wav"))
            let scene = folder.appendingPathComponent("card.yaml"), output = folder.appendingPathComponent("card.\(format)")
            try Data(Self.scene("duration: 1.2\naudio: {file: tone.wav, start: 0.2, fadeIn: 0.1, fadeOut: 0.3, volume: 0.8}").utf8).write(to: scene)
            let result = InProcess.run(["render", scene.path, "-o", output.path, "--progress", "none"])
            try #require(result.status == 0, "\(result.stderr)")
            let streams = try Self.streams(output)
            #expect(streams.filter { $0.type == "audio" }.count == 1 && streams.filter { $0.type == "video" }.count == 1, "\(streams)")
            // WebM keeps durations per file, not per stream: the whole file is 1.2 s there.
            let video = streams.first { $0.type == "video" }?.duration ?? -1, audio = streams.first { $0.type == "audio" }?.duration ?? -1
            if format != "webm" {
                #expect(abs(video - 1.2) <= 0.1 && abs(audio - video) <= 0.1, "video \(video) s, sound \(audio) s")
            }
            let ffprobe = try #require(TestSupport.which("ffprobe"))
            let packets = try TestSupport.run(ffprobe, ["-v", "error", "-select_streams", "a:0", "-show_entries", "packet=pts_time,duration_time",
                                                        "-of", "csv=p=0", output.path]).stdoutString
            let end = packets.split(whereSeparator: \.isNewline).compactMap { line -> Double? in
                let fields = line.split(separator: ",").compactMap { Double($0) }
                return fields.count == 2 ? fields[0] + fields[1] : nil
            }.max() ?? -1
            #expect(abs(end - 1.2) <= 0.1, "the sound's last packet ends at \(end) s")
        }
    }

    @Test("duration: audio makes the card as long as the sound; --audio replaces the scene's; a GIF leaves it out with a note")
    func durationAndNote() throws {
        try TestSupport.withTemporaryFolder { folder in
            try Self.tone(seconds: 0.8, at: folder.appendingPathComponent("short.wav"))
            let scene = folder.appendingPathComponent("card.yaml"), output = folder.appendingPathComponent("card.mp4")
            try Data(Self.scene("duration: audio\naudio: missing.wav").utf8).write(to: scene)
            let result = InProcess.run(["render", scene.path, "--audio", folder.appendingPathComponent("short.wav").path, "--audio-offset", "0.3",
                                        "-o", output.path, "--progress", "none"])
            try #require(result.status == 0, "\(result.stderr)")
            let video = try Self.streams(output).first { $0.type == "video" }
            #expect(abs((video?.duration ?? 0) - 0.5) < 0.051, "0.8 s of sound less 0.3 s offset: \(String(describing: video))")
            let gif = folder.appendingPathComponent("card.gif")
            let still = InProcess.run(["render", scene.path, "--audio", folder.appendingPathComponent("short.wav").path, "-o", gif.path, "--progress", "none"])
            #expect(still.status == 0 && still.stderr.contains("note: gif holds no sound"), "\(still.stderr)")
            #expect(FileManager.default.fileExists(atPath: gif.path))
        }
    }

    @Test("batch: each row's video gets its audio: file (read beside the scene); a row whose sound is missing fails naming it")
    func batch() throws {
        try TestSupport.withTemporaryFolder { folder in
            try Self.tone(seconds: 1, at: folder.appendingPathComponent("tone.wav"))
            let scene = folder.appendingPathComponent("card.yaml"), data = folder.appendingPathComponent("rows.csv")
            try Data(Self.scene("duration: 0.5\naudio: \"{{song}}\"").utf8).write(to: scene)
            try Data("slug,song\nfirst,tone.wav\nsecond,missing.wav\n".utf8).write(to: data)
            let result = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/{{slug}}.mp4", "--progress", "none"])
            #expect(result.status == 2 && result.stderr.contains("row 2") && result.stderr.contains("missing.wav"), "\(result.stderr)")
            let streams = try Self.streams(folder.appendingPathComponent("first.mp4"))
            #expect(streams.map(\.type).sorted() == ["audio", "video"], "\(streams)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("second.mp4").path))
        }
    }

    @Test("Bad sound files exit 2 naming the file, for kinetype audio and render --audio, and write nothing")
    func badSound() throws {
        try TestSupport.withTemporaryFolder { folder in
            let text = folder.appendingPathComponent("notes.txt")
            try Data("not a sound\n".utf8).write(to: text)
            let corrupt = folder.appendingPathComponent("noise.mp3")
            var generator = SplitMix64(seed: 52)
            try Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }).write(to: corrupt)
            // A WAV whose data chunk says 2 s and holds 0.5.
            let cut = folder.appendingPathComponent("cut.wav")
            try Self.tone(seconds: 2, at: cut)
            let whole = try Data(contentsOf: cut)
            try whole.prefix(44 + 22_050).write(to: cut)
            let fifo = folder.appendingPathComponent("pipe.wav")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let cases: [(URL, String)] = [(folder.appendingPathComponent("none.wav"), "does not exist"), (text, "does not read as sound"),
                                          (corrupt, "does not read as sound"), (cut, "is cut short"), (fifo, "is not a regular file")]
            for (file, reason) in cases {
                let analysed = InProcess.run(["audio", file.path, "--json"])
                #expect(analysed.status == 2 && analysed.stderr.contains(file.path) && analysed.stderr.contains(reason), "\(analysed.stderr)")
                #expect(analysed.stdout.isEmpty)
                let output = folder.appendingPathComponent("out.mp4")
                let rendered = InProcess.run(["render", "--text", "Hi", "--canvas", "160x90", "--duration", "0.5", "--audio", file.path,
                                              "-o", output.path, "--progress", "none"])
                #expect(rendered.status == 2 && rendered.stderr.contains(file.path) && rendered.stderr.contains(reason), "\(rendered.stderr)")
                #expect(!FileManager.default.fileExists(atPath: output.path))
            }
            // A sound sampled at 22.05 kHz holds nothing above 11 025 Hz.
            let tone = folder.appendingPathComponent("tone.wav")
            try Self.tone(seconds: 0.3, at: tone)
            let nyquist = InProcess.run(["audio", tone.path, "--bands", "100-20000"])
            #expect(nyquist.status == 2 && nyquist.stderr.contains("'100-20000'") && nyquist.stderr.contains("11025 Hz"), "\(nyquist.stderr)")
            let loose = InProcess.run(["render", "--text", "Hi", "--audio-volume", "0.5", "-o", folder.appendingPathComponent("x.mp4").path])
            #expect(loose.status == 2 && loose.stderr.contains("--audio-volume"), "\(loose.stderr)")
        }
    }

    @Test("A video without sound exits 2 naming it")
    func silentVideo() throws {
        try TestSupport.withTemporaryFolder { folder in
            let video = folder.appendingPathComponent("silent.mp4")
            let ffmpeg = try #require(TestSupport.which("ffmpeg"))
            let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=64x64:rate=5:duration=0.4", "-pix_fmt", "yuv420p", video.path])
            try #require(made.status == 0, "\(made.stderr)")
            let result = InProcess.run(["audio", video.path, "--json"])
            #expect(result.status == 2 && result.stderr.contains("silent.mp4") && result.stderr.contains("no sound track"), "\(result.stderr)")
        }
    }
}
