import Foundation
import KinetypeTestSupportCore
import Testing

/// Numbers, limits and messages through the command line (in-process): huge and negative values, ranges named
/// in the error, effect times past the card, markup limits, colour attributes, variables and a
/// truncated font. Each case: a sentence naming the input, exit 2, no crash, no output file; a
/// scene case is refused by `validate` as by `render`.
@Suite struct LimitsCorpusTests {
    struct Case: CustomStringConvertible {
        var name: String
        /// The layer's extra lines (after `- text: Hi`), or a whole scene when `wholeScene`.
        var scene: String?
        var wholeScene = false
        var arguments: [String] = []
        var mentions: [String]
        var description: String { name }
    }

    /// A one-second 64x64 scene whose first layer is `Hi` plus `layer`'s lines.
    static func scene(_ layer: String) -> String {
        "version: 1\ncanvas: 64x64\nduration: 1\nlayers:\n  - text: Hi\n" + layer
    }

    /// Quick mode on a small, short card, so a case that wrongly renders stays quick.
    static let quick = ["--text", "Hi", "--canvas", "64x64", "--duration", "0.1"]

    static let cases: [Case] = [
        // Scene values past their ranges, which crashed or drew nonsense before.
        Case(name: "wave amplitude 1e300", scene: "    renderer: {name: wave, amplitude: 1e300}\n",
             mentions: ["card.yaml:6:", "layers[0].renderer.amplitude", "from -16384 to 16384", "1e+300"]),
        Case(name: "glow radius 1e9", scene: "    renderer: {name: glow, radius: 1e9}\n",
             mentions: ["card.yaml:6:", "layers[0].renderer.radius", "from 0 to 1000"]),
        Case(name: "lineSpacing 1e300", scene: "    lineSpacing: 1e300\n",
             mentions: ["card.yaml:6:", "layers[0].lineSpacing", "16384"]),
        Case(name: "offset 1e19", scene: "    position: {offset: [1e19, 0]}\n",
             mentions: ["card.yaml:6:", "layers[0].position.offset[0]", "16384"]),
        Case(name: "font size 1e9 in a scene", scene: "    font: {size: 1e9}\n", mentions: ["layers[0].font.size", "4096"]),
        Case(name: "scene fps 1e-300", scene: "version: 1\nfps: 1e-300\nlayers:\n  - text: Hi\n", wholeScene: true,
             mentions: ["card.yaml:2:", "fps", "from 0.1 to 240"]),
        Case(name: "gradient angle 1e300",
             scene: "version: 1\nbackground: {linear: {colors: [red, blue], angle: 1e300}}\nlayers:\n  - text: Hi\n",
             wholeScene: true, mentions: ["card.yaml:2:", "background", "-360 to 360"]),
        Case(name: "effect at after the card ends", scene: "    effects: [{effect: bounce, at: [0.5, 2]}]\n",
             mentions: ["card.yaml:6:", "layers[0].effects[0].at[1]", "the card ends at 1 s"]),
        Case(name: "highlight that is not a colour", scene: "    enter: blur\n  - text: \"^[x](highlight: \\\"blurple\\\")\"\n",
             mentions: ["card.yaml:7:", "layers[1].text", "highlight", "purple"]),
        Case(name: "markup nested 40 deep",
             scene: "  - text: \"" + String(repeating: "^[", count: 40) + "x" + String(repeating: "](a: 1)", count: 40) + "\"\n",
             mentions: ["layers[1].text", "32", "InlineMarkup.maximumNesting"]),
        Case(name: "text over the length limit", scene: "  - text: " + String(repeating: "a", count: 100_001) + "\n",
             mentions: ["layers[1].text", "100001 characters", "100000"]),
        Case(name: "markup in a variable's value", scene: "  - text: \"Hello {{name}}\"\n", arguments: ["--var", "name=**Ada"],
             mentions: ["layers[1].text", "{{name}}", "--var name", "**"]),
        Case(name: "truncated font file", scene: "    font: {file: bad.ttf}\n", mentions: ["layers[0].font", "bad.ttf", "cut short"]),

        // Options: negative-looking values reach the range check, and each range is named.
        Case(name: "--size 1e19", arguments: quick + ["--size", "1e19"], mentions: ["--size", "4096"]),
        Case(name: "--size 1e9", arguments: quick + ["--size", "1e9"], mentions: ["--size 1000000000", "4096"]),
        Case(name: "--size -5", arguments: quick + ["--size", "-5"], mentions: ["--size -5", "greater than 0"]),
        Case(name: "--duration -1", arguments: ["--text", "Hi", "--duration", "-1"], mentions: ["--duration -1", "86400"]),
        Case(name: "--threads -1", arguments: quick + ["--threads", "-1"], mentions: ["--threads -1", "from 1 to 256"]),
        Case(name: "--threads 300000", arguments: quick + ["--threads", "300000"], mentions: ["--threads 300000", "256"]),
        Case(name: "--fps 1e-300", arguments: quick + ["--fps", "1e-300"], mentions: ["--fps", "from 0.1 to 240"]),
        Case(name: "--scale 1e300", arguments: quick + ["--scale", "1e300"], mentions: ["--scale", "at most 8"]),
        Case(name: "--width -3", arguments: quick + ["--width", "-3"], mentions: ["--width -3", "16384"]),
        Case(name: "--line-limit -2", arguments: quick + ["--line-limit", "-2"], mentions: ["--line-limit -2"]),
        Case(name: "--quality -5", arguments: quick + ["--quality", "-5"], mentions: ["--quality -5", "from 1 to 100"]),
        Case(name: "--canvas 1e9x10", arguments: ["--text", "Hi", "--canvas", "1e9x10"], mentions: ["--canvas"]),
        Case(name: "--canvas past the largest side", arguments: ["--text", "Hi", "--canvas", "20000x10"],
             mentions: ["--canvas", "16384"]),
        Case(name: "--at past the end of the card", scene: "", arguments: ["--at", "5"], mentions: ["--at 5", "lasts 1 s"]),
        Case(name: "effect at after a shortened card", scene: "    effects: [{effect: bounce, at: 0.5}]\n",
             arguments: ["--duration", "0.4"], mentions: ["layers[0].effects[0].at", "0.4 s"]),
        Case(name: "frame buffers past the memory limit", scene: nil,
             arguments: ["--text", "Hi", "--canvas", "16384x16384", "--duration", "1", "--threads", "1", "-o", "big.gif"],
             mentions: ["16384x16384", "GiB", "--allow-large"]),
        Case(name: "--text highlight that is not a colour", arguments: quick + ["--text", "^[x](highlight: \"blurple\")"],
             mentions: ["--text", "highlight", "purple"]),
        Case(name: "--text nested too deep",
             arguments: quick + ["--text", String(repeating: "^[", count: 33) + "x" + String(repeating: "](a: 1)", count: 33)],
             mentions: ["--text", "32"]),
        Case(name: "--effect custom angle 1e9", arguments: quick + ["--effect", "wiggle.custom(1e9)"],
             mentions: ["--effect", "-360 to 360"]),
    ]

    @Test("each case: a clear message, exit 2, no output; validate agrees on scenes", arguments: cases)
    func badInput(_ testCase: Case) throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        var given = ["card.yaml"]
        var sceneArguments: [String] = []
        if let scene = testCase.scene {
            let text = testCase.wholeScene ? scene : Self.scene(scene)
            try Data(text.utf8).write(to: folder.appendingPathComponent("card.yaml"))
            sceneArguments = [folder.appendingPathComponent("card.yaml").path]
            if scene.contains("bad.ttf") {
                let font = try Data(contentsOf: URL(fileURLWithPath: TestSupport.font("NotoSans-Regular.ttf")))
                try font.prefix(1000).write(to: folder.appendingPathComponent("bad.ttf"))
                given.append("bad.ttf")
            }
        }
        var arguments = ["render"] + sceneArguments + testCase.arguments
        if !testCase.arguments.contains("-o") { arguments += ["-o", folder.appendingPathComponent("out.png").path] }
        var runs = [("render", InProcess.run(arguments, currentDirectory: folder))]
        if testCase.scene != nil, !testCase.arguments.contains(where: { $0 == "--at" || $0 == "--duration" }) {
            let variables = testCase.arguments.contains("--var") ? testCase.arguments : []
            runs.append(("validate", InProcess.run(["validate"] + sceneArguments + variables)))
        }
        for (command, result) in runs {
            #expect(result.status == 2, "\(testCase.name) (\(command)): exit \(result.status): \(result.stderr)")
            for mention in testCase.mentions {
                #expect(result.stderr.contains(mention), "\(testCase.name) (\(command)): '\(mention)' missing from: \(result.stderr)")
            }
            #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"), "\(testCase.name)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !given.contains($0) }
        #expect(left.isEmpty, "\(testCase.name): left \(left)")
    }

    @Test("values that look like options are values: a text starting with a dash renders")
    func dashedText() throws {
        try TestSupport.withTemporaryFolder { folder in
            let output = folder.appendingPathComponent("sale.png")
            let result = InProcess.run(["render"] + Self.quick + ["--text", "-20% off", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("--progress json counts only go up with 2 threads")
    func monotonicProgress() throws {
        try TestSupport.withTemporaryFolder { folder in
            let result = InProcess.run([
                "render", "--text", "Hi", "--canvas", "48x48", "--duration", "1", "--fps", "24", "--threads", "2",
                "--progress", "json", "-o", folder.appendingPathComponent("frames").path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let counts = result.stderr.split(separator: "\n").compactMap { line -> Int? in
                guard let range = line.range(of: #""done":(\d+)"#, options: .regularExpression) else { return nil }
                return Int(line[range].dropFirst(7))
            }
            #expect(counts.last == 24, "\(counts)")
            #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 < $1 }, "\(counts)")
        }
    }

    @Test("no fontconfig cache errors for a user whose home is not writable",
          .enabled(if: getuid() == 0 && TestSupport.which("setpriv") != nil, "needs root and setpriv to run as nobody"))
    func unprivilegedUser() throws {
        try TestSupport.withTemporaryFolder { folder in
            // The folder takes nobody's output and its private cache folder (TMPDIR), and goes with it.
            chmod(folder.path, 0o777)
            let result = try TestSupport.run("/usr/bin/env", [
                "HOME=/nonexistent", "XDG_CACHE_HOME=", "TMPDIR=\(folder.path)",
                TestSupport.which("setpriv")!, "--reuid=65534", "--regid=65534", "--clear-groups",
                TestSupport.kinetype, "render", "--text", "Hi", "--canvas", "48x48", "--duration", "0.1",
                "-o", folder.appendingPathComponent("out.png").path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("Fontconfig"), "\(result.stderr)")
        }
    }
}

