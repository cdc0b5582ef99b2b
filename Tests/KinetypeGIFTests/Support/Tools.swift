import Foundation
import KinetypeTestSupportCore

/// External programs the tests use as independent references (ffmpeg, ffprobe).
enum Tools {
    /// The full path of `name` on PATH, or nil.
    static func path(_ name: String) -> String? { TestSupport.which(name) }

    static var hasFFmpeg: Bool { path("ffmpeg") != nil && path("ffprobe") != nil }

    /// Runs `tool` with `arguments`, feeding `input` to stdin; returns stdout, throws on failure.
    static func run(_ tool: String, _ arguments: [String], input: Data? = nil) throws -> Data {
        guard let executable = path(tool) else { throw DecodeError(message: "\(tool) not found on PATH") }
        let result = try TestSupport.run(executable, arguments, input: input)
        guard result.status == 0 else {
            throw DecodeError(message: "\(tool) failed (\(result.status)): \(String(result.stderr.suffix(800)))")
        }
        return result.stdout
    }

    /// Writes `data` to a new temporary file and returns its path.
    static func temporaryFile(_ data: Data, suffix: String = ".gif") throws -> String {
        let path = NSTemporaryDirectory() + "kinetype-gif-\(UUID().uuidString)\(suffix)"
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// ffprobe's count of decoded frames and the container duration in seconds.
    static func probe(_ gif: Data) throws -> (frames: Int, duration: Double) {
        let file = try temporaryFile(gif)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let out = try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                      "-show_entries", "stream=nb_read_frames:format=duration",
                                      "-of", "default=noprint_wrappers=1", file])
        var frames = 0, duration = 0.0
        for line in String(decoding: out, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=")
            guard parts.count == 2 else { continue }
            if parts[0] == "nb_read_frames" { frames = Int(parts[1]) ?? 0 }
            if parts[0] == "duration" { duration = Double(parts[1]) ?? 0 }
        }
        return (frames, duration)
    }

    /// Every frame of `gif` as ffmpeg composites it, one per GIF frame (no frame-rate
    /// conversion), as straight RGBA `UInt32`s.
    static func ffmpegFrames(_ gif: Data, width: Int, height: Int) throws -> [[UInt32]] {
        let file = try temporaryFile(gif)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let raw = try run("ffmpeg", ["-v", "error", "-i", file, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let frameBytes = width * height * 4
        let bytes = [UInt8](raw)
        var frames: [[UInt32]] = []
        for start in stride(from: 0, to: bytes.count - frameBytes + 1, by: frameBytes) {
            var pixels = [UInt32](repeating: 0, count: width * height)
            for i in 0..<pixels.count {
                let o = start + i * 4
                let red = UInt32(bytes[o]), green = UInt32(bytes[o + 1]) << 8
                let blue = UInt32(bytes[o + 2]) << 16, alpha = UInt32(bytes[o + 3]) << 24
                pixels[i] = red | green | blue | alpha
            }
            frames.append(pixels)
        }
        return frames
    }
}
