import Foundation
import KinetypeDiagnostics

/// What `ffprobe` says about a file's streams: the one place its output is read.
package enum FFprobe {
    /// The streams of `file` with their `entries` (ffprobe's `-show_entries stream=…` names; the
    /// `tags` as `TAG:name`), only
    /// those `select` picks (`-select_streams`, such as `v:0`) when given. `-count_packets` reads
    /// the whole file without decoding it (unless `countingPackets` is false), so
    /// `nb_read_packets` is the true frame count of a file that may be cut short.
    ///
    /// Returns the streams and how ffprobe ended (a file it cannot read ends it with a failure);
    /// throws ``VideoError/toolMissing(_:purpose:)`` for `purpose` when ffprobe is not on the PATH.
    package static func streams(of file: URL, entries: [String], sideData: [String] = [], tags: [String] = [], select: String? = nil,
                        countingPackets: Bool = true, purpose: FFmpegTool.Purpose) throws -> (streams: [[String: String]], child: ChildProcess) {
        let ffprobe = try FFmpegTool.ffprobe.path(for: purpose)
        let shown = "stream=" + entries.joined(separator: ",") + (sideData.isEmpty ? "" : ":stream_side_data=" + sideData.joined(separator: ","))
            + (tags.isEmpty ? "" : ":stream_tags=" + tags.joined(separator: ","))
        let child = try ChildProcess.run(ffprobe, ["-v", "error"] + (select.map { ["-select_streams", $0] } ?? []) + (countingPackets ? ["-count_packets"] : [])
            + ["-show_entries", shown, "-of", "default=noprint_wrappers=1", file.path])
        return (sections(String(decoding: child.output, as: UTF8.self)), child)
    }

    /// What `file` declares of its length, with every packet read (`-count_packets`, no
    /// decoding) so that ffprobe reports a file cut short: two sections, the first video
    /// stream's (`nb_frames`, `duration`, `nb_read_packets`, each where the file has it) and the
    /// file's (`duration`), and how ffprobe ended (its error lines among it).
    package static func length(of file: URL, purpose: FFmpegTool.Purpose) throws -> (sections: [[String: String]], child: ChildProcess) {
        let ffprobe = try FFmpegTool.ffprobe.path(for: purpose)
        let child = try ChildProcess.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries",
                                                   "stream=nb_frames,duration,nb_read_packets:format=duration",
                                                   "-of", "default=noprint_wrappers=1", file.path])
        return (sections(String(decoding: child.output, as: UTF8.self)), child)
    }

    /// The length `file` declares (the container's `format=duration`), without reading it all;
    /// nil where it declares none.
    package static func formatDuration(of file: URL, purpose: FFmpegTool.Purpose) throws -> Double? {
        let ffprobe = try FFmpegTool.ffprobe.path(for: purpose)
        let child = try ChildProcess.run(ffprobe, ["-v", "error", "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1", file.path])
        return sections(String(decoding: child.output, as: UTF8.self)).first?["duration"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// The frames of `file`'s first video stream on the file's clock, from its packets (read
    /// without decoding): each one's presentation time and length in seconds, in the order they
    /// show, less those the file says to discard (an edit list's cut), and where the file's clock
    /// starts (the earliest stream's start, which ffmpeg reads as time 0). Empty where the file
    /// gives no times (raw streams).
    package static func videoFrames(of file: URL, purpose: FFmpegTool.Purpose) throws
        -> (frames: [(time: Double, length: Double)], clockStart: Double, child: ChildProcess) {
        let ffprobe = try FFmpegTool.ffprobe.path(for: purpose)
        let child = try ChildProcess.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                   "packet=pts_time,duration_time,flags:format=start_time", "-of", "csv", file.path])
        var frames: [(time: Double, length: Double)] = [], clockStart = 0.0
        for line in String(decoding: child.output, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            if fields.first == "format", fields.count == 2, let start = Double(fields[1]), start.isFinite {
                clockStart = start
            } else if fields.first == "packet", fields.count >= 4, !fields[3].contains("D") {
                // (A packet with side data has more fields after its flags.)
                // A packet without a time leaves the file's times unknown.
                guard let time = Double(fields[1]), time.isFinite else { return ([], 0, child) }
                frames.append((time, Double(fields[2]).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0))
            }
        }
        frames.sort { $0.time < $1.time }
        return (frames, clockStart, child)
    }

    /// The side data of the first picture of `file`'s first video stream (that picture decoded):
    /// a dictionary a block of it, its `side_data_type` among the fields. Empty where there is
    /// none or ffprobe fails; ``VideoError/toolMissing(_:purpose:)`` without ffprobe.
    package static func firstPictureSideData(of file: URL, purpose: FFmpegTool.Purpose) throws -> [[String: String]] {
        let ffprobe = try FFmpegTool.ffprobe.path(for: purpose)
        let child = try ChildProcess.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-read_intervals", "%+#1",
                                                   "-show_entries", "frame_side_data", "-of", "default=noprint_wrappers=1", file.path])
        return child.status.succeeded ? sections(String(decoding: child.output, as: UTF8.self)) : []
    }

    /// ffprobe's `key=value` lines (`-of default=noprint_wrappers=1`) as one dictionary a stream:
    /// a stream ends where a key comes again, since ffprobe prints each stream's fields in one
    /// fixed order. Lines without `=` are skipped.
    package static func sections(_ text: String) -> [[String: String]] {
        var sections: [[String: String]] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if sections.isEmpty || sections[sections.count - 1][parts[0]] != nil { sections.append([:]) }
            sections[sections.count - 1][parts[0]] = parts[1]
        }
        return sections
    }
}
