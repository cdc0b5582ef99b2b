import Foundation
import KinetypeTestSupport
import Testing

/// `kinetype` laid out as `make install` lays it out (`<prefix>/bin/kinetype` and
/// `<prefix>/share/kinetype/Fonts`), run from another folder: it finds the fonts beside itself.
@Suite struct InstallTests {
    /// A throwaway install tree: the built binary and a copy of the bundled fonts.
    struct InstallTree {
        let prefix: URL
        var binary: String { prefix.appendingPathComponent("bin/kinetype").path }
        var fonts: URL { prefix.appendingPathComponent("share/kinetype/Fonts") }
        /// An empty folder outside the tree and the checkout, to run the binary from.
        var elsewhere: URL { prefix.appendingPathComponent("elsewhere") }

        init() throws {
            prefix = try TestSupport.makeTemporaryFolder()
            let manager = FileManager.default
            try manager.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try manager.createDirectory(at: prefix.appendingPathComponent("share/kinetype"), withIntermediateDirectories: true)
            try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            // The binary is copied by a child process, not by this one: a file this process held
            // open for writing would be inherited by any process another test spawns meanwhile
            // (ffmpeg, pngcheck), and running the copy would then fail with ETXTBSY ("Text file
            // busy") for as long as that process lives.
            let copy = try TestSupport.run("/bin/cp", [TestSupport.kinetype, binary])
            guard copy.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: binary]) }
            try manager.copyItem(at: TestSupport.fontsFolder, to: fonts)
        }

        func remove() { try? FileManager.default.removeItem(at: prefix) }
    }

    @Test("the installed binary names and uses <prefix>/share/kinetype/Fonts, and renders ink")
    func installedTreeFindsItsFonts() throws {
        let tree = try InstallTree()
        defer { tree.remove() }
        let expectedFonts = tree.fonts.resolvingSymlinksInPath().path

        let fonts = try TestSupport.run(tree.binary, ["fonts"], currentDirectory: tree.elsewhere)
        #expect(fonts.status == 0, "\(fonts.stderr)")
        let lines = fonts.stdoutString.split(separator: "\n").map(String.init)
        #expect(lines.first == "Bundled (\(expectedFonts)):")
        #expect(lines.contains("  Noto Sans"))

        // The face that shapes the text comes from the installed copy, not the checkout.
        let layout = try TestSupport.run(tree.binary, ["layout", "--text", "Hi", "--json"], currentDirectory: tree.elsewhere)
        #expect(layout.status == 0, "\(layout.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: layout.stdout) as? [String: Any])
        let run = try #require(((json["lines"] as? [[String: Any]])?.first?["runs"] as? [[String: Any]])?.first)
        let file = try #require((run["font"] as? [String: Any])?["file"] as? String)
        #expect(file == expectedFonts + "/NotoSans-Regular.ttf")

        let output = tree.prefix.appendingPathComponent("x.png")
        let render = try TestSupport.run(tree.binary, ["render", "--text", "Hi", "--canvas", "200x100", "--color", "white",
                                                       "--background", "black", "-o", output.path],
                                         currentDirectory: tree.elsewhere)
        #expect(render.status == 0, "\(render.stderr)")
        // Decoded by ffmpeg, not by the library that wrote it: some pixels are lit, most are background.
        let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg is needed (make setup installs it)")
        let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-i", output.path, "-f", "rawvideo", "-pix_fmt", "gray", "-"])
        #expect(decoded.status == 0, "\(decoded.stderr)")
        #expect(decoded.stdout.count == 200 * 100)
        let lit = decoded.stdout.filter { $0 > 128 }.count
        #expect(lit > 100 && lit < 200 * 100 / 2, "\(lit) lit pixels")
    }

    @Test("KINETYPE_FONTS naming no folder: an error naming the variable, exit 2, no output")
    func fontsVariableNotAFolder() throws {
        let tree = try InstallTree()
        defer { tree.remove() }
        let missing = tree.prefix.appendingPathComponent("no-such-fonts").path
        let output = tree.prefix.appendingPathComponent("x.png")
        let environment = ["KINETYPE_FONTS": missing]

        let render = try TestSupport.run(tree.binary, ["render", "--text", "Hi", "-o", output.path],
                                         environment: environment, currentDirectory: tree.elsewhere)
        #expect(render.status == 2)
        #expect(render.stderr.contains("KINETYPE_FONTS"), "\(render.stderr)")
        #expect(render.stderr.contains(missing), "\(render.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let fonts = try TestSupport.run(tree.binary, ["fonts"], environment: environment, currentDirectory: tree.elsewhere)
        #expect(fonts.status == 2)
        #expect(fonts.stderr.contains("KINETYPE_FONTS"), "\(fonts.stderr)")
    }

    @Test("KINETYPE_FONTS naming a folder wins over the installed one")
    func fontsVariableWins() throws {
        let tree = try InstallTree()
        defer { tree.remove() }
        let other = tree.prefix.appendingPathComponent("other-fonts")
        try FileManager.default.copyItem(at: tree.fonts, to: other)
        let fonts = try TestSupport.run(tree.binary, ["fonts"], environment: ["KINETYPE_FONTS": other.path],
                                        currentDirectory: tree.elsewhere)
        #expect(fonts.status == 0, "\(fonts.stderr)")
        #expect(fonts.stdoutString.hasPrefix("Bundled (\(other.path)):\n"))
    }
}
