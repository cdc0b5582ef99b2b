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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetype-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("card.\(format.rawValue)")
        try card.export(to: file, format: format, options: options)
        FileHandle.standardOutput.write(try Data(contentsOf: file))
    }
}
