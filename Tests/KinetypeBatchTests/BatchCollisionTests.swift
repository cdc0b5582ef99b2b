import Foundation
import KinetypeBatch
import KinetypeTestSupportCore
import Testing

/// What a batch writes never lands on, or inside, something else it writes; a resumed batch
/// trusts only the very file it wrote; a batch that writes nothing leaves nothing.
@Suite struct BatchCollisionTests {
    static let scene = "version: 1\ncanvas: 64x32\nduration: 0.2\nlayers:\n  - text: \"{{name}}\"\n    font: {size: 12}\n"

    /// Every file and folder under `folder`, relative to it, sorted.
    static func tree(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test("the manifest, the timeline and every output are apart: none is another, none lies in a folder of frames")
    func writtenApart() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), data = folder.appendingPathComponent("rows.csv")
            try Data(Self.scene.utf8).write(to: scene)
            try Data("name,slug\nAda,ada\n".utf8).write(to: data)
            let fifo = folder.appendingPathComponent("pipe.jsonl")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("existing"), withIntermediateDirectories: true)
            let base = folder.path
            // (rows as slugs, pattern, manifest, timeline, what the message says)
            let cases: [([String], String, String?, String?, [String])] = [
                (["ada", "bob"], "/out/{{slug}}.gif", "/out/./../out/bob.gif", nil, ["row 2", "is the manifest"]),
                (["ada"], "/out/{{slug}}.mp4", "/all.otio", "/all.otio", ["--timeline", "is the manifest"]),
                (["ada"], "/out/{{slug}}.mp4", nil, "/out/ada.mp4", ["row 1", "is the timeline"]),
                (["ada", "bob"], "/out/{{slug}}/", "/out/ada/m.jsonl", nil, ["--manifest", "inside row 1's output", "folder of frames"]),
                (["ada"], "/out/{{slug}}/", "/out/ada/frame-00000.png", nil, ["--manifest", "inside row 1's output"]),
                (["ada"], "/out/{{slug}}", nil, "/out/ada/x.otio", ["--timeline", "inside row 1's output"]),
                (["a", "a/frame-00000.png"], "/out/{{slug}}", nil, nil, ["row 2's output", "inside row 1's output"]),
                (["ada"], "/out/{{slug}}.gif", "/out", nil, ["row 1's output", "inside --manifest", "a file the batch writes"]),
                (["ada"], "/out/{{slug}}.gif", "/existing", nil, ["--manifest", "is a folder"]),
                (["ada"], "/out/{{slug}}.gif", "/pipe.jsonl", nil, ["--manifest", "is a FIFO"]),
            ]
            for (slugs, pattern, manifest, timeline, says) in cases {
                let rows = slugs.enumerated().map { BatchRow(number: $0.offset + 1, fields: ["name": "N", "slug": $0.element], line: $0.offset + 2) }
                let plan = try BatchPlan(rows: rows, pattern: base + pattern)
                let error = try #require(throws: BatchError.self, "\(slugs) \(pattern) \(manifest ?? "-") \(timeline ?? "-")") {
                    try plan.checkInputs(scene: scene, data: data, manifest: manifest.map { URL(fileURLWithPath: base + $0) },
                                         timeline: timeline.map { URL(fileURLWithPath: base + $0) })
                }
                #expect(says.allSatisfy { error.message.contains($0) }, "\(error.message)")
            }
            // Apart, they pass: a manifest beside the folders of frames, a timeline beside the videos.
            let rows = [BatchRow(number: 1, fields: ["slug": "ada"], line: 2), BatchRow(number: 2, fields: ["slug": "adam"], line: 3)]
            try BatchPlan(rows: rows, pattern: base + "/out/{{slug}}/")
                .checkInputs(scene: scene, data: data, manifest: URL(fileURLWithPath: base + "/out/m.jsonl"))
            try BatchPlan(rows: rows, pattern: base + "/out/{{slug}}.mp4")
                .checkInputs(scene: scene, data: data, manifest: URL(fileURLWithPath: base + "/m.jsonl"), timeline: URL(fileURLWithPath: base + "/out/all.otio"))
            #expect(Self.tree(folder) == ["card.yaml", "existing", "pipe.jsonl", "rows.csv"], "the checks write nothing")
        }
    }

    @Test("--resume renders a row again when its output is cut short, changed or emptied, never trusting a name")
    func resumeChecksTheFile() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml")
            try Data(Self.scene.utf8).write(to: scene)
            let rows = [BatchRow(number: 1, fields: ["name": "Ada", "slug": "ada"], line: 2)]
            var runner = BatchRunner(scene: scene, plan: try BatchPlan(rows: rows, pattern: folder.path + "/out/{{slug}}.gif"))
            runner.manifest = folder.appendingPathComponent("m.jsonl")
            runner.resume = true
            guard case .rendered? = try runner.run()[1] else { Issue.record("the first run did not render"); return }
            let output = folder.appendingPathComponent("out/ada.gif"), good = try Data(contentsOf: output)
            var changed = good
            changed[changed.count / 2] ^= 0xFF
            let replacements: [(String, () throws -> Void)] = [
                ("cut short", { try good.prefix(good.count / 2).write(to: output) }),
                ("one byte changed", { try changed.write(to: output) }),
                ("only the GIF signature", { try Data("GIF89a".utf8).write(to: output) }),
                ("emptied", { try Data().write(to: output) }),
            ]
            for (what, replace) in replacements {
                try FileManager.default.removeItem(at: output)
                try replace()
                guard case .rendered? = try runner.run()[1] else { Issue.record("\(what): counted as done"); continue }
                #expect(try Data(contentsOf: output) == good, "\(what): rendered again, whole")
                #expect(try runner.run()[1] == .skipped, "\(what): then done")
            }
        }
    }

    @Test("a batch whose rows are all refused leaves no folder it made; folders that were there stay")
    func refusedRowsLeaveNothing() throws {
        try TestSupport.withTemporaryFolder { folder in
            // A shader Lottie cannot show is refused only as the row is written, once its folder exists.
            let scene = folder.appendingPathComponent("card.yaml")
            try Data((Self.scene + "    shader: ripple\n").utf8).write(to: scene)
            let rows = (1...3).map { BatchRow(number: $0, fields: ["name": "N\($0)", "slug": "s\($0)"], line: $0 + 1) }
            for pattern in ["/out/{{slug}}.json", "/out/deep/er/{{slug}}.json", "/out/{{slug}}/card.json", "/kept/new/{{slug}}.json"] {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("kept"), withIntermediateDirectories: true)
                var runner = BatchRunner(scene: scene, plan: try BatchPlan(rows: rows, pattern: folder.path + pattern))
                runner.threads = 2
                let outcomes = try runner.run()
                #expect(outcomes.values.allSatisfy { if case .failed = $0 { true } else { false } }, "\(pattern): \(outcomes)")
                #expect(Self.tree(folder) == ["card.yaml", "kept"], "\(pattern)")
            }
            // A row that renders keeps its folder; only the refused rows' own folders go.
            let mixed = [BatchRow(number: 1, fields: ["name": "A", "slug": "a", "kind": "json"], line: 2),
                         BatchRow(number: 2, fields: ["name": "B", "slug": "b", "kind": "png"], line: 3)]
            let runner = BatchRunner(scene: scene, plan: try BatchPlan(rows: mixed, pattern: folder.path + "/out/{{slug}}/card.{{kind}}"))
            _ = try runner.run()
            #expect(Self.tree(folder).filter { $0.hasPrefix("out") } == ["out", "out/b", "out/b/card.png"])
        }
    }
}
