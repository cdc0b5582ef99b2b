import Foundation
import KinetypeDiagnostics
import KinetypeGraphics

/// A video a card is drawn over (`kinetype render --over`, `captions --over`, a scene's
/// `background: {video: FILE}`): its size, frame rate, length in frames and whether it has
/// sound, as `ffprobe` reads them.
public struct VideoUnderlay: Sendable, Equatable {
    public var url: URL
    /// The sides it shows at: a stream stored with a quarter turn to show it by (a phone's
    /// portrait video) has its stored sides swapped, as ffmpeg decodes it turned.
    public var width: Int
    public var height: Int
    /// Frames a second (the stream's `r_frame_rate`).
    public var fps: Double
    public var frameCount: Int
    public var hasAudio: Bool
    /// The colour tags ffprobe reads (`color_space`, `color_primaries`, `color_transfer`: `bt709`,
    /// `smpte170m` …), nil where the file has none; a render over the video keeps them.
    public var colorSpace: String?
    public var colorPrimaries: String?
    public var colorTransfer: String?

    /// The Y′CbCr matrix of the video's pictures: its tag, else what players assume for its height.
    package var matrix: YCbCrMatrix { YCbCrMatrix.of(colorSpace: colorSpace, height: height) }

    /// How long the video lasts: its frames at its rate.
    public var duration: Double { Double(frameCount) / fps }

    /// Reads the video at `url` (footage to draw over, a chunk to join); throws ``ExportError/unreadableVideo(path:reason:)`` naming it
    /// when it is missing, not a regular file, or not a video ffprobe reads.
    public static func probe(_ url: URL) throws -> VideoUnderlay {
        let name = url.relativePath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ExportError.unreadableVideo(path: name, reason: "does not exist: check the path")
        }
        guard !isFolder.boolValue,
              (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular else {
            throw ExportError.unreadableVideo(path: name, reason: "is not a regular file: give a video file")
        }
        let (streams, child) = try FFprobe.streams(of: url, entries: ["codec_type", "width", "height", "r_frame_rate", "nb_read_packets",
                                                                          "color_space", "color_primaries", "color_transfer"],
            sideData: ["rotation"],
            missing: "ffprobe, which reads the video to draw over, was not found on the PATH: install ffmpeg (make setup)")
        guard child.status.succeeded, let video = streams.first(where: { $0["codec_type"] == "video" }),
              let codedWidth = video["width"].flatMap(Int.init), let codedHeight = video["height"].flatMap(Int.init),
              let frames = video["nb_read_packets"].flatMap(Int.init), frames > 0 else {
            throw ExportError.unreadableVideo(path: name, reason: "does not read as a video (ffprobe found no video stream with frames): give an MP4, WebM or MOV file")
        }
        // A phone's portrait video is often stored landscape with a rotation to show it by;
        // ffmpeg decodes it turned (its `autorotate`), so the card is the size it shows at.
        var quarterTurns = 0
        if let degrees = video["rotation"].flatMap(Double.init), degrees.isFinite, abs(degrees) <= 3600 {
            quarterTurns = Int((degrees / 90).rounded())
        }
        let (width, height) = quarterTurns % 2 == 0 ? (codedWidth, codedHeight) : (codedHeight, codedWidth)
        let rate = (video["r_frame_rate"] ?? "").split(separator: "/").compactMap { Double($0) }
        guard rate.count == 2, rate[1] > 0, rate[0] > 0, (rate[0] / rate[1]).isFinite else {
            throw ExportError.unreadableVideo(path: name, reason: "has no frame rate ffprobe can read: re-encode it with a constant rate")
        }
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw ExportError.unreadableVideo(path: name, reason: "is \(width)x\(height), beyond \(Canvas.maximumSide) pixels a side: scale it down first")
        }
        func tag(_ key: String) -> String? { video[key].flatMap { $0 == "unknown" || $0.isEmpty ? nil : $0 } }
        return VideoUnderlay(url: url, width: width, height: height, fps: rate[0] / rate[1], frameCount: frames,
                             hasAudio: streams.contains { $0["codec_type"] == "audio" },
                             colorSpace: tag("color_space"), colorPrimaries: tag("color_primaries"), colorTransfer: tag("color_transfer"))
    }

    /// The frame that shows at `time` seconds (frame `⌊time·fps⌋`, the last one after the end),
    /// decoded by ffmpeg to pixels: what a still of a card over this video is drawn on.
    public func frame(at time: TimeInterval) throws -> Image {
        guard let ffmpeg = SearchPath.executable(named: "ffmpeg") else { throw ExportError.ffmpegMissing }
        let index = min(frameCount - 1, max(0, Int(saturating: (time * fps + 1e-6).rounded(.down))))
        // An input seek lands on the first frame at or after the time, so aim half a frame early.
        let seek = max(0, (Double(index) - 0.5) / fps)
        let child = try ChildProcess.run(ffmpeg, ["-hide_banner", "-loglevel", "error", "-nostdin", "-ss", String(format: "%.6f", seek),
                                                 "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "bgra", "-"])
        let bytes = child.output
        guard child.status.succeeded, bytes.count == width * height * 4 else {
            let why = child.errorLines.suffix(3).joined(separator: " | ")
            throw ExportError.unreadableVideo(path: url.relativePath, reason: "gave no frame at \(ValueRange.format(time)) s (\(why.isEmpty ? "ffmpeg decoded nothing" : why)): check the file plays")
        }
        // Little-endian BGRA bytes are Cairo's ARGB32 words; decoded video is opaque, so straight
        // colour is already premultiplied.
        let pixels = bytes.withUnsafeBytes { raw in
            (0..<width * height).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)) | 0xFF00_0000 }
        }
        return try Image(width: width, height: height, premultipliedARGB: pixels, name: url.relativePath)
    }
}
