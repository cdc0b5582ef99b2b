import Foundation
import KinetypeTestSupportCore
import Testing

/// Bad input through the command line (in-process): scene files and options. Each gives a message that names
/// the input (file:line:column and key path for scenes), exit code 2 (1 for output failures),
/// no crash, and no output file.
@Suite struct BadInputCorpusTests {
    struct Case: CustomStringConvertible {
        var name: String
        var scene: String?            // YAML or JSON text; nil for options-only cases
        var fileName = "card.yaml"
        var arguments: [String] = []
        var mentions: [String]
        var code: Int32 = 2
        var description: String { name }
    }

    static let valid = """
        version: 1
        canvas: 320x180
        duration: 1
        layers:
          - text: Hello
        """

    static let cases: [Case] = [
        Case(name: "malformed YAML", scene: "version: 1\nlayers: [\n  - text: a\n", mentions: ["card.yaml:3:", "invalid YAML"]),
        Case(name: "malformed JSON", scene: "{\"version\": 1, \"layers\": [ {\"text\": \"a\" ]}", fileName: "card.json", mentions: ["card.json:"]),
        Case(name: "empty file", scene: "", mentions: ["card.yaml", "empty"]),
        Case(name: "missing version", scene: "layers:\n  - text: a\n", mentions: ["version"]),
        Case(name: "unsupported version", scene: "version: 7\nlayers:\n  - text: a\n", mentions: ["card.yaml:1:", "version"]),
        Case(name: "unknown top-level key", scene: valid + "\ncolour: red\n", mentions: ["card.yaml:6:1", "colour"]),
        Case(name: "unknown layer key", scene: valid + "\n    colour: red\n", mentions: ["card.yaml:6:5", "layers[0].colour", "color"]),
        Case(name: "fps wrong type", scene: valid + "\nfps: fast\n", mentions: ["card.yaml:6:", "fps"]),
        Case(name: "negative duration", scene: "version: 1\nduration: -2\nlayers:\n  - text: a\n", mentions: ["card.yaml:2:", "duration"]),
        Case(name: "NaN duration", scene: "version: 1\nduration: .nan\nlayers:\n  - text: a\n", mentions: ["card.yaml:2:", "duration"]),
        Case(name: "zero canvas", scene: "version: 1\ncanvas: 0x100\nlayers:\n  - text: a\n", mentions: ["card.yaml:2:", "canvas"]),
        Case(name: "huge canvas", scene: "version: 1\ncanvas: 20000x100\nlayers:\n  - text: a\n", mentions: ["card.yaml:2:", "16384"]),
        Case(name: "invalid colour", scene: valid + "\n    color: blurple\n", mentions: ["card.yaml:6:", "layers[0].color", "purple"]),
        Case(name: "unknown transition", scene: valid + "\n    enter: twril\n", mentions: ["card.yaml:6:", "layers[0].enter", "twirl"]),
        Case(name: "unknown renderer", scene: valid + "\n    renderer: wav\n", mentions: ["card.yaml:6:", "layers[0].renderer", "wave"]),
        Case(name: "unknown renderer parameter", scene: valid + "\n    renderer: {name: wave, amplitud: 3}\n",
             mentions: ["layers[0].renderer", "amplitude"]),
        Case(name: "bad stagger", scene: valid + "\n    enter: {name: appear, stagger: glpyh}\n", mentions: ["layers[0].enter.stagger", "glyph"]),
        Case(name: "unterminated bold", scene: "version: 1\nlayers:\n  - text: \"Hello **world\"\n", mentions: ["card.yaml:3:", "layers[0].text", "**"]),
        Case(name: "unterminated attribute", scene: "version: 1\nlayers:\n  - text: \"^[sale](color: red\"\n", mentions: ["layers[0].text"]),
        Case(name: "unknown variable", scene: "version: 1\nlayers:\n  - text: \"Hi {{nmae}}\"\n", mentions: ["card.yaml:3:", "nmae"]),
        Case(name: "end before start", scene: valid + "\n    start: 0.8\n    end: 0.2\n", mentions: ["layers[0].end"]),
        Case(name: "missing font file", scene: valid + "\n    font: {file: missing.ttf}\n", mentions: ["layers[0].font", "missing.ttf"]),
        Case(name: "unknown font family", scene: valid + "\n    font: {family: Noto Sanz}\n", mentions: ["layers[0].font", "Noto Sans"]),
        Case(name: "zero font size", scene: valid + "\n    font: {size: 0}\n", mentions: ["layers[0].font.size"]),
        Case(name: "unknown effect", scene: valid + "\n    effects: [{effect: bonce, at: [0]}]\n",
             mentions: ["layers[0].effects[0].effect", "bounce"]),
        Case(name: "effect option it lacks", scene: valid + "\n    effects: [{effect: bounce.iterative, at: [0]}]\n",
             mentions: ["layers[0].effects[0].effect", "iterative"]),
        Case(name: "replace without to", scene: valid + "\n    effects: [{effect: replace.downUp, at: [0.5]}]\n",
             mentions: ["layers[0].effects[0].to"]),
        Case(name: "to on a bounce", scene: valid + "\n    effects: [{effect: bounce, at: [0.5], to: x}]\n",
             mentions: ["layers[0].effects[0].to", "replace"]),
        Case(name: "layers not a list", scene: "version: 1\nlayers: hello\n", mentions: ["card.yaml:2:", "layers"]),
        Case(name: "missing scene file", scene: nil, arguments: ["nowhere.yaml"], mentions: ["nowhere.yaml"]),
        Case(name: "scene and --text", scene: valid, arguments: ["--text", "Hi"], mentions: ["--text"]),
        Case(name: "bad --var", scene: valid, arguments: ["--var", "novalue"], mentions: ["--var"]),
        Case(name: "--var given twice", scene: valid, arguments: ["--var", "name=Ada", "--var", "name=Bob"],
             mentions: ["--var name is given twice, as 'Ada' and then 'Bob'; give it once"]),
        Case(name: "unknown format", scene: valid, arguments: ["--format", "gyf"], mentions: ["'gyf'", "--format", "png-sequence", "Did you mean 'gif'?"]),
        Case(name: "bad frame range", scene: valid, arguments: ["--frames", "9..3"], mentions: ["--frames"]),
        Case(name: "frame range past the end", scene: valid, arguments: ["--frames", "0..500"], mentions: ["frames", "30"]),
        Case(name: "scale past the largest canvas", scene: valid, arguments: ["--scale", "8", "--canvas", "4000x2000"], mentions: ["--scale 8", "32000x16000", "--scale 4.096"]),
        Case(name: "frame range to Int.max", scene: valid, arguments: ["--frames", "0..9223372036854775807"], mentions: ["--frames", "30 frames"]),
        Case(name: "frame range beyond Int", scene: valid, arguments: ["--frames", "0..99999999999999999999"], mentions: ["--frames"]),
        Case(name: "negative --at", scene: valid, arguments: ["--at=-1"], mentions: ["--at"]),
        Case(name: "zero --threads", scene: valid, arguments: ["--threads", "0"], mentions: ["--threads"]),
        Case(name: "quality out of range", scene: valid, arguments: ["--quality", "101"], mentions: ["--quality"]),
        Case(name: "bad --progress", scene: valid, arguments: ["--progress", "loud"], mentions: ["'loud'", "--progress", "'auto', 'bar', 'json' or 'none'"]),
        Case(name: "unknown --png-compression", scene: valid, arguments: ["--png-compression", "smalest"],
             mentions: ["'smalest'", "--png-compression", "Did you mean 'smallest'?"]),
        Case(name: "unknown --video-compression", scene: valid, arguments: ["--video-compression", "smalest"],
             mentions: ["'smalest'", "--video-compression", "Did you mean 'smallest'?", "'standard' and 'smallest'"]),
        Case(name: "NaN --fps", scene: valid, arguments: ["--fps", "nan"], mentions: ["--fps"]),
        Case(name: "unknown --reveal", scene: nil, arguments: ["--text", "Hi", "--reveal", "wype"], mentions: ["--reveal", "did you mean 'wipe'?"]),
        Case(name: "unknown --shader", scene: nil, arguments: ["--text", "Hi", "--shader", "glich"], mentions: ["--shader", "glitch"]),
        Case(name: "--stroke-width alone", scene: nil, arguments: ["--text", "Hi", "--stroke-width", "4"], mentions: ["--stroke black"]),
        Case(name: "--stroke-width zero", scene: nil, arguments: ["--text", "Hi", "--stroke", "black", "--stroke-width", "0"],
             mentions: ["--stroke-width", "greater than 0"]),
        Case(name: "--glow not a colour", scene: nil, arguments: ["--text", "Hi", "--glow", "bleu"], mentions: ["--glow", "blue"]),
        Case(name: "output folder that cannot be made", scene: valid, arguments: ["-o", "card.yaml/dir/out.png"],
             mentions: ["card.yaml/dir"], code: 1),
    ]

    @Test("each bad input: a clear message, the right exit code, no output", arguments: cases)
    func badInput(_ testCase: Case) throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        var arguments = ["render"]
        if let scene = testCase.scene {
            let url = folder.appendingPathComponent(testCase.fileName)
            try Data(scene.utf8).write(to: url)
            arguments.append(url.path)
        }
        arguments += testCase.arguments
        if !testCase.arguments.contains("-o") { arguments += ["-o", folder.appendingPathComponent("out.png").path] }
        let result = InProcess.run(arguments, currentDirectory: folder)
        #expect(result.status == testCase.code, "\(testCase.name): exit \(result.status): \(result.stderr)")
        for mention in testCase.mentions {
            #expect(result.stderr.contains(mention), "\(testCase.name): '\(mention)' missing from: \(result.stderr)")
        }
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"), "\(testCase.name)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != testCase.fileName }
        #expect(left.isEmpty, "\(testCase.name): left \(left)")
    }

    @Test("the corpus has at least 30 cases")
    func corpusSize() { #expect(Self.cases.count >= 30) }

    @Test("validate accepts every example scene and rejects a bad one")
    func validate() throws {
        let scenes = TestSupport.packageRoot.appendingPathComponent("Examples/Scenes")
        for name in try FileManager.default.contentsOfDirectory(atPath: scenes.path) where name.hasSuffix(".yaml") {
            let result = InProcess.run(["validate", scenes.appendingPathComponent(name).path,
                                                                    "--var", "name=Ada", "--var", "role=Engineer"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stdoutString.contains("valid"))
        }
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let bad = folder.appendingPathComponent("bad.yaml")
        try Data("version: 1\nlayers:\n  - txt: a\n".utf8).write(to: bad)
        let result = InProcess.run(["validate", bad.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.yaml:3:") && result.stderr.contains("text"), "\(result.stderr)")
    }
}
