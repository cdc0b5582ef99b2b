import Foundation
import KinetypeBatch
import KinetypeTestSupportCore
import Testing

/// A batch's inputs as a careless or hostile user gives them: each refused with the file, the
/// line and how to fix it, before anything is written; nothing of the user's is written over.
@Suite struct BatchHostileTests {
    static let scene = "version: 1\ncanvas: 64x32\nduration: 1\nlayers:\n  - text: \"{{name}}\"\n    font: {size: 12}\n"

    func write(_ text: String, _ name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("CSV: a repeated column is an error; line numbers count the newlines inside quoted fields")
    func csv() throws {
        try TestSupport.withTemporaryFolder { folder in
            let repeated = try write("name,slug,name\nAda,ada,Lovelace\n", "repeated.csv", in: folder)
            let error = try #require(throws: BatchError.self) { try BatchRows.read(contentsOf: repeated) }
            #expect(error.message.contains("'name' is named twice") && error.message.contains("repeated.csv:1"), "\(error)")
            // Row 2 starts on line 4: row 1's quoted value spans lines 2 and 3.
            let quoted = try write("name,slug\n\"Ada\nLovelace\",ada\nGrace,grace\nBad\n", "quoted.csv", in: folder)
            let short = try #require(throws: BatchError.self) { try BatchRows.read(contentsOf: quoted) }
            #expect(short.message.contains("quoted.csv:5") && short.message.contains("row 3"), "\(short)")
            let good = try write("name,slug\n\"Ada\nLovelace\",ada\nGrace,grace\n", "good.csv", in: folder)
            #expect(try BatchRows.read(contentsOf: good).map(\.line) == [2, 4])
        }
    }

    @Test("missing, folder and FIFO data files are named, with the system's reason, never a hang")
    func dataFiles() throws {
        try TestSupport.withTemporaryFolder { folder in
            let fifo = folder.appendingPathComponent("rows.csv")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            for (url, says) in [(folder.appendingPathComponent("missing.csv"), "no such file"), (folder, "not a regular file"),
                                (fifo, "not a regular file")] {
                let error = try #require(throws: BatchError.self) { try BatchRows.read(contentsOf: url) }
                #expect(error.message.contains(says) && !error.message.contains("could not be completed"), "\(error)")
            }
        }
    }

    @Test("no output, and no manifest, may be the scene, the data file or the manifest")
    func inputsAreKept() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try write(Self.scene, "s.gif", in: folder)
            let data = try write("name,slug\nAda,s\n", "rows.csv", in: folder)
            let rows = try BatchRows.read(contentsOf: data)
            let over = try BatchPlan(rows: rows, pattern: folder.path + "/{{slug}}.gif")
            let error = try #require(throws: BatchError.self) { try over.checkInputs(scene: scene, data: data, manifest: nil) }
            #expect(error.message.contains("is the scene"), "\(error)")
            let plan = try BatchPlan(rows: rows, pattern: folder.path + "/out/{{slug}}.png")
            for (manifest, says) in [(data, "is the data file"), (scene, "is the scene")] {
                let refused = try #require(throws: BatchError.self) { try plan.checkInputs(scene: scene, data: data, manifest: manifest) }
                #expect(refused.message.contains("--manifest") && refused.message.contains(says), "\(refused)")
            }
            let manifest = folder.appendingPathComponent("out/s.png")
            let onto = try #require(throws: BatchError.self) { try plan.checkInputs(scene: scene, data: data, manifest: manifest) }
            #expect(onto.message.contains("is the manifest"), "\(onto)")
            #expect(try Data(contentsOf: scene) == Data(Self.scene.utf8) && Data(contentsOf: data) == Data("name,slug\nAda,s\n".utf8))
        }
    }

    @Test("--resume renders a row again when a folder, not the recorded file, is where its output belongs")
    func resumeFolder() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try write(Self.scene, "card.yaml", in: folder)
            let rows = [BatchRow(number: 1, fields: ["name": "Ada", "slug": "ada"], line: 2)]
            let manifest = folder.appendingPathComponent("m.jsonl")
            var runner = BatchRunner(scene: scene, plan: try BatchPlan(rows: rows, pattern: folder.path + "/out/{{slug}}.png"))
            runner.manifest = manifest
            runner.resume = true
            guard case .rendered? = try runner.run()[1] else { Issue.record("the first run did not render"); return }
            #expect(try runner.run()[1] == .skipped, "the same output again is skipped")
            let output = folder.appendingPathComponent("out/ada.png")
            try FileManager.default.removeItem(at: output)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            guard case .unwritten? = try runner.run()[1] else { Issue.record("a folder at the output counted as done"); return }
        }
    }

    @Test("rows nested past the limit, or a huge bad line, are refused in Kinetype's words, naming the limit and the file, quoting no more than an excerpt")
    func deepRows() throws {
        try TestSupport.withTemporaryFolder { folder in
            let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
            let cases: [(String, String, [String])] = [
                ("rows.json", deep, ["rows.json", "nested more than 1000 levels deep", "Kinetype's limit"]),
                ("rows.yaml", "- " + deep, ["rows.yaml", "nested more than 1000 levels deep"]),
                ("rows.jsonl", "{\"a\": 1}\n{\"a\": " + String(repeating: "{\"b\": ", count: 5000) + "1" + String(repeating: "}", count: 5001),
                 ["rows.jsonl:2", "nested more than 1000 levels deep"]),
                ("bad.jsonl", "{\"a\": \"" + String(repeating: "x", count: 600_000) + "\n", ["bad.jsonl:1", "not a JSON object"]),
                ("bad.json", "[{\"a\": 1}, " + String(repeating: "x", count: 600_000) + ": :]", ["bad.json"]),
            ]
            for (name, text, says) in cases {
                let url = try write(text, name, in: folder)
                let error = try #require(throws: BatchError.self, "\(name)") { try BatchRows.read(contentsOf: url) }
                #expect(says.allSatisfy(error.message.contains) && !error.message.contains("yaml_set_max_nest_level")
                        && error.message.count < 400, "\(name): \(error.message.prefix(600))")
            }
        }
    }
}
