import Foundation
import KinetypeTestSupportCore
import Testing

/// `render --over VIDEO --over-at SECONDS`: the card placed at a time of a longer video, the rest
/// of the video passing through; and `--over PICTURE`, a still behind the whole card. Read back
/// by ffprobe and decoded by ffmpeg.
@Suite struct RenderOverAtTests {
    /// A white plate of `width`×`height`, centred, for `duration` seconds.
    static func plate(width: Int, height: Int, duration: Double = 0.8) -> String {
        """
        version: 1
        canvas: 320x180
        duration: \(duration)
        layers:
          - shape: {kind: rect, width: \(width), height: \(height)}
            color: "#ffffff"

        """
    }

    /// Every frame of `url` as RGB bytes at 320x180.
    static func frames(_ url: URL) throws -> [[UInt8]] {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let bytes = [UInt8](try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout)
        let size = 320 * 180 * 3
        return stride(from: 0, to: bytes.count - size + 1, by: size).map { Array(bytes[$0..<$0 + size]) }
    }

    /// The mean absolute difference of two frames' bytes.
    static func difference(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var total = 0
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for index in 0..<min(a.count, b.count) { total += abs(Int(a[index]) - Int(b[index])) }
            }
        }
        return Double(total) / Double(max(1, a.count))
    }

    /// The pixel at the frame's centre.
    static func centre(_ frame: [UInt8]) -> [Int] { (0..<3).map { Int(frame[(90 * 320 + 160) * 3 + $0]) } }

    // A 3 s clip at 25 fps stands for the 30 s one, --over-at 1.2 for its 12 s: the
    // card's 0.8 s are frames 30 to 49 of 75, the same structure at a tenth of the time.
    @Test("--over-at 1.2 over a 3 s clip: frames before 1.2 s are the source's, the card's first frame is at 1.2 s, its last shows, the rest passes through with the sound",
          arguments: [(100, 40), (300, 160)])
    func placed(width: Int, height: Int) throws {
        // A small plate goes the overlay band's way, a large one the general way.
        try TestSupport.withTemporaryFolder { folder in
            let ffprobe = try #require(TestSupport.which("ffprobe"))
            let video = folder.appendingPathComponent("talk.mp4"), output = folder.appendingPathComponent("titled.mp4")
            try FootageFixtures.clip(at: video, seconds: 3)
            let scene = folder.appendingPathComponent("title.yaml")
            try Data(Self.plate(width: width, height: height).utf8).write(to: scene)
            let result = InProcess.run(["render", scene.path, "--over", video.path, "--over-at", "1.2", "-o", output.path, "--progress", "none"])
            try #require(result.status == 0, "\(result.stderr)")
            let streams = try TestSupport.run(ffprobe, ["-v", "error", "-count_packets", "-show_entries",
                                                        "stream=codec_type,width,height,r_frame_rate,nb_read_packets,duration", "-of", "compact", output.path]).stdoutString
            #expect(streams.contains("codec_type=video|width=320|height=180|r_frame_rate=25/1"), "\(streams)")
            #expect(streams.contains("nb_read_packets=75"), "the whole video: \(streams)")
            #expect(streams.contains("codec_type=audio"), "the sound stays: \(streams)")
            let source = try Self.frames(video), titled = try Self.frames(output)
            try #require(source.count == 75 && titled.count == 75, "\(source.count) and \(titled.count) frames")
            // Before the card and after it: the source's pictures, within the encoder's loss.
            for index in Array(0..<30) + Array(50..<75) {
                let difference = Self.difference(source[index], titled[index])
                #expect(difference < 3, "frame \(index) differs from the source by \(difference) on average")
                #expect(Self.centre(titled[index]) != [255, 255, 255] || Self.centre(source[index]) == [255, 255, 255])
            }
            // The card: its plate white at the centre from frame 30 (1.2 s) to 49, its last.
            for index in 30..<50 {
                #expect(Self.centre(titled[index]).allSatisfy { $0 >= 235 }, "frame \(index): \(Self.centre(titled[index]))")
            }
            #expect(Self.difference(source[29], titled[29]) < 3 && Self.difference(source[30], titled[30]) > 3,
                    "the card starts at frame 30, not before")
        }
    }

    @Test("a scene's background: {video: FILE, at: 1.2} places the card as --over-at does; a time past the end is refused at the key")
    func sceneKey() throws {
        try TestSupport.withTemporaryFolder { folder in
            let video = folder.appendingPathComponent("talk.mp4"), output = folder.appendingPathComponent("titled.mp4")
            try FootageFixtures.clip(at: video, seconds: 3)
            let scene = folder.appendingPathComponent("title.yaml")
            try Data(Self.plate(width: 100, height: 40).replacingOccurrences(of: "layers:", with: "background: {video: talk.mp4, at: 1.2}\nlayers:").utf8)
                .write(to: scene)
            let result = InProcess.run(["render", scene.path, "-o", output.path, "--progress", "none"])
            try #require(result.status == 0, "\(result.stderr)")
            let titled = try Self.frames(output)
            try #require(titled.count == 75)
            #expect(Self.centre(titled[30]).allSatisfy { $0 >= 235 } && !Self.centre(titled[29]).allSatisfy { $0 >= 235 })
            try Data(Self.plate(width: 100, height: 40).replacingOccurrences(of: "layers:", with: "background: {video: talk.mp4, at: 9}\nlayers:").utf8)
                .write(to: scene)
            let late = InProcess.run(["render", scene.path, "-o", folder.appendingPathComponent("late.mp4").path])
            #expect(late.status != 0 && late.stderr.contains("background.at") && late.stderr.contains("plays for 3 s"), "\(late.stderr)")
            try Data("version: 1\nbackground: {image: photo.png, at: 1}\n".utf8).write(to: scene)
            let picture = InProcess.run(["render", scene.path, "-o", folder.appendingPathComponent("still.png").path])
            #expect(picture.status != 0 && picture.stderr.contains("at places the card in a background video"), "\(picture.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("late.mp4").path))
        }
    }

    @Test("--over-at refuses a negative, infinite or NaN time, one past the video's end, a still picture, and no --over, naming the option and writing nothing",
          arguments: [(["--over-at", "-1"], "--over-at"), (["--over-at", "nan"], "--over-at"), (["--over-at", "inf"], "--over-at"),
                      (["--over-at", "1e400"], "--over-at"), (["--over-at", "3"], "plays for 3 s"), (["--over-at", "40"], "plays for 3 s")])
    func refused(arguments: [String], message: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let video = folder.appendingPathComponent("talk.mp4"), output = folder.appendingPathComponent("titled.mp4")
            try FootageFixtures.clip(at: video, seconds: 3)
            let result = InProcess.run(["render", "--text", "Hi", "--over", video.path, "-o", output.path] + arguments)
            #expect(result.status != 0 && result.stderr.contains("--over-at") && result.stderr.contains(message), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("--over-at without --over, or with a still picture, is refused naming both")
    func refusedWithout() throws {
        try TestSupport.withTemporaryFolder { folder in
            let output = folder.appendingPathComponent("card.mp4")
            let alone = InProcess.run(["render", "--text", "Hi", "--over-at", "2", "-o", output.path])
            #expect(alone.status != 0 && alone.stderr.contains("--over-at") && alone.stderr.contains("give --over"), "\(alone.stderr)")
            let picture = folder.appendingPathComponent("photo.png")
            try Self.picture(at: picture)
            let still = InProcess.run(["render", "--text", "Hi", "--over", picture.path, "--over-at", "1", "-o", output.path])
            #expect(still.status != 0 && still.stderr.contains("--over-at") && still.stderr.contains("still picture"), "\(still.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("--over a FIFO or a device is refused as footage that is not a regular file, without waiting on it")
    func specialFiles() throws {
        try TestSupport.withTemporaryFolder { folder in
            let fifo = folder.appendingPathComponent("pipe.mp4")
            try #require(mkfifo(fifo.path, 0o600) == 0)
            let output = folder.appendingPathComponent("card.mp4")
            for path in [fifo.path, "/dev/zero"] {
                let result = InProcess.run(["render", "--text", "Hi", "--over", path, "-o", output.path])
                #expect(result.status != 0 && result.stderr.contains("not a regular file"), "\(path): \(result.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    /// A 320x180 picture, #3366cc on its left half and #cc6633 on its right, written by ffmpeg.
    static func picture(at url: URL) throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let made = try TestSupport.run(ffmpeg, ["-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x3366cc:size=160x180", "-f", "lavfi",
                                               "-i", "color=c=0xcc6633:size=160x180", "-filter_complex", "[0][1]hstack", "-frames:v", "1", url.path])
        try #require(made.status == 0, "\(made.stderr)")
    }

    @Test("a still picture as --over is the background of every frame of a card as long as its own duration, in its size, in any format",
          arguments: ["png", "jpg", "webp"])
    func picture(format: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffprobe = try #require(TestSupport.which("ffprobe"))
            let png = folder.appendingPathComponent("photo.png"), picture = folder.appendingPathComponent("photo.\(format)")
            try Self.picture(at: png)
            if format != "png" {
                let ffmpeg = try #require(TestSupport.which("ffmpeg"))
                let made = try TestSupport.run(ffmpeg, ["-v", "error", "-y", "-i", png.path, "-q:v", "2", "-lossless", "1", picture.path])
                try #require(made.status == 0, "\(made.stderr)")
            }
            let output = folder.appendingPathComponent("card.mp4")
            let result = InProcess.run(["render", "--text", "Hi", "--color", "white", "--over", picture.path, "--duration", "1.2", "--fps", "25",
                                        "-o", output.path, "--progress", "none"])
            try #require(result.status == 0, "\(result.stderr)")
            let streams = try TestSupport.run(ffprobe, ["-v", "error", "-count_packets", "-show_entries", "stream=codec_type,width,height,nb_read_packets",
                                                        "-of", "compact", output.path]).stdoutString
            #expect(streams.contains("codec_type=video|width=320|height=180|nb_read_packets=30"), "as long as the card, not 0.04 s: \(streams)")
            let frames = try Self.frames(output)
            try #require(frames.count == 30)
            func pixel(_ frame: [UInt8], _ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(frame[(y * 320 + x) * 3 + $0]) } }
            for (index, frame) in frames.enumerated() {
                for ((x, y), colour) in [((12, 12), [0x33, 0x66, 0xCC]), ((300, 170), [0xCC, 0x66, 0x33])] {
                    let found = pixel(frame, x, y)
                    #expect(zip(found, colour).allSatisfy { abs($0 - $1) <= 8 }, "frame \(index) at (\(x), \(y)): \(found), not \(colour)")
                }
            }
            let gif = folder.appendingPathComponent("card.gif")
            let still = InProcess.run(["render", "--text", "Hi", "--over", picture.path, "--duration", "0.4", "--fps", "10", "-o", gif.path])
            #expect(still.status == 0 && FileManager.default.fileExists(atPath: gif.path), "a GIF takes it too: \(still.stderr)")
        }
    }
}
