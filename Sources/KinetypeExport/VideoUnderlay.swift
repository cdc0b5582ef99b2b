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
    /// Frames a second: the stream's `r_frame_rate`, the rate its frames' times are on; for a
    /// variable-rate video whose `r_frame_rate` is over 120, its frames' average rate. A card
    /// drawn over the video runs at this rate.
    public var fps: Double
    /// The video's packets (`nb_read_packets`), which is its frames unless an edit list cuts
    /// some.
    public var frameCount: Int
    /// How long the video shows: from its first frame's time to its last frame's end, as the
    /// file times them (its frames at ``fps`` where the file gives no times).
    public var duration: Double
    /// Whether the frames come one every `1/fps` from the first, each within a quarter of a
    /// frame: then the card's frame `n` goes over the video's frame `n`. A variable-rate video
    /// (a phone's in low light, a screen recording) has frames only where the picture changed;
    /// the card's frame for each is the one nearest its time.
    public var isConstantRate: Bool
    /// Where the video's first frame is on the file's clock, which ffmpeg starts at the earliest
    /// stream's start (a video that starts after its sound starts later than 0): the card's time 0.
    public var start: Double
    public var hasAudio: Bool
    /// The colour tags ffprobe reads (`color_space`, `color_primaries`, `color_transfer`: `bt709`,
    /// `smpte170m` …), nil where the file has none; a render over the video keeps them.
    public var colorSpace: String?
    public var colorPrimaries: String?
    public var colorTransfer: String?

    /// The Y′CbCr matrix of the video's pictures: its tag, else what players assume for its height.
    package var matrix: YCbCrMatrix { YCbCrMatrix.of(colorSpace: colorSpace, height: height) }

    /// The card frames that cover the video: its frames at a constant rate, else its length at
    /// ``fps``, rounded up (past a hundredth of a frame: ffprobe gives times to the microsecond).
    public var cardFrameCount: Int {
        isConstantRate ? shownFrames : max(1, Int(saturating: (duration * fps - 0.01).rounded(.up)))
    }

    /// The frames that show (packets less an edit list's cut).
    private var shownFrames: Int
    /// At a variable rate, each shown frame's time after the first's.
    private var frameTimes: [Double]

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
        let shown = try FFprobe.videoFrames(of: url, missing: "ffprobe, which reads the video to draw over, was not found on the PATH: install ffmpeg (make setup)")
        let timing = Timing(frames: shown.frames, clockStart: shown.clockStart, rate: rate[0] / rate[1], packets: frames)
        return VideoUnderlay(url: url, width: width, height: height, fps: timing.fps, frameCount: frames, duration: timing.duration,
                             isConstantRate: timing.isConstant, start: timing.start, hasAudio: streams.contains { $0["codec_type"] == "audio" },
                             colorSpace: tag("color_space"), colorPrimaries: tag("color_primaries"), colorTransfer: tag("color_transfer"),
                             shownFrames: timing.frames, frameTimes: timing.isConstant ? [] : shown.frames.map { $0.time - shown.frames[0].time })
    }

    /// The frame that shows at `time` seconds (frame `⌊time·fps⌋` at a constant rate, else the
    /// last one timed at or before it; the last one after the end), decoded by ffmpeg to pixels:
    /// what a still of a card over this video is drawn on.
    public func frame(at time: TimeInterval) throws -> Image {
        guard let ffmpeg = SearchPath.executable(named: "ffmpeg") else { throw ExportError.ffmpegMissing }
        // An input seek lands on the first frame at or after the time, so aim half a frame
        // early, or (between a variable rate's frames) just before the frame's time.
        let seek: Double
        if frameTimes.isEmpty {
            let index = min(frameCount - 1, max(0, Int(saturating: (time * fps + 1e-6).rounded(.down))))
            seek = max(0, (Double(index) - 0.5) / fps)
        } else {
            seek = max(0, start + (frameTimes.last { $0 <= time + 1e-6 } ?? 0) - 1e-4)
        }
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

    /// What a video's frame times say of its timing (``probe(_:)``).
    package struct Timing: Equatable {
        /// The rate a card over it runs at (``VideoUnderlay/fps``).
        package var fps: Double
        package var duration: Double
        package var isConstant: Bool
        /// The first frame's time on the file's clock.
        package var start: Double
        /// The frames that show.
        package var frames: Int

        /// From the shown frames' times and lengths in order (``FFprobe/videoFrames(of:missing:)``),
        /// the file's clock start, the stream's `r_frame_rate` and its packets; without times,
        /// the packets at that rate from 0.
        package init(frames times: [(time: Double, length: Double)], clockStart: Double, rate: Double, packets: Int) {
            guard let first = times.first, let last = times.last else {
                (fps, duration, isConstant, start, frames) = (rate, Double(packets) / rate, true, 0, packets)
                return
            }
            frames = times.count
            isConstant = times.indices.allSatisfy { abs(times[$0].time - first.time - Double($0) / rate) <= 0.25 / rate }
            // At a constant rate, the frames at it (a time base of 1/1000 rounds the last one's
            // length).
            duration = isConstant ? Double(frames) / rate : max(last.time + (last.length > 0 ? last.length : 1 / rate) - first.time, 1 / rate)
            fps = isConstant || rate <= 120 ? rate : Double(times.count) / duration
            start = clockStart.isFinite ? max(0, first.time - clockStart) : 0
        }
    }
}
