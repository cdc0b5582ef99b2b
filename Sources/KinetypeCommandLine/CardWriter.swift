import Foundation
import Kinetype

/// Writes a card to a path, or to the command's output for `-`.
enum CardWriter {
    static func write(_ card: TitleCard, format: ExportFormat, options: ExportOptions, output: String) throws {
        guard output == "-" else {
            try inFolder(of: output) { try card.export(to: $0, format: format, options: options) }
            return
        }
        guard format != .pngSequence else {
            throw InputError("-o - cannot hold a folder of PNG frames: choose a file format with --format")
        }
        guard !format.isTimeline else {
            throw InputError("-o - cannot hold a timeline: its video goes beside it; name a file such as card.otio or card.fcpxml")
        }
        let stream = Streams.output
        guard let descriptor = stream.descriptor else {
            try stream.write(try staged(card, format: format, options: options))
            return
        }
        guard !CommandLineProcess.standardOutputWasClosed else {
            throw OutputError(CommandLineProcess.standardOutputClosed)
        }
        try card.export(to: FileHandle(fileDescriptor: descriptor, closeOnDealloc: false), format: format, options: options)
    }

    /// The card's bytes as `export(to:format:options:)` writes them to a handle, read back
    /// through a pipe, for an output stream that is not a descriptor (a command run in-process).
    private static func staged(_ card: TitleCard, format: ExportFormat, options: ExportOptions) throws -> Data {
        let pipe = Pipe()
        let read = Locked(Data())
        let finished = DispatchSemaphore(value: 0)
        let reader = pipe.fileHandleForReading
        DispatchQueue.global().async {
            let data = reader.readDataToEndOfFile()
            read.withLock { $0 = data }
            finished.signal()
        }
        let writer = pipe.fileHandleForWriting
        do {
            try card.export(to: writer, format: format, options: options)
        } catch {
            try? writer.close()
            finished.wait()
            throw error
        }
        try writer.close()
        finished.wait()
        return read.withLock { $0 }
    }

    /// Runs `write` with the URL of `path` once the folders it lies in exist: the missing ones
    /// are created, and removed again when `write` throws, so a failed write leaves nothing.
    static func inFolder<R>(of path: String, _ write: (URL) throws -> R) throws -> R {
        let url = URL(fileURLWithPath: path)
        var missing: URL?
        var folder = url.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" {
            missing = folder
            folder = folder.deletingLastPathComponent()
        }
        if let missing {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                return try write(url)
            } catch {
                try? FileManager.default.removeItem(at: missing)
                throw error
            }
        }
        return try write(url)
    }

    /// Checks `-o` before anything is rendered: it is not empty, and it is not the scene file
    /// being rendered (the same file by device and inode, so another path to it or a symbolic
    /// link to it counts too), which the render would overwrite.
    static func check(output: String, scene: String?) throws {
        guard !output.isEmpty else {
            throw InputError("-o '' names no output: give a file (card.gif), a folder for PNG frames, or - for standard output")
        }
        guard output != "-", let scene else { return }
        if same(output, scene) {
            throw InputError("-o '\(output)' is the scene file '\(scene)' being rendered, which the output would overwrite: choose another output name")
        }
    }

    /// Refuses an output that is one of the files the render reads (`--over`'s video, and the
    /// scene's fonts, images, captions and background: ``SceneDocument/inputFiles(baseURL:)``).
    static func check(output: String, reads inputs: [URL]) throws {
        guard output != "-", let input = inputs.first(where: { same(output, $0.path) }) else { return }
        throw InputError("-o '\(output)' is '\(input.relativePath)', which the render reads and the output would overwrite: choose another output name")
    }

    /// Whether two paths name one file (the same device and inode, links followed).
    private static func same(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
