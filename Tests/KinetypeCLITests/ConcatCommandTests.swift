import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype render --frames` in chunks, joined by `kinetype concat`, equals the single render:
/// PNG frames byte for byte, video frame for frame (decoded, within the codec's loss).
@Suite struct ConcatCommandTests {
    static let card = ["--text", "Chunks", "--transition", "appear", "--duration", "1", "--canvas", "160x90", "--size", "32"]

    @Test("PNG chunks join into the single render's folder, byte for byte")
    func frames() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        func render(_ extra: [String], _ output: String) throws {
            let result = InProcess.run(["render"] + Self.card + extra + ["-o", folder.path + "/" + output])
            try #require(result.status == 0, "\(result.stderr)")
        }
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
}
