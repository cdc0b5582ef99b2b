import Foundation
import KinetypeDiagnostics
import KinetypePrimitives

/// A video a card is drawn over (`kinetype captions --over`): its size, frame rate, length in
/// frames and whether it has sound, as `ffprobe` reads them.
public struct VideoUnderlay: Sendable, Equatable {
    public var url: URL
    public var width: Int
    public var height: Int
    /// Frames a second (the stream's `r_frame_rate`).
    public var fps: Double
    public var frameCount: Int
    public var hasAudio: Bool

    /// How long the video lasts: its frames at its rate.
    public var duration: Double { Double(frameCount) / fps }

    /// Reads the video at `url`; throws ``ExportError`` naming it when it is not a video ffprobe reads.
    public static func probe(_ url: URL) throws -> VideoUnderlay {
        let name = url.relativePath
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ExportError.ffmpegFailed(message: "the video '\(name)' to draw over does not exist")
        }
        guard let ffprobe = FFmpegEncoder.executable("ffprobe") else {
            throw ExportError.ffmpegFailed(message: "ffprobe, which reads the video to draw over, was not found on the PATH: install ffmpeg (make setup)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffprobe)
        process.arguments = ["-v", "error", "-count_packets", "-show_entries", "stream=codec_type,width,height,r_frame_rate,nb_read_packets",
                             "-of", "default=noprint_wrappers=1", url.path]
        let out = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ExportError.ffmpegFailed(message: "\(ffprobe) could not start: \(SystemError.reason(error))")
        }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Streams in order: each starts at its codec_type line.
        var streams: [[String: String]] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if parts[0] == "codec_type" { streams.append([:]) }
            if !streams.isEmpty { streams[streams.count - 1][parts[0]] = parts[1] }
        }
        guard process.terminationStatus == 0, let video = streams.first(where: { $0["codec_type"] == "video" }),
              let width = video["width"].flatMap(Int.init), let height = video["height"].flatMap(Int.init),
              let frames = video["nb_read_packets"].flatMap(Int.init), frames > 0 else {
            throw ExportError.ffmpegFailed(message: "'\(name)' does not read as a video (ffprobe found no video stream with frames): give a video file to draw over")
        }
        let rate = (video["r_frame_rate"] ?? "").split(separator: "/").compactMap { Double($0) }
        guard rate.count == 2, rate[1] > 0, rate[0] > 0 else {
            throw ExportError.ffmpegFailed(message: "'\(name)' has no frame rate ffprobe can read")
        }
        return VideoUnderlay(url: url, width: width, height: height, fps: rate[0] / rate[1], frameCount: frames,
                             hasAudio: streams.contains { $0["codec_type"] == "audio" })
    }
}
