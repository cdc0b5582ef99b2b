import Foundation

/// Writes files so that a failed or interrupted write never leaves a partial file under the
/// requested name: the bytes go to a hidden temporary file in the same folder, which is renamed
/// over the target only when complete (`rename(2)` is atomic within one file system).
public enum AtomicFile {
    /// Writes `data` to `url` atomically; throws ``ExportError`` naming the path on failure.
    public static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { handle in try handle.write(contentsOf: data) }
    }

    /// Creates a temporary file beside `url`, lets `body` write it, then renames it to `url`.
    /// The temporary file is removed if `body` throws.
    public static func write(to url: URL, _ body: (FileHandle) throws -> Void) throws {
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError.folderMissing(path: folder.path)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).partial")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw ExportError.notWritable(path: url.path)
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            do {
                try body(handle)
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            if rename(temporary.path, url.path) != 0 {
                throw ExportError.notWritable(path: url.path)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}

/// What can go wrong writing output; each case names the path and says how to fix it.
public enum ExportError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case folderMissing(path: String)
    case notWritable(path: String)
    case outputIsAFile(path: String)
    case ffmpegMissing
    case ffmpegFailed(message: String)
    case gifFailed(message: String)
    case unknownFormat(path: String)
    case frameRangeOutOfBounds(range: ClosedRange<Int>, frameCount: Int)

    public var description: String {
        switch self {
        case .folderMissing(let path):
            return "output folder '\(path)' does not exist: create it first or choose another output path"
        case .notWritable(let path):
            return "cannot write '\(path)': check that its folder is writable"
        case .ffmpegMissing:
            return "ffmpeg is needed for APNG, MP4, WebM and MOV and was not found on the PATH: install it (make setup, or apt-get install ffmpeg)"
        case .ffmpegFailed(let message):
            return "ffmpeg failed: \(message)"
        case .gifFailed(let message):
            return "GIF encoding failed: \(message)"
        case .frameRangeOutOfBounds(let range, let count):
            return "frames \(range.lowerBound)..\(range.upperBound) are outside the card's \(count) frames (0..\(count - 1))"
        case .unknownFormat(let path):
            return "cannot tell the format of '\(path)': end the name with .gif, .png, .apng, .mp4, .webm, .mov, .svg or .pdf, or give a folder name for PNG frames"
        case .outputIsAFile(let path):
            return "'\(path)' is a file: PNG frames go into a folder; name a folder (it is created if missing)"
        }
    }

    public var errorDescription: String? { description }
}
