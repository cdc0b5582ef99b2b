import KinetypePrimitives
import KinetypeRasterKernels

/// The second half of the encoder: jobs mapped to the palette on worker threads (an
/// ``OrderedPipeline`` of ``GIFDitherer``s), settled in order against the ``GIFIndexScreen``,
/// LZW-compressed on worker threads (a second pipeline), then written in order into the file.
///
/// Used on the encoding thread only. Up to ``GIFEncoder/jobWindow(threads:)`` jobs are in
/// flight in each stage; ``takeBytes()`` hands out what the file has gained since the last call.
final class GIFWriter {
    let width: Int
    let height: Int
    private let palette: GIFPalette
    private let file: GIFLibFile
    private let remapping: OrderedPipeline<GIFImageJob, GIFImageJob.Remapped, GIFDitherer>
    private let compressing: OrderedPipeline<GIFImageJob.Remapped, GIFImageJob.Encoded, StatelessWorker>
    private var screen: GIFIndexScreen
    private let window: Int
    private(set) var framesWritten = 0
    private(set) var byteCount = 0

    /// Opens the file with `palette` (and the encoder's loop count) and makes a ditherer for
    /// each of `workers` threads.
    init(encoder: GIFEncoder, width: Int, height: Int, palette: GIFPalette, workers: Int) throws {
        self.width = width
        self.height = height
        self.palette = palette
        let ditherers = (0..<max(1, workers)).map { _ in GIFDitherer(palette: palette, dithering: encoder.dithering) }
        file = try GIFLibFile(width: width, height: height, palette: palette)
        if let loopCount = encoder.loopCount { try file.putLoopCount(loopCount) }
        let exact = GIFExactLookup(palette)
        remapping = OrderedPipeline(workers: ditherers) { job, ditherer in
            job.remap(ditherer: ditherer, palette: palette, exact: exact)
        }
        compressing = OrderedPipeline(workers: ditherers.map { _ in StatelessWorker() }) { frame, _ in
            try frame.compress(palette: palette)
        }
        screen = GIFIndexScreen(width: width, height: height, transparentIndex: palette.transparentIndex)
        window = GIFEncoder.jobWindow(threads: ditherers.count)
    }

    /// Queues `job`, first passing on whatever is finished; waits for the oldest job while a
    /// stage's window is full.
    func submit(_ job: GIFImageJob) throws {
        try passReady()
        while remapping.outstanding >= window {
            try settle(remapping.take())
            try passReady()
        }
        while compressing.outstanding >= window { try write(compressing.take()) }
        remapping.submit(job)
    }

    /// Writes every remaining job and the file's trailer.
    func finish() throws {
        while remapping.outstanding > 0 { try settle(remapping.take()) }
        while compressing.outstanding > 0 { try write(compressing.take()) }
        try file.close()
    }

    /// Stops the jobs still running (after a failure).
    func cancel() {
        remapping.cancel()
        compressing.cancel()
    }

    /// Moves finished jobs on without waiting: remapped ones to compression, compressed ones
    /// into the file.
    private func passReady() throws {
        while let remapped = try remapping.takeReady() { try settle(remapped) }
        while let encoded = try compressing.takeReady() { try write(encoded) }
    }

    /// Settles a remapped frame against the screen and queues its compression.
    private func settle(_ remapped: GIFImageJob.Remapped) throws {
        var frame = remapped
        screen.settle(&frame)
        compressing.submit(frame)
    }

    /// The bytes written to the file since the last call.
    func takeBytes() -> [UInt8] {
        let bytes = file.takeBytes()
        byteCount += bytes.count
        return bytes
    }

    /// Writes one compressed frame after its graphics control extension. GIF delays are 16-bit,
    /// so a frame shown longer than 65535 cs is followed by one-pixel transparent frames that
    /// carry the rest of its time.
    private func write(_ encoded: GIFImageJob.Encoded) throws {
        let transparentIndex = palette.transparentIndex
        var remaining = encoded.delay
        try file.putGraphicsControl(delay: min(remaining, 65535), disposal: encoded.disposal, transparentIndex: transparentIndex)
        file.append(encoded.block)
        framesWritten += 1
        remaining -= min(remaining, 65535)
        while remaining > 0 {
            try file.putGraphicsControl(delay: min(remaining, 65535), disposal: .keep, transparentIndex: transparentIndex)
            try file.putImage(PixelRect(x: 0, y: 0, width: 1, height: 1), indices: [UInt8(transparentIndex)])
            remaining -= min(remaining, 65535)
            framesWritten += 1
        }
    }
}
