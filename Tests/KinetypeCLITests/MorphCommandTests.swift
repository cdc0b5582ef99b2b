import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// `kinetype layout --morph` and the text-to-text replaces on the command line.
@Suite struct MorphCommandTests {
    static let named: [(old: String, new: String)] = [
        ("This magic", "This is magic"), ("the morse code", "here come dots"), ("Mississippi", "Missouri"), ("مرحبا", "مرحبا بكم"),
    ]

    @Test("layout --morph --json prints difflib's pairs, the same bytes every run")
    func morphPairs() throws {
        let expected = try TestSupport.difflibMorphPairs(Self.named)
        for (index, pair) in Self.named.enumerated() {
            let first = InProcess.run(["layout", "--morph", pair.old, pair.new, "--size", "20", "--json"])
            #expect(first.status == 0, "\(first.stderr)")
            let printed = try JSONSerialization.jsonObject(with: first.stdout) as? [String: [[Int]]]
            #expect(printed?["matched"] == expected[index], "\(pair.old) → \(pair.new): \(first.stdoutString)")
            #expect(InProcess.run(["layout", "--morph", pair.old, pair.new, "--size", "20", "--json"]).stdout == first.stdout)
        }
        let magic = InProcess.run(["layout", "--morph", "This magic", "This is magic", "--json"])
        #expect(magic.stdoutString.contains("[7, 9]"), "the i of magic stays in magic: \(magic.stdoutString)")
    }

    @Test("a replace's first frame is the old text's still and its last the new one's",
          arguments: ["replace.magic.arc", "replace.scramble(digits, order: random, seed: 3)"])
    func endsAsStills(effect: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let card = ["--canvas", "160x90", "--size", "20", "--fps", "10"]
            func render(_ name: String, _ arguments: [String]) throws -> Data {
                let path = folder.appendingPathComponent(name).path
                let result = InProcess.run(["render"] + arguments + card + ["-o", path])
                #expect(result.status == 0, "\(effect): \(result.stderr)")
                return try Data(contentsOf: URL(fileURLWithPath: path))
            }
            let replace = ["--text", "This magic", "--to", "This is magic", "--effect", effect, "--duration", "3"]
            #expect(try render("first.png", replace + ["--at", "0"]) == render("old.png", ["--text", "This magic"]))
            #expect(try render("last.png", replace + ["--at", "3"]) == render("new.png", ["--text", "This is magic"]))
            let middle = try render("middle.png", replace + ["--at", "1.35"])
            #expect(try middle == render("again.png", replace + ["--at", "1.35"]), "two runs, the same bytes")
            #expect(try middle != render("new2.png", ["--text", "This is magic"]), "mid-way differs from the end")
        }
    }

    @Test("bad morph input exits 2 naming what to fix")
    func badInput() throws {
        let cases: [([String], String)] = [
            (["layout", "--morph", "one"], "--morph takes two texts"),
            (["layout", "--morph", "a", "b", "--text", "c"], "remove --text"),
            (["render", "--text", "A", "--to", "B", "--effect", "replace.scramble(charset: klingon)", "-o", "x.png"], "unknown charset 'klingon'"),
            (["render", "--text", "A", "--to", "B", "--effect", "replace.scramble(charset: \"\")", "-o", "x.png"], "charset \"\" is empty"),
            (["render", "--text", "A", "--to", "B", "--effect", "replace.scramble(order: sideways)", "-o", "x.png"], "unknown order 'sideways'"),
            (["render", "--text", "A", "--to", "B", "--effect", "replace.downUp.arc", "-o", "x.png"], "add magic"),
            (["render", "--text", "A", "--to", "", "--effect", "replace.magic", "-o", "x.png"], "--to: the new text is empty"),
        ]
        try TestSupport.withTemporaryFolder { folder in
            for (arguments, message) in cases {
                let result = InProcess.run(arguments, currentDirectory: folder)
                #expect(result.status == 2 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
            }
        }
    }
}
