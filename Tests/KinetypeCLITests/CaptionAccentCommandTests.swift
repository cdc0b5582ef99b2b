import Foundation
import KinetypeTestSupportCore
import Testing

/// `captions --emphasis`, `--emoji`, `--entrance` and a scene's `captions.emphasis`, `emoji` and
/// `entrance`: what the frames show, and bad values refused with the option named and nothing written.
@Suite struct CaptionAccentCommandTests {
    static let vtt = """
        WEBVTT

        00:00:00.000 --> 00:00:02.000
        more <00:00:00.500>money <00:00:01.000>fire <00:00:01.500>now
        """

    /// A folder holding `talk.vtt`, `emoji.csv` (fire,🔥) and `keys.txt` (money).
    static func withFiles(_ body: (URL, URL) throws -> Void) throws {
        try TestSupport.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("talk.vtt")
            try Data(vtt.utf8).write(to: input)
            try Data("word,emoji\nfire,🔥\n".utf8).write(to: folder.appendingPathComponent("emoji.csv"))
            try Data("# keywords\nMoney\n".utf8).write(to: folder.appendingPathComponent("keys.txt"))
            try body(folder, input)
        }
    }

    static let common = ["--canvas", "320x120", "--size", "28", "--stroke", "none", "--shadow", "none", "--background", "black", "--style", "plain"]

    /// The counts of pure-green (keyword) pixels and of other colourful (emoji) pixels of a PNG still.
    static func counts(_ png: URL) throws -> (green: Int, colourful: Int) {
        let image = try TestSupport.decodePNG(Data(contentsOf: png))
        var green = 0, colourful = 0
        for index in stride(from: 0, to: image.rgba.count, by: 4) {
            let (r, g, b) = (Int(image.rgba[index]), Int(image.rgba[index + 1]), Int(image.rgba[index + 2]))
            // Green-led pixels are the keyword (its edges too); other colourful ones the emoji.
            if g > r + 40 && g > b + 40 {
                if g > 200 && r < 60 && b < 60 { green += 1 }
            } else if max(r, g, b) - min(r, g, b) >= 80 {
                colourful += 1
            }
        }
        return (green, colourful)
    }

    @Test("--emphasis from a file colours the keyword; --emoji shows its emoji from its word's start; --entrance draws")
    func options() throws {
        try Self.withFiles { folder, input in
            let still = folder.appendingPathComponent("still.png")
            let options = Self.common + ["--emphasis", folder.appendingPathComponent("keys.txt").path, "--emphasis-color", "#00ff00",
                                         "--emoji", folder.appendingPathComponent("emoji.csv").path, "--entrance", "scale",
                                         "--entrance-option", "duration=0.2"]
            let before = InProcess.run(["captions", input.path] + options + ["--at", "0.9", "-o", still.path])
            #expect(before.status == 0, "\(before.stderr)")
            let early = try Self.counts(still)
            #expect(early.green > 100 && early.colourful == 0, "the keyword at 0.9 s, no emoji before 1 s: \(early)")
            let after = InProcess.run(["captions", input.path] + options + ["--at", "1.4", "-o", still.path])
            #expect(after.status == 0, "\(after.stderr)")
            #expect(try Self.counts(still).colourful > 100, "the emoji at 1.4 s")
        }
    }

    @Test("an ASS export wraps the keyword in its colour (\\1c and karaoke's \\2c) and scale, and the next word goes back to the style's")
    func assExport() throws {
        try Self.withFiles { folder, input in
            let output = folder.appendingPathComponent("talk.ass")
            let result = InProcess.run(["captions", input.path, "--emphasis", "money", "--emphasis-color", "#00ff00", "--emphasis-scale", "1.25",
                                        "--active", "#ffff00", "--color", "#ffffff", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let dialogue = try #require(String(decoding: Data(contentsOf: output), as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("Dialogue:") })
            // ASS colours are &HBBGGRR&: green is &H00FF00&, yellow &H00FFFF&, white &HFFFFFF&.
            let money = try #require(dialogue.firstRange(of: "}money"), "\(dialogue)")
            let block = dialogue[..<money.lowerBound].split(separator: "{").last ?? ""
            #expect(block.contains("\\1c&H00FF00&") && block.contains("\\2c&H00FF00&") && block.contains("\\fscx125\\fscy125"), "\(dialogue)")
            let fire = try #require(dialogue.firstRange(of: "}fire"), "\(dialogue)")
            let next = dialogue[..<fire.lowerBound].split(separator: "{").last ?? ""
            #expect(next.contains("\\1c&H00FFFF&") && next.contains("\\2c&HFFFFFF&") && next.contains("\\fscx100\\fscy100"), "\(dialogue)")
        }
    }

    @Test("a scene's captions take emphasis, emoji and entrance, the files relative to the scene")
    func sceneKeys() throws {
        try Self.withFiles { folder, _ in
            let scene = folder.appendingPathComponent("card.yaml"), still = folder.appendingPathComponent("still.png")
            try Data("""
                version: 1
                canvas: 320x120
                background: black
                captions:
                  file: talk.vtt
                  style: plain
                  stroke: none
                  shadow: none
                  font: {size: 28}
                  emphasis: {words: [money], color: "#00ff00", scale: 1.2, weight: black}
                  emoji: {file: emoji.csv, position: above}
                  entrance: {name: move, duration: 0.2, edge: bottom}

                """.utf8).write(to: scene)
            let result = InProcess.run(["render", scene.path, "--at", "1.4", "-o", still.path])
            #expect(result.status == 0, "\(result.stderr)")
            let counts = try Self.counts(still)
            #expect(counts.green > 100 && counts.colourful > 100, "\(counts)")
            try Data(String(decoding: try Data(contentsOf: scene), as: UTF8.self).replacingOccurrences(of: "name: move", with: "name: mvoe").utf8)
                .write(to: scene)
            let refused = InProcess.run(["render", scene.path, "--at", "1.4", "-o", folder.appendingPathComponent("bad.png").path])
            #expect(refused.status == 2 && refused.stderr.contains("captions.entrance") && refused.stderr.contains("move"), "\(refused.stderr)")
        }
    }

    @Test("bad values exit 2 naming the option, and write nothing", arguments: [
        (["--emphasis", "nowhere/keys.txt"], ["--emphasis", "nowhere/keys.txt", "no such file"]),
        (["--emphasis", " , ,"], ["--emphasis", "no keyword"]),
        (["--emphasis", "ok,!!"], ["--emphasis", "keyword 2"]),
        (["--emphasis", "money", "--emphasis-scale", "inf"], ["--emphasis-scale"]),
        (["--emphasis-color", "#00ff00"], ["--emphasis-color", "--emphasis"]),
        (["--emoji", "missing.csv"], ["--emoji", "missing.csv", "no such file"]),
        (["--emoji", "BAD"], ["--emoji", "bad.csv:2", "is not an emoji"]),
        (["--emoji", "ROW"], ["--emoji", "row.csv:1", "word,emoji"]),
        (["--emoji-position", "above"], ["--emoji-position", "--emoji"]),
        (["--entrance", "bounc"], ["--entrance", "bounc"]),
        (["--entrance", "scale", "--entrance-option", "wobble=2"], ["--entrance-option", "wobble"]),
        (["--entrance", "scale", "--entrance-option", "duration=-1"], ["--entrance-option duration"]),
        (["--entrance", "scale", "--style", "wave"], ["--entrance", "caption style"]),
        (["--style", "karaoke", "--style-option", "glide=0.3"], ["--style-option", "glide"]),
    ])
    func refused(options: [String], says: [String]) throws {
        try Self.withFiles { folder, input in
            try Data("word,emoji\nok,✓\n".utf8).write(to: folder.appendingPathComponent("bad.csv"))
            try Data("fire 🔥\n".utf8).write(to: folder.appendingPathComponent("row.csv"))
            let output = folder.appendingPathComponent("out.gif")
            let given = options.map { $0 == "BAD" ? folder.appendingPathComponent("bad.csv").path : $0 == "ROW" ? folder.appendingPathComponent("row.csv").path : $0 }
            let result = InProcess.run(["captions", input.path] + Self.common.filter { $0 != "--style" && $0 != "plain" } + given + ["-o", output.path])
            #expect(result.status == 2, "\(options): exit \(result.status) \(result.stderr)")
            for text in says { #expect(result.stderr.contains(text), "\(options) says \(text): \(result.stderr)") }
            #expect(!FileManager.default.fileExists(atPath: output.path), "nothing written for \(options)")
        }
    }
}
