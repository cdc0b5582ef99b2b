import Foundation
import KinetypeTestSupportCore
import Testing

/// The built binary writes every format; ffprobe (the independent reference) decodes each with
/// the requested frame count, size and duration; --threads 1 and 2 give identical bytes.
@Suite struct FormatTests {
    static let scene = """
        version: 1
        canvas: 240x136
        fps: 10
        duration: 1.5
        background: "#202040"
        layers:
          - text: "Format ^[test](color: \\"#ff3b8e\\")"
            font: {size: 32}
            enter: {name: appear, duration: 0.8}
        """

    /// The scene, written to a new temporary folder; the caller removes that folder.
    static func sceneFile() throws -> URL {
        let url = try TestSupport.makeTemporaryFolder().appendingPathComponent("scene.yaml")
        try Data(scene.utf8).write(to: url)
        return url
    }

    static func probe(_ url: URL) throws -> [String: String] {
        let ffprobe = try #require(TestSupport.which("ffprobe"), "ffprobe (make setup installs ffmpeg)")
        let result = try TestSupport.run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,nb_read_frames:format=duration", "-of", "default=noprint_wrappers=1", url.path])
        var values: [String: String] = [:]
        for line in result.stdoutString.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        return values
    }

    @Test("video and animated formats decode as requested", arguments: ["mp4", "webm", "mov", "apng"])
    func animated(ext: String) throws {
        let scene = try Self.sceneFile()
        defer { TestSupport.removeTemporaryFolder(scene.deletingLastPathComponent()) }
        let output = scene.deletingLastPathComponent().appendingPathComponent("card.\(ext)")
        let result = InProcess.run(["render", scene.path, "-o", output.path, "--progress", "none"])
        #expect(result.status == 0, "\(result.stderr)")
        let info = try Self.probe(output)
        #expect(info["width"] == "240" && info["height"] == "136", "\(info)")
        #expect(info["nb_read_frames"] == "15", "\(info)")
        if ext != "apng" { expectClose(Double(info["duration"] ?? "") ?? 0, 1.5, tolerance: 0.11, "\(info)") }
    }

    @Test("GIF: size, total duration, loop forever; merged identical frames only")
    func gif() throws {
        let scene = try Self.sceneFile()
        defer { TestSupport.removeTemporaryFolder(scene.deletingLastPathComponent()) }
        let output = scene.deletingLastPathComponent().appendingPathComponent("card.gif")
        let result = InProcess.run(["render", scene.path, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let info = try Self.probe(output)
        #expect(info["width"] == "240" && info["height"] == "136", "\(info)")
        expectClose(Double(info["duration"] ?? "") ?? 0, 1.5, tolerance: 0.011, "\(info)")
        let frames = Int(info["nb_read_frames"] ?? "") ?? 0
        #expect(frames >= 9 && frames <= 15, "15 rendered; the still tail after the transition merges: \(info)")
        let bytes = try Data(contentsOf: output)
        let netscape = try #require(bytes.range(of: Data("NETSCAPE2.0".utf8)))
        // Sub-block: size 3, id 1, loop count (little-endian) 0 = forever.
        #expect(Array(bytes[netscape.upperBound..<(netscape.upperBound + 4)]) == [3, 1, 0, 0])
    }

    @Test("--threads 1 and 2, and two runs, give identical bytes", arguments: ["mp4", "png", "pdf", "gif"])
    func deterministic(ext: String) throws {
        let scene = try Self.sceneFile()
        defer { TestSupport.removeTemporaryFolder(scene.deletingLastPathComponent()) }
        let folder = scene.deletingLastPathComponent()
        var outputs: [Data] = []
        for (index, threads) in ["1", "2", "2"].enumerated() {
            let output = folder.appendingPathComponent("card\(index).\(ext)")
            let result = InProcess.run(["render", scene.path, "-o", output.path, "--threads", threads])
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: output))
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
    }

    @Test("stills, PNG sequences, frame ranges and standard output")
    func stillsAndSequences() throws {
        let scene = try Self.sceneFile()
        defer { TestSupport.removeTemporaryFolder(scene.deletingLastPathComponent()) }
        let folder = scene.deletingLastPathComponent()
        let frames = folder.appendingPathComponent("frames")
        let sequence = InProcess.run(["render", scene.path, "-o", frames.path, "--frames", "3..7"])
        #expect(sequence.status == 0, "\(sequence.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
                == ["frame-00003.png", "frame-00004.png", "frame-00005.png", "frame-00006.png", "frame-00007.png"])
        // Through a pipe from the binary, and in-process.
        let svg = try TestSupport.run(TestSupport.kinetype, ["render", scene.path, "--format", "svg", "-o", "-"])
        #expect(svg.status == 0)
        #expect(svg.stdoutString.hasPrefix("<?xml") && svg.stdoutString.contains("<svg"))
        let png = InProcess.run(["render", scene.path, "--format", "png", "--at", "0", "-o", "-"])
        #expect(png.stdout.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["frames", "scene.yaml"])
    }

    @Test("--png-compression: every setting gives the same pixels, smallest the smallest file, for stills and sequences")
    func pngCompression() throws {
        let scene = try Self.sceneFile()
        defer { TestSupport.removeTemporaryFolder(scene.deletingLastPathComponent()) }
        let folder = scene.deletingLastPathComponent()
        var stills: [String: Data] = [:]
        for setting in ["fast", "balanced", "smallest"] {
            let output = folder.appendingPathComponent("\(setting).png")
            let result = InProcess.run(["render", scene.path, "--at", "1", "-o", output.path, "--png-compression", setting])
            #expect(result.status == 0, "\(setting): \(result.stderr)")
            stills[setting] = try Data(contentsOf: output)
        }
        let fast = try TestSupport.decodePNG(#require(stills["fast"]))
        #expect(fast.width == 240 && fast.height == 136 && fast.pixelFormat == "rgb24")
        for setting in ["balanced", "smallest"] {
            #expect(try TestSupport.decodePNG(#require(stills[setting])).rgba == fast.rgba, "\(setting) decodes to the same pixels")
        }
        #expect(try #require(stills["smallest"]).count < #require(stills["fast"]).count)
        #expect(stills["fast"] == (InProcess.run(["render", scene.path, "--at", "1", "--format", "png", "-o", "-"]).stdout),
                "fast is the default")

        let frames = folder.appendingPathComponent("frames")
        let sequence = InProcess.run(["render", scene.path, "--frames", "10..10", "-o", frames.path,
                                                                  "--png-compression", "smallest"])
        #expect(sequence.status == 0, "\(sequence.stderr)")
        #expect(try Data(contentsOf: frames.appendingPathComponent("frame-00010.png")) == stills["smallest"], "frame 10 is the still at 1 s")
    }

    @Test("--video-compression: standard by default (two slices, no macroblock tree), smallest with x264's full lookahead")
    func videoCompression() throws {
        let scene = try Self.sceneFile()
        defer { TestSupport.removeTemporaryFolder(scene.deletingLastPathComponent()) }
        let folder = scene.deletingLastPathComponent()
        // x264 writes the settings it used into the stream (its SEI "options: …").
        for (arguments, settings) in [([], ["sliced_threads=1 ", "mbtree=0 ", "crf=21.0 "]), (["--video-compression", "standard"], ["sliced_threads=1 "]),
                                      (["--video-compression", "smallest"], ["rc_lookahead=40 ", "mbtree=1 ", "crf=18.0 "])] {
            let output = folder.appendingPathComponent("card.mp4")
            let result = InProcess.run(["render", scene.path, "-o", output.path] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let stream = String(decoding: try Data(contentsOf: output), as: UTF8.self)
            for setting in settings { #expect(stream.contains(setting), "\(arguments): \(setting)") }
        }
    }

    @Test("APNG loops forever: its acTL chunk has num_plays 0")
    func apngLoop() throws {
        let scene = try Self.sceneFile()
        defer { TestSupport.removeTemporaryFolder(scene.deletingLastPathComponent()) }
        let output = scene.deletingLastPathComponent().appendingPathComponent("card.apng")
        #expect(InProcess.run(["render", scene.path, "-o", output.path]).status == 0)
        let bytes = try Data(contentsOf: output)
        let chunk = try #require(bytes.range(of: Data("acTL".utf8)))
        let fields = Array(bytes[chunk.upperBound..<(chunk.upperBound + 8)])
        #expect(fields[0..<4].reduce(0) { $0 << 8 | Int($1) } == 15, "num_frames")
        #expect(fields[4..<8].reduce(0) { $0 << 8 | Int($1) } == 0, "num_plays: 0 is forever")
    }

    @Test("without ffmpeg, video formats fail with a clear error and no file")
    func ffmpegMissing() throws {
        let scene = try Self.sceneFile()
        defer { TestSupport.removeTemporaryFolder(scene.deletingLastPathComponent()) }
        let output = scene.deletingLastPathComponent().appendingPathComponent("card.mp4")
        let result = try TestSupport.run(TestSupport.kinetype, ["render", scene.path, "-o", output.path],
                                         environment: ["PATH": "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("ffmpeg") && result.stderr.contains("make setup"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("GIF edges: white text over a solid background decodes without a coloured halo")
    func gifEdges() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let scene = folder.appendingPathComponent("edge.yaml")
        try Data("""
            version: 1
            canvas: 200x80
            fps: 10
            duration: 0.2
            background: "#1d2b53"
            layers:
              - text: "Edge"
                font: {size: 48, weight: bold}
                color: white
            """.utf8).write(to: scene)
        let gif = folder.appendingPathComponent("edge.gif")
        #expect(InProcess.run(["render", scene.path, "-o", gif.path]).status == 0)
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-i", gif.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        try #require(decoded.stdout.count == 200 * 80 * 3)
        // Every pixel lies on the line from the background colour to white (antialiased edges
        // mix the two); a halo would be a colour off that line.
        let background = (r: 0x1d, g: 0x2b, b: 0x53)
        var worst = 0
        let bytes = Array(decoded.stdout)
        for i in stride(from: 0, to: bytes.count, by: 3) {
            let t = Double(Int(bytes[i + 2]) - background.b) / Double(255 - background.b)
            let expectedR = Double(background.r) + t * Double(255 - background.r)
            let expectedG = Double(background.g) + t * Double(255 - background.g)
            worst = max(worst, Int(abs(expectedR - Double(bytes[i])).rounded()), Int(abs(expectedG - Double(bytes[i + 1])).rounded()))
        }
        #expect(worst <= 6, "largest step off the background-to-white line: \(worst)")
    }

    @Test("--progress json prints one object a line on standard error")
    func progressJSON() throws {
        let scene = try Self.sceneFile()
        defer { TestSupport.removeTemporaryFolder(scene.deletingLastPathComponent()) }
        let output = scene.deletingLastPathComponent().appendingPathComponent("p")
        let result = InProcess.run(["render", scene.path, "-o", output.path, "--progress", "json"])
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 15)
        let last = try JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as? [String: Any]
        #expect(last?["done"] as? Int == 15 && last?["total"] as? Int == 15)
        let quiet = InProcess.run(["render", scene.path, "-o", output.path + "2"])
        #expect(quiet.stderr.isEmpty, "no progress when standard error is not a terminal")
    }
}
