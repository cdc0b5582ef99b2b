import Foundation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypeRasterKernels

/// A video a card is drawn over (`kinetype render --over`, `captions --over`, a scene's
/// `background: {video: FILE}`): its size, frame rate, length in frames and whether it has
/// sound, as `ffprobe` reads them.
public struct VideoUnderlay: Sendable, Equatable {
    /// Where the video is; errors about it name its relative path.
    public var url: URL
    /// The sides it shows at: a stream stored with a quarter turn to show it by (a phone's
    /// portrait video) has its stored sides swapped, as ffmpeg decodes it turned.
    public var width: Int
    /// The height it shows at, as ``width``.
    public var height: Int
    /// Frames a second: the stream's `r_frame_rate`, the rate its pictures' times are on; for a
    /// variable-rate video, the most pictures it shows in a second where that is more (to 120 at
    /// most; its `r_frame_rate` only when that is 120 or less). A card drawn over the video runs
    /// at this rate.
    public var fps: Double
    /// The video's packets (`nb_read_packets`), which is its pictures unless an edit list cuts
    /// some.
    public var frameCount: Int
    /// How long the video plays: to its last picture's end on the file's clock. That clock is
    /// ffmpeg's and a player's, from the earliest stream's start; captions' times and the card's
    /// are on it (within a ``window(from:to:)``, from the window's start).
    public var duration: Double
    /// Whether the pictures come one every `1/fps`, each within a quarter of a frame: then the
    /// card's frame `n` goes over the video's picture `n` (when it starts at 0). A variable-rate
    /// video (a phone's in low light, a screen recording) has pictures only where they changed;
    /// each gets the card frame nearest its time.
    public var isConstantRate: Bool
    /// The first picture's time on the file's clock: 0 unless the video starts after its sound.
    public var start: Double
    /// Whether it has a sound stream; a video rendered over it carries the sound on.
    public var hasAudio: Bool
    /// The pictures' format as ffmpeg names it (`yuv420p`, `yuv420p10le` …).
    public var pixelFormat: String?
    /// Each sound stream's codec as ffmpeg names it (`aac`, `pcm_s16le` …), in order.
    public var audioCodecs: [String]
    /// The colour tags ffprobe reads (`color_space`, `color_primaries`, `color_transfer`: `bt709`,
    /// `smpte170m` …), nil where the file has none; a render over the video keeps them.
    public var colorSpace: String?
    /// The colour primaries tag (`color_primaries`), as ``colorSpace``.
    public var colorPrimaries: String?
    /// The transfer tag (`color_transfer`: `arib-std-b67` for HLG, `smpte2084` for PQ), as ``colorSpace``.
    public var colorTransfer: String?
    /// A high dynamic range video's mastering display and light levels (HDR10's static
    /// metadata, from its first picture) as x265 takes them (`master-display=…`, `max-cll=…`),
    /// which an MP4 drawn over it carries on; empty where it has none.
    package private(set) var masteringMetadata: [String]
    /// The part of the file drawn over (``window(from:to:)``), on the whole file's clock; nil is all of it.
    public private(set) var windowStart: Double?
    /// The end of the window on the whole file's clock; nil is the end of the file.
    public private(set) var windowEnd: Double?
    /// When the card starts on the video's clock (``placingCard(at:)``), on one of its frames: 0
    /// unless placed. The pictures before it and after the card's end pass through as they are.
    public private(set) var cardStart: Double = 0

    /// What drawing over this video loses, in words, or nil. A high dynamic range video (HLG,
    /// PQ) or one of more than 8 bits a sample is drawn over in 10 bits (`signal`), but only
    /// at even sides, which every 4:2:0 video has: one of odd sides is written as 8-bit video
    /// with its tags, and the card's colours set as standard range (white at the signal's peak).
    public var loss: String? {
        guard signal != nil, width % 2 == 1 || height % 2 == 1 else { return nil }
        let hdr = ["arib-std-b67": "HLG", "smpte2084": "PQ"][colorTransfer ?? ""]
        return (hdr.map { "is high dynamic range (\($0))" } ?? "has more than 8 bits a sample")
            + " at odd sides (\(width)x\(height)): the output is 8-bit" + (hdr.map { " video tagged \($0), the card set as standard range (its white at the video's peak)" } ?? "")
    }

    /// The bits of the pictures' samples, from ``pixelFormat`` (`yuv420p10le` has 10); 8 where
    /// it says none.
    package var bits: Int {
        guard let format = pixelFormat, let match = format.firstMatch(of: /p(\d{2})(le|be)?$/), let bits = Int(match.1) else { return 8 }
        return bits
    }

    /// What a card's colours become in a file of 10 bits a sample drawn over this video, which
    /// keeps its high dynamic range or its depth: nil for standard range video of 8 bits.
    package var signal: VideoSignal? { VideoSignal.of(transfer: colorTransfer, bits: bits, matrix: matrix) }

    /// The Y′CbCr matrix of the video's pictures: its tag, else what players assume for its height.
    package var matrix: YCbCrMatrix { YCbCrMatrix.of(colorSpace: colorSpace, height: height) }

    /// The card frames that cover the video: its length at ``fps``, rounded up (past a
    /// hundredth of a frame: ffprobe gives times to the microsecond).
    public var cardFrameCount: Int {
        max(1, Int(saturating: (duration * fps - 0.01).rounded(.up)))
    }

    /// The card frame that goes over the first picture.
    package var firstCardFrame: Int { Int(saturating: (start * fps).rounded()) }

    /// The frame of the video's clock at ``fps`` the card's first frame goes over (``cardStart``).
    package var cardStartFrame: Int { Int(saturating: (cardStart * fps).rounded()) }

    /// The card frames a card placed at ``cardStart`` can show before the video ends: the video's
    /// ``cardFrameCount`` less the frames before the card (at least 1).
    public var framesAfterCardStart: Int { max(1, cardFrameCount - cardStartFrame) }

    /// The video with the card placed at `time` seconds of its clock (`render --over talk.mp4
    /// --over-at 12`), moved to the nearest frame at ``fps``: the pictures before it pass through
    /// as they are, the card's first frame goes over the picture at that time, and the pictures
    /// after the card's end pass through too. Throws ``VideoError/unreadableVideo(path:reason:)``
    /// when `time` is not a finite number of seconds from 0 before the video's last frame.
    public func placingCard(at time: Double) throws -> VideoUnderlay {
        let frame = time.isFinite && time >= 0 ? (time * fps).rounded() : -1
        guard frame >= 0, frame < Double(cardFrameCount) else {
            throw VideoError.unreadableVideo(path: url.relativePath, reason: """
                plays for \(ValueRange.format(duration)) s, so a card cannot start at \(ValueRange.format(time)) s of it: \
                give a time from 0 to before its end
                """)
        }
        var copy = self
        copy.cardStart = frame / fps
        return copy
    }

    /// What ffmpeg is given before the video's `-i` to read the window alone.
    package var inputOptions: [String] {
        (windowStart.map { ["-ss", String(format: "%.6f", $0)] } ?? []) + (windowEnd.map { ["-to", String(format: "%.6f", $0)] } ?? [])
    }

    /// The video stream's time base as ffprobe gives it (`1/15360`), which a file drawn over it
    /// keeps; nil where it gives none.
    package private(set) var timeBase: String?
    /// The pictures that show (packets less an edit list's cut; within the window).
    private var shownFrames: Int
    /// At a variable rate, each picture's time on the clock.
    private var frameTimes: [Double]

    /// The time of picture `index` on the clock.
    private func time(ofPicture index: Int) -> Double {
        frameTimes.isEmpty ? start + Double(index) / fps : frameTimes[index]
    }

    /// The video from `from` to `to` seconds of its clock (`captions --from 12:00 --to 12:30
    /// --over talk.mp4`): a card over it starts at `from`, and the file is that part of the
    /// video with its sound. Throws ``VideoError/unreadableVideo(path:reason:)`` when no
    /// picture shows in the window.
    public func window(from: Double, to: Double?) throws -> VideoUnderlay {
        let end = to.map { min($0, duration) } ?? duration
        let inside = (0..<shownFrames).filter { time(ofPicture: $0) >= from - 1e-6 && time(ofPicture: $0) < end - 1e-6 }
        guard from.isFinite, from >= 0, let first = inside.first else {
            throw VideoError.unreadableVideo(path: url.relativePath, reason: """
                has no picture from \(ValueRange.format(from)) s to \(ValueRange.format(to ?? duration)) s: it plays for \(ValueRange.format(duration)) s
                """)
        }
        var copy = self
        let offset = windowStart ?? 0
        copy.windowStart = offset + from
        copy.windowEnd = to.map { offset + $0 } ?? windowEnd
        copy.start = time(ofPicture: first) - from
        copy.duration = end - from
        copy.shownFrames = inside.count
        copy.frameTimes = frameTimes.isEmpty ? [] : inside.map { frameTimes[$0] - from }
        return copy
    }

    /// Throws ``VideoError/unreadableVideo(path:reason:)`` when nothing is at `url` or it is not
    /// a regular file (a folder, a FIFO, a device, which ffprobe would wait on or fail to read).
    package static func checkFile(_ url: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw VideoError.unreadableVideo(path: url.relativePath, reason: "does not exist: check the path")
        }
        guard !isFolder.boolValue,
              (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular else {
            throw VideoError.unreadableVideo(path: url.relativePath, reason: "is not a regular file: give a video file")
        }
    }

    /// Reads the video at `url` (footage to draw over, a chunk to join); throws ``VideoError/unreadableVideo(path:reason:)`` naming it
    /// when it is missing, not a regular file, or not a video ffprobe reads.
    public static func probe(_ url: URL) throws -> VideoUnderlay {
        let name = url.relativePath
        try checkFile(url)
        let (streams, child) = try FFprobe.streams(of: url, entries: ["codec_type", "width", "height", "r_frame_rate", "nb_read_packets", "time_base", "codec_name", "pix_fmt",
                                                                          "color_space", "color_primaries", "color_transfer"],
            sideData: ["rotation"],
            purpose: .readingVideo)
        guard child.status.succeeded, let video = streams.first(where: { $0["codec_type"] == "video" }),
              let codedWidth = video["width"].flatMap(Int.init), let codedHeight = video["height"].flatMap(Int.init),
              let frames = video["nb_read_packets"].flatMap(Int.init), frames > 0 else {
            throw VideoError.unreadableVideo(path: name, reason: "does not read as a video (ffprobe found no video stream with frames): give an MP4, WebM or MOV file")
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
            throw VideoError.unreadableVideo(path: name, reason: "has no frame rate ffprobe can read: re-encode it with a constant rate")
        }
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw VideoError.unreadableVideo(path: name, reason: "is \(width)x\(height), beyond \(Canvas.maximumSide) pixels a side: scale it down first")
        }
        func tag(_ key: String) -> String? { video[key].flatMap { $0 == "unknown" || $0.isEmpty ? nil : $0 } }
        let shown = try FFprobe.videoFrames(of: url, purpose: .readingVideo)
        let timing = Timing(frames: shown.frames, clockStart: shown.clockStart, rate: rate[0] / rate[1], packets: frames)
        return VideoUnderlay(url: url, width: width, height: height, fps: timing.fps, frameCount: frames, duration: timing.duration,
                             isConstantRate: timing.isConstant, start: timing.start, hasAudio: streams.contains { $0["codec_type"] == "audio" },
                             pixelFormat: tag("pix_fmt"),
                             audioCodecs: streams.filter { $0["codec_type"] == "audio" }.map { $0["codec_name"] ?? "" },
                             colorSpace: tag("color_space"), colorPrimaries: tag("color_primaries"), colorTransfer: tag("color_transfer"),
                             masteringMetadata: ["arib-std-b67", "smpte2084"].contains(tag("color_transfer") ?? "")
                                ? masteringMetadata(try FFprobe.firstPictureSideData(of: url, purpose: .readingVideo)) : [],
                             windowStart: nil, windowEnd: nil,
                             timeBase: video["time_base"].flatMap { base in
                                 let parts = base.split(separator: "/").compactMap { Int32($0) }
                                 return parts.count == 2 && parts.allSatisfy { $0 > 0 } ? base : nil
                             },
                             shownFrames: timing.frames, frameTimes: timing.times)
    }

    /// The picture that shows at `time` seconds of the clock (the last one timed at or before
    /// it; the first before it, the last after the end), decoded by ffmpeg to pixels: what a
    /// still of a card over this video is drawn on. A high dynamic range picture is tone-mapped
    /// to sRGB by zimg and ffmpeg's `tonemap` (Möbius: linear to a third of reference white,
    /// the rest eased in below it), reference white (203 cd/m², where the card's white goes
    /// in a video, `VideoSignal`) a little under sRGB white.
    public func frame(at time: TimeInterval) throws -> Image {
        let ffmpeg = try FFmpegTool.ffmpeg.path(for: .readingVideo)
        let index: Int
        if frameTimes.isEmpty {
            index = min(shownFrames - 1, max(0, Int(saturating: ((time - start) * fps + 1e-6).rounded(.down))))
        } else {
            index = frameTimes.lastIndex { $0 <= time + 1e-6 } ?? 0
        }
        // An input seek lands on the first picture at or after the time: aim half a frame
        // early, or (between a variable rate's pictures) just before the picture's time.
        let seek = max(0, (windowStart ?? 0) + self.time(ofPicture: index) - (frameTimes.isEmpty ? 0.5 / fps : 1e-4))
        let toneMap = signal?.tags == nil ? [] : ["-vf", """
            zscale=t=linear:npl=\(Int(VideoSignal.graphicsWhite)),format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=mobius:desat=0,\
            zscale=t=iec61966-2-1:m=bt709:r=full
            """]
        let child = try ChildProcess.run(ffmpeg, ["-hide_banner", "-loglevel", "error", "-nostdin", "-ss", String(format: "%.6f", seek),
                                                 "-i", url.path, "-frames:v", "1"] + toneMap + ["-f", "rawvideo", "-pix_fmt", "bgra", "-"])
        let bytes = child.output
        guard child.status.succeeded, bytes.count == width * height * 4 else {
            let why = child.errorLines.suffix(3).joined(separator: " | ")
            throw VideoError.unreadableVideo(path: url.relativePath, reason: "gave no frame at \(ValueRange.format(time)) s (\(why.isEmpty ? "ffmpeg decoded nothing" : why)): check the file plays")
        }
        // Little-endian BGRA bytes are Cairo's ARGB32 words; decoded video is opaque, so straight
        // colour is already premultiplied.
        let pixels = bytes.withUnsafeBytes { raw in
            (0..<width * height).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)) | 0xFF00_0000 }
        }
        return try Image(width: width, height: height, premultipliedARGB: pixels, name: url.relativePath)
    }

    /// x265's `master-display` and `max-cll` from ffprobe's side data of a picture: the
    /// primaries and white point in 0.00002, the luminances in 0.0001 cd/m², the light levels
    /// in cd/m². A block with a field missing or out of its range is left out.
    package static func masteringMetadata(_ blocks: [[String: String]]) -> [String] {
        func value(_ text: String?, unit: Double, limit: Double) -> Int? {
            let pieces = (text ?? "").split(separator: "/", omittingEmptySubsequences: false)
            let parts = pieces.compactMap { Double($0) }
            guard (1...2).contains(pieces.count), parts.count == pieces.count, let numerator = parts.first else { return nil }
            let value = (numerator / (parts.count == 2 ? parts[1] : 1) / unit).rounded()
            return value.isFinite && value >= 0 && value <= limit ? Int(value) : nil
        }
        var parameters: [String] = []
        if let display = blocks.first(where: { $0["side_data_type"] == "Mastering display metadata" }) {
            let points = ["green", "blue", "red", "white_point"].map { name in
                (value(display["\(name)_x"], unit: 0.00002, limit: 50000), value(display["\(name)_y"], unit: 0.00002, limit: 50000))
            }
            let light = (value(display["max_luminance"], unit: 0.0001, limit: 100_000_000), value(display["min_luminance"], unit: 0.0001, limit: 100_000_000))
            if points.allSatisfy({ $0.0 != nil && $0.1 != nil }), let most = light.0, let least = light.1 {
                let named = zip(["G", "B", "R", "WP"], points).map { "\($0)(\($1.0!),\($1.1!))" }.joined()
                parameters.append("master-display=\(named)L(\(most),\(least))")
            }
        }
        if let levels = blocks.first(where: { $0["side_data_type"] == "Content light level metadata" }),
           let content = value(levels["max_content"], unit: 1, limit: 65535), let average = value(levels["max_average"], unit: 1, limit: 65535) {
            parameters.append("max-cll=\(content),\(average)")
        }
        return parameters
    }

    /// What a video's pictures' times say of its timing (``probe(_:)``), on the file's clock.
    package struct Timing: Equatable {
        /// The rate a card over it runs at (``VideoUnderlay/fps``).
        package var fps: Double
        /// To the last picture's end.
        package var duration: Double
        package var isConstant: Bool
        /// The first picture's time.
        package var start: Double
        /// The pictures that show.
        package var frames: Int
        /// At a variable rate, each picture's time; empty at a constant one.
        package var times: [Double]

        /// From the shown pictures' times and lengths in order (``FFprobe/videoFrames(of:purpose:)``),
        /// the file's clock start, the stream's `r_frame_rate` and its packets; without times,
        /// the packets at that rate from 0.
        package init(frames shown: [(time: Double, length: Double)], clockStart: Double, rate: Double, packets: Int) {
            guard let first = shown.first, let last = shown.last else {
                (fps, duration, isConstant, start, frames, times) = (rate, Double(packets) / rate, true, 0, packets, [])
                return
            }
            frames = shown.count
            let start = clockStart.isFinite ? max(0, first.time - clockStart) : 0
            self.start = start
            isConstant = shown.indices.allSatisfy { abs(shown[$0].time - first.time - Double($0) / rate) <= 0.25 / rate }
            // At a constant rate, the pictures at it (a time base of 1/1000 rounds the last one's
            // length).
            let span = isConstant ? Double(frames) / rate : max(last.time + (last.length > 0 ? last.length : 1 / rate) - first.time, 1 / rate)
            duration = start + span
            if isConstant {
                fps = rate
            } else {
                // The most pictures in any second (ffprobe's r_frame_rate is a guess from the
                // first few, 20 for a recording that reaches 60), to 120 at most.
                var busiest = 0, oldest = 0
                for (index, picture) in shown.enumerated() {
                    while shown[oldest].time <= picture.time - 1 + 1e-6 { oldest += 1 }
                    busiest = max(busiest, index - oldest + 1)
                }
                // (A second of a 29.97 fps video holds 30: the rate stays where it is close.)
                fps = rate <= 120 && Double(busiest) <= rate * 1.1 ? rate : min(120, Double(busiest))
            }
            times = isConstant ? [] : shown.map { $0.time - first.time + start }
        }
    }
}
