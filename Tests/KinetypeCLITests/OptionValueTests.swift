import Foundation
import KinetypeTestSupportCore
import Testing

/// Option values that are typed (colours, `--canvas`, `--frames`, `--shard`, `plot --size`) fail
/// when ArgumentParser parses them: its error names the option and quotes the value (a long one
/// as an excerpt), the type says what is wrong and what the option takes, the exit code is 2, and
/// nothing is written.
@Suite struct OptionValueTests {
    /// A bad value: the command line around it, and what the error must say besides
    /// "The value '…' is invalid for '<option> <…>'".
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var option: String
        var value: String
        var says: [String]
        var testDescription: String { "\(option) \(value)" }
    }

    static let render = ["render", "--text", "Hi"]
    static let batch = ["batch", "card.yaml", "--data", "rows.csv"]

    @Test("a bad typed value fails at parse time, naming the option, the value and what it takes", arguments: [
        Case(arguments: render + ["--canvas", "0x0"], option: "--canvas", value: "0x0",
             says: ["give each side as a whole number of pixels from 1 to 16384, for example 1280x720"]),
        Case(arguments: render + ["--canvas", "1e309x5"], option: "--canvas", value: "1e309x5",
             says: ["not a size: write WIDTHxHEIGHT, for example 1280x720"]),
        Case(arguments: render + ["--canvas", "-5x10"], option: "--canvas", value: "-5x10", says: ["give each side as"]),
        Case(arguments: render + ["--canvas", "1280x"], option: "--canvas", value: "1280x", says: ["write WIDTHxHEIGHT"]),
        Case(arguments: render + ["--frames", "1-"], option: "--frames", value: "1-", says: ["write A..B", "for example 0..29"]),
        Case(arguments: render + ["--frames", "3-1"], option: "--frames", value: "3-1", says: ["write A..B"]),
        Case(arguments: render + ["--frames", "-1..3"], option: "--frames", value: "-1..3", says: ["0 ≤ A ≤ B"]),
        Case(arguments: render + ["--frames", "3..1"], option: "--frames", value: "3..1", says: ["runs backwards", "1..3"]),
        Case(arguments: batch + ["--shard", "3/2"], option: "--shard", value: "3/2", says: ["run from 0 to 1", "0/2 … 1/2"]),
        Case(arguments: batch + ["--shard", "0/0"], option: "--shard", value: "0/0", says: ["must be 1 or more"]),
        Case(arguments: batch + ["--shard", "half"], option: "--shard", value: "half", says: ["not I/N"]),
        Case(arguments: render + ["--color", "#12345"], option: "--color", value: "#12345",
             says: ["malformed hex color", "#rgb, #rgba, #rrggbb or #rrggbbaa"]),
        Case(arguments: render + ["--color", "nan"], option: "--color", value: "nan", says: ["unknown color name \"nan\"", "hex code"]),
        Case(arguments: render + ["--background", "rde"], option: "--background", value: "rde", says: ["did you mean \"red\"?"]),
        Case(arguments: render + ["--stroke", "ff0000"], option: "--stroke", value: "ff0000", says: ["needs its #"]),
        Case(arguments: render + ["--shadow", ""], option: "--shadow", value: "", says: ["empty color"]),
        Case(arguments: render + ["--glow", "blu"], option: "--glow", value: "blu", says: ["did you mean \"blue\"?"]),
        Case(arguments: ["captions", "talk.srt", "--stroke", "nome"], option: "--stroke", value: "nome", says: ["unknown color name"]),
        Case(arguments: ["captions", "talk.srt", "--background", "#gg0000"], option: "--background", value: "#gg0000",
             says: ["malformed hex color"]),
        Case(arguments: ["captions", "talk.srt", "--speaker-colors", "white,yelow"], option: "--speaker-colors", value: "white,yelow",
             says: ["colour 2 of 2", "did you mean \"yellow\"?"]),
        Case(arguments: ["captions", "talk.srt", "--canvas", "16385x720"], option: "--canvas", value: "16385x720",
             says: ["from 1 to 16384"]),
        Case(arguments: ["plot", "--spring", "smooth", "--size", "10x10"], option: "--size", value: "10x10",
             says: ["from 320 to 4096", "for example 800x480"]),
    ])
    func badValue(_ bad: Case) throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let output = folder.appendingPathComponent(bad.arguments[0] == "batch" ? "{{row}}.png" : "out.png").path
            let result = InProcess.run(bad.arguments + ["-o", output])
            #expect(result.status == 2)
            #expect(result.stderr.contains("The value '\(bad.value)' is invalid for '\(bad.option) <"), "\(result.stderr)")
            for text in bad.says {
                #expect(result.stderr.contains(text), "\(result.stderr)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("a value of 5,000 characters is quoted as a short excerpt with its length", arguments: ["--color", "--canvas", "--frames"])
    func longValue(option: String) throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let value = String(repeating: "x", count: 5000)
            for arguments in [[option, value], ["\(option)=\(value)"]] {
                let result = InProcess.run(["render", "--text", "Hi"] + arguments + ["-o", folder.appendingPathComponent("out.png").path])
                #expect(result.status == 2)
                #expect(result.stderr.contains("The value '\(String(repeating: "x", count: 32))…' (5000 characters) is invalid for '\(option) <"),
                        "\(result.stderr.prefix(600))")
                #expect(!result.stderr.contains(String(repeating: "x", count: 41)) && result.stderr.count < 2000, "\(result.stderr.prefix(600))")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test("good values reach the card: --canvas 64X48 with --frames 0..0 writes one frame of that size; --background clear is transparent")
    func goodValues() throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let output = folder.appendingPathComponent("frames")
            let result = InProcess.run(["render", "--text", "Hi", "--canvas", "64X48", "--background", "clear", "--frames", "0..0",
                                        "--format", "png-sequence", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let frames = try FileManager.default.contentsOfDirectory(atPath: output.path)
            #expect(frames.count == 1, "\(frames)")
            let image = try TestSupport.decodePNG(Data(contentsOf: output.appendingPathComponent(frames[0])))
            #expect(image.width == 64 && image.height == 48)
            #expect(image.rgba[3] == 0, "the corner is transparent")
        }
    }

    @Test("any option's value of 5,000 characters, and a long --var, is quoted in every message as a short excerpt",
          arguments: ["--transition", "--font", "--renderer", "--effect", "--shader", "--reveal", "--background", "--format", "--progress",
                      "--anchor", "--at", "--fps", "--size", "--language", "--media", "--caption-style", "--weight", "--var"])
    func longValueEverywhere(option: String) throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let value = String(repeating: "x", count: 5000)
            let scene = folder.appendingPathComponent("card.yaml")
            try Data("version: 1\ncanvas: 64x32\nduration: 0.5\nlayers:\n  - text: Hi\n    color: \"{{x}}\"\n".utf8).write(to: scene)
            let arguments = option == "--var" ? ["render", scene.path, "--var", "x=" + value] : ["render", "--text", "Hi", option, value]
            let result = InProcess.run(arguments + ["-o", folder.appendingPathComponent("out.png").path])
            #expect(!result.stderr.contains(String(repeating: "x", count: 41)) && result.stderr.count < 1000, "\(result.stderr.prefix(600))")
        }
    }
}
