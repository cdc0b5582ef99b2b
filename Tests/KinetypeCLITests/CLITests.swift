import Foundation
import KinetypeTestSupportCore
import Testing

/// The `kinetype` command line, in-process; `fonts` through the built executable.
@Suite struct CLITests {
    let kinetype = TestSupport.kinetype

    @Test("--help, SUBCOMMAND --help and help SUBCOMMAND print usage on standard output and exit 0",
          arguments: [["--help"], ["render", "--help"], ["help", "render"], ["render", "-h"]])
    func help(_ arguments: [String]) throws {
        let result = InProcess.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let usage = String(decoding: result.stdout, as: UTF8.self)
        #expect(usage.contains("USAGE: kinetype"))
        #expect(arguments.first == "--help" ? usage.contains("render") : usage.contains("--output"))
        #expect(result.stderr.isEmpty)
    }

    @Test("layout --json has the documented shape")
    func layoutJSON() throws {
        let text = "Hi مرحبا"
        let result = InProcess.run(["layout", "--text", text, "--size", "40", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let lines = try #require(json["lines"] as? [[String: Any]])
        #expect(lines.count == 1)
        let origin = try #require(lines[0]["origin"] as? [Double])
        #expect(origin.count == 2)
        let runs = try #require(lines[0]["runs"] as? [[String: Any]])
        #expect(runs.map { $0["direction"] as? String } == ["ltr", "rtl"])
        #expect(runs.map { $0["script"] as? String } == ["Latn", "Arab"])
        #expect(runs.map { $0["text"] as? String } == ["Hi ", "مرحبا"])
        let font = try #require(runs[1]["font"] as? [String: Any])
        #expect((font["file"] as? String)?.hasSuffix("NotoSansArabic-Regular.ttf") == true)
        #expect(font["index"] as? Int == 0)
        #expect(font["size"] as? Double == 40)
        #expect(font["upem"] as? Int == 1000)
        let glyphs = try #require(runs[1]["glyphs"] as? [[String: Any]])
        for key in ["id", "cluster", "x", "y", "xAdvance", "yAdvance", "xOffset", "yOffset"] {
            #expect(glyphs.allSatisfy { $0[key] != nil }, "glyphs have \(key)")
        }
        // Clusters are UTF-8 byte offsets into the whole text: the Arabic starts at byte 3.
        let clusters = glyphs.compactMap { $0["cluster"] as? Int }
        #expect(clusters.min() == 3)
        #expect(clusters.max()! < text.utf8.count)
        // In a right-to-left run the clusters descend left to right.
        #expect(clusters == clusters.sorted(by: >))
    }

    @Test("layout --width wraps, --direction forces")
    func layoutOptions() throws {
        let wrapped = InProcess.run(["layout", "--text", "one two three four", "--size", "30", "--width", "120", "--json"])
        let lines = (try JSONSerialization.jsonObject(with: wrapped.stdout) as? [String: Any])?["lines"] as? [Any]
        #expect((lines?.count ?? 0) >= 2)
        // --direction sets the paragraph's base direction. "Hi مرحبا" starts with a Latin letter, so
        // on its own it is a left-to-right paragraph: Latin, then Arabic, from the left. As a
        // right-to-left paragraph the bidi algorithm (UAX #9, rules N1/N2 and L2) puts the Arabic
        // first from the left and the Latin last; each run keeps its own direction.
        func runs(_ options: [String]) throws -> [String] {
            let result = InProcess.run(["layout", "--text", "Hi مرحبا", "--json"] + options)
            #expect(result.status == 0, "\(options): \(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            let lines = try #require(json["lines"] as? [[String: Any]])
            return lines.flatMap { ($0["runs"] as? [[String: Any]] ?? []).compactMap { run -> String? in
                let text = (run["text"] as? String ?? "").trimmingCharacters(in: .whitespaces)
                return text.isEmpty ? nil : "\(run["direction"] as? String ?? "?") \(text)"
            } }
        }
        #expect(try runs([]) == ["ltr Hi", "rtl مرحبا"])
        #expect(try runs(["--direction", "ltr"]) == ["ltr Hi", "rtl مرحبا"])
        #expect(try runs(["--direction", "rtl"]) == ["rtl مرحبا", "ltr Hi"])
    }

    @Test("render writes a PNG of the canvas size")
    func renderStill() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let output = folder.appendingPathComponent("still.png")
        let result = InProcess.run(["render", "--text", "Hello 👋", "--canvas", "320x200", "--color", "#ff3b8e",
                                                    "--background", "white", "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: output)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // Width and height from the IHDR chunk, big-endian at bytes 16 and 20.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 320 && height == 200)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["still.png"], "no temporary file left")
    }

    @Test("quick mode's --stroke, --shadow, --glow, --reveal and --shader draw what the same scene keys draw")
    func quickPaintMatchesScene() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let quick = folder.appendingPathComponent("quick.png"), scene = folder.appendingPathComponent("scene.png")
        let result = InProcess.run(["render", "--text", "Hi", "--size", "64", "--canvas", "320x200", "--stroke", "#ff0000",
                                                    "--stroke-width", "6", "--shadow", "black", "--glow", "yellow", "--reveal", "wipe",
                                                    "--shader", "grain", "--at", "0.5", "-o", quick.path])
        #expect(result.status == 0, "\(result.stderr)")
        let file = folder.appendingPathComponent("card.yaml")
        try Data("""
            version: 1
            canvas: 320x200
            duration: 2
            layers:
              - text: Hi
                font: {size: 64}
                stroke: {color: "#ff0000", width: 6}
                shadow: black
                glow: yellow
                reveal: wipe
                shader: grain
            """.utf8).write(to: file)
        let written = InProcess.run(["render", file.path, "--at", "0.5", "-o", scene.path])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try Data(contentsOf: quick) == Data(contentsOf: scene))
        let plain = folder.appendingPathComponent("plain.png")
        _ = InProcess.run(["render", "--text", "Hi", "--size", "64", "--canvas", "320x200", "--at", "0.5", "-o", plain.path])
        #expect(try Data(contentsOf: quick) != Data(contentsOf: plain), "the options change the picture")
    }

    @Test("--fonts adds a brand's folder: render --text and captions find its family by --font, and fonts --fonts lists it first")
    func fontsFolder() throws {
        try TestSupport.withTemporaryFolder { folder in
            let brand = folder.appendingPathComponent("brand")
            try FileManager.default.createDirectory(at: brand, withIntermediateDirectories: true)
            let file = try TestSupport.renamedFont("NotoSerif-Bold.ttf", in: brand, name: "Rota")
            let byFamily = folder.appendingPathComponent("family.png"), byFile = folder.appendingPathComponent("file.png")
            let family = InProcess.run(["render", "--text", "Hi", "--fonts", brand.path, "--font", "Rota Serif", "--weight", "bold", "--at", "1", "-o", byFamily.path])
            let direct = InProcess.run(["render", "--text", "Hi", "--font", file.path, "--at", "1", "-o", byFile.path])
            try #require(family.status == 0 && direct.status == 0, "\(family.stderr) \(direct.stderr)")
            #expect(try Data(contentsOf: byFamily) == Data(contentsOf: byFile))
            let srt = folder.appendingPathComponent("talk.srt")
            try Data("1\n00:00:00,000 --> 00:00:01,000\nHello there\n".utf8).write(to: srt)
            let captions = InProcess.run(["captions", srt.path, "--fonts", brand.path, "--font", "Rota Serif", "--at", "0.5",
                                          "-o", folder.appendingPathComponent("captions.png").path])
            #expect(captions.status == 0, "\(captions.stderr)")
            // A scene file takes --fonts too, beside its own fonts: key.
            let scene = folder.appendingPathComponent("card.yaml"), fromScene = folder.appendingPathComponent("scene.png")
            try Data("version: 1\nlayers:\n  - text: Hi\n    font: {family: Rota Serif, weight: bold}\n".utf8).write(to: scene)
            let sceneRender = InProcess.run(["render", scene.path, "--fonts", brand.path, "--at", "1", "-o", fromScene.path])
            #expect(sceneRender.status == 0, "\(sceneRender.stderr)")
            let missing = InProcess.run(["render", scene.path, "--fonts", folder.appendingPathComponent("nowhere").path, "--at", "1", "-o", fromScene.path])
            #expect(missing.status == 2 && missing.stderr.contains("nowhere") && missing.stderr.contains("does not exist"), "\(missing.stderr)")
            let listed = InProcess.run(["fonts", "--fonts", brand.path])
            let said = String(decoding: listed.stdout, as: UTF8.self)
            #expect(listed.status == 0 && said.contains("Added (\(brand.path)):") && said.contains("\n  Rota Serif\n"), "\(said)")
        }
    }

    /// Bad input: a clear message naming the input, exit code 2 (1 for output failures), no file.
    @Test("bad input", arguments: [
        (["--font", "/nonexistent/x.ttf"], "x.ttf", Int32(2)),
        (["--font", "Noto Sanz"], "Noto Sans", 2),
        (["--size", "0"], "--size", 2),
        (["--size", "-4"], "--size", 2),
        (["--canvas", "20000x100"], "16384", 2),
        (["--canvas", "0x100"], "--canvas", 2),
        (["--canvas", "big"], "WIDTHxHEIGHT", 2),
        (["--width", "-1"], "--width", 2),
        (["--color", "blurple"], "--color", 2),
        (["--background", "#12"], "--background", 2),
        (["--weight", "bolt"], "bold", 2),
        (["--direction", "up"], "--direction", 2),
        (["--features", "=="], "--features", 2),
        (["--effect", "bonce.up"], "bounce", 2),
        (["--effect", "bounce.iterative"], "iterative", 2),
        (["--effect", "replace.downUp"], "--to", 2),
        (["--to", "New"], "--effect", 2),
        (["--effect", "replace.downUp", "--to", "New", "--replace-duration", "-1"], "--replace-duration", 2),
        (["--effect", "replace.downUp", "--to", "New", "--replace-duration", "nan"], "--replace-duration", 2),
        (["--effect", "replace.downUp", "--to", "New", "--replace-duration", "1e300"], "--replace-duration", 2),
        (["--effect", "replace.downUp", "--to", "New", "--replace-curve", "easeInOutt"], "--replace-curve: expected a curve", 2),
        (["--effect", "replace.downUp", "--to", "New", "--replace-curve", "easeInOutt"], "did you mean 'easeInOut'?", 2),
        (["--effect", "replace.downUp", "--to", "New", "--replace-spring", "bouncey"], "did you mean 'bouncy'?", 2),
        (["--effect", "replace.downUp", "--to", "New", "--replace-spring", "smooth", "--replace-curve", "linear"], "not both", 2),
        (["--effect", "bounce", "--replace-duration", "1"], "--replace-duration sets how a replace's change runs", 2),
        (["--effect", "replace.downUp", "--to", "New", "--effect-speed", "0"], "--effect-speed", 2),
        (["--effect-speed", "2"], "--effect-speed plays --effect", 2),
        (["--font", "Inter", "--variations", "wdth=90"], "wght 100…900 (default 400), slnt -10…0", 2),
        (["--font", "Inter", "--variations", "wght=1000"], "give a value in its range, wght 100…900", 2),
        (["--font", "Inter", "--variations", "wght"], "--variations", 2),
        (["--variations", "wght=600"], "not a variable font", 2),
        (["--fonts", "/nonexistent/brand"], "--fonts: '/nonexistent/brand' does not exist", 2),
    ] as [([String], String, Int32)])
    func badInput(arguments: [String], mention: String, code: Int32) throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let output = folder.appendingPathComponent("out.png")
        let result = InProcess.run(["render", "--text", "Hi", "-o", output.path] + arguments)
        #expect(result.status == code, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Backtrace"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "\(arguments): no output file")
    }

    @Test("a corrupt font file and an unwritable output")
    func corruptFontAndOutput() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let font = folder.appendingPathComponent("bad.otf")
        try Data(repeating: 7, count: 200).write(to: font)
        let output = folder.appendingPathComponent("out.png")
        let bad = InProcess.run(["render", "--text", "Hi", "--font", font.path, "-o", output.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.otf"))
        #expect(!FileManager.default.fileExists(atPath: output.path))

        // An output's missing folders are made; a render that fails leaves none of them.
        let missingFolder = InProcess.run(["render", "--text", "Hi", "-o", folder.path + "/no/such/dir/out.png"])
        #expect(missingFolder.status == 0, "\(missingFolder.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/no/such/dir/out.png"))
        let failed = InProcess.run(["render", "--text", "Hi", "--duration", "1", "--frames", "0..500", "-o", folder.path + "/new/dir/out.gif"])
        #expect(failed.status == 2 && failed.stderr.contains("frames"), "\(failed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/new"), "the folders made for it are gone")
    }

    @Test("an empty string renders just the background")
    func emptyString() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let output = folder.appendingPathComponent("empty.png")
        let result = InProcess.run(["render", "--text", "", "--canvas", "64x64", "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.path))
        let layout = InProcess.run(["layout", "--text", "", "--json"])
        #expect(layout.stdoutString.contains("\"lines\":[]"))
    }

    @Test("fonts lists the bundled families")
    func fonts() throws {
        let result = try TestSupport.run(kinetype, ["fonts"])
        for family in ["Noto Sans", "Noto Sans Arabic", "Noto Color Emoji", "Noto Sans CJK SC"] {
            #expect(result.stdoutString.contains("  \(family)\n"))
        }
        #expect(!result.stderr.contains("Fontconfig error"))
    }
}
