import Foundation
import Kinetype

/// Writes a card to a path, or to standard output for `-`.
enum CardWriter {
    static func write(_ card: TitleCard, format: ExportFormat, options: ExportOptions, output: String) throws {
        guard output == "-" else {
            try card.export(to: URL(fileURLWithPath: output), format: format, options: options)
            return
        }
        guard format != .pngSequence else {
            throw InputError("-o - cannot hold a folder of PNG frames: choose a file format with --format")
        }
        guard !CommandLineProcess.standardOutputWasClosed else {
            throw OutputError(CommandLineProcess.standardOutputClosed)
        }
        try card.export(to: FileHandle.standardOutput, format: format, options: options)
    }

    /// Checks `-o` before anything is rendered: it is not empty, and it is not the scene file
    /// being rendered (the same file by device and inode, so another path to it or a symbolic
    /// link to it counts too), which the render would overwrite.
    static func check(output: String, scene: String?) throws {
        guard !output.isEmpty else {
            throw InputError("-o '' names no output: give a file (card.gif), a folder for PNG frames, or - for standard output")
        }
        guard output != "-", let scene else { return }
        var written = stat(), read = stat()
        if stat(output, &written) == 0, stat(scene, &read) == 0, written.st_dev == read.st_dev, written.st_ino == read.st_ino {
            throw InputError("-o '\(output)' is the scene file '\(scene)' being rendered, which the output would overwrite: choose another output name")
        }
    }
}
