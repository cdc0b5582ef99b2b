import Foundation
import KinetypeDiagnostics
public import KinetypeRasterKernels

/// Encodes animation frames as a small, clean animated GIF: one global palette from
/// libimagequant, changed-rectangle frames dithered to it and written by giflib.
///
/// ```swift
/// let encoder = GIFEncoder(quality: 90)
/// let url = URL(fileURLWithPath: "fade.gif")
/// FileManager.default.createFile(atPath: url.path, contents: nil)
/// let handle = try FileHandle(forWritingTo: url)
/// defer { try? handle.close() }
/// try encoder.encode(frameCount: 60, fps: 30, to: handle) { index in
///     // a Frame: premultiplied ARGB32, as Cairo stores it
///     Frame(width: 64, height: 64, fill: Frame.premultipliedPixel(red: UInt8(index * 4), green: 0, blue: 0, alpha: 255))
/// }
/// ```
///
/// ## One pass over the frames
///
/// A good palette needs colours from the whole animation, and memory must not grow with the
/// number of frames. Each frame is rendered once and goes through three stages:
///
/// 1. **Changes.** Every shown frame, in order, is compared with what is on screen; only the
///    bounding rectangle of the differences becomes a job, and pixels inside it that did not
///    change (by more than the drift ``quality`` allows: 2 levels at the default) are marked
///    to keep what is shown, so LZW squeezes them to almost nothing. A frame with no change adds
///    its time to the previous frame's delay instead of being written, so a GIF may hold fewer
///    frames than were rendered.
/// 2. **Palette and file.** One palette of up to 255 colours plus one reserved transparent
///    entry comes from up to 20 frames spread evenly over the animation (the first, the last
///    and every k-th between), fixed in advance: the first is added whole to a libimagequant
///    histogram, each later one only where it differs from the previous sample, so the
///    animated region weighs as much as the static background (as ffmpeg's
///    `palettegen=stats_mode=diff` does). The samples are picked up as the frames pass, and
///    libimagequant counts them on a thread of its own. Jobs wait, holding only their
///    rectangles, until the palette is made; then each is mapped to it with Floyd–Steinberg
///    dithering (`GIFDitherer`: errors too small to see are not spread, so flat areas and fine
///    gradients stay clean and compress well) on ``threads`` threads, a few ahead of the one
///    being written. A rectangle of palette colours only is looked up instead, with the same
///    result; with a palette of the frames' own colours every rectangle is, a shade the samples
///    missed taking its nearest entry. When the palette is made after the last frame, a palette
///    of the frames' own colours is chosen by what every frame draws, so when one of 256 shades
///    has to go for the transparent entry, it is the one drawn least.
/// 3. **Repeats.** In order, each mapped frame is compared with the indices on screen: a drawn
///    pixel that shows the index already there is kept instead, and the rectangle shrinks to
///    the pixels still drawn (`GIFIndexScreen`; a decoder shows the same picture). The frames
///    are then LZW-compressed on ``threads`` threads and written in order.
///
/// Jobs wait in at most 32 MiB less three frames (21 MiB at 720p, 8 MiB at 1080p: a title
/// card's changes over 60 to 100 frames fit at 720p; `defaultHeldJobBudget(width:height:)`). When
/// more would wait, the palette is made at once from the samples seen and the remaining ones,
/// which are rendered ahead for it on ``threads`` threads (and again when their turn comes): the
/// palette is the same either way, and memory stays at a few frames.
///
/// The frames come from a closure called on the calling thread
/// (``encode(frameCount:fps:to:frame:)``) or rendered on ``threads`` threads ahead of the
/// comparison (``encodeConcurrently(frameCount:fps:to:frame:)``); it must return the same pixels for the
/// same index. The bytes are the same either way.
///
/// ## Timing
///
/// GIF delays are whole centiseconds. Frame `i` starts at `⌊i·100/fps⌋` cs, so each delay is
/// `⌊(i+1)·100/fps⌋ − ⌊i·100/fps⌋` (30 fps gives 3, 3, 4, 3, 3, 4 …, 24 fps 4, 4, 4, 4, 4, 5 …)
/// and times never drift; the last frame runs to `round(frameCount·100/fps)`, so the total is
/// exactly that. Browsers play any delay under 2 cs as 10 cs, so a frame that would start
/// less than ``minimumDelay`` after the previous written frame is not asked for at all; its
/// time goes to the frame before. Up to 50 fps nothing changes; 60 fps
/// becomes an alternation of 3 and 2 cs (40 distinct frames a second) with the exact total
/// duration. Set `minimumDelay` to 1 to keep every frame up to 100 fps for players that honour
/// 1 cs (ffmpeg, giflib), at the cost of slow playback in browsers.
///
/// ## Pixels
///
/// Opaque GIFs (the default) show premultiplied pixels as they are, which is the frame
/// composited over black; frames rendered over an opaque background are unaffected, and
/// antialiased text edges keep exactly the colours Cairo blended, so there is no halo.
/// With ``transparentBackground`` GIF's 1-bit transparency is used: a pixel with alpha ≥ 128
/// is opaque with its colour un-premultiplied (`c·255/a`), and one with alpha < 128 is fully
/// transparent. Soft edges and shadows therefore become hard-edged; render over the colour the
/// GIF will be shown on when that matters.
///
/// ## Determinism and threads
///
/// Frames are rendered (by `encodeConcurrently`), and changed rectangles dithered and
/// LZW-compressed, on ``threads`` threads each and taken in order; libimagequant's own OpenMP
/// threads are held to one. For given libimagequant and giflib versions the bytes depend only
/// on the frames and the options: not on ``threads``, the core count, or timing.
public struct GIFEncoder: Sendable {
    /// Quality, 1...100 (default 90): lower gives smaller files. It sets three things:
    /// - libimagequant's target palette quality, `min(100, quality + 10)`
    ///   (`liq_set_quality(attr, 0, target)`: minimum 0, so quantizing never fails). Title cards
    ///   are dark gradients, where libimagequant's scale is steep (its 90 chose 27 colours for
    ///   the benchmark card, 43 dB, visibly banded), hence the offset: 90 and above ask for the
    ///   best 255-colour palette.
    /// - libimagequant's speed for choosing the palette, `13 − quality/10` clamped to 3...10:
    ///   3 at 100, 4 at 90.
    /// - how far a pixel's colour may drift before it is redrawn, `(100 − quality)/5` levels per
    ///   channel (2 at 90, 0 at 100): a slow fade then redraws a pixel every few frames instead
    ///   of every frame, and the error never exceeds that many levels (see `GIFScreen`).
    public var quality: Int
    /// Floyd–Steinberg dithering level, 0 (none: each pixel takes its nearest entry) ... 1 (full):
    /// the share of each pixel's error passed on to its neighbours (15/16 of it at 1, so that
    /// small errors do not pile up).
    public var dithering: Double
    /// How many times the animation repeats: 0 (the default) loops forever; `nil` writes no
    /// Netscape loop extension, so the GIF plays once. The value is written as-is; browsers play
    /// a GIF with loop count n a total of n + 1 times.
    public var loopCount: Int?
    /// Uses GIF transparency for the background: alpha < 128 becomes transparent, alpha ≥ 128
    /// opaque (see "Pixels" above).
    public var transparentBackground: Bool
    /// The shortest delay written, in centiseconds, 1...100 (default 2; see "Timing" above).
    public var minimumDelay: Int
    /// Bytes of finished jobs that may wait for the palette (see "One pass"); nil (the default)
    /// is `defaultHeldJobBudget(width:height:)`. The bytes do not depend on it.
    package var heldJobBudget: Int?
    /// Threads that render frames (with `encodeConcurrently`) and threads that remap and
    /// compress them; the output does not depend on it.
    public var threads: Int

    /// An encoder with the given options; see each property. Values are checked by `encode`.
    public init(
        quality: Int = 90,
        dithering: Double = 1,
        loopCount: Int? = 0,
        transparentBackground: Bool = false,
        minimumDelay: Int = 2,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.quality = quality
        self.dithering = dithering
        self.loopCount = loopCount
        self.transparentBackground = transparentBackground
        self.minimumDelay = minimumDelay
        self.threads = threads
    }

    /// Encodes `frameCount` frames at `fps` and writes the GIF to `handle` as it goes (the file
    /// grows frame by frame; memory does not). For an all-or-nothing file, pass the handle of a
    /// temporary file and rename it when this returns.
    ///
    /// - Parameters:
    ///   - frameCount: How many frames the GIF has.
    ///   - fps: Frames a second.
    ///   - handle: Where the file is written.
    ///   - frame: Returns frame `index`; called on this thread, once for every shown index in
    ///     order (and, rarely, for a few indices ahead: see "One pass").
    /// - Throws: ``GIFError``, or whatever `frame` throws.
    @discardableResult
    public func encode(
        frameCount: Int, fps: Double, to handle: FileHandle, frame: (Int) throws -> Frame
    ) throws -> Summary {
        try validate(frameCount: frameCount, fps: fps)
        return try withoutActuallyEscaping(frame) { frame in
            var source = GIFSequentialSource(frame: frame, transparent: transparentBackground)
            return try run(frameCount: frameCount, fps: fps, source: &source) { try GIFEncoder.write($0, to: handle) }
        }
    }

    /// Encodes `frameCount` frames at `fps`, rendering them on ``threads`` threads ahead of the
    /// writer, and writes the GIF to `handle` as it goes. The bytes are those
    /// ``encode(frameCount:fps:to:frame:)`` writes for the same frames, whatever the threads.
    ///
    /// - Parameters:
    ///   - frameCount: How many frames the GIF has.
    ///   - fps: Frames a second.
    ///   - handle: Where the file is written.
    ///   - frame: Returns frame `index`; called from worker threads, several at once, each shown
    ///     index once (and, rarely, a few twice: see "One pass").
    /// - Throws: ``GIFError``, or whatever `frame` throws (the first failure in frame order).
    @discardableResult
    public func encodeConcurrently(
        frameCount: Int, fps: Double, to handle: FileHandle, frame: @escaping @Sendable (Int) throws -> Frame
    ) throws -> Summary {
        try validate(frameCount: frameCount, fps: fps)
        var source = parallelSource(frameCount: frameCount, fps: fps, frame: frame)
        return try run(frameCount: frameCount, fps: fps, source: &source) { try GIFEncoder.write($0, to: handle) }
    }

    /// Encodes `frameCount` frames at `fps` and returns the GIF file's bytes.
    ///
    /// - Parameters:
    ///   - frameCount: How many frames the GIF has.
    ///   - fps: Frames a second.
    ///   - frame: Returns frame `index`; see ``encode(frameCount:fps:to:frame:)``.
    public func encode(frameCount: Int, fps: Double, frame: (Int) throws -> Frame) throws -> Data {
        try validate(frameCount: frameCount, fps: fps)
        var data = Data()
        try withoutActuallyEscaping(frame) { frame in
            var source = GIFSequentialSource(frame: frame, transparent: transparentBackground)
            _ = try run(frameCount: frameCount, fps: fps, source: &source) { data.append(contentsOf: $0) }
        }
        return data
    }

    /// Encodes `frameCount` frames at `fps`, rendering them on ``threads`` threads, and returns
    /// the GIF file's bytes.
    ///
    /// - Parameters:
    ///   - frameCount: How many frames the GIF has.
    ///   - fps: Frames a second.
    ///   - frame: Returns frame `index`; see ``encodeConcurrently(frameCount:fps:to:frame:)``.
    public func encodeConcurrently(frameCount: Int, fps: Double, frame: @escaping @Sendable (Int) throws -> Frame) throws -> Data {
        try validate(frameCount: frameCount, fps: fps)
        var data = Data()
        var source = parallelSource(frameCount: frameCount, fps: fps, frame: frame)
        _ = try run(frameCount: frameCount, fps: fps, source: &source) { data.append(contentsOf: $0) }
        return data
    }

    private func parallelSource(frameCount: Int, fps: Double, frame: @escaping @Sendable (Int) throws -> Frame) -> GIFParallelSource {
        GIFParallelSource(schedule: GIFSchedule(frameCount: frameCount, fps: fps, minimumDelay: minimumDelay),
                          threads: min(threads, frameCount), transparent: transparentBackground, frame: frame)
    }

    private static func write(_ bytes: [UInt8], to handle: FileHandle) throws {
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw GIFError.writeFailed(reason: SystemError.reason(error))
        }
    }

    /// Checks every option and argument, so that a bad value fails before any frame is rendered.
    func validate(frameCount: Int, fps: Double) throws {
        guard (1...100).contains(quality) else { throw GIFError.qualityOutOfRange(quality) }
        guard dithering.isFinite, (0...1).contains(dithering) else { throw GIFError.ditheringOutOfRange(dithering) }
        if let loopCount, !(0...65535).contains(loopCount) { throw GIFError.loopCountOutOfRange(loopCount) }
        guard (1...100).contains(minimumDelay) else { throw GIFError.minimumDelayOutOfRange(minimumDelay) }
        guard threads >= 1 else { throw GIFError.invalidThreadCount(threads) }
        guard frameCount >= 1 else { throw GIFError.noFrames(frameCount: frameCount) }
        guard fps.isFinite, fps > 0 else { throw GIFError.invalidFPS(fps) }
        guard Double(frameCount) * 100 / fps < Double(Int32.max) else {
            throw GIFError.durationTooLong(frameCount: frameCount, fps: fps)
        }
    }

    /// libimagequant's target quality for ``quality``: `min(100, quality + 10)`.
    var paletteQuality: Int { min(100, quality + 10) }

    /// libimagequant's speed for ``quality``: `13 − quality/10`, clamped to 3...10.
    var speed: Int { min(10, max(3, 13 - quality / 10)) }

    /// How many levels a channel may drift before a pixel is redrawn: `(100 − quality)/5`.
    var tolerance: Int { (100 - quality) / 5 }
}
