import Foundation
import KinetypeTestSupportCore
import Testing

/// Where output goes, through the built binary: devices and FIFOs are written into and stay
/// what they were, symbolic links are followed and stay links, an output that is the input is
/// refused, standard output failures are reported, and frame folders keep what the render did
/// not write. Each case checks the exit code, a message naming the output, no crash, no
/// temporary left, and that what was there before is byte-identical unless it was replaced.
@Suite struct OutputFaultTests {
    let kinetype = TestSupport.kinetype

    /// Renders `scene` to a regular file, for the bytes any other destination must receive.
    func reference(_ scene: String, in folder: URL, as name: String = "reference.gif") throws -> Data {
        let url = folder.appendingPathComponent(name)
        let result = InProcess.run(["render", scene, "-o", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        defer { try? FileManager.default.removeItem(at: url) }
        return try OutputFixtures.bytes(url)
    }

    @Test("/dev/null takes a GIF and stays a character device; PNG frames there are refused")
    func devNull() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let result = InProcess.run(["render", scene, "--format", "gif", "-o", "/dev/null"])
            OutputFixtures.expect(result.status, result.stderr, code: 0, mentions: [])
            #expect(OutputFixtures.fileType("/dev/null") == S_IFCHR)
            let frames = InProcess.run(["render", scene, "-o", "/dev/null"])
            OutputFixtures.expect(frames.status, frames.stderr, code: 1, mentions: ["/dev/null", "character device", "folder"])
            #expect(OutputFixtures.fileType("/dev/null") == S_IFCHR)
            #expect(try OutputFixtures.entries(folder) == ["card.yaml"])
        }
    }

    @Test("a FIFO, and a symbolic link to one, receive the whole GIF and stay a FIFO and a link")
    func fifo() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let expected = try reference(scene, in: folder)
            let fifo = folder.appendingPathComponent("pipe.gif").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let link = folder.appendingPathComponent("link.gif").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "pipe.gif")
            for output in [fifo, link] {
                let reader = OutputFixtures.FIFOReader(fifo)
                let result = InProcess.run(["render", scene, "-o", output])
                let received = reader.finish()
                OutputFixtures.expect(result.status, result.stderr, code: 0, mentions: [])
                #expect(received == expected, "\(output): \(received.count) bytes, expected \(expected.count)")
            }
            #expect(OutputFixtures.fileType(fifo) == S_IFIFO)
            #expect(OutputFixtures.fileType(link) == S_IFLNK)
            #expect(try OutputFixtures.entries(folder) == ["card.yaml", "link.gif", "pipe.gif"])
        }
    }

    @Test("a symbolic link to a file: the file is replaced beside itself and the link stays a link")
    func symlinkToFile() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let expected = try reference(scene, in: folder)
            let files = folder.appendingPathComponent("files")
            try FileManager.default.createDirectory(at: files, withIntermediateDirectories: false)
            let real = files.appendingPathComponent("real.gif")
            try Data("old".utf8).write(to: real)
            let link = folder.appendingPathComponent("link.gif")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "files/real.gif")
            let result = InProcess.run(["render", scene, "-o", link.path])
            OutputFixtures.expect(result.status, result.stderr, code: 0, mentions: [])
            #expect(OutputFixtures.fileType(link.path) == S_IFLNK)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "files/real.gif")
            #expect(try OutputFixtures.bytes(real) == expected)
            #expect(try OutputFixtures.entries(files) == ["real.gif"], "no temporary beside the target")
            #expect(try OutputFixtures.entries(folder) == ["card.yaml", "files", "link.gif"])
        }
    }

    struct Case: CustomStringConvertible {
        var name: String
        /// Makes the output (in the test's folder) and returns the `-o` value.
        var output: @Sendable (URL) throws -> String
        var arguments: [String] = []
        var code: Int32
        var mentions: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "-o ''", output: { _ in "" }, code: 2, mentions: ["-o ''"]),
        Case(name: "-o the scene file", output: { $0.appendingPathComponent("card.yaml").path }, code: 2,
             mentions: ["card.yaml", "scene file", "overwrite"]),
        Case(name: "-o a symbolic link to the scene file", output: { folder in
            let link = folder.appendingPathComponent("scene-link.gif").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "card.yaml")
            return link
        }, code: 2, mentions: ["scene-link.gif", "scene file"]),
        Case(name: "-o a folder for a GIF", output: { folder in
            let sub = folder.appendingPathComponent("out.gif")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
            return sub.path
        }, code: 1, mentions: ["out.gif", "is a folder"]),
        Case(name: "-o a socket", output: { folder in
            let path = folder.appendingPathComponent("s.gif").path
            try Self.bindSocket(at: path)
            return path
        }, code: 1, mentions: ["s.gif", "socket"]),
        Case(name: "-o a file for PNG frames", output: { folder in
            let path = folder.appendingPathComponent("frames").path
            try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
            return path
        }, code: 1, mentions: ["frames", "a file", "folder"]),
        Case(name: "-o inside a file", output: { $0.appendingPathComponent("card.yaml/out.gif").path }, code: 1,
             mentions: ["card.yaml"]),
    ]

    /// Binds a Unix socket at `path` (left on disk when the descriptor closes).
    static func bindSocket(at path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
    }

    @Test("outputs that cannot be written: refused with a sentence, nothing changed", arguments: cases)
    func refused(_ testCase: Case) throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let sceneBytes = try OutputFixtures.bytes(URL(fileURLWithPath: scene))
            let output = try testCase.output(folder)
            let before = try OutputFixtures.entries(folder)
            let result = InProcess.run(["render", scene, "-o", output] + testCase.arguments)
            OutputFixtures.expect(result.status, result.stderr, code: testCase.code, mentions: testCase.mentions)
            #expect(try OutputFixtures.bytes(URL(fileURLWithPath: scene)) == sceneBytes, "the scene is unchanged")
            #expect(try OutputFixtures.entries(folder) == before, "nothing added or removed")
        }
    }

    @Test("-o - with standard output closed, or on a full device: exit 1 with a sentence, no staging left")
    func standardOutputFailures() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let cases: [(SpawnedProcess.Output, [String])] = [
                (.closed, ["standard output", "closed"]),
                (.path("/dev/full"), ["standard output", "No space left on device"]),
            ]
            for (output, mentions) in cases {
                let process = try SpawnedProcess(kinetype, ["render", scene, "--format", "gif", "-o", "-"], standardOutput: output)
                let result = process.wait()
                OutputFixtures.expect(result.status, result.stderr, code: 1, mentions: mentions)
                #expect(try OutputFixtures.stagingFolders(of: process.pid).isEmpty)
            }
            #expect(try OutputFixtures.entries(folder) == ["card.yaml"])
        }
    }

    @Test("standard streams that fail: layout --json on a full device, errors and progress with standard error full or closed")
    func standardStreams() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let layout = try SpawnedProcess(kinetype, ["layout", "--text", "Hi", "--json"], standardOutput: .path("/dev/full")).wait()
            OutputFixtures.expect(layout.status, layout.stderr, code: 1, mentions: ["standard output", "No space left on device"])
            let closed = try SpawnedProcess(kinetype, ["layout", "--text", "Hi", "--json"], standardOutput: .closed).wait()
            OutputFixtures.expect(closed.status, closed.stderr, code: 1, mentions: ["standard output", "closed"])
            // Nowhere to say it: the exit code alone tells, and it is not a crash.
            let missing = folder.appendingPathComponent("missing.yaml").path
            let error = try SpawnedProcess(kinetype, ["render", missing, "-o", folder.appendingPathComponent("a.gif").path],
                                           standardError: .path("/dev/full")).wait()
            #expect(error.status == 2)
            for standardError in [SpawnedProcess.Output.path("/dev/full"), .closed] {
                let output = folder.appendingPathComponent("b.gif")
                let progress = try SpawnedProcess(kinetype, ["render", scene, "--progress", "bar", "-o", output.path],
                                                  standardError: standardError).wait()
                #expect(progress.status == 0)
                #expect(FileManager.default.fileExists(atPath: output.path))
                try FileManager.default.removeItem(at: output)
            }
            #expect(try OutputFixtures.entries(folder) == ["card.yaml"])
        }
    }

    @Test("-o - writes the same bytes as a file and removes its staging folder")
    func standardOutput() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let expected = try reference(scene, in: folder)
            let process = try SpawnedProcess(kinetype, ["render", scene, "--format", "gif", "-o", "-"])
            let result = process.wait()
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == expected)
            #expect(try OutputFixtures.stagingFolders(of: process.pid).isEmpty)
        }
    }

    @Test("the scene path is a folder: a sentence, not a Foundation error")
    func sceneIsAFolder() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scenes = folder.appendingPathComponent("scenes.yaml")
            try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: false)
            let result = InProcess.run(["render", scenes.path, "-o", folder.appendingPathComponent("out.gif").path])
            OutputFixtures.expect(result.status, result.stderr, code: 2, mentions: ["scenes.yaml", "folder"])
            #expect(try OutputFixtures.entries(folder) == ["scenes.yaml"])
        }
    }

    @Test("a folder named ffmpeg earlier on the PATH is passed over")
    func ffmpegFolderOnPath() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder)
            let decoy = folder.appendingPathComponent("bin/ffmpeg")
            try FileManager.default.createDirectory(at: decoy, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
            let output = folder.appendingPathComponent("card.mp4")
            let result = try TestSupport.run(kinetype, ["render", scene, "-o", output.path], environment: ["PATH": path])
            OutputFixtures.expect(result.status, result.stderr, code: 0, mentions: [])
            #expect(try OutputFixtures.bytes(output).count > 0)
            #expect(try OutputFixtures.leftovers(folder).isEmpty)
        }
    }
}
