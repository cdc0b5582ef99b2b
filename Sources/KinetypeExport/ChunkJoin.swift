import KinetypeCard
import Foundation
import KinetypeDiagnostics
import KinetypeEffects

/// Joins the pieces of a render split by frame range (`kinetype render --frames A..B`):
/// folders of PNG frames into one folder, video files into one video without re-encoding.
public enum ChunkJoin {
    /// Joins `chunks` (all folders of PNG frames, or all videos of one format) into `output`.
    ///
    /// Frames keep their names (`frame-00042.png`, the index in the whole card); every index from
    /// the first to the last must be there exactly once. Videos are joined by ffmpeg's concat
    /// demuxer with the streams copied: each chunk starts on a keyframe (every encode does), so
    /// the join is exact, and the result is checked to hold every chunk's frames.
    public static func join(_ chunks: [URL], to output: URL) throws {
        guard !chunks.isEmpty else { throw ExportError.ffmpegFailed(message: "give the chunks to join, in order") }
        var folders = 0
        for chunk in chunks {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: chunk.path, isDirectory: &isFolder) else {
                throw ExportError.ffmpegFailed(message: "the chunk '\(chunk.relativePath)' does not exist")
            }
            if isFolder.boolValue { folders += 1 }
        }
        if folders == chunks.count { return try joinFrames(chunks, to: output) }
        guard folders == 0 else {
            throw ExportError.ffmpegFailed(message: "join folders of PNG frames or video files, not both")
        }
        try joinVideos(chunks, to: output)
    }

    private static func joinFrames(_ chunks: [URL], to output: URL) throws {
        var sources: [Int: URL] = [:]
        for chunk in chunks {
            for name in try FileManager.default.contentsOfDirectory(atPath: chunk.path) {
                guard name.hasPrefix("frame-"), name.hasSuffix(".png"), let index = Int(name.dropFirst(6).dropLast(4)) else { continue }
                if let other = sources[index] {
                    throw ExportError.ffmpegFailed(message: "frame \(index) is in both '\(other.deletingLastPathComponent().relativePath)' and '\(chunk.relativePath)'")
                }
                sources[index] = chunk.appendingPathComponent(name)
            }
        }
        guard let first = sources.keys.min(), let last = sources.keys.max() else {
            throw ExportError.ffmpegFailed(message: "the chunks hold no frames (frame-NNNNN.png)")
        }
        if let missing = (first...last).first(where: { sources[$0] == nil }) {
            throw ExportError.ffmpegFailed(message: "frame \(missing) is in no chunk: render it (--frames \(missing)..…) and join again")
        }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        for index in first...last {
            let target = output.appendingPathComponent(TitleCard.frameName(index))
            try AtomicFile.write(try Data(contentsOf: sources[index]!), to: target)
        }
    }

    private static func joinVideos(_ chunks: [URL], to output: URL) throws {
        guard let format = ExportFormat(path: output.path), [.mp4, .webm, .mov].contains(format) else {
            throw ExportError.ffmpegFailed(message: "join video chunks into an .mp4, .webm or .mov")
        }
        for chunk in chunks where ExportFormat(path: chunk.path) != format {
            throw ExportError.ffmpegFailed(message: "the chunk '\(chunk.relativePath)' is not \(format.rawValue) like the output: join chunks of one format")
        }
        let videos = try chunks.map(VideoUnderlay.probe)
        guard let size = videos.first, videos.allSatisfy({ $0.width == size.width && $0.height == size.height }) else {
            throw ExportError.ffmpegFailed(message: "the chunks differ in size: render them from one card")
        }
        guard let ffmpeg = SearchPath.executable(named: "ffmpeg") else { throw ExportError.ffmpegMissing }
        try AtomicFile.create(at: output) { temporary in
            let list = temporary.deletingLastPathComponent().appendingPathComponent(".\(temporary.lastPathComponent).txt")
            defer { try? FileManager.default.removeItem(at: list) }
            let lines = chunks.map { "file '\($0.standardizedFileURL.path.replacingOccurrences(of: "'", with: "'\\''"))'" }
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: list)
            let child = try ChildProcess.run(ffmpeg, ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "concat", "-safe", "0",
                                                      "-i", list.path, "-c", "copy", "-fflags", "+bitexact", "-map_metadata", "-1",
                                                      "-f", format == .mp4 ? "mp4" : format.rawValue, temporary.path])
            guard child.status.succeeded else {
                throw ExportError.ffmpegFailed(message: "joining into '\(output.relativePath)': \(child.errorLines.suffix(3).joined(separator: " | "))")
            }
            try FFmpegEncoder.probe(temporary, name: output.relativePath, format: format, width: size.width, height: size.height,
                                    frames: videos.map(\.frameCount).reduce(0, +))
        }
    }
}
