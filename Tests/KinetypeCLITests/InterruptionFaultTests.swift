import Foundation
import KinetypeTestSupportCore
import Testing

/// Renders stopped from outside, through the built binary: SIGINT and SIGTERM mid-render, and
/// ffmpeg failing on a disk that fills up. Each leaves the file that was at the destination
/// byte-identical, no temporary file, and exits with 130 or 143, or 1 with ffmpeg's own words.
@Suite struct InterruptionFaultTests {
    let kinetype = TestSupport.kinetype

    struct Signalled: CustomStringConvertible {
        var output: String
        var signal: Int32
        var description: String { "\(output), signal \(signal)" }
    }

    static let signalled: [Signalled] = [
        Signalled(output: "card.gif", signal: SIGINT), Signalled(output: "card.gif", signal: SIGTERM),
        Signalled(output: "card.mp4", signal: SIGINT), Signalled(output: "card.mp4", signal: SIGTERM),
        Signalled(output: "frames", signal: SIGINT),
    ]

    @Test("SIGINT and SIGTERM mid-render: exit 130 or 143, no temporary left, the older output unchanged",
          arguments: signalled)
    func interrupted(_ testCase: Signalled) throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder, OutputFixtures.scene(duration: 30, canvas: "160x90"))
            let output = folder.appendingPathComponent(testCase.output)
            let older = Data("an older render".utf8)
            let isFolder = !testCase.output.contains(".")
            if !isFolder { try older.write(to: output) }
            let process = try SpawnedProcess(kinetype, ["render", scene, "--threads", "1", "-o", output.path])
            let started = try OutputFixtures.wait(upTo: 20) { try OutputFixtures.leftovers(folder).contains { $0.hasSuffix(".partial") } }
            #expect(started, "a temporary appears while the render runs")
            process.send(testCase.signal)
            let result = process.wait()
            OutputFixtures.expect(result.status, result.stderr, code: 128 + testCase.signal, mentions: ["interrupted"])
            let left = try OutputFixtures.leftovers(folder)
            #expect(left.isEmpty, "\(left)")
            if isFolder {
                #expect(!FileManager.default.fileExists(atPath: output.path))
            } else {
                #expect(try OutputFixtures.bytes(output) == older)
            }
        }
    }

    @Test("SIGINT (and kill -9) mid-captions and SIGINT mid-batch: exit 130, no temporary left, the older outputs unchanged")
    func interruptedCaptionsAndBatch() throws {
        try TestSupport.withTemporaryFolder { folder in
            // Thirty seconds of cues: long enough to interrupt.
            let cues = (0..<30).map { "\($0 + 1)\n00:00:\(String(format: "%02d", $0)),000 --> 00:00:\(String(format: "%02d", $0)),900\nWord \($0)\n" }
            let input = folder.appendingPathComponent("talk.srt")
            try Data(cues.joined(separator: "\n").utf8).write(to: input)
            let output = folder.appendingPathComponent("talk.mp4")
            let older = Data("an older render".utf8)
            try older.write(to: output)
            let captions = try SpawnedProcess(kinetype, ["captions", input.path, "--canvas", "160x90", "--threads", "1", "-o", output.path])
            let started = try OutputFixtures.wait(upTo: 20) { try OutputFixtures.leftovers(folder).contains { $0.hasSuffix(".partial") } }
            #expect(started, "a temporary appears while the captions render")
            captions.send(SIGINT)
            let result = captions.wait()
            OutputFixtures.expect(result.status, result.stderr, code: 130, mentions: ["interrupted"])
            #expect(try OutputFixtures.leftovers(folder).isEmpty && OutputFixtures.bytes(output) == older)

            // kill -9: the temporary stays until the next run sweeps it; the older file is intact.
            let killed = try SpawnedProcess(kinetype, ["captions", input.path, "--canvas", "160x90", "--threads", "1", "-o", output.path])
            let writing = try OutputFixtures.wait(upTo: 20) { try OutputFixtures.leftovers(folder).contains { $0.hasSuffix(".partial") } }
            #expect(writing)
            killed.send(SIGKILL)
            #expect(killed.wait().status == 128 + SIGKILL)
            #expect(try OutputFixtures.bytes(output) == older, "the older captions survive kill -9")
            let vtt = folder.appendingPathComponent("talk.vtt")
            #expect(InProcess.run(["captions", input.path, "-o", vtt.path]).status == 0)
            #expect(try OutputFixtures.leftovers(folder).isEmpty, "the next run in the folder sweeps the dead run's temporary")
            try FileManager.default.removeItem(at: vtt)

            // A batch of long rows: the row being written is dropped, the finished ones stay.
            let scene = try OutputFixtures.writeScene(in: folder, OutputFixtures.scene(duration: 30, canvas: "160x90"))
            let data = folder.appendingPathComponent("rows.csv")
            try Data("slug\na\nb\n".utf8).write(to: data)
            let out = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try older.write(to: out.appendingPathComponent("b.gif"))
            let batch = try SpawnedProcess(kinetype, ["batch", scene, "--data", data.path, "--threads", "1", "-o", out.path + "/{{slug}}.gif"])
            let running = try OutputFixtures.wait(upTo: 20) { try OutputFixtures.leftovers(out).contains { $0.hasSuffix(".partial") } }
            #expect(running, "a temporary appears while the batch renders")
            batch.send(SIGINT)
            let stopped = batch.wait()
            #expect(stopped.status == 130, "\(stopped.status) \(stopped.stderr)")
            #expect(try OutputFixtures.leftovers(out).isEmpty && OutputFixtures.bytes(out.appendingPathComponent("b.gif")) == older)
        }
    }

    @Test("SIGINT and kill -9 mid-concat: the frames already in the output folder stay, no temporary is left (after the next run's cleanup)")
    func interruptedConcat() throws {
        try TestSupport.withTemporaryFolder { folder in
            // Two chunks of many small frames (a whole PNG of ffmpeg's test pattern, as concat
            // checks each frame before it copies them as they are), so the join takes long
            // enough to stop.
            let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg (make setup installs it)")
            let pattern = folder.appendingPathComponent("pattern.png")
            #expect(try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=32x32", "-frames:v", "1", pattern.path]).status == 0)
            let frame = try Data(contentsOf: pattern)
            try FileManager.default.removeItem(at: pattern)
            let count = 6_000
            var chunks: [String] = []
            for (number, range) in [0..<count / 2, count / 2..<count].enumerated() {
                let chunk = folder.appendingPathComponent("chunk\(number)")
                try FileManager.default.createDirectory(at: chunk, withIntermediateDirectories: true)
                for index in range { try frame.write(to: chunk.appendingPathComponent(String(format: "frame-%05d.png", index))) }
                chunks.append(chunk.path)
            }
            // An output folder holding an earlier join's first frame, which must survive.
            let output = folder.appendingPathComponent("joined")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let earlier = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data("earlier".utf8)
            try earlier.write(to: output.appendingPathComponent("frame-00000.png"))
            for signal in [SIGINT, SIGKILL] {
                let concat = try SpawnedProcess(kinetype, ["concat"] + chunks + ["-o", output.path])
                let started = try OutputFixtures.wait(upTo: 20) { try OutputFixtures.leftovers(folder).contains { $0.hasSuffix(".partial") } }
                #expect(started, "a staging folder appears while the frames join")
                concat.send(signal)
                let result = concat.wait()
                if signal == SIGINT {
                    OutputFixtures.expect(result.status, result.stderr, code: 130, mentions: ["interrupted"])
                    #expect(try OutputFixtures.leftovers(folder).isEmpty, "SIGINT removes the staging folder")
                }
                #expect(try Data(contentsOf: output.appendingPathComponent("frame-00000.png")) == earlier, "the earlier frame is untouched")
                #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["frame-00000.png"], "no frame of the stopped join")
            }
            // After kill -9 the staging folder stays until the next run, which sweeps it and joins.
            let rerun = InProcess.run(["concat"] + chunks + ["-o", output.path])
            #expect(rerun.status == 0, "\(rerun.stderr)")
            #expect(try OutputFixtures.leftovers(folder).isEmpty, "the dead run's staging folder is swept")
            #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).count == count)
            #expect(try Data(contentsOf: output.appendingPathComponent("frame-00000.png")) == frame, "the new join replaces the frame")
        }
    }

    @Test("SIGINT while -o - renders: exit 130, and the staging folder is removed")
    func interruptedStandardOutput() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder, OutputFixtures.scene(duration: 30, canvas: "160x90"))
            let process = try SpawnedProcess(kinetype, ["render", scene, "--threads", "1", "--format", "gif", "-o", "-"])
            let started = try OutputFixtures.wait(upTo: 20) { try !OutputFixtures.stagingFolders(of: process.pid).isEmpty }
            #expect(started, "the staging folder appears while the render runs")
            process.send(SIGINT)
            let result = process.wait()
            OutputFixtures.expect(result.status, result.stderr, code: 130, mentions: ["interrupted"])
            #expect(result.stdout.isEmpty, "nothing reaches standard output")
            #expect(try OutputFixtures.stagingFolders(of: process.pid).isEmpty)
        }
    }

    @Test("SIGTERM while waiting for a FIFO's reader: exit 143, staging removed, the FIFO left as it was")
    func interruptedWaitingForReader() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let fifo = folder.appendingPathComponent("pipe.gif").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let process = try SpawnedProcess(kinetype, ["render", scene, "-o", fifo])
            // The render is short; then the process waits for a reader that never comes.
            #expect(OutputFixtures.wait(upTo: 60) { Self.isWaitingForReader(process.pid) })
            process.send(SIGTERM)
            let result = process.wait()
            OutputFixtures.expect(result.status, result.stderr, code: 143, mentions: ["interrupted"])
            #expect(try OutputFixtures.stagingFolders(of: process.pid).isEmpty)
            #expect(OutputFixtures.fileType(fifo) == S_IFIFO)
        }
    }

    /// Whether `pid` has finished rendering and waits for the FIFO's reader: its main thread
    /// sleeps between non-blocking opens (`/proc/PID/wchan` names the kernel function,
    /// `hrtimer_nanosleep`), or in a blocking `open(2)` (`wait_for_partner`). A signal that
    /// comes earlier stops the render instead, with the same exit code and clean-up.
    static func isWaitingForReader(_ pid: pid_t) -> Bool {
        let wchan = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? ""
        return wchan.contains("nanosleep") || wchan.contains("wait_for_partner") || wchan.contains("fifo_open")
    }

    @Test("a disk that fills up: exit 1 naming the output and the reason, the older file byte-identical",
          .enabled(if: SmallDisk.available, "needs root and a working `mount -t tmpfs`; skipped here"),
          arguments: ["card.mp4", "card.mov", "card.gif", "frames"])
    func fullDisk(_ name: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let text = "Kinetype on a full disk: 0123456789 ABCDEFGHIJ"
            let scene = try OutputFixtures.writeScene(in: folder, OutputFixtures.scene(duration: 1, canvas: "320x180", text: text))
            let mountPoint = folder.appendingPathComponent("disk")
            try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: false)
            // Two pages: one for the older file, one (4 KB) for the render, which needs more.
            let disk = try SmallDisk(at: mountPoint, kilobytes: 8)
            defer { disk.unmount() }
            let output = mountPoint.appendingPathComponent(name)
            let older = Data("an older render".utf8)
            let isFolder = !name.contains(".")
            if !isFolder { try older.write(to: output) }
            let result = try TestSupport.run(kinetype, ["render", scene, "--threads", "1", "-o", output.path])
            var mentions = [name, "No space left on device"]
            if name.hasSuffix(".mp4") || name.hasSuffix(".mov") { mentions.append("ffmpeg") }
            OutputFixtures.expect(result.status, result.stderr, code: 1, mentions: mentions)
            let left = try OutputFixtures.leftovers(mountPoint)
            #expect(left.isEmpty, "\(left)")
            if isFolder {
                #expect(!FileManager.default.fileExists(atPath: output.path))
            } else {
                #expect(try OutputFixtures.bytes(output) == older)
            }
        }
    }
}
