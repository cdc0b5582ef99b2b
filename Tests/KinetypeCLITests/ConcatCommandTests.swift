import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype render --frames` in chunks, joined by `kinetype concat`, equals the single render:
/// PNG frames byte for byte, video frame for frame (decoded, within the codec's loss).
@Suite struct ConcatCommandTests {
    static let card = ["--text", "Chunks", "--transition", "appear", "--duration", "1", "--canvas", "160x90", "--size", "32"]

    /// `render` of ``card`` with `extra` options into `output` in `folder`, which must succeed.
    static func render(_ extra: [String], _ output: String, in folder: URL) throws {
        let result = InProcess.run(["render"] + card + extra + ["-o", folder.path + "/" + output])
        try #require(result.status == 0, "\(result.stderr)")
    }

    @Test("PNG chunks join into the single render's folder, byte for byte")
    func frames() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        func render(_ extra: [String], _ output: String) throws { try Self.render(extra, output, in: folder) }
        try render([], "whole")
        try render(["--frames", "0..9"], "a")
        try render(["--frames", "10..29"], "b")
        let joined = InProcess.run(["concat", folder.path + "/a", folder.path + "/b", "-o", folder.path + "/joined"])
        #expect(joined.status == 0, "\(joined.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/whole").sorted()
        #expect(names.count == 30)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/joined").sorted() == names)
        for name in names {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/whole/" + name))
                    == Data(contentsOf: URL(fileURLWithPath: folder.path + "/joined/" + name)), "\(name)")
        }
        // A gap is an error naming the missing frame.
        let gap = InProcess.run(["concat", folder.path + "/b", folder.path + "/whole/../a", "-o", folder.path + "/again"])
        #expect(gap.status == 0)
        try render(["--frames", "20..29"], "c")
        let missing = InProcess.run(["concat", folder.path + "/a", folder.path + "/c", "-o", folder.path + "/broken"])
        #expect(missing.status != 0 && missing.stderr.contains("frame 10 is in no chunk"), "\(missing.stderr)")
    }

    @Test("MP4 chunks join without re-encoding into the single render's frames")
    func video() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        for (extra, name) in [([String](), "whole.mp4"), (["--frames", "0..14"], "a.mp4"), (["--frames", "15..29"], "b.mp4")] {
            let result = InProcess.run(["render"] + Self.card + extra + ["-o", folder.path + "/" + name])
            try #require(result.status == 0, "\(result.stderr)")
        }
        let joined = InProcess.run(["concat", folder.path + "/a.mp4", folder.path + "/b.mp4", "-o", folder.path + "/joined.mp4"])
        #expect(joined.status == 0, "\(joined.stderr)")
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        func decode(_ name: String) throws -> [UInt8] {
            [UInt8](try TestSupport.run(ffmpeg, ["-v", "error", "-i", folder.path + "/" + name, "-f", "rawvideo", "-pix_fmt", "gray", "-"]).stdout)
        }
        let whole = try decode("whole.mp4"), parts = try decode("joined.mp4")
        let frameSize = 160 * 90
        #expect(whole.count == 30 * frameSize && parts.count == whole.count, "30 frames each: \(whole.count / frameSize), \(parts.count / frameSize)")
        // Frame by frame, the same picture up to the encoder's loss (each chunk is its own encode).
        for frame in 0..<(min(whole.count, parts.count) / frameSize) {
            let range = (frame * frameSize)..<((frame + 1) * frameSize)
            var sum = 0.0
            for (a, b) in zip(whole[range], parts[range]) {
                let difference = Double(Int(a) - Int(b))
                sum += difference * difference
            }
            let error = sum / Double(frameSize)
            let psnr = error == 0 ? 99 : 10 * log10(255 * 255 / error)
            #expect(psnr > 35, "frame \(frame): \(psnr) dB")
        }
    }

    @Test("chunks that do not make one card are bad input (exit 2, named), never an ffmpeg failure or a partial output")
    func badChunks() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        func render(_ extra: [String], _ output: String) throws { try Self.render(extra, output, in: folder) }
        try render(["--frames", "0..14"], "a.mp4")
        try render(["--frames", "15..24", "--fps", "25"], "rate.mp4")
        try render(["--frames", "15..29", "--canvas", "320x180"], "size.mp4")
        try render(["--frames", "0..1"], "f1")
        try render(["--frames", "2..3"], "f2")
        try Data("not a video".utf8).write(to: folder.appendingPathComponent("text.mp4"))
        let fifo = folder.appendingPathComponent("pipe.mp4")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // A frame that is not a PNG, in an otherwise good chunk.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("f3"), withIntermediateDirectories: true)
        try Data("junk".utf8).write(to: folder.appendingPathComponent("f3/frame-00004.png"))
        let cases: [([String], String, String)] = [
            (["a.mp4", "missing.mp4"], "out.mp4", "does not exist"),
            (["a.mp4", "text.mp4"], "out.mp4", "does not read as a video"),
            (["a.mp4", "pipe.mp4"], "out.mp4", "not a regular file"),
            (["a.mp4", "rate.mp4"], "out.mp4", "fps"),
            (["a.mp4", "size.mp4"], "out.mp4", "320x180"),
            (["a.mp4", "f1"], "out.mp4", "not both"),
            (["f1", "f2", "f3"], "joined", "is not a PNG file"),
            (["a.mp4", "a.mp4"], "a.mp4", "both a chunk and the output"),
        ]
        for (chunks, output, says) in cases {
            let result = InProcess.run(["concat"] + chunks.map { folder.path + "/" + $0 } + ["-o", folder.path + "/" + output])
            #expect(result.status == 2 && result.stderr.contains(says) && !result.stderr.contains("ffmpeg failed"), "\(chunks): \(result.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["a.mp4", "f1", "f2", "f3", "pipe.mp4", "rate.mp4", "size.mp4", "text.mp4"], "nothing written, nothing partial: \(left)")
        // Into an existing folder of frames, the join adds the frames and keeps the rest.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("joined"), withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("joined/notes.txt"))
        let joined = InProcess.run(["concat", folder.path + "/f1", folder.path + "/f2", "-o", folder.path + "/joined"])
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/joined").sorted()
                == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png", "notes.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.isEmpty, "no staging folder left")
    }

    @Test("a chunk cut short, or of another size, is named before the join (exit 2), never blamed on the disk")
    func damagedChunks() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        func render(_ extra: [String], _ output: String) throws { try Self.render(extra, output, in: folder) }
        func cut(_ name: String, to fraction: Double, as cutName: String) throws {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            try data.prefix(Int(Double(data.count) * fraction)).write(to: folder.appendingPathComponent(cutName))
        }
        for format in ["mp4", "webm"] {
            try render(["--frames", "0..14"], "a.\(format)")
            try render(["--frames", "15..29"], "b.\(format)")
            for fraction in [0.3, 0.7, 0.9, 0.99] { try cut("b.\(format)", to: fraction, as: "cut-\(Int(fraction * 100)).\(format)") }
        }
        try render(["--frames", "0..1"], "f1")
        try render(["--frames", "2..3", "--canvas", "320x180"], "big")
        try render(["--frames", "2..3"], "f2")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("f2"), to: folder.appendingPathComponent("short"))
        try cut("f2/frame-00003.png", to: 0.6, as: "short/frame-00003.png")
        var cases: [([String], String, [String])] = [
            (["f1", "big"], "joined", ["big/frame-00002.png' is 320x180", "160x90"]),
            (["f1", "short"], "joined", ["short/frame-00003.png' is cut short"]),
        ]
        for format in ["mp4", "webm"] {
            for percent in [30, 70, 90, 99] {
                cases.append((["a.\(format)", "cut-\(percent).\(format)"], "out.\(format)", ["'\(folder.path)/cut-\(percent).\(format)'"]))
            }
        }
        for (chunks, output, says) in cases {
            let result = InProcess.run(["concat"] + chunks.map { folder.path + "/" + $0 } + ["-o", folder.path + "/" + output])
            #expect(result.status == 2 && says.allSatisfy(result.stderr.contains) && !result.stderr.contains("disk"), "\(chunks): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + output), "\(chunks): nothing written")
        }
        // Whole chunks of every format still join.
        for format in ["mp4", "webm"] {
            let joined = InProcess.run(["concat", folder.path + "/a.\(format)", folder.path + "/b.\(format)", "-o", folder.path + "/whole.\(format)"])
            #expect(joined.status == 0, "\(format): \(joined.stderr)")
        }
    }
}
