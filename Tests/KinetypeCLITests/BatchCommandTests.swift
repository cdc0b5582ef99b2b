import Foundation
import KinetypeTestSupportCore
import Testing
import Yams

/// `kinetype batch` as a process: killed with SIGKILL and resumed, and sharded through GNU
/// parallel (Debian's `parallel`).
@Suite struct BatchCommandTests {
    static let scene = """
        version: 1
        canvas: 160x90
        fps: 10
        duration: 1.5
        layers:
          - text: "{{name}}"
            font: {size: 20, weight: bold}
            enter: {name: appear, duration: 1}
        """

    static func setUp(_ folder: URL, rows: Int) throws -> (scene: URL, data: URL) {
        let scene = folder.appendingPathComponent("card.yaml"), data = folder.appendingPathComponent("rows.csv")
        try Data(Self.scene.utf8).write(to: scene)
        try Data((["name,slug"] + (0..<rows).map { "Card \($0),card-\($0)" }).joined(separator: "\n").utf8).write(to: data)
        return (scene, data)
    }

    struct Line: Decodable { var row: Int; var status: String; var output: String; var sha256: String? }

    static func manifest(_ url: URL) -> [Line] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
    }

    @Test("killed with SIGKILL mid-batch, --resume finishes every row, none rendered twice")
    func killAndResume() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let (scene, data) = try Self.setUp(folder, rows: 24)
        let manifest = folder.appendingPathComponent("m.jsonl"), pattern = folder.path + "/out/{{slug}}.gif"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestSupport.kinetype)
        process.arguments = ["batch", scene.path, "--data", data.path, "-o", pattern, "--manifest", manifest.path, "--threads", "1",
                             "--progress", "none"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Self.manifest(manifest).count < 4, Date() < deadline, process.isRunning { usleep(20_000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let before = Self.manifest(manifest)
        try #require(before.count >= 4 && before.count < 24, "killed part way: \(before.count) rows done")
        let resumed = InProcess.run(["batch", scene.path, "--data", data.path, "-o", pattern,
                                                                 "--manifest", manifest.path, "--resume", "--progress", "none"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let after = Self.manifest(manifest)
        #expect(after.count == 24, "one line a row, the first run's kept: \(after.count)")
        #expect(Set(after.map(\.row)) == Set(1...24) && after.allSatisfy { $0.status == "ok" })
        #expect(Array(after.prefix(before.count)).map(\.row) == before.map(\.row))
        let outputs = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")
        #expect(outputs.count == 24 && outputs.allSatisfy { $0.hasSuffix(".gif") }, "no half-written file left: \(outputs.filter { !$0.hasSuffix(".gif") })")
    }

    @Test("each row's output equals a separate kinetype render with the row's values")
    func equalsSeparateRenders() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let (scene, data) = try Self.setUp(folder, rows: 8)
        let batch = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/out/{{slug}}.gif",
                                                               "--progress", "none"])
        try #require(batch.status == 0, "\(batch.stderr)")
        for index in 0..<8 {
            let single = folder.appendingPathComponent("single-\(index).gif")
            let result = InProcess.run(["render", scene.path, "--var", "name=Card \(index)", "-o", single.path])
            try #require(result.status == 0, "\(result.stderr)")
            #expect(try Data(contentsOf: single) == Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/card-\(index).gif")), "row \(index + 1)")
        }
    }

    static let deploy = TestSupport.packageRoot.appendingPathComponent("Examples/Deploy")

    /// The unsharded batch's files in `whole/`, for a recipe's `parts/` to equal.
    static func expectSameFiles(_ folder: URL, _ parts: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/whole").sorted()
        #expect(names.count == 12, sourceLocation: sourceLocation)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + parts).sorted() == names, sourceLocation: sourceLocation)
        for name in names {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/whole/" + name))
                    == Data(contentsOf: URL(fileURLWithPath: folder.path + "/\(parts)/" + name)), "\(name)", sourceLocation: sourceLocation)
        }
    }

    static func whole(_ folder: URL, scene: URL, data: URL) throws {
        let whole = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/whole/{{slug}}.png",
                                                               "--progress", "none"])
        try #require(whole.status == 0, "\(whole.stderr)")
    }

    @Test("the GNU parallel recipe, four shards: exactly the unsharded batch's files")
    func gnuParallelRecipe() throws {
        try #require(TestSupport.which("parallel") != nil, "GNU parallel (make setup installs it)")
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let (scene, data) = try Self.setUp(folder, rows: 12)
        try Self.whole(folder, scene: scene, data: data)
        let recipe = try TestSupport.run("/bin/sh", [Self.deploy.appendingPathComponent("parallel.sh").path, scene.path, data.path,
                                                     folder.path + "/parts/{{slug}}.png", "4", "--jobs", "2"],
                                         environment: ["KINETYPE": TestSupport.kinetype, "MANIFESTS": folder.path,
                                                       "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        #expect(recipe.status == 0, "\(recipe.stderr)")
        try Self.expectSameFiles(folder, "parts")
        #expect((0..<4).allSatisfy { FileManager.default.fileExists(atPath: folder.path + "/manifest-\($0).jsonl") })
    }

    @Test("the Slurm array script, run as four array tasks would be: exactly the unsharded batch's files")
    func slurmScript() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let (scene, data) = try Self.setUp(folder, rows: 12)
        try Self.whole(folder, scene: scene, data: data)
        for task in 0..<4 {
            let result = try TestSupport.run("/bin/sh", [Self.deploy.appendingPathComponent("slurm-array.sbatch").path, scene.path, data.path,
                                                         folder.path + "/parts/{{slug}}.png"],
                                             environment: ["KINETYPE": TestSupport.kinetype, "MANIFESTS": folder.path,
                                                           "SLURM_ARRAY_TASK_ID": "\(task)", "SLURM_ARRAY_TASK_MIN": "0",
                                                           "SLURM_ARRAY_TASK_COUNT": "4"])
            #expect(result.status == 0, "task \(task): \(result.stderr)")
        }
        try Self.expectSameFiles(folder, "parts")
    }

    @Test("the Kubernetes Indexed Job's command, run for each completion index: exactly the unsharded batch's files")
    func kubernetesJob() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let (scene, data) = try Self.setUp(folder, rows: 12)
        try FileManager.default.copyItem(at: scene, to: folder.appendingPathComponent("work-card.yaml"))
        try Self.whole(folder, scene: scene, data: data)
        let manifest = try String(contentsOf: Self.deploy.appendingPathComponent("kubernetes-indexed-job.yaml"), encoding: .utf8)
        let job = try #require(try Yams.load(yaml: manifest) as? [String: Any])
        let spec = try #require(job["spec"] as? [String: Any])
        let completions = try #require(spec["completions"] as? Int)
        #expect(spec["completionMode"] as? String == "Indexed")
        let pod = try #require(((spec["template"] as? [String: Any])?["spec"] as? [String: Any]))
        let container = try #require((pod["containers"] as? [[String: Any]])?.first)
        let command = try #require(container["command"] as? [String])
        #expect(command.first == "kinetype" && command.contains("--shards") && command[command.firstIndex(of: "--shards")! + 1] == "\(completions)")
        // Each pod: the container's command with the shared volume here, its index in the environment.
        for index in 0..<completions {
            let arguments = command.dropFirst().map {
                $0.replacingOccurrences(of: "/data/card.yaml", with: scene.path).replacingOccurrences(of: "/data/speakers.csv", with: data.path)
                    .replacingOccurrences(of: "/data/out/", with: folder.path + "/parts/").replacingOccurrences(of: "/data/", with: folder.path + "/")
                    .replacingOccurrences(of: "$(JOB_COMPLETION_INDEX)", with: "\(index)").replacingOccurrences(of: ".gif", with: ".png")
            }
            let result = try TestSupport.run(TestSupport.kinetype, Array(arguments), environment: ["JOB_COMPLETION_INDEX": "\(index)"])
            #expect(result.status == 0, "index \(index): \(result.stderr)")
        }
        try Self.expectSameFiles(folder, "parts")
    }
}
