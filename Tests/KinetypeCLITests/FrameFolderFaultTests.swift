import Foundation
import KinetypeTestSupportCore
import Testing

/// PNG frames into a folder, through the built binary: a frame range writes only its frames and
/// deletes nothing; an existing folder is written by one render at a time (its lock); a killed
/// render leaves the old frames, and the next render removes what it left.
@Suite struct FrameFolderFaultTests {
    let kinetype = TestSupport.kinetype

    /// The frame files of `folder` and their bytes.
    static func frames(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try OutputFixtures.entries(folder) where name.hasPrefix("frame-") {
            result[name] = try OutputFixtures.bytes(folder.appendingPathComponent(name))
        }
        return result
    }

    static func frameName(_ index: Int) -> String { "frame-" + String(format: "%05d", index) + ".png" }

    @Test("--frames 3..5 into a folder keeps frames 0-2 of an earlier render and a user's frame-99999.png")
    func rangeKeepsOtherFiles() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let out = folder.appendingPathComponent("frames")
            let first = InProcess.run(["render", scene, "--frames", "0..2", "-o", out.path])
            #expect(first.status == 0, "\(first.stderr)")
            let earlier = try Self.frames(out)
            #expect(earlier.keys.sorted() == (0...2).map(Self.frameName))
            try Data("mine".utf8).write(to: out.appendingPathComponent("frame-99999.png"))
            let second = InProcess.run(["render", scene, "--frames", "3..5", "-o", out.path])
            OutputFixtures.expect(second.status, second.stderr, code: 0, mentions: [])
            let after = try Self.frames(out)
            #expect(after.keys.sorted() == (0...5).map(Self.frameName) + ["frame-99999.png"])
            for (name, data) in earlier { #expect(after[name] == data, "\(name) is byte-identical") }
            #expect(after["frame-99999.png"] == Data("mine".utf8))
            #expect(try OutputFixtures.leftovers(out).isEmpty && OutputFixtures.leftovers(folder).isEmpty)
        }
    }

    @Test("a folder whose lock another process holds: exit 1 naming the folder and the owner's pid, nothing written")
    func lockedFolder() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let out = folder.appendingPathComponent("frames")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
            try Data("old".utf8).write(to: out.appendingPathComponent(Self.frameName(0)))
            let lock = open(out.appendingPathComponent(".kinetype.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            #expect(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
            let pid = "\(getpid())\n"
            _ = pid.withCString { write(lock, $0, strlen($0)) }
            let result = try TestSupport.run(kinetype, ["render", scene, "-o", out.path])
            close(lock)
            OutputFixtures.expect(result.status, result.stderr, code: 1,
                                  mentions: ["frames", "being written by another kinetype (pid \(getpid()))"])
            #expect(try Self.frames(out) == [Self.frameName(0): Data("old".utf8)])
            #expect(try OutputFixtures.entries(out) == [".kinetype.lock", Self.frameName(0)], "the owner's lock file is left alone")
        }
    }

    @Test("two renders into one folder at once: each succeeds or is refused by the lock, and the frames are whole")
    func concurrentRenders() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder, OutputFixtures.scene(duration: 1))
            let reference = folder.appendingPathComponent("reference")
            #expect(InProcess.run(["render", scene, "-o", reference.path]).status == 0)
            let expected = try Self.frames(reference)
            let out = folder.appendingPathComponent("frames")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
            let processes = try (0..<2).map { _ in try SpawnedProcess(kinetype, ["render", scene, "--threads", "1", "-o", out.path]) }
            let results = processes.map { $0.wait() }
            for result in results where result.status != 0 {
                OutputFixtures.expect(result.status, result.stderr, code: 1, mentions: ["frames", "being written by another kinetype"])
            }
            #expect(results.contains { $0.status == 0 })
            #expect(try Self.frames(out) == expected)
            #expect(try OutputFixtures.leftovers(out).isEmpty && OutputFixtures.leftovers(folder).isEmpty)
        }
    }

    @Test("temporaries of processes that no longer run are removed by the next render; others are kept")
    func staleTemporaries() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let dead = try OutputFixtures.deadPID(), alive = getpid()
            let out = folder.appendingPathComponent("frames")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
            let staleFolder = out.appendingPathComponent(".frames.\(dead).0123ABCD.partial")
            try FileManager.default.createDirectory(at: staleFolder, withIntermediateDirectories: false)
            try Data("half".utf8).write(to: staleFolder.appendingPathComponent(Self.frameName(0)))
            let kept = [".frames.\(alive).89ABCDEF.partial", ".notes.partial", ".x.\(dead).short.partial", "frame-00000.png.\(dead).0123ABCD.partial"]
            for name in kept { try Data("keep".utf8).write(to: out.appendingPathComponent(name)) }
            // A lock file left by a killed render: the folder is free (no one holds the lock).
            try Data("\(dead)\n".utf8).write(to: out.appendingPathComponent(".kinetype.lock"))
            let staleGIF = folder.appendingPathComponent(".card.gif.\(dead).FEDCBA98.partial")
            try Data("half".utf8).write(to: staleGIF)

            let frames = try TestSupport.run(kinetype, ["render", scene, "--frames", "0..1", "-o", out.path])
            OutputFixtures.expect(frames.status, frames.stderr, code: 0, mentions: [])
            #expect(try OutputFixtures.entries(out) == (kept + [Self.frameName(0), Self.frameName(1)]).sorted())
            let gif = try TestSupport.run(kinetype, ["render", scene, "-o", folder.appendingPathComponent("card.gif").path])
            OutputFixtures.expect(gif.status, gif.stderr, code: 0, mentions: [])
            #expect(!FileManager.default.fileExists(atPath: staleGIF.path))
        }
    }

    @Test("SIGKILL while rendering into an existing folder leaves the old frames; the next render cleans up")
    func killedRender() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder, OutputFixtures.scene(duration: 20, canvas: "160x90"))
            let out = folder.appendingPathComponent("frames")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
            let old = (0...3).map { Data("old \($0)".utf8) }
            for (index, data) in old.enumerated() { try data.write(to: out.appendingPathComponent(Self.frameName(index))) }
            let process = try SpawnedProcess(kinetype, ["render", scene, "--threads", "1", "-o", out.path])
            let started = try OutputFixtures.wait(upTo: 20) { try OutputFixtures.leftovers(out).contains { $0.hasSuffix(".partial") } }
            process.send(SIGKILL)
            let result = process.wait()
            #expect(started && result.status == 128 + SIGKILL, "exit \(result.status): \(result.stderr)")
            for (index, data) in old.enumerated() {
                #expect(try OutputFixtures.bytes(out.appendingPathComponent(Self.frameName(index))) == data)
            }
            #expect(try OutputFixtures.leftovers(out).contains(".kinetype.lock"), "the lock file marks the unfinished render")

            let short = try OutputFixtures.writeScene(in: folder, OutputFixtures.scene(duration: 0.1), name: "short.yaml")
            let next = InProcess.run(["render", short, "-o", out.path])
            OutputFixtures.expect(next.status, next.stderr, code: 0, mentions: [])
            let left = try OutputFixtures.leftovers(out)
            #expect(left.isEmpty, "\(left)")
            #expect(try OutputFixtures.bytes(out.appendingPathComponent(Self.frameName(3))) == old[3], "frames past the new render stay")
        }
    }
}
