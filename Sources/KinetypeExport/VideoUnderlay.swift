import Foundation

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
        let (streams, child) = try FFprobe.streams(of: url, entries: ["codec_type", "width", "height", "r_frame_rate", "nb_read_packets"],
            missing: "ffprobe, which reads the video to draw over, was not found on the PATH: install ffmpeg (make setup)")
        guard child.status.succeeded, let video = streams.first(where: { $0["codec_type"] == "video" }),
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
