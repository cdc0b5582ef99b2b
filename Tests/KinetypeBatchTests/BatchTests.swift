import KinetypeCard
import Foundation
import KinetypeBatch
import KinetypeEffects
import KinetypeExport
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// Batches: every row's output equals a single render of the scene with that row's values, the
/// shards' union equals the whole batch, bad rows are reported and skipped, output names are
/// checked before anything renders.
@Suite struct BatchTests {
    static let scene = """
        version: 1
        canvas: 96x40
        fps: 10
        duration: 0.5
        background: "#101018"
        layers:
          - text: "{{name}}"
            font: {size: 14, weight: bold}
        """

    /// 200 names in several scripts, quoted where CSV needs it.
    static let names = ["Ada, Countess", "Grace \"Amazing\" Hopper", "مرحبا", "שלום", "नमस्ते", "你好", "Zoë", "👋🏽 Hi"]

    static func csv(rows: Int) -> String {
        var text = "name,slug\n"
        for index in 0..<rows {
            let name = names[index % names.count] + " \(index)"
            text += "\"\(name.replacingOccurrences(of: "\"", with: "\"\""))\",card-\(index)\n"
        }
        return text
    }

    static func setUp(_ folder: URL, rows: Int) throws -> (scene: URL, plan: BatchPlan, rows: [BatchRow]) {
        let scene = folder.appendingPathComponent("card.yaml"), data = folder.appendingPathComponent("rows.csv")
        try Data(Self.scene.utf8).write(to: scene)
        try Data(csv(rows: rows).utf8).write(to: data)
        let read = try BatchRows.read(contentsOf: data)
        return (scene, try BatchPlan(rows: read, pattern: folder.appendingPathComponent("out").path + "/{{slug}}.png"), read)
    }

    @Test("a 200-row CSV batch equals 200 single renders, byte for byte")
    func batchEqualsSingleRenders() throws {
        try TestSupport.withTemporaryFolder { folder in
            let (scene, plan, rows) = try Self.setUp(folder, rows: 200)
            #expect(rows.count == 200 && rows[1].fields["name"] == "Grace \"Amazing\" Hopper 1", "quoted CSV fields read whole")
            let outcomes = try BatchRunner(scene: scene, plan: plan).run()
            #expect(outcomes.count == 200 && outcomes.values.allSatisfy { if case .rendered = $0 { return true } else { return false } })
            let single = folder.appendingPathComponent("single")
            try FileManager.default.createDirectory(at: single, withIntermediateDirectories: true)
            for row in rows {
                let document = try SceneLoader().load(string: Self.scene, fileName: "card.yaml", variables: row.fields)
                let url = single.appendingPathComponent("\(row.fields["slug"]!).png")
                try TitleCard(scene: document).export(to: url, options: ExportOptions())
                let batched = folder.appendingPathComponent("out/\(row.fields["slug"]!).png")
                #expect(try Data(contentsOf: url) == Data(contentsOf: batched), "row \(row.number)")
            }
        }
    }

    @Test("shards 0/4 … 3/4 together render exactly the batch")
    func shardsUnion() throws {
        try TestSupport.withTemporaryFolder { folder in
            let (scene, plan, _) = try Self.setUp(folder, rows: 30)
            var rendered: [Int] = []
            for index in 0..<4 {
                var runner = BatchRunner(scene: scene, plan: plan)
                runner.shard = BatchShard(index: index, count: 4)
                let outcomes = try runner.run()
                #expect(outcomes.keys.allSatisfy { ($0 - 1) % 4 == index }, "shard \(index) renders rows \(index + 1), \(index + 5) …")
                rendered += outcomes.keys
            }
            #expect(rendered.sorted() == Array(1...30), "each row once")
            let sharded = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
            #expect(sharded.count == 30)
        }
    }

    @Test("cluster engines' array indices choose the shard")
    func environmentShards() throws {
        #expect(try BatchShard.fromEnvironment(["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "4"], shards: nil)
                == BatchShard(index: 2, count: 4))
        #expect(try BatchShard.fromEnvironment(["JOB_COMPLETION_INDEX": "1"], shards: 3) == BatchShard(index: 1, count: 3))
        #expect(try BatchShard.fromEnvironment(["AWS_BATCH_JOB_ARRAY_INDEX": "0", "KINETYPE_SHARD_COUNT": "2"], shards: nil)
                == BatchShard(index: 0, count: 2))
        #expect(try BatchShard.fromEnvironment([:], shards: nil) == nil)
        #expect(throws: BatchError.self) { try BatchShard.fromEnvironment(["JOB_COMPLETION_INDEX": "1"], shards: nil) }
        #expect(throws: BatchError.self) { try BatchShard.parse("4/4") }
    }

    @Test("a shard variable that is set but not a whole number in range is an error naming it; Slurm's step is honoured")
    func strictEnvironmentShards() throws {
        // sbatch --array=1-7:2 runs tasks 1, 3, 5 and 7 with these variables: task 5 is shard 2 of 4.
        let stepped = ["SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_STEP": "2", "SLURM_ARRAY_TASK_COUNT": "4"]
        #expect(try BatchShard.fromEnvironment(stepped, shards: nil) == BatchShard(index: 2, count: 4))
        var between = stepped
        between["SLURM_ARRAY_TASK_ID"] = "4"
        let bad: [([String: String], Int?, String)] = [
            (["SLURM_ARRAY_TASK_ID": "abc", "SLURM_ARRAY_TASK_COUNT": "4"], nil, "SLURM_ARRAY_TASK_ID='abc'"),
            (["SLURM_ARRAY_TASK_ID": "-9223372036854775808", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "4"], nil, "SLURM_ARRAY_TASK_ID="),
            (["SLURM_ARRAY_TASK_ID": "9223372036854775807", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "4"], nil, "outside 0..<4"),
            (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "x"], nil, "SLURM_ARRAY_TASK_COUNT='x'"),
            (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_STEP": "0"], nil, "SLURM_ARRAY_TASK_STEP='0'"),
            (["SLURM_ARRAY_TASK_ID": "2"], nil, "SLURM_ARRAY_TASK_COUNT is not"),
            (between, nil, "not one of the array's tasks"),
            (["JOB_COMPLETION_INDEX": "1.0"], 3, "JOB_COMPLETION_INDEX='1.0'"),
            (["JOB_COMPLETION_INDEX": ""], 3, "JOB_COMPLETION_INDEX=''"),
            (["AWS_BATCH_JOB_ARRAY_INDEX": "-1"], 3, "AWS_BATCH_JOB_ARRAY_INDEX='-1'"),
            (["JOB_COMPLETION_INDEX": "1", "KINETYPE_SHARD_COUNT": "-3"], nil, "KINETYPE_SHARD_COUNT='-3'"),
            (["JOB_COMPLETION_INDEX": "1"], -2, "--shards -2"),
            (["JOB_COMPLETION_INDEX": "1"], 0, "--shards 0"),
        ]
        for (environment, shards, says) in bad {
            let error = try #require(throws: BatchError.self) { try BatchShard.fromEnvironment(environment, shards: shards) }
            #expect(error.description.contains(says), "\(environment): \(error)")
        }
    }

    @Test("a bad row is reported with its reason and skipped; the others render")
    func badRows() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml"), data = folder.appendingPathComponent("rows.jsonl")
            let manifest = folder.appendingPathComponent("m.jsonl")
            try Data(Self.scene.utf8).write(to: scene)
            try Data("{\"name\": \"One\", \"slug\": \"one\"}\n{\"slug\": \"two\"}\n{\"name\": \"Three\", \"slug\": \"three\"}\n".utf8).write(to: data)
            let rows = try BatchRows.read(contentsOf: data)
            var runner = BatchRunner(scene: scene, plan: try BatchPlan(rows: rows, pattern: folder.path + "/out/{{slug}}.png"))
            runner.manifest = manifest
            let outcomes = try runner.run()
            guard case .failed(let message)? = outcomes[2] else { Issue.record("row 2 did not fail"); return }
            #expect(message.contains("unknown variable 'name'"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted() == ["one.png", "three.png"])
            let lines = BatchManifest.read(manifest)
            #expect(lines.map(\.status).sorted() == ["failed", "ok", "ok"])
            let ok = try #require(lines.first { $0.row == 1 })
            #expect(ok.sha256 == SHA256.hex(of: try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/one.png"))))
        }
    }

    @Test("--resume renders a row again when its values or the scene changed, and skips the rest")
    func resumeSeesChanges() throws {
        try TestSupport.withTemporaryFolder { folder in
            let (scene, plan, rows) = try Self.setUp(folder, rows: 6)
            let manifest = folder.appendingPathComponent("m.jsonl")
            var runner = BatchRunner(scene: scene, plan: plan)
            runner.manifest = manifest
            runner.resume = true
            #expect(try runner.run().values.allSatisfy { if case .rendered = $0 { return true } else { return false } })
            #expect(try runner.run().values.allSatisfy { $0 == .skipped }, "nothing changed: every row skipped")
            // One row's value changes: only that row renders again.
            var changed = rows
            changed[2].fields["name"] = "Someone else"
            var second = BatchRunner(scene: scene, plan: try BatchPlan(rows: changed, pattern: folder.appendingPathComponent("out").path + "/{{slug}}.png"))
            second.manifest = manifest
            second.resume = true
            let outcomes = try second.run()
            #expect(outcomes.filter { if case .rendered = $0.value { return true } else { return false } }.keys.sorted() == [3])
            // The scene changes: every row renders again.
            try Data((Self.scene + "\n    color: \"#ff3b8e\"\n").utf8).write(to: scene)
            #expect(try second.run().values.allSatisfy { if case .rendered = $0 { return true } else { return false } })
            // An output deleted since: rendered again.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("out/card-4.png"))
            let again = try second.run()
            #expect(again.filter { if case .rendered = $0.value { return true } else { return false } }.keys.sorted() == [5])
        }
    }

    @Test("fail-fast stops at the first bad row")
    func failFast() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml")
            try Data(Self.scene.utf8).write(to: scene)
            let rows = [BatchRow(number: 1, fields: ["slug": "bad"], line: 2)] + (2...6).map { BatchRow(number: $0, fields: ["name": "N\($0)", "slug": "s\($0)"], line: $0 + 1) }
            var runner = BatchRunner(scene: scene, plan: try BatchPlan(rows: rows, pattern: folder.path + "/out/{{slug}}.png"))
            runner.failFast = true
            runner.threads = 1
            let outcomes = try runner.run()
            #expect(outcomes.count == 1, "only the bad first row ran: \(outcomes.keys.sorted())")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/s2.png"))
        }
    }

    @Test("output names that collide or leave the output folder are errors before anything renders")
    func badNames() throws {
        let rows = [BatchRow(number: 1, fields: ["slug": "a"], line: 2), BatchRow(number: 2, fields: ["slug": "a"], line: 3)]
        #expect(throws: BatchError.self) { try BatchPlan(rows: rows, pattern: "out/{{slug}}.png") }
        let escaping = [BatchRow(number: 1, fields: ["slug": "../../etc/x"], line: 2)]
        #expect(throws: BatchError.self) { try BatchPlan(rows: escaping, pattern: "out/{{slug}}.png") }
        #expect(throws: BatchError.self) { try BatchPlan(rows: rows, pattern: "out/card.png") }
        #expect(try BatchPlan(rows: rows, pattern: "out/{{row}}-{{slug}}.png").items.map(\.output) == ["out/1-a.png", "out/2-a.png"])
    }
}
