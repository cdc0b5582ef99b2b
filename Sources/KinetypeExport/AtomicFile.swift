import Foundation
import KinetypeDiagnostics
import KinetypePrimitives

/// Writes files and folders so that a failed or interrupted write never leaves a partial result
/// under the requested name: the output goes to a hidden temporary name in the same folder,
/// which is renamed over the target only when complete (`rename(2)` is atomic within one file
/// system, and the same folder means the same file system).
///
/// Every export goes through here: a still, a GIF, a video that ffmpeg writes in another
/// process, and a folder of PNG frames.
///
/// ```swift
/// try AtomicFile.write(try frame.pngData(), to: URL(fileURLWithPath: "card.png"))
/// try AtomicFile.create(at: URL(fileURLWithPath: "notes.txt")) { temporary in   // any writer
///     try Data("written whole or not at all\n".utf8).write(to: temporary)
/// }
/// ```
///
/// What the path names decides how it is written (see `Target`):
/// - nothing, or a regular file: the temporary beside it is renamed over it;
/// - a symbolic link: it is followed, and the file it leads to is replaced beside itself, so
///   the link stays a link;
/// - a character device (`/dev/null`) or a FIFO: it is never renamed over. The output is made
///   in a private temporary folder and then copied into the device or FIFO, so a reader gets
///   the whole file or, when the render fails, nothing;
/// - a folder, a socket or a block device: an error naming the path.
///
/// Temporary names are `.<name>.<pid>.<random>.partial`: hidden, unique between processes that
/// render into the same folder, and recognisable. Each is registered with `Interruption` while
/// it exists, so SIGINT and SIGTERM remove it; after SIGKILL or a power cut, the next export into
/// the same folder removes those whose process is gone (`removeStaleTemporaries(in:)`).
public enum AtomicFile {
    /// Writes `data` to `url` atomically; throws ``ExportError`` naming the path on failure.
    public static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { handle in try handle.write(contentsOf: data) }
    }

    /// Creates a temporary file beside `url`, lets `body` write it, flushes it to disk, then
    /// renames it to `url`. The temporary file is removed if anything throws. A Foundation error
    /// from `body` (a full disk) becomes ``ExportError/notWritable(path:reason:)`` naming `url`.
    public static func write(to url: URL, _ body: (FileHandle) throws -> Void) throws {
        try create(at: url) { temporary in
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else {
                throw ExportError.notWritable(path: url.relativePath, reason: SystemError.reason(errno: errno))
            }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            do {
                try body(handle)
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                throw ExportError.describing(error, writing: url.relativePath)
            }
        }
    }

    /// Lets `body` create a file or folder at a temporary URL beside `url` (nothing exists there
    /// yet), then renames it to `url` with ``commit(_:to:)``. Whatever is at the temporary URL is
    /// removed if `body` or the rename throws.
    ///
    /// For writers that want a path rather than a handle: Cairo's SVG and PDF surfaces, ffmpeg,
    /// or a folder filled file by file. When `url` is a device or a FIFO, the temporary is in a
    /// private folder instead, and its bytes are copied to `url` when `body` returns.
    public static func create(at url: URL, _ body: (_ temporary: URL) throws -> Void) throws {
        let target = try Target(url)
        switch target.kind {
        case .nothing, .regularFile:
            let temporary = try temporaryURL(beside: target.url)
            try removingOnFailure(temporary) {
                try body(temporary)
                try commit(temporary, to: target.url)
            }
        case .characterDevice, .fifo:
            try staged(name: url.lastPathComponent) { staged in
                try body(staged)
                try copy(staged, to: target.url, reportedAs: url.relativePath)
            }
        case .folder:
            throw ExportError.outputIsAFolder(path: url.relativePath)
        case .socket, .blockDevice:
            throw ExportError.unsupportedOutput(path: url.relativePath, kind: target.kind.description)
        }
    }

    /// A fresh hidden name in `url`'s folder, `.<name>.<pid>.<random>.partial`, for output that
    /// becomes `url` later; nothing is created. Throws ``ExportError/folderMissing(path:)`` when
    /// the folder does not exist.
    ///
    /// The name is registered with `Interruption` until ``commit(_:to:)`` renames it or
    /// `removingOnFailure(_:_:)` removes it. The first call for a folder also removes the stale
    /// temporaries of processes that no longer run (`removeStaleTemporaries(in:)`).
    ///
    /// Use it directly when the writer is not a closure: pass the URL to the writer, then
    /// ``commit(_:to:)`` or remove it.
    public static func temporaryURL(beside url: URL) throws -> URL {
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError.folderMissing(path: folder.path)
        }
        if sweptFolders.withLock({ $0.insert(folder.standardizedFileURL.path).inserted }) {
            removeStaleTemporaries(in: folder)
        }
        let pid = ProcessInfo.processInfo.processIdentifier
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(pid).\(UUID().uuidString.prefix(8)).partial")
        Interruption.register(temporary: temporary)
        return temporary
    }

    /// Renames the finished `temporary` to `url` (`rename(2)`), replacing a file already there,
    /// unless the process has been interrupted (`Interruption`), which leaves `url` as it was.
    /// On failure the temporary is removed and ``ExportError/notWritable(path:reason:)`` names
    /// `url` and the reason.
    public static func commit(_ temporary: URL, to url: URL) throws {
        defer { Interruption.unregister(temporary: temporary) }
        do {
            try Interruption.checkpoint()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = SystemError.reason(errno: errno)
            try? FileManager.default.removeItem(at: temporary)
            throw ExportError.notWritable(path: url.path, reason: reason)
        }
    }

    /// Runs `body`; if it throws, removes whatever is at `temporary` (file or folder) and
    /// rethrows.
    package static func removingOnFailure<R>(_ temporary: URL, _ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            Interruption.unregister(temporary: temporary)
            throw error
        }
    }

    /// Removes the entries of `folder` named `.<name>.<pid>.<random>.partial` (exactly that
    /// pattern: a pid of digits, eight hexadecimal digits) whose process no longer runs, as
    /// after SIGKILL. Entries of running processes, this one's, and every other name are kept.
    /// Failures are ignored: a stale temporary that stays is untidy, not wrong.
    package static func removeStaleTemporaries(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        let own = ProcessInfo.processInfo.processIdentifier
        for name in names {
            guard let pid = temporaryOwner(name), pid != own, kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// The pid in a temporary name `.<name>.<pid>.<random>.partial`, or nil for other names.
    package static func temporaryOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".partial") else { return nil }
        let parts = name.dropFirst().dropLast(".partial".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts.dropLast(2).joined(separator: ".").isEmpty else { return nil }
        let random = parts[parts.count - 1], pid = parts[parts.count - 2]
        guard random.count == 8, random.allSatisfy(\.isHexDigit),
              !pid.isEmpty, pid.count <= 10, pid.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return pid_t(pid)
    }

    /// Folders already swept of stale temporaries by this process.
    private static let sweptFolders = Locked(Set<String>())
}
