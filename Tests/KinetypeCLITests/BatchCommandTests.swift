import Foundation
import KinetypeTestSupportCore
import Testing

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
        let resumed = try TestSupport.run(TestSupport.kinetype, ["batch", scene.path, "--data", data.path, "-o", pattern,
                                                                 "--manifest", manifest.path, "--resume", "--progress", "none"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let after = Self.manifest(manifest)
        #expect(after.count == 24, "one line a row, the first run's kept: \(after.count)")
        #expect(Set(after.map(\.row)) == Set(1...24) && after.allSatisfy { $0.status == "ok" })
        #expect(Array(after.prefix(before.count)).map(\.row) == before.map(\.row))
        let outputs = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")
        #expect(outputs.count == 24 && outputs.allSatisfy { $0.hasSuffix(".gif") }, "no half-written file left: \(outputs.filter { !$0.hasSuffix(".gif") })")
    }

    @Test("four shards through GNU parallel write exactly the unsharded batch's files")
    func gnuParallel() throws {
        let parallel = try #require(TestSupport.which("parallel"), "GNU parallel (make setup installs it)")
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let (scene, data) = try Self.setUp(folder, rows: 12)
        let whole = try TestSupport.run(TestSupport.kinetype, ["batch", scene.path, "--data", data.path, "-o", folder.path + "/whole/{{slug}}.png",
                                                               "--progress", "none"])
        #expect(whole.status == 0, "\(whole.stderr)")
        let sharded = try TestSupport.run(parallel, ["--will-cite", "--jobs", "2", "--halt", "now,fail=1", TestSupport.kinetype, "batch", scene.path,
                                                     "--data", data.path, "-o", folder.path + "/parts/{{slug}}.png", "--progress", "none",
                                                     "--threads", "1", "--shard", "{}/4", ":::", "0", "1", "2", "3"])
        #expect(sharded.status == 0, "\(sharded.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/whole").sorted()
        #expect(names.count == 12)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/parts").sorted() == names)
        for name in names {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/whole/" + name))
                    == Data(contentsOf: URL(fileURLWithPath: folder.path + "/parts/" + name)), "\(name)")
        }
    }
}
