import Foundation

extension FFmpegEncoder {
    /// Joins the videos `chunks` (each `format`, of one size and frame rate, each starting on a
    /// keyframe as every encode does) into `output` without re-encoding: ffmpeg's concat demuxer
    /// with the streams copied. The result is checked to read back as `width` × `height` with
    /// `frames` frames (``probe(_:name:format:width:height:frames:)``); errors name the output
    /// `name`. The caller renames `output` into place.
    package static func concatenate(_ chunks: [URL], format: VideoFormat, to output: URL, name: String, width: Int, height: Int,
                                    frames: Int) throws {
        let ffmpeg = try FFmpegTool.ffmpeg.path(for: .joiningVideo)
        let list = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).txt")
        defer { try? FileManager.default.removeItem(at: list) }
        let lines = chunks.map { "file '\($0.standardizedFileURL.path.replacingOccurrences(of: "'", with: "'\\''"))'" }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: list)
        let child = try ChildProcess.run(ffmpeg, ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "concat", "-safe", "0",
                                                  "-i", list.path, "-c", "copy", "-fflags", "+bitexact", "-map_metadata", "-1",
                                                  "-f", format.rawValue, output.path])
        guard child.status.succeeded else {
            throw VideoError.ffmpegFailed(message: "joining into '\(name)': \(child.errorLines.suffix(3).joined(separator: " | "))")
        }
        try probe(output, name: name, format: format, width: width, height: height, frames: frames)
    }
}
