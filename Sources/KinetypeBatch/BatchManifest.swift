import Foundation

/// The manifest of a batch: JSON Lines, one a rendered (or failed) row, appended as each row
/// finishes, so a batch killed at any moment leaves a manifest of what is complete.
///
/// A line: `{"row": 3, "output": "out/ada.gif", "status": "ok", "bytes": 81234, "sha256": "…",
/// "seconds": 0.41, "scene": "…", "data": "…"}`, where `scene` and `data` are SHA-256 digests of
/// the scene file's text and of the row's fields, so `--resume` renders a row again when either
/// changed. A failed row has `"status": "failed"` and `"error"`.
public struct BatchManifestLine: Codable, Hashable, Sendable {
    /// The row's number (1 for the first data row).
    public var row: Int
    /// The output path, as the plan filled it in from the pattern.
    public var output: String
    /// `ok` for a row rendered and written, `failed` for one that was not.
    public var status: String
    /// The output's size in bytes; nil for a failed row or an output that is a folder (frames).
    public var bytes: Int?
    /// The output's SHA-256 digest, 64 lowercase hex digits; nil for a failed row or a folder.
    public var sha256: String?
    /// How long the row took, in seconds to the millisecond; nil for a failed row.
    public var seconds: Double?
    /// The SHA-256 digest of the scene file's text (and of the still's time, when one is given).
    public var scene: String
    /// The SHA-256 digest of the row's fields (``BatchManifest/digest(of:)``).
    public var data: String
    /// What went wrong, for a failed row; nil otherwise.
    public var error: String?
}

/// Reads and writes a batch's manifest (``BatchManifestLine``) and works out which rows a resumed
/// batch can skip.
public enum BatchManifest {
    /// The digest of a row's fields, independent of their order.
    public static func digest(of row: BatchRow) -> String {
        let text = row.fields.keys.sorted().map { "\($0)\u{1F}\(row.fields[$0]!)" }.joined(separator: "\u{1E}")
        return SHA256.hex(of: Data(text.utf8))
    }

    /// The lines of the manifest at `url` (none when it does not exist); a line cut short by a
    /// kill is skipped.
    public static func read(_ url: URL) -> [BatchManifestLine] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(BatchManifestLine.self, from: Data($0.utf8)) }
    }

    /// The rows (by number) finished in an earlier run that need no render now: their last line
    /// says ok for the same scene and row, and the output is there with the recorded digest.
    public static func finished(_ lines: [BatchManifestLine], items: [BatchPlan.Item], scene: String) -> Set<Int> {
        var last: [Int: BatchManifestLine] = [:]
        for line in lines { last[line.row] = line }
        var done: Set<Int> = []
        for item in items {
            guard let line = last[item.row.number], line.status == "ok", line.scene == scene,
                  line.data == digest(of: item.row), line.output == item.output, let recorded = line.sha256 else { continue }
            let url = URL(fileURLWithPath: item.output)
            // Only the very file recorded counts: a folder or anything else at its place does not.
            guard (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular,
                  (try? SHA256.hex(ofFile: url)) == recorded else { continue }
            done.insert(item.row.number)
        }
        return done
    }

    /// Appends `line` to the manifest at `url` as one write (lines from several rows never mix).
    public static func append(_ line: BatchManifestLine, to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(line)
        data.append(0x0A)
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw BatchError("cannot write the manifest '\(url.relativePath)': \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw BatchError("the manifest '\(url.relativePath)' is not a regular file: name a .jsonl file for it")
        }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else { throw BatchError("cannot write the manifest '\(url.relativePath)': \(String(cString: strerror(errno)))") }
    }
}
