import Foundation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeRasterKernels

/// Writes video by feeding raw frames to an `ffmpeg` process on its standard input.
///
/// Frames go in at the card's frame rate as planar YCbCr (``FFmpegInput``);
/// ffmpeg writes the file `output`, a temporary name that the caller renames into place (Export's
/// atomic files) only when ``finish()`` has checked the result. Each format's codec and
/// container arguments are the format's (``VideoFormat/codec``). `-bitexact` flags and a fixed
/// encoder thread count keep the bytes the same for the same input.
///
/// ffmpeg can fail in ways its exit status does not show: on a full disk it prints "Error
/// writing trailer" and exits 0, leaving a file that does not play. So ``finish()`` requires all
/// three: exit status 0, no error lines on ffmpeg's standard error, and an `ffprobe` of the file
/// that finds one video stream of the expected size and frame count (``probe(expectedFrames:)``).
/// When ffmpeg exits early, the next ``append(_:)`` fails with `EPIPE` (the command line ignores
/// SIGPIPE), and the error carries the last lines ffmpeg printed.
package final class FFmpegEncoder {
    private let process: ChildProcess
    private let pipe: FileHandle
    /// What the frames are sent as.
    package let input: FFmpegInput
    private var framesWritten = 0
    /// The file ffmpeg writes.
    let output: URL
    /// The path errors name: the destination as the caller gave it, not the temporary file.
    let name: String
    /// What it writes.
    let format: VideoFormat
    /// The frame's sides.
    let width: Int
    /// The frame's height, as ``width``.
    let height: Int
    /// The sides of the pictures sent: the frame's, or the band's over a video.
    private let sent: (width: Int, height: Int)
    /// Over a video with a band, the video's frames pass through ffmpeg alone, so the frames
    /// to expect in the file come from its progress report rather than from what was sent.
    private let reportsProgress: Bool
    /// Over a video with a band: ffmpeg finished the video (which can decode to fewer frames
    /// than it has packets) before the card's last frame was sent, and stopped reading.
    package private(set) var videoEnded = false

    /// Starts ffmpeg writing `format` to `output` at `quality` (1...100) with `compression` (see
    /// ``VideoFormat/codec``); errors name the output `name`.
    /// Frames go in as ``input``.
    ///
    /// With `underlay`, the pictures sent are that video's frames with the card already drawn
    /// over them (``UnderlayDecoder``, ``Frame/composite(over:bounds:matrix:)``), as yuv420p at
    /// the video's sides: the file keeps the video's sound (copied, or as Opus in WebM) and its
    /// colour tags.
    ///
    /// With `underlay` and `band` (within the frame, at even coordinates, on a frame of even
    /// sides), ffmpeg decodes the video itself and lays the pictures sent over it with its
    /// `overlay` filter at the band's place: each is that part of a card frame as yuva420p in
    /// the video's matrix (``Frame/yuva420p(of:ink:matrix:)``). The video keeps its frames and
    /// their times; each gets the card frame nearest its time (at a constant rate, the card's
    /// frame `n` goes over the video's frame `n`, as without a band), and the video's frames
    /// after the last one sent pass through.
    ///
    /// With `sound` (a card alone, never over a video), the file gets one sound stream, the
    /// soundtrack's sound for the card's seconds `from` to `from + length` (the frames to be
    /// sent), in the format's codec for sound (``Soundtrack/filterGraph(input:from:length:cardDuration:)``).
    package init(format: VideoFormat, output: URL, name: String, width: Int, height: Int, fps: Double, hasAlpha: Bool,
                 quality: Int = 100, compression: VideoCompression = .standard, underlay: VideoUnderlay? = nil,
                 band: PixelRect? = nil, sound: (track: Soundtrack, from: Double, length: Double, cardDuration: Double)? = nil) throws {
        precondition(sound == nil || underlay == nil, "a soundtrack goes on a card alone, not over a video with its own sound")
        let ffmpeg = try FFmpegTool.ffmpeg.path(for: .writingVideo)
        self.output = output
        self.name = name
        self.format = format
        self.width = width
        self.height = height
        let band = underlay == nil ? nil : band
        // Only the band's way keeps 10 bits (ffmpeg lays the band over the decoded video).
        let signal = band == nil ? nil : underlay?.signal
        if band != nil {
            input = signal.map { .yuva420p10le($0) } ?? .yuva420p
        } else {
            input = underlay != nil ? .yuv420p : hasAlpha ? format.input.clear : format.input.opaque
        }
        sent = band.map { ($0.width, $0.height) } ?? (width, height)
        reportsProgress = band != nil
        let size = input.size(width: sent.width, height: sent.height)
        // The colour tags: BT.709's for a card alone, the video's over a video. They go on the
        // frames sent (options before their `-i`) as well as on the encoder (after it): an
        // encoder that writes the frame's tags into its bitstream (ProRes's frame header, from
        // both prores_aw and prores_ks) would otherwise say "unspecified", which ffmpeg and the
        // tools built on it decode as BT.601 whatever the container says.
        let tags = underlay.map { underlay in
            [("-colorspace", underlay.colorSpace), ("-color_primaries", underlay.colorPrimaries), ("-color_trc", underlay.colorTransfer)]
                .flatMap { option, value in value.map { [option, $0] } ?? [] } + ["-color_range", "tv"]
        } ?? VideoEncoding.bt709Tags
        let frames = ["-f", "rawvideo", "-pix_fmt", input.pixelFormat, "-s", "\(size.0)x\(size.1)", "-r", String(fps)] + tags + ["-i", "-"]
        let common = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"]
        let arguments: [String]
        if let underlay {
            // The video's sound, the codec, and the video's colour tags.
            let encoding = ["-map", "1:a?"] + format.sound(underlay.audioCodecs, underlay.windowStart != nil)
                + format.codec(VideoEncoding(hasAlpha: false, quality: quality, compression: compression, overVideo: true, width: width,
                                             deep: signal != nil, x265Parameters: underlay.masteringMetadata))
                + tags
            let video = underlay.inputOptions + ["-i", underlay.url.path]
            if let band {
                precondition(width % 2 == 0 && height % 2 == 0 && band.x % 2 == 0 && band.y % 2 == 0
                             && PixelRect(x: 0, y: 0, width: width, height: height).contains(band), "a band \(band) at even places in an even frame")
                // The video keeps its own times, a variable-rate video's gaps and all. The card's
                // frame n is timed half a frame before n/fps on the video's clock (frame 0 at 0),
                // in microseconds; overlay lays on each picture the last card frame timed at or
                // before it, so each picture gets the card frame nearest its time: frame n on
                // picture n at a constant rate, whatever the file's time base rounds its times to
                // (1/1000 in WebM, 1/90000 in a phone's MP4). A card placed later in the video
                // (``VideoUnderlay/cardStart``) is timed that many frames on; the pictures before
                // its first frame have none to lay on them, and pass through.
                let first = "N+\(underlay.cardStartFrame)"
                let card = "settb=expr=1/1000000,setpts=(\(first)-0.5+0.5*not(\(first)))/\(String(format: "%.9f", fps))*1000000"
                let (pictures, overlay) = signal == nil ? ("yuv420p", "yuv420") : ("yuv420p10le", "yuv420p10")
                let graph = "[1:v:0]format=\(pictures)[picture];[0:v]\(card)[band];"
                    + "[picture][band]overlay=x=\(band.x):y=\(band.y):format=\(overlay):eof_action=pass:repeatlast=0[video]"
                // The encoder keeps the video's time base (not 1/fps, which would move a
                // variable-rate video's pictures onto a grid, some onto one time).
                arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + frames + video + common
                    + ["-filter_complex", graph, "-map", "[video]", "-fps_mode", "passthrough"]
                    + (underlay.timeBase.map { ["-enc_time_base:v", $0] } ?? []) + encoding
                    + ["-progress", "pipe:1", "-stats_period", "5", output.path]
            } else {
                // The pictures sent start where the video's first one does, beside its sound (an
                // input's `-r` times its frames from 0, whatever `-itsoffset` says).
                let filters = (underlay.start > 0 ? ["settb=AVTB", "setpts=PTS+\(String(format: "%.6f", underlay.start))/TB"] : [])
                    + (format.evenSides ? ["pad=ceil(iw/2)*2:ceil(ih/2)*2"] : [])
                let timing = filters.isEmpty ? [] : ["-vf", filters.joined(separator: ",")] + (underlay.start > 0 ? ["-fps_mode", "passthrough"] : [])
                arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + frames + video + common + ["-map", "0:v"] + timing
                    + encoding + [output.path]
            }
        } else {
            let soundInput = sound?.track.inputArguments ?? []
            let soundOutput = sound.map { sound in
                ["-filter_complex", sound.track.filterGraph(input: 1, from: sound.from, length: sound.length, cardDuration: sound.cardDuration),
                 "-map", "0:v", "-map", "[sound]", "-flags:a", "+bitexact"] + format.sound([], true)
            } ?? []
            arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + frames + soundInput + common + soundOutput
                + format.codec(VideoEncoding(hasAlpha: hasAlpha, quality: quality, compression: compression, width: width))
                + [output.path]
        }
        process = try ChildProcess(ffmpeg, arguments, writesInput: true, readsOutput: band != nil)
        pipe = process.input!
    }

    /// Sends one frame, converted to ``input``.
    package func append(_ frame: Frame) throws {
        try append(input.bytes(of: frame))
    }

    /// Sends one frame already converted to ``input`` (``FFmpegInput/bytes(of:)``, done on the
    /// rendering thread). Over a video with a band, a frame after the video's end is dropped
    /// and ``videoEnded`` set.
    package func append(_ bytes: [UInt8]) throws {
        let expected = input.byteCount(width: sent.width, height: sent.height)
        precondition(bytes.count == expected, "a \(sent.width)x\(sent.height) picture is \(expected) bytes of \(input.pixelFormat), not \(bytes.count)")
        try Interruption.checkpoint()
        guard !videoEnded else { return }
        do {
            try process.write(bytes)
        } catch {
            try? pipe.close()
            try process.wait()
            if reportsProgress, process.status.succeeded, reportedErrors.isEmpty {
                videoEnded = true
                return
            }
            throw VideoError.ffmpegFailed(message: failure(headline: "stopped reading frames after \(framesWritten)"))
        }
        framesWritten += 1
    }

    /// Closes ffmpeg's input, waits for it to finish, and checks the file it wrote: exit status
    /// 0, no error lines, and a probe of the result.
    package func finish() throws {
        try? pipe.close()
        try process.wait()
        guard process.status.succeeded else {
            throw VideoError.ffmpegFailed(message: failure(headline: "did not finish"))
        }
        let errors = reportedErrors
        guard errors.isEmpty else {
            throw VideoError.ffmpegFailed(message: "writing '\(name)', it exited with status 0 but reported errors, so the file is not used: "
                + errors.suffix(5).joined(separator: " | "))
        }
        try probe(expectedFrames: reportsProgress ? try framesEncoded() : framesWritten)
    }

    /// The frames ffmpeg's last progress report (`-progress pipe:1`) says it encoded.
    private func framesEncoded() throws -> Int {
        let report = String(decoding: process.output, as: UTF8.self)
        guard let line = report.split(whereSeparator: \.isNewline).last(where: { $0.hasPrefix("frame=") }),
              let frames = Int(line.dropFirst("frame=".count).trimmingCharacters(in: .whitespaces)) else {
            throw VideoError.ffmpegFailed(message: failure(headline: "did not report the frames it wrote"))
        }
        return frames
    }

    /// Stops ffmpeg (SIGKILL: it is not asked to finish a file that is about to be removed) and
    /// waits for it. The caller removes the output.
    package func cancel() {
        try? pipe.close()
        process.kill()
        _ = try? process.wait()
    }

    /// The lines of ``errorLines`` that report an error (ffmpeg can exit 0 after one).
    private var reportedErrors: [String] {
        errorLines.filter { $0.localizedCaseInsensitiveContains("error") }
    }

    /// ffmpeg's last lines on its standard error, trimmed.
    private var errorLines: [String] {
        process.errorLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// "writing 'name', it <headline> (exit status N): <its last lines>".
    private func failure(headline: String) -> String {
        let lines = errorLines.suffix(5)
        return "writing '\(name)', it \(headline) (\(process.status))" + (lines.isEmpty ? "" : ": " + lines.joined(separator: " | "))
    }
}
