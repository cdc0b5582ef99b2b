import Foundation
import KinetypeTestSupportCore
import Testing

/// Scenes, folder listings and checks shared by the output fault tests.
enum OutputFixtures {
    /// A scene of `duration` seconds at 30 fps on a small canvas.
    static func scene(duration: Double = 0.2, canvas: String = "64x36", text: String = "Hi") -> String {
        """
        version: 1
        canvas: \(canvas)
        duration: \(duration)
        layers:
          - text: "\(text)"
            renderer: wave

        """
    }

    /// Writes `scene` as `card.yaml` in `folder` and returns its path.
    @discardableResult
    static func writeScene(in folder: URL, _ scene: String = scene(), name: String = "card.yaml") throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(scene.utf8).write(to: url)
        return url.path
    }

    /// Every entry of `folder`, hidden ones included, sorted.
    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The entries of `folder` that are Kinetype's temporaries or lock files.
    static func leftovers(_ folder: URL) throws -> [String] {
        try entries(folder).filter { $0.hasSuffix(".partial") || $0 == ".kinetype.lock" }
    }

    /// The private staging folders (`-o -`, devices, FIFOs) that process `pid` left in the
    /// temporary folder.
    static func stagingFolders(of pid: pid_t) throws -> [String] {
        try entries(FileManager.default.temporaryDirectory).filter { $0.hasPrefix(".kinetype.\(pid).") }
    }

    /// The bytes of the file at `url`.
    static func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    /// What `lstat` says is at `path`: `S_IFREG`, `S_IFLNK`, `S_IFIFO` …
    static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Checks that a run ended with `code` and a message that mentions each of `mentions`, and
    /// did not crash.
    static func expect(_ status: Int32, _ stderr: String, code: Int32, mentions: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(status == code, "exit \(status): \(stderr)", sourceLocation: sourceLocation)
        for mention in mentions {
            #expect(stderr.contains(mention), "'\(mention)' missing from: \(stderr)", sourceLocation: sourceLocation)
        }
        for crash in ["Fatal error", "NSCocoaErrorDomain", "Error Domain="] {
            #expect(!stderr.contains(crash), "\(stderr)", sourceLocation: sourceLocation)
        }
    }

    /// A process id that is not running: one of a process that has just exited.
    static func deadPID() throws -> pid_t {
        let process = try SpawnedProcess("/bin/true", [])
        _ = process.wait()
        return process.pid
    }

    /// Waits up to `seconds` for `condition`, checking every 5 ms; returns whether it held.
    static func wait(upTo seconds: Double, for condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(5_000)
        }
        return try condition()
    }

    /// Reads a FIFO to its end on another thread, as a consumer of the output would.
    final class FIFOReader: @unchecked Sendable {
        // `@unchecked Sendable`: `data` is written by the reader thread before it leaves `done`
        // and read only after `done.wait()`.
        private let path: String
        private let done = DispatchGroup()
        private var data = Data()

        init(_ path: String) {
            self.path = path
            done.enter()
            DispatchQueue.global().async { [self] in
                if let handle = FileHandle(forReadingAtPath: path) { data = handle.readDataToEndOfFile() }
                done.leave()
            }
        }

        /// What was read. If no writer ever opened the FIFO, opens it once for writing (which
        /// ends the reader's wait with no data) so the test cannot hang.
        func finish() -> Data {
            if done.wait(timeout: .now() + 0.2) == .timedOut {
                let writer = open(path, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
                done.wait()
            }
            return data
        }
    }
}

/// A small tmpfs mounted on a folder, to fill a disk for real. Needs root and a working
/// `mount`; ``available`` says whether this machine has both.
struct SmallDisk {
    let folder: URL

    /// Whether mounting a tmpfs works here: tried once on a scratch folder.
    static let available: Bool = {
        guard geteuid() == 0, let folder = try? TestSupport.makeTemporaryFolder() else { return false }
        defer { TestSupport.removeTemporaryFolder(folder) }
        guard let disk = try? SmallDisk(at: folder, kilobytes: 8) else { return false }
        disk.unmount()
        return true
    }()

    /// Mounts a tmpfs of `kilobytes` on the existing empty folder `folder`.
    init(at folder: URL, kilobytes: Int) throws {
        let result = try TestSupport.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path])
        guard result.status == 0 else { throw POSIXError(.EPERM) }
        self.folder = folder
    }

    /// Unmounts it; what was on it is gone.
    func unmount() {
        _ = try? TestSupport.run("/bin/umount", [folder.path])
    }

    /// Fills it with one file, `filler`, until `bytes` are left.
    func fill(leaving bytes: Int) throws {
        var info = statvfs()
        guard statvfs(folder.path, &info) == 0 else { throw POSIXError(.EIO) }
        try Data(count: max(0, Int(info.f_bavail) * Int(info.f_frsize) - bytes)).write(to: folder.appendingPathComponent("filler"))
    }

    /// The names on it, hidden ones included, sorted.
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}
