import Foundation
import KinetypeDiagnostics
import KinetypeExport
import KinetypeVideo

/// Runs ffmpeg and ffprobe for the GIF benchmark.
enum GIFBenchProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The full path of `name` on PATH.
    static func path(_ name: String) throws -> String {
        guard let path = SearchPath.executable(named: name) else {
            throw Failure(description: "\(name) is not on PATH: install it with `apt-get install -y ffmpeg`")
        }
        return path
    }

    /// Runs `tool` with `arguments`, writing `input` chunks to its stdin from another thread;
    /// returns its stdout. Throws with the end of stderr when it exits with a failure.
    static func run(_ tool: String, _ arguments: [String], input: [Data] = []) throws -> Data {
        let child = try ChildProcess(try path(tool), arguments, writesInput: !input.isEmpty, readsOutput: true)
        if let stdin = child.input {
            DispatchQueue.global().async {
                for chunk in input { try? stdin.write(contentsOf: chunk) }
                try? stdin.close()
            }
        }
        let status = try child.wait()
        guard status.succeeded else {
            throw Failure(description: "\(tool) exited with \(status.code): \(String(child.errorLines.joined(separator: "\n").suffix(600)))")
        }
        return child.output
    }

    /// A GIF decoded by ffmpeg into the screen at each of `frameCount` source frames (straight
    /// RGBA bytes). Each GIF frame is decoded once (`-fps_mode passthrough`); ffprobe gives its
    /// start time, and source frame `i` shows the last GIF frame starting by `i/fps` s plus
    /// 0.6 cs (GIF times are rounded to centiseconds, by ffmpeg to nearest).
    static func decode(gifAt path: String, width: Int, height: Int, frameCount: Int, fps: Double) throws -> [Data] {
        let raw = try run("ffmpeg", ["-v", "error", "-i", path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let frameBytes = width * height * 4
        let frames = stride(from: 0, to: raw.count - frameBytes + 1, by: frameBytes).map { raw.subdata(in: $0..<$0 + frameBytes) }
        let times = try run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "frame=pts_time", "-of", "csv=p=0", path])
        let starts = String(decoding: times, as: UTF8.self).split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard starts.count == frames.count, !frames.isEmpty else {
            throw Failure(description: "ffmpeg decoded \(frames.count) frames but ffprobe listed \(starts.count) of \(path)")
        }
        return (0..<frameCount).map { i in
            let time = Double(i) / fps + 0.006
            return frames[starts.lastIndex { $0 <= time } ?? 0]
        }
    }
}
