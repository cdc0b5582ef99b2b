import Foundation

/// Writes files and folders so that a failed or interrupted write never leaves a partial result
/// under the requested name: the output goes to a hidden temporary name in the same folder,
/// which is renamed over the target only when complete (`rename(2)` is atomic within one file
/// system, and the same folder means the same file system).
///
/// Every export goes through here: a still, a GIF, a video that ffmpeg writes in another
/// process, and a folder of PNG frames.
///
/// ```swift
/// try AtomicFile.write(png, to: URL(fileURLWithPath: "card.png"))
/// try AtomicFile.create(at: url) { temporary in try encode(to: temporary) }   // any writer
/// ```
///
/// Temporary names are `.<name>.<pid>.<random>.partial`: hidden, unique between processes that
/// render into the same folder, and easy to recognise if a crash (which no code can clean up
/// after) leaves one behind.
public enum AtomicFile {
    /// Writes `data` to `url` atomically; throws ``ExportError`` naming the path on failure.
    public static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { handle in try handle.write(contentsOf: data) }
    }

    /// Creates a temporary file beside `url`, lets `body` write it, flushes it to disk, then
    /// renames it to `url`. The temporary file is removed if anything throws.
    public static func write(to url: URL, _ body: (FileHandle) throws -> Void) throws {
        try create(at: url) { temporary in
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw ExportError.notWritable(path: url.path)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            do {
                try body(handle)
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
        }
    }

    /// Lets `body` create a file or folder at a temporary URL beside `url` (nothing exists there
    /// yet), then renames it to `url` with ``commit(_:to:)``. Whatever is at the temporary URL is
    /// removed if `body` or the rename throws.
    ///
    /// For writers that want a path rather than a handle: Cairo's SVG and PDF surfaces, or a
    /// folder filled file by file.
    public static func create(at url: URL, _ body: (_ temporary: URL) throws -> Void) throws {
        let temporary = try temporaryURL(beside: url)
        try removingOnFailure(temporary) {
            try body(temporary)
            try commit(temporary, to: url)
        }
    }

    /// A fresh hidden name in `url`'s folder, `.<name>.<pid>.<random>.partial`, for output that
    /// becomes `url` later; nothing is created. Throws ``ExportError/folderMissing(path:)`` when
    /// the folder does not exist.
    ///
    /// Use it directly when the writer is not a closure, such as an ffmpeg process that runs
    /// while frames are fed to it: pass the URL to the writer, then ``commit(_:to:)`` or remove
    /// it.
    public static func temporaryURL(beside url: URL) throws -> URL {
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError.folderMissing(path: folder.path)
        }
        let pid = ProcessInfo.processInfo.processIdentifier
        return folder.appendingPathComponent(".\(url.lastPathComponent).\(pid).\(UUID().uuidString.prefix(8)).partial")
    }

    /// Renames the finished `temporary` to `url` (`rename(2)`), replacing a file already there.
    /// On failure the temporary is removed and ``ExportError/notWritable(path:)`` names `url`.
    public static func commit(_ temporary: URL, to url: URL) throws {
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw ExportError.notWritable(path: url.path)
        }
    }

    /// Runs `body`; if it throws, removes whatever is at `temporary` (file or folder) and
    /// rethrows.
    package static func removingOnFailure<R>(_ temporary: URL, _ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
