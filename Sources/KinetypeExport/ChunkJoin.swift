import KinetypeCard
import Foundation
import KinetypeDiagnostics
import KinetypeEffects
import KinetypePrimitives
import KinetypeVideo

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
        guard !chunks.isEmpty else { throw ExportError.badChunks(reason: "give the chunks to join, in order") }
        var folders = 0
        for chunk in chunks {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: chunk.path, isDirectory: &isFolder) else {
                throw ExportError.badChunks(reason: "'\(chunk.relativePath)' does not exist: check the path")
            }
            if isFolder.boolValue { folders += 1 }
            if chunk.standardizedFileURL.resolvingSymlinksInPath() == output.standardizedFileURL.resolvingSymlinksInPath() {
                throw ExportError.badChunks(reason: "'\(chunk.relativePath)' is both a chunk and the output: name another output")
            }
        }
        if folders == chunks.count { return try joinFrames(chunks, to: output) }
        guard folders == 0 else {
            throw ExportError.badChunks(reason: "join folders of PNG frames or video files, not both")
        }
        try joinVideos(chunks, to: output)
    }

    /// The PNG signature every frame starts with.
    private static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// The last chunk of every PNG: an empty `IEND` with its CRC.
    private static let pngEnd = Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])

    /// A PNG's sides from its header (`IHDR`, the first chunk), or nil when it has none.
    private static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Copies the frames into a hidden folder beside `output` first, so a full disk or an
    /// interruption leaves `output` as it was; then renames the folder into place, or, when
    /// `output` is a folder already, renames each frame into it (no more space needed).
    private static func joinFrames(_ chunks: [URL], to output: URL) throws {
        var sources: [Int: URL] = [:]
        for chunk in chunks {
            for name in try FileManager.default.contentsOfDirectory(atPath: chunk.path) {
                guard name.hasPrefix("frame-"), name.hasSuffix(".png"), let index = Int(name.dropFirst(6).dropLast(4)), index >= 0 else { continue }
                if let other = sources[index] {
                    throw ExportError.badChunks(reason: "frame \(index) is in both '\(other.deletingLastPathComponent().relativePath)' and '\(chunk.relativePath)'")
                }
                sources[index] = chunk.appendingPathComponent(name)
            }
        }
        guard let first = sources.keys.min(), let last = sources.keys.max() else {
            throw ExportError.badChunks(reason: "the chunks hold no frames (frame-NNNNN.png)")
        }
        if let missing = (first...last).first(where: { sources[$0] == nil }) {
            throw ExportError.badChunks(reason: "frame \(missing) is in no chunk: render it (--frames \(missing)..…) and join again")
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder)
        if exists && !isFolder.boolValue {
            throw ExportError.badChunks(reason: "'\(output.relativePath)' is a file: frames join into a folder; name a folder")
        }
        let staging = try AtomicFile.temporaryURL(beside: output)
        try AtomicFile.removingOnFailure(staging) {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
            var size: (width: Int, height: Int, frame: URL)?
            for index in first...last {
                let source = sources[index]!
                let attributes = try? FileManager.default.attributesOfItem(atPath: source.path)
                guard attributes?[.type] as? FileAttributeType == .typeRegular, let data = FileManager.default.contents(atPath: source.path),
                      data.starts(with: pngSignature), let sides = pngSize(data) else {
                    throw ExportError.badChunks(reason: "'\(source.relativePath)' is not a PNG file: render that frame again")
                }
                guard data.suffix(pngEnd.count).elementsEqual(pngEnd) else {
                    throw ExportError.badChunks(reason: "'\(source.relativePath)' is cut short (it does not end as a PNG ends): render that frame again")
                }
                if let size, size.width != sides.width || size.height != sides.height {
                    throw ExportError.badChunks(reason: """
                        '\(source.relativePath)' is \(sides.width)x\(sides.height) but '\(size.frame.relativePath)' is \(size.width)x\(size.height): \
                        render the chunks from one card at one size
                        """)
                }
                size = size ?? (sides.width, sides.height, source)
                do {
                    try data.write(to: staging.appendingPathComponent(TitleCard.frameName(index)))
                } catch {
                    throw ExportError.describing(error, writing: output.relativePath)
                }
                try Interruption.checkpoint()
            }
            guard exists else { return try AtomicFile.commit(staging, to: output) }
            for index in first...last {
                let name = TitleCard.frameName(index)
                guard rename(staging.appendingPathComponent(name).path, output.appendingPathComponent(name).path) == 0 else {
                    throw ExportError.notWritable(path: output.appendingPathComponent(name).relativePath, reason: SystemError.reason(errno: errno))
                }
            }
            try FileManager.default.removeItem(at: staging)
            Interruption.unregister(temporary: staging)
        }
    }

    /// Checks that the videos make one card (one format, size and frame rate) and that each is
    /// whole (``FFmpegEncoder/damage(ofChunk:frames:fps:)``), then joins them
    /// (``FFmpegEncoder/concatenate(_:format:to:name:width:height:frames:)``) under a temporary
    /// name, renamed into place when the result checks out.
    private static func joinVideos(_ chunks: [URL], to output: URL) throws {
        guard let format = VideoFormat(path: output.path) else {
            throw ExportError.badChunks(reason: "join video chunks into an .mp4, .webm or .mov")
        }
        for chunk in chunks where VideoFormat(path: chunk.path) != format {
            throw ExportError.badChunks(reason: "'\(chunk.relativePath)' is not \(format.rawValue) like the output: join chunks of one format")
        }
        let videos = try chunks.map(VideoUnderlay.probe)
        let size = videos[0]
        for (chunk, video) in zip(chunks, videos) {
            guard video.width == size.width, video.height == size.height else {
                throw ExportError.badChunks(reason: """
                    '\(chunk.relativePath)' is \(video.width)x\(video.height) but '\(chunks[0].relativePath)' is \(size.width)x\(size.height): \
                    render the chunks from one card at one size
                    """)
            }
            guard abs(video.fps - size.fps) <= 1e-6 * size.fps else {
                throw ExportError.badChunks(reason: """
                    '\(chunk.relativePath)' runs at \(ValueRange.format(video.fps)) fps but '\(chunks[0].relativePath)' at \(ValueRange.format(size.fps)): \
                    render the chunks at one frame rate
                    """)
            }
            if let damage = try FFmpegEncoder.damage(ofChunk: chunk, frames: video.frameCount, fps: video.fps) {
                throw ExportError.badChunks(reason: "'\(chunk.relativePath)' \(damage)")
            }
        }
        try AtomicFile.create(at: output) { temporary in
            try FFmpegEncoder.concatenate(chunks, format: format, to: temporary, name: output.relativePath, width: size.width, height: size.height,
                                          frames: videos.map(\.frameCount).reduce(0, +))
        }
    }
}
