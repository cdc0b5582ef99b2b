import Foundation
import KinetypeDiagnostics

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

extension FFmpegEncoder {
    /// What is wrong with the video `chunk` whose packets ffprobe counted as `frames` at `fps`
    /// (``VideoUnderlay/probe(_:)``), or nil when it is whole: ffprobe met an error reading
    /// every packet (`-count_packets`: a file cut short, a damaged packet), or the frames there
    /// are not the ones the file declares (the video stream's frame count where the container
    /// keeps one, its length or else the file's, times `fps`, within a frame). A chunk cut short
    /// is named here, before the join, rather than found missing frames after it.
    package static func damage(ofChunk chunk: URL, frames: Int, fps: Double) throws -> String? {
        let (sections, child) = try FFprobe.length(of: chunk, purpose: .joiningVideo)
        if let problem = child.errorLines.last {
            // ffprobe's lines start with the demuxer's name and address: "[matroska,webm @ 0x55…] ".
            let said = problem.range(of: "] ").map { String(problem[$0.upperBound...]) } ?? problem
            return "is damaged or cut short (ffprobe: \(Excerpt.quote(said))): render that chunk again"
        }
        let stream = sections.first ?? [:], file = sections.dropFirst().first ?? [:]
        if let declared = stream["nb_frames"].flatMap(Int.init), declared != frames {
            return "holds \(frames) frame(s) of the \(declared) it lists: it is cut short; render that chunk again"
        }
        let seconds = stream["duration"].flatMap(Double.init) ?? file["duration"].flatMap(Double.init)
        if let seconds, seconds.isFinite, abs(seconds * fps - Double(frames)) >= 1 {
            return "holds \(frames) frame(s) but runs \(ValueRange.format(seconds)) s, \(ValueRange.format((seconds * fps).rounded())) frames at "
                + "\(ValueRange.format(fps)) fps: it is cut short; render that chunk again"
        }
        return nil
    }
}
