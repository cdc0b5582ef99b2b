import Foundation
import KinetypeDiagnostics
import KinetypeGraphics

/// Writes video by feeding raw frames to an `ffmpeg` process on its standard input.
///
/// Frames go in at the card's frame rate as planar YCbCr (``FFmpegInput``);
/// ffmpeg writes the file `output`, a temporary name that the caller renames into place
/// (``AtomicFile/create(at:_:)``) only when ``finish()`` has checked the result. `-bitexact` flags and a fixed encoder thread count keep
/// the bytes the same for the same input.
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
    let output: URL
    /// The path errors name: the destination as the caller gave it, not the temporary file.
    let name: String
    let format: VideoFormat
    let width: Int
    let height: Int
    /// The sides of the pictures sent: the frame's, or the band's over a video.
    private let sent: (width: Int, height: Int)
    /// Over a video with a band, the video's frames pass through ffmpeg alone, so the frames
    /// to expect in the file come from its progress report rather than from what was sent.
    private let reportsProgress: Bool
    /// Over a video with a band: ffmpeg finished the video (which can decode to fewer frames
    /// than it has packets) before the card's last frame was sent, and stopped reading.
    package private(set) var videoEnded = false

    /// libvpx-vp9's constant rate factor for a quality of 1...100: 30 at 100, rising by one
    /// for every three steps down, to 63 (its worst) at 1.
    static func vp9CRF(quality: Int) -> Int { 30 + (100 - min(100, max(1, quality))) / 3 }

    /// The codec arguments for a format.
    ///
    /// MP4 is H.264. A card alone uses x264's `medium` preset and `animation` tune: the tune x264
    /// has for flat areas and hard edges (stronger deblocking off, more reference frames), which
    /// is what a title card is; then `compression`'s memory settings and rate factor
    /// (``VideoCompression``). It is fed as yuv420p already in BT.709's limited range
    /// (``FFmpegInput/yuv420pEven``) and tagged so, as every player expects of HD video, chroma
    /// sited at the centre of each 2 × 2 block (``Frame/yuv420p(evenSides:)``). Drawn `overVideo`,
    /// the video's own pictures come with the card composited on them (padded to even sides
    /// with ffmpeg's `pad` filter, ``init(format:output:name:width:height:fps:hasAlpha:quality:compression:underlay:band:)``),
    /// and are encoded as footage: x264's `veryfast` preset at the same rate factor, which
    /// measured on 1080p footage gives ffmpeg's default settings' PSNR (`medium`, CRF 23) at 1.1
    /// times the bytes in 0.6 of the time, with its diamond motion search (`me=dia`, as
    /// `superfast` has: 6% less time on the benchmark's clip; on three kinds of footage at most
    /// 0.01 dB of PSNR lost for at most 1.4% more bytes; see BENCHMARKS.md) (``VideoCompression/smallest`` keeps
    /// `medium`). WebM is VP9, BT.709 and tagged the same way: fed as yuv420p, or with alpha (a
    /// clear background) as yuva420p (``Frame/yuva420p()``), at libvpx's real-time speed 8 with
    /// row multithreading (see the table in the README's video section) and no lookahead
    /// (`-lag-in-frames 0`: the real-time encoder does not use one, so the bytes are the same,
    /// but its 25 frames' buffers took 220 MB at 1080p with alpha). MOV is ProRes 4444 with
    /// alpha from ffmpeg's `prores_aw` encoder, four times as fast as `prores_ks` at 68–80 dB
    /// (`prores_ks` still for an odd `width`, which `prores_aw` refuses), fed as yuva444p10le
    /// (``Frame/yuva444p10le()``), BT.709 and tagged like the others. Encoder threads are fixed
    /// at two, so the bytes do not depend on the machine.
    ///
    /// Over a video of 10 bits a sample (`deep`: a phone's HLG video, HDR10), the file keeps 10
    /// bits: MP4 is HEVC Main 10 from x265 (H.264 of 10 bits plays almost nowhere), at its
    /// `superfast` preset (`medium` for ``VideoCompression/smallest``) and the rate factor plus
    /// four (x265's scale runs about that much above x264's for the same quality), tagged
    /// `hvc1` as Apple's players require, one pool of two threads, and the video's HDR10
    /// metadata (`x265Parameters`, ``VideoUnderlay/masteringMetadata``); WebM is VP9 profile 2
    /// (`yuv420p10le`); MOV is ProRes, 10 bits already.
    static func arguments(for format: VideoFormat, hasAlpha: Bool, quality: Int = 100, compression: VideoCompression = .standard,
                          overVideo: Bool = false, width: Int = 2, deep: Bool = false, x265Parameters: [String] = []) -> [String] {
        let tags = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
                    "-chroma_sample_location", "center"]
        switch format {
        case .mp4 where overVideo && deep:
            return ["-c:v", "libx265", "-pix_fmt", "yuv420p10le", "-preset", compression == .smallest ? "medium" : "superfast",
                    "-crf", String(compression.x264CRF(quality: quality) + 4), "-x265-params", (["log-level=error", "pools=2", "frame-threads=2"] + x265Parameters).joined(separator: ":"),
                    "-tag:v", "hvc1", "-movflags", "+faststart", "-f", "mp4"]
        case .mp4 where overVideo:
            return ["-c:v", "libx264", "-pix_fmt", "yuv420p",
                    "-preset", compression == .smallest ? "medium" : "veryfast", "-crf", String(compression.x264CRF(quality: quality))]
                + (compression == .smallest ? [] : ["-x264-params", "me=dia"]) + [
                    "-threads", "2", "-movflags", "+faststart", "-f", "mp4"]
        case .mp4:
            return ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "medium", "-tune", "animation",
                    "-crf", String(compression.x264CRF(quality: quality))] + compression.x264Arguments
                + tags + ["-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-c:v", "libvpx-vp9", "-pix_fmt", deep ? "yuv420p10le" : hasAlpha && !overVideo ? "yuva420p" : "yuv420p", "-b:v", "0",
                    "-crf", String(vp9CRF(quality: quality)), "-deadline", "realtime", "-cpu-used", "8",
                    "-row-mt", "1", "-tile-columns", "2", "-threads", "2", "-lag-in-frames", "0"]
                + (overVideo ? [] : tags) + ["-f", "webm"]
        case .mov:
            // prores_aw takes only even widths; an odd-width card keeps its size through prores_ks.
            let encoder = width % 2 == 0 ? ["prores_aw", "-profile:v", "4", "-vendor", "apl0"] : ["prores_ks", "-profile:v", "4444"]
            return ["-c:v"] + encoder + ["-pix_fmt", "yuva444p10le", "-threads", "2"] + (overVideo ? [] : tags) + ["-f", "mov"]
        }
    }

    /// The sound codecs an MP4 takes as they are (ffmpeg's names).
    static let soundMP4Takes: Set<String> = ["aac", "mp3", "opus", "ac3", "eac3", "alac"]

    /// What the video's sound becomes over video: Opus in WebM (the codec WebM takes), 16-bit PCM
    /// in MOV (what editors expect beside ProRes, and any source's sound converts to it), and in
    /// MP4 a copy of the sound MP4 takes (AAC, MP3, Opus, AC-3), else AAC (a camera's or an
    /// AVI's PCM, Vorbis, FLAC), each of `sources` (the sound streams' codecs) on its own.
    /// A part of a video (`cut`, ``VideoUnderlay/window(from:to:)``) has its sound encoded
    /// in MP4 too: a copy starts at the packet before the cut, about a second early, hidden only
    /// by an edit list that not every player or editor reads.
    static func audioCodec(for format: VideoFormat, sources: [String], cut: Bool = false) -> [String] {
        switch format {
        case .webm: ["-c:a", "libopus"]
        case .mov: ["-c:a", "pcm_s16le"]
        case .mp4:
            sources.enumerated().flatMap { index, source in
                soundMP4Takes.contains(source) && !cut ? ["-c:a:\(index)", "copy"] : ["-c:a:\(index)", "aac", "-b:a:\(index)", "192k"]
            }
        }
    }

    /// Starts ffmpeg writing `format` to `output` at `quality` (1...100) with `compression` (see
    /// ``arguments(for:hasAlpha:quality:compression:overVideo:)``); errors name the output `name`.
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
    package init(format: VideoFormat, output: URL, name: String, width: Int, height: Int, fps: Double, hasAlpha: Bool,
                 quality: Int = 100, compression: VideoCompression = .standard, underlay: VideoUnderlay? = nil,
                 band: PixelRect? = nil) throws {
        let ffmpeg = try FFmpegTool.ffmpeg.path(for: .writingVideo)
        self.output = output
        self.name = name
        self.format = format
        self.width = width
        self.height = height
        let band = underlay == nil ? nil : band
        // Only the band's way keeps 10 bits (ffmpeg lays the band over the decoded video).
        let signal = band == nil ? nil : underlay?.signal
        input = band == nil ? FFmpegInput(format: format, hasAlpha: hasAlpha, overVideo: underlay != nil)
            : signal.map { .yuva420p10le($0) } ?? .yuva420p
        sent = band.map { ($0.width, $0.height) } ?? (width, height)
        reportsProgress = band != nil
        let size = input.size(width: sent.width, height: sent.height)
        let frames = ["-f", "rawvideo", "-pix_fmt", input.pixelFormat, "-s", "\(size.0)x\(size.1)", "-r", String(fps), "-i", "-"]
        let common = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"]
        let arguments: [String]
        if let underlay {
            // The video's sound, the codec, and the video's colour tags.
            let tags = [("-colorspace", underlay.colorSpace), ("-color_primaries", underlay.colorPrimaries), ("-color_trc", underlay.colorTransfer)]
                .flatMap { option, value in value.map { [option, $0] } ?? [] } + ["-color_range", "tv"]
            let encoding = ["-map", "1:a?"] + Self.audioCodec(for: format, sources: underlay.audioCodecs, cut: underlay.windowStart != nil)
                + FFmpegEncoder.arguments(for: format, hasAlpha: false, quality: quality, compression: compression, overVideo: true, width: width,
                                          deep: signal != nil, x265Parameters: underlay.masteringMetadata)
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
                // (1/1000 in WebM, 1/90000 in a phone's MP4).
                let card = "settb=expr=1/1000000,setpts=(N-0.5+0.5*not(N))/\(String(format: "%.9f", fps))*1000000"
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
                    + (format == .mp4 ? ["pad=ceil(iw/2)*2:ceil(ih/2)*2"] : [])
                let timing = filters.isEmpty ? [] : ["-vf", filters.joined(separator: ",")] + (underlay.start > 0 ? ["-fps_mode", "passthrough"] : [])
                arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + frames + video + common + ["-map", "0:v"] + timing
                    + encoding + [output.path]
            }
        } else {
            arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + frames + common
                + FFmpegEncoder.arguments(for: format, hasAlpha: hasAlpha, quality: quality, compression: compression, width: width)
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
            throw ExportError.ffmpegFailed(message: failure(headline: "stopped reading frames after \(framesWritten)"))
        }
        framesWritten += 1
    }

    /// Closes ffmpeg's input, waits for it to finish, and checks the file it wrote: exit status
    /// 0, no error lines, and a probe of the result.
    package func finish() throws {
        try? pipe.close()
        try process.wait()
        guard process.status.succeeded else {
            throw ExportError.ffmpegFailed(message: failure(headline: "did not finish"))
        }
        let errors = reportedErrors
        guard errors.isEmpty else {
            throw ExportError.ffmpegFailed(message: "writing '\(name)', it exited with status 0 but reported errors, so the file is not used: "
                + errors.suffix(5).joined(separator: " | "))
        }
        try probe(expectedFrames: reportsProgress ? try framesEncoded() : framesWritten)
    }

    /// The frames ffmpeg's last progress report (`-progress pipe:1`) says it encoded.
    private func framesEncoded() throws -> Int {
        let report = String(decoding: process.output, as: UTF8.self)
        guard let line = report.split(whereSeparator: \.isNewline).last(where: { $0.hasPrefix("frame=") }),
              let frames = Int(line.dropFirst("frame=".count).trimmingCharacters(in: .whitespaces)) else {
            throw ExportError.ffmpegFailed(message: failure(headline: "did not report the frames it wrote"))
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

/// What frames are sent to ffmpeg as.
package enum FFmpegInput: Hashable, Sendable {
    /// Planar 4:4:4 with alpha in 10 bits, BT.709's limited range, straight colour
    /// (``Frame/yuva444p10le()``): MOV (ProRes 4444), converted on the rendering threads.
    case yuva444p10le
    /// Planar 4:2:0 in BT.709's limited range (``Frame/yuv420p(evenSides:)``): MP4 on its own,
    /// its sides padded to even as H.264 needs. Converting on the rendering threads takes the
    /// conversion off ffmpeg's one thread and sends 1.5 bytes a pixel instead of 4.
    case yuv420pEven
    /// The same at the frame's own sides: WebM without alpha on its own (VP9 takes odd sides),
    /// and every format over a video (the video's pictures with the card drawn on them).
    case yuv420p
    /// Planar 4:2:0 with a full-size alpha plane, straight colour (``Frame/yuva420p()``): WebM
    /// with alpha, converted on the rendering threads; and the band of the card laid over a
    /// video by ffmpeg's `overlay` (``Frame/yuva420p(of:ink:matrix:reusing:)``).
    case yuva420p
    /// The same in 10 bits, in a video's signal (``Frame/yuva420p10le(of:ink:signal:)``): the
    /// band of the card laid over a video of 10 bits, high dynamic range or not.
    case yuva420p10le(VideoSignal)

    init(format: VideoFormat, hasAlpha: Bool, overVideo: Bool) {
        switch format {
        case _ where overVideo: self = .yuv420p
        case .mp4: self = .yuv420pEven
        case .webm: self = hasAlpha ? .yuva420p : .yuv420p
        case .mov: self = .yuva444p10le
        }
    }

    /// ffmpeg's name for it (`-pix_fmt`).
    var pixelFormat: String {
        switch self {
        case .yuva444p10le: "yuva444p10le"
        case .yuv420pEven, .yuv420p: "yuv420p"
        case .yuva420p: "yuva420p"
        case .yuva420p10le: "yuva420p10le"
        }
    }

    /// The sides of a `width` × `height` frame as sent.
    func size(width: Int, height: Int) -> (width: Int, height: Int) {
        self == .yuv420pEven ? Frame.yuv420pSize(width: width, height: height) : (width, height)
    }

    /// The bytes of one frame.
    package func bytes(of frame: Frame) -> [UInt8] {
        switch self {
        case .yuva444p10le: return frame.yuva444p10le()
        case .yuv420pEven: return frame.yuv420p()
        case .yuv420p: return frame.yuv420p(evenSides: false)
        case .yuva420p: return frame.yuva420p()
        case .yuva420p10le(let signal):
            return frame.yuva420p10le(of: PixelRect(x: 0, y: 0, width: frame.width, height: frame.height), ink: frame.inkBounds(), signal: signal)
        }
    }

    /// The byte count of one `width` × `height` frame.
    func byteCount(width: Int, height: Int) -> Int {
        switch self {
        case .yuva444p10le: width * height * 8
        case .yuva420p: Frame.yuv420pByteCount(width: width, height: height, evenSides: false) + width * height
        case .yuva420p10le: 2 * (Frame.yuv420pByteCount(width: width, height: height, evenSides: false) + width * height)
        case .yuv420pEven, .yuv420p: Frame.yuv420pByteCount(width: width, height: height, evenSides: self == .yuv420pEven)
        }
    }
}
