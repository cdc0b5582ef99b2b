import Foundation
import Glibc
import KinetypeTestSupportCore
import Testing

/// How the command says what is wrong: one `error:` prefix for ArgumentParser's usage errors and
/// Kinetype's own, a symbolic link loop named as one, and a damaged HEIC or AVIF picture as one
/// error with the decoder's reason, with no raw GLib warning before it.
@Suite struct ErrorMessageTests {
    @Test("usage errors (a missing argument, an unknown option, a bad value) start 'error:', as Kinetype's own do, and keep exit code 2",
          arguments: [["render"], ["render", "card.yaml", "--no-such-option"], ["render", "--text", "Hi", "--fps", "fast"], ["captions"]])
    func onePrefix(arguments: [String]) {
        let result = InProcess.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: ") && !result.stderr.contains("Error:"), "\(arguments): \(result.stderr)")
    }

    @Test("a caption file, a batch's scene and a preview's scene that are symbolic link loops are named so, not 'no such file'")
    func linkLoop() throws {
        try TestSupport.withTemporaryFolder { folder in
            for name in ["talk.srt", "card.yaml"] {
                let loop = folder.appendingPathComponent(name).path
                try #require(symlink(loop, loop) == 0)
            }
            let srt = folder.appendingPathComponent("talk.srt").path, scene = folder.appendingPathComponent("card.yaml").path
            let rows = folder.appendingPathComponent("rows.csv")
            try Data("title\nHi\n".utf8).write(to: rows)
            for arguments in [["captions", srt, "-o", folder.appendingPathComponent("out.srt").path],
                              ["batch", scene, "--data", rows.path, "--output", folder.appendingPathComponent("out").path],
                              ["render", scene, "-o", folder.appendingPathComponent("out.png").path]] {
                let result = InProcess.run(arguments)
                #expect(result.status == 2 && result.stderr.contains("symbolic links loop") && !result.stderr.contains("no such"),
                        "\(arguments[0]): \(result.stderr)")
            }
        }
    }

    @Test("a damaged HEIC and AVIF: one error naming the file and libheif's reason, no GLib warning printed before it")
    func damagedHEIF() throws {
        let encoder = try #require(TestSupport.which("heif-enc"), "heif-enc (libheif-examples) makes the pictures")
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        try TestSupport.withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("source.png")
            let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=64x48:rate=1", "-frames:v", "1", "-y", source.path])
            try #require(made.status == 0, "\(made.stderr)")
            for name in ["photo.heic", "photo.avif"] {
                let file = folder.appendingPathComponent(name)
                let encoded = try TestSupport.run(encoder, ["-q", "90"] + (name.hasSuffix("avif") ? ["-A"] : []) + [source.path, "-o", file.path])
                try #require(encoded.status == 0, "\(encoded.stderr)")
                // The box after 'ftyp' zeroed: its size 0 reads as "to the end of the file", so the
                // file is whole but has no 'meta' box, which libheif's loader logs through GLib.
                var bytes = try [UInt8](Data(contentsOf: file))
                let ftyp = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
                for index in ftyp..<(ftyp + 8) { bytes[index] = 0 }
                try Data(bytes).write(to: file)
                let scene = folder.appendingPathComponent("card-\(name).yaml")
                try Data("version: 1\ncanvas: 160x90\nduration: 1\nlayers:\n  - image: {file: \(name)}\n".utf8).write(to: scene)
                let result = try TestSupport.run(TestSupport.kinetype, ["render", scene.path, "--at", "0", "-o", folder.appendingPathComponent("out.png").path])
                let lines = result.stderr.split(separator: "\n")
                #expect(result.status == 2, "\(name): \(result.stderr)")
                #expect(lines.count == 1 && lines[0].hasPrefix("error: ") && lines[0].contains(name) && lines[0].contains("does not decode"),
                        "\(name): \(result.stderr)")
                #expect(!result.stderr.contains("WARNING") && !result.stderr.contains("**"), "\(name): \(result.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        }
    }
    @Test("captions to Lottie: the default soft shadow is refused saying --shadow none leaves it out; with it, written")
    func captionShadowToVectors() throws {
        try CaptionsCommandTests.withCaptions { folder, input in
            for name in ["captions.json"] {
                let output = folder.appendingPathComponent(name)
                let refused = InProcess.run(["captions", input.path, "--style", "plain", "-o", output.path])
                #expect(refused.status == 2 && refused.stderr.contains("--shadow none") && refused.stderr.contains("caption page"),
                        "\(name): \(refused.stderr)")
                #expect(!FileManager.default.fileExists(atPath: output.path))
                let written = InProcess.run(["captions", input.path, "--style", "plain", "--shadow", "none", "-o", output.path])
                #expect(written.status == 0 && FileManager.default.fileExists(atPath: output.path), "\(name): \(written.stderr)")
            }
        }
    }
}
