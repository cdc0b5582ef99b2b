import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// What ArgumentParser gives the command line, in-process: value lists in help, "did you mean"
/// for misspelt values and subcommands, each default stated once; and the papercuts a new user
/// hit (templates in validate, shard indices, JSON numbers).
@Suite struct CommandLineSyntaxTests {
    @Test("help lists the values of each enum-like option", arguments: [
        (["render", "--help"], ["--format <format>", "png-sequence", "--progress <progress>", "auto, bar, json, none",
                                "fast, balanced, smallest", "standard, smallest", "ltr, rtl, auto", "leading, center, trailing",
                                "ultraLight", "semibold"]),
        (["captions", "--help"], ["--position <position>", "bottom, center, top", "--caption-format <caption-format>", "whisper"]),
        (["batch", "--help"], ["--progress <progress>", "auto, bar, json, none"]),
    ])
    func helpListsValues(arguments: [String], mentions: [String]) {
        let result = InProcess.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        for mention in mentions { #expect(result.stdoutString.contains(mention), "\(arguments): '\(mention)' missing") }
    }

    @Test("each option's help states its default at most once", arguments: [
        "render", "validate", "layout", "captions", "lyrics", "batch", "concat", "preview", "sheet", "plot",
    ])
    func defaultsOnce(command: String) {
        let help = InProcess.run([command, "--help"]).stdoutString
        // An option's entry: its line starting with "  -" and the indented lines under it.
        var entries: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  -") || line.hasPrefix("  <") { entries.append(String(line)) }
            else if line.hasPrefix("       "), !entries.isEmpty { entries[entries.count - 1] += " " + line }
            else if !line.hasPrefix(" ") { entries.append("") }
        }
        #expect(entries.count > 2, "\(help)")
        for entry in entries {
            #expect(entry.components(separatedBy: "default").count <= 2, "\(command): \(entry)")
        }
    }

    @Test("a misspelt value gets the nearest one, exit 2", arguments: [
        (["render", "--text", "Hi", "--direction", "rlt"], "Did you mean 'rtl'?"),
        (["render", "--text", "Hi", "--alignment", "centre"], "Did you mean 'center'?"),
        (["render", "--text", "Hi", "--weight", "semibld"], "Did you mean 'semibold'?"),
        (["captions", "talk.vtt", "--position", "bottm"], "Did you mean 'bottom'?"),
        (["captions", "talk.vtt", "--caption-format", "srtt"], "Did you mean 'srt'?"),
        (["batch", "card.yaml", "--data", "rows.csv", "--progress", "jsn"], "Did you mean 'json'?"),
    ])
    func valueSuggestion(arguments: [String], suggestion: String) throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let result = InProcess.run(arguments + ["-o", folder.appendingPathComponent("out.gif").path])
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains(suggestion), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("a misspelt subcommand names itself and the nearest command, exit 2")
    func subcommandSuggestion() {
        let result = InProcess.run(["rendr", "x.yaml", "-o", "x.gif"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'rendr' is not a kinetype command; did you mean 'render'?"), "\(result.stderr)")
        #expect(!result.stderr.contains("Unknown option"), "\(result.stderr)")
        let far = InProcess.run(["xyzzy"])
        #expect(far.status == 2 && far.stderr.contains("'xyzzy' is not a kinetype command") && !far.stderr.contains("did you mean"))
    }

    @Test("--shard N/N says the indices run from 0 to N-1")
    func shardIndices() throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let scene = folder.appendingPathComponent("card.yaml"), rows = folder.appendingPathComponent("rows.csv")
            try Data("version: 1\ncanvas: 64x64\nduration: 0.1\nlayers:\n  - text: \"{{name}}\"\n".utf8).write(to: scene)
            try Data("name\nAda\n".utf8).write(to: rows)
            let result = InProcess.run(["batch", scene.path, "--data", rows.path, "--shard", "4/4", "-o", folder.path + "/{{row}}.png"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("The value '4/4' is invalid for '--shard <shard>'") && result.stderr.contains("run from 0 to 3"),
                    "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["card.yaml", "rows.csv"])
        }
    }

    @Test("validate of a template without --var checks the rest and lists the variables it needs")
    func validateTemplate() throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let scene = folder.appendingPathComponent("card.yaml")
            try Data("version: 1\nlayers:\n  - text: \"{{name}}, {{role}}\"\n  - text: \"{{name}}\"\n".utf8).write(to: scene)
            let result = InProcess.run(["validate", scene.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdoutString.contains("a valid template") && result.stdoutString.contains("--var name=VALUE --var role=VALUE"),
                    "\(result.stdoutString)")
            let given = InProcess.run(["validate", scene.path, "--var", "role=Engineer"])
            #expect(given.stdoutString.contains("--var name=VALUE") && !given.stdoutString.contains("role=VALUE"), "\(given.stdoutString)")
            // Everything else is still checked.
            try Data("version: 1\nlayers:\n  - text: \"{{name}}\"\n    colour: red\n".utf8).write(to: scene)
            let bad = InProcess.run(["validate", scene.path])
            #expect(bad.status == 2 && bad.stderr.contains("card.yaml:4:") && bad.stderr.contains("colour"), "\(bad.stderr)")
        }
    }

    @Test("validate of a template whose variable must be a colour or a number names the variable and says it needs a value")
    func validateTypedVariable() throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let scene = folder.appendingPathComponent("card.yaml")
            try Data("version: 1\nlayers:\n  - text: Hi\n    color: \"{{accent}}\"\n".utf8).write(to: scene)
            let colour = InProcess.run(["validate", scene.path])
            #expect(colour.status == 2, "\(colour.stderr)")
            #expect(colour.stderr.contains("card.yaml:4:") && colour.stderr.contains("{{accent}} needs a value to check its type"), "\(colour.stderr)")
            #expect(colour.stderr.contains("placeholder \"0\"") && colour.stderr.contains("--var accent=#ff0000"), "\(colour.stderr)")
            let given = InProcess.run(["validate", scene.path, "--var", "accent=#ff0000"])
            #expect(given.status == 0, "\(given.stderr)")
            // A wrong value given with --var is the value's own error, not the placeholder's.
            let wrong = InProcess.run(["validate", scene.path, "--var", "accent=blurple"])
            #expect(wrong.status == 2 && !wrong.stderr.contains("placeholder"), "\(wrong.stderr)")
            try Data("version: 1\nfps: \"{{rate}}\"\nlayers:\n  - text: Hi\n".utf8).write(to: scene)
            let number = InProcess.run(["validate", scene.path])
            #expect(number.status == 2 && number.stderr.contains("{{rate}} needs a value") && number.stderr.contains("--var rate="),
                    "\(number.stderr)")
        }
    }

    @Test("layout --json writes lengths without rounding noise (at most 9 decimals) and without -0", arguments: [
        ["--text", "Hi مرحبا", "--size", "33.3"], ["--text", "one two three", "--size", "17.1", "--width", "61.7", "--direction", "rtl"],
    ])
    func layoutNumbers(arguments: [String]) throws {
        let result = InProcess.run(["layout", "--json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let numbers = try NSRegularExpression(pattern: #"(?<=[:\[,])-?[0-9][0-9.e+-]*"#)
        let text = result.stdoutString
        let matches = numbers.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
        #expect(matches.count > 20)
        for number in matches {
            #expect(number != "-0", "\(number)")
            let decimals = number.split(separator: ".").dropFirst().first?.count ?? 0
            #expect(decimals <= 9 && !number.contains("e"), "\(number)")
        }
    }

    @Test("captions --lines and --pause take the scene's ranges")
    func captionLimits() throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let input = folder.appendingPathComponent("talk.srt")
            try Data("1\n00:00:01,000 --> 00:00:02,000\nHello\n".utf8).write(to: input)
            for (arguments, mentions) in [(["--pause", "61"], ["--pause 61", "60"]), (["--lines", "5"], ["--lines 5", "from 1 to 4"])] {
                let result = InProcess.run(["captions", input.path, "-o", folder.appendingPathComponent("out.gif").path] + arguments)
                #expect(result.status == 2, "\(result.stderr)")
                for mention in mentions { #expect(result.stderr.contains(mention), "\(arguments): \(result.stderr)") }
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["talk.srt"])
        }
    }

    @Test("captions draws what a scene with the same captions draws")
    func captionsMatchScene() throws {
        try TestSupport.withTemporaryFolder { folder throws in
            try Data("WEBVTT\n\n00:00:00.200 --> 00:00:01.000\nHello <00:00:00.600>world\n".utf8)
                .write(to: folder.appendingPathComponent("talk.vtt"))
            try Data("""
                version: 1
                canvas: 240x120
                fps: 10
                layers: []
                captions: {file: talk.vtt, style: pop, font: {size: 24}, lines: 1, position: top, stroke: red}
                """.utf8).write(to: folder.appendingPathComponent("card.yaml"))
            let scene = InProcess.run(["render", folder.path + "/card.yaml", "--at", "0.7", "-o", folder.path + "/scene.png"])
            let captions = InProcess.run(["captions", folder.path + "/talk.vtt", "--canvas", "240x120", "--fps", "10", "--style", "pop",
                                          "--size", "24", "--lines", "1", "--position", "top", "--stroke", "red", "--background", "black",
                                          "--at", "0.7", "-o", folder.path + "/captions.png"])
            #expect(scene.status == 0 && captions.status == 0, "\(scene.stderr) \(captions.stderr)")
            let bytes = try Data(contentsOf: folder.appendingPathComponent("captions.png"))
            #expect(bytes == (try Data(contentsOf: folder.appendingPathComponent("scene.png"))))
            let bottom = InProcess.run(["captions", folder.path + "/talk.vtt", "--canvas", "240x120", "--fps", "10", "--style", "pop",
                                        "--size", "24", "--lines", "1", "--stroke", "red", "--background", "black",
                                        "--at", "0.7", "-o", folder.path + "/bottom.png"])
            #expect(bottom.status == 0)
            #expect(bytes != (try Data(contentsOf: folder.appendingPathComponent("bottom.png"))), "--position moves the page")
        }
    }

    @Test("the memory policy: fewer threads until the frames fit, an error when one thread does not")
    func memoryPolicy() throws {
        let card = TitleCard(width: 4096, height: 4096, fps: 30, duration: 1, background: .color(.black), layers: [])
        let fitted = try ExportOptions(threads: 16).fitting(card, format: .gif)
        #expect(fitted.threads < 16 && fitted.threads >= 1)
        #expect(card.frameBufferBytes(format: .gif, options: fitted) <= ExportOptions.frameMemoryLimit)
        var more = fitted
        more.threads += 1
        #expect(card.frameBufferBytes(format: .gif, options: more) > ExportOptions.frameMemoryLimit, "the most threads that fit")
        #expect(throws: FrameMemoryError.self) { try ExportOptions(threads: 16).fitting(card, format: .gif, adjustingThreads: false) }
        #expect(throws: FrameMemoryError.self) { try ExportOptions(threads: 1).fitting(card, format: .gif, memoryLimit: 1 << 20) }
        #expect(try ExportOptions(threads: 1).fitting(card, format: .png).threads == 1)
    }
}
