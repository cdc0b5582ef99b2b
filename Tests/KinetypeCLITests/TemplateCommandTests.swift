import Foundation
import KinetypeTestSupportCore
import Testing

/// Templates on the command line: `kinetype schema SCENE` checked by check-jsonschema (an
/// independent JSON Schema validator) gives the same verdicts as `batch --dry-run`; values from
/// `--var` and batch columns get the loader's errors; a default renders as the value given.
@Suite struct TemplateCommandTests {
    static let template = """
        version: 1
        params:
          name: {type: text, required: true, label: Name}
          accent: {type: color, default: "#ff3b8e"}
          size: {type: number, default: 72, min: 24, max: 200}
          style: {type: choice, choices: [pop, karaoke], default: pop}
        canvas: 96x54
        fps: 10
        duration: 0.5
        layers:
          - text: "{{name}} {{style}}"
            font: {size: $size}
            color: $accent

        """

    /// check-jsonschema from the test tools, or nil (with an issue recorded) when not installed.
    static var checkJSONSchema: String? {
        let path = TestSupport.packageRoot.appendingPathComponent(".build/python/bin/check-jsonschema").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("no check-jsonschema: run make test, which installs it under .build/python")
            return nil
        }
        return path
    }

    /// The instance files check-jsonschema finds invalid against `schema`, in one launch.
    static func invalidFiles(schema: URL, instances: [URL]) throws -> Set<String> {
        guard let tool = checkJSONSchema else { return [] }
        let result = try TestSupport.run(tool, ["--schemafile", schema.path, "-o", "json"] + instances.map(\.path))
        let report = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any], "\(result.stderr)")
        #expect((report["parse_errors"] as? [Any])?.isEmpty ?? true, "\(report)")
        return Set(((report["errors"] as? [[String: Any]]) ?? []).compactMap { $0["filename"] as? String }
            .map { URL(fileURLWithPath: $0).lastPathComponent })
    }

    /// Twenty rows: ten valid, ten not (a bad colour, 250, an unknown choice, a missing name, …).
    static var rows: [[String: Any]] { [
        ["name": "Ada"], ["name": "Bo", "size": 72], ["name": "Cy", "size": 24], ["name": "Di", "size": 200],
        ["name": "Ed", "accent": "#00ff00"], ["name": "Fa", "accent": "red"], ["name": "Gu", "style": "karaoke"],
        ["name": "Hu", "size": 100.5, "style": "pop"], ["name": "Io", "accent": "#abc"], ["name": "Jo", "accent": "#11223344", "size": 199],
        ["name": "Ka", "accent": "#ff3b8"], ["name": "Li", "size": 250], ["name": "Mo", "style": "disco"], ["size": 72],
        ["name": "No", "size": 23], ["name": "Ol", "accent": "ff3b8e"], ["name": "Pe", "accent": "rde"], ["name": "Qu", "size": "7x"],
        ["name": "Ra", "style": "Pop"], ["name": "Sa", "size": -5],
    ] }

    @Test("kinetype schema card.yaml through check-jsonschema agrees with batch --dry-run row by row")
    func schemaAgreesWithBatch() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let scene = folder.appendingPathComponent("card.yaml")
        try Data(Self.template.utf8).write(to: scene)
        let schema = InProcess.run(["schema", scene.path])
        try #require(schema.status == 0, "\(schema.stderr)")
        let schemaFile = folder.appendingPathComponent("card.schema.json")
        try schema.stdout.write(to: schemaFile)
        var instances: [URL] = [], lines: [String] = []
        for (index, row) in Self.rows.enumerated() {
            let data = try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys])
            let file = folder.appendingPathComponent("row-\(index + 1).json")
            try data.write(to: file)
            instances.append(file)
            var withSlug = row
            withSlug["slug"] = "row-\(index + 1)"
            lines.append(String(decoding: try JSONSerialization.data(withJSONObject: withSlug, options: [.sortedKeys]), as: UTF8.self))
        }
        let data = folder.appendingPathComponent("rows.jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: data)
        let invalid = try Self.invalidFiles(schema: schemaFile, instances: instances)
        let batch = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/out/{{slug}}.png", "--dry-run",
                                   "--progress", "none"])
        #expect(batch.status == 2, "\(batch.stderr)")
        let checked = Set(batch.stdoutString.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("row "), line.hasSuffix(": ok") else { return nil }
            return Int(line.dropFirst(4).dropLast(4))
        })
        #expect(checked == Set(1...10), "the ten valid rows: \(checked.sorted())")
        for number in 1...20 {
            #expect(checked.contains(number) == !invalid.contains("row-\(number).json"), "row \(number): \(Self.rows[number - 1])")
        }
        #expect(batch.stderr.contains("row 14 (line 14 of \(data.path)): column 'name': the template needs a value for 'name'"), "\(batch.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"), "a dry run writes nothing")
    }

    @Test("a row without size renders byte-identical to size 72, its default")
    func defaultRendersAsGiven() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let scene = folder.appendingPathComponent("card.yaml"), data = folder.appendingPathComponent("rows.csv")
        try Data(Self.template.replacingOccurrences(of: "size: {type: number, default: 72", with: "size: {type: number, default: 72").utf8)
            .write(to: scene)
        try Data("name,slug\nAda,default\n".utf8).write(to: data)
        let batch = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/{{slug}}.png", "--progress", "none"])
        try #require(batch.status == 0, "\(batch.stderr)")
        let given = folder.appendingPathComponent("given.png"), other = folder.appendingPathComponent("other.png")
        #expect(InProcess.run(["render", scene.path, "--var", "name=Ada", "--var", "size=72", "-o", given.path]).status == 0)
        #expect(InProcess.run(["render", scene.path, "--var", "name=Ada", "--var", "size=73", "-o", other.path]).status == 0)
        let defaulted = try Data(contentsOf: folder.appendingPathComponent("default.png"))
        #expect(defaulted == (try Data(contentsOf: given)))
        #expect(defaulted != (try Data(contentsOf: other)), "the size shows")
    }

    @Test("CSV \"72\" is a number, \"7x\" is refused naming its row and column; --var gets the same message")
    func csvAndVarErrors() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let scene = folder.appendingPathComponent("card.yaml"), data = folder.appendingPathComponent("rows.csv")
        try Data(Self.template.utf8).write(to: scene)
        try Data("name,size,slug\nAda,72,a\nBo,7x,b\n".utf8).write(to: data)
        let batch = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/{{slug}}.png", "--dry-run", "--progress", "none"])
        #expect(batch.status == 2 && batch.stdoutString == "row 1: ok\n", "\(batch.stdoutString)")
        let message = "expected a number from 24 to 200; got \"7x\""
        #expect(batch.stderr.contains("error: row 2 (line 3 of \(data.path)): column 'size': \(message)"), "\(batch.stderr)")
        let render = InProcess.run(["render", scene.path, "--var", "name=Bo", "--var", "size=7x", "-o", folder.path + "/x.png"])
        #expect(render.status == 2 && render.stderr == "error: --var size: \(message)\n", "\(render.stderr)")
        let typo = InProcess.run(["render", scene.path, "--var", "name=Bo", "--var", "sise=30", "-o", folder.path + "/x.png"])
        #expect(typo.status == 2 && typo.stderr.contains("--var sise: the scene declares no parameter 'sise' — did you mean 'size'?"), "\(typo.stderr)")
        let missing = InProcess.run(["render", scene.path, "-o", folder.path + "/x.png"])
        #expect(missing.status == 2 && missing.stderr.contains("card.yaml:3:9: params.name: the template needs a value for 'name'")
                && missing.stderr.contains("give it with --var name=VALUE"), "\(missing.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["card.yaml", "rows.csv"], "no output of a refused render: \(left)")
    }

    @Test("rows as spreadsheets write them: semicolons and tabs; no rows, a list value, a JSON line and an unused column are named")
    func rowFiles() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let scene = folder.appendingPathComponent("card.yaml")
        try Data(Self.template.utf8).write(to: scene)
        func dryRun(_ name: String, _ rows: String) throws -> InProcess.Result {
            let data = folder.appendingPathComponent(name)
            try Data(rows.utf8).write(to: data)
            return InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/out/{{row}}.png", "--dry-run", "--progress", "none"])
        }
        let message = "column 'size': expected a number from 24 to 200; got \"7x\""
        for (name, rows) in [("semicolons.csv", "name;size\nAda;72\nBo;7x\n"), ("tabs.tsv", "name\tsize\nAda\t72\nBo\t7x\n"),
                             ("quoted.csv", "\"name\";\"size\"\nAda;72\n\"Bo\";7x\n")] {
            let result = try dryRun(name, rows)
            #expect(result.status == 2 && result.stdoutString == "row 1: ok\n" && result.stderr.contains("row 2 (line 3 of") && result.stderr.contains(message),
                    "\(name): \(result.stdoutString) \(result.stderr)")
        }
        let empty = try dryRun("header.csv", "name,size\n")
        #expect(empty.status == 2 && empty.stderr.contains("header.csv: there are no rows to render"), "\(empty.stderr)")
        let list = try dryRun("rows.yaml", "- name: Ada\n- name: Bo\n  size: [1, 2]\n")
        #expect(list.status == 2 && list.stderr.contains("rows.yaml:3: row 2, column 'size': the value is a list"), "\(list.stderr)")
        let json = try dryRun("rows.jsonl", "{\"name\": \"Ada\"}\n{\"name\": \"Bo\", ]\n")
        #expect(json.status == 2 && json.stderr.contains("rows.jsonl:2:16: not a JSON object") && json.stderr.contains("starts at line 2, column 16")
                && !json.stderr.contains("line 1"), "\(json.stderr)")
        let columns = try dryRun("columns.csv", "name,sise,notes\nAda,30,x\n")
        #expect(columns.status == 0 && columns.stderr.contains("warning: the column 'sise' of") && columns.stderr.contains("did you mean 'size'?")
                && columns.stderr.contains("note: the column 'notes' of"), "\(columns.stderr)")
    }

    @Test("validate --json reports errors as data and exits 2; a template without values is valid and lists what it needs")
    func validateJSON() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let scene = folder.appendingPathComponent("card.yaml")
        try Data(Self.template.utf8).write(to: scene)
        let valid = InProcess.run(["validate", scene.path, "--json"])
        #expect(valid.status == 0, "\(valid.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: valid.stdout) as? [String: Any])
        #expect(report["valid"] as? Bool == true && report["needs"] as? [String] == ["name"], "\(report)")
        try Data(Self.template.replacingOccurrences(of: "color: $accent", with: "colour: $accent").utf8).write(to: scene)
        let bad = InProcess.run(["validate", scene.path, "--var", "name=Ada", "--json"])
        #expect(bad.status == 2 && bad.stderr.isEmpty, "\(bad.stderr)")
        let badReport = try #require(try JSONSerialization.jsonObject(with: bad.stdout) as? [String: Any])
        let error = try #require((badReport["errors"] as? [[String: Any]])?.first, "\(badReport)")
        #expect(badReport["valid"] as? Bool == false)
        #expect(error["path"] as? String == "layers[0].colour" && error["line"] as? Int == 13 && error["column"] as? Int == 5, "\(error)")
        #expect(error["suggestion"] as? String == "color" && (error["message"] as? String)?.contains("did you mean 'color'?") == true)
        let value = InProcess.run(["validate", scene.path, "--var", "name=Ada", "--var", "size=250", "--json"])
        let valueError = try #require(((try JSONSerialization.jsonObject(with: value.stdout) as? [String: Any])?["errors"] as? [[String: Any]])?.first)
        #expect(value.status == 2 && valueError["path"] as? String == "params.size" && valueError["option"] as? String == "--var size", "\(valueError)")
    }

    @Test("kinetype schema SCENE describes each parameter: type, enum, bounds, default, required")
    func parameterSchema() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let scene = folder.appendingPathComponent("card.yaml")
        try Data(Self.template.utf8).write(to: scene)
        let result = InProcess.run(["schema", scene.path])
        let schema = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema" && schema["required"] as? [String] == ["name"])
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        #expect(properties["size"]?["type"] as? String == "number" && properties["size"]?["minimum"] as? Int == 24
                && properties["size"]?["maximum"] as? Int == 200 && properties["size"]?["default"] as? Int == 72)
        #expect(properties["style"]?["enum"] as? [String] == ["pop", "karaoke"] && properties["name"]?["title"] as? String == "Name")
        let bad = folder.appendingPathComponent("bad.yaml")
        try Data("version: 1\nparams:\n  size: {type: number, default: 300, max: 200}\n".utf8).write(to: bad)
        let refused = InProcess.run(["schema", bad.path])
        #expect(refused.status == 2 && refused.stderr.contains("bad.yaml:3:33: params.size.default: the default of parameter 'size'"),
                "\(refused.stderr)")
        // A file that is not a scene is refused with the loader's message; a scene without
        // params gets an empty object's schema and a note.
        let other = folder.appendingPathComponent("other.json"), plain = folder.appendingPathComponent("plain.yaml")
        try Data(#"{"name": "not a scene"}"#.utf8).write(to: other)
        try Data("version: 1\nlayers:\n  - text: \"Hi {{name}}\"\n".utf8).write(to: plain)
        let notScene = InProcess.run(["schema", other.path])
        #expect(notScene.status == 2 && notScene.stderr.contains("other.json") && notScene.stdout.isEmpty, "\(notScene.stderr)")
        let empty = InProcess.run(["schema", plain.path])
        #expect(empty.status == 0 && empty.stderr.contains("declares no parameters"), "\(empty.stderr)")
    }
}
