import KinetypePrimitives

/// The second half of the encoder: jobs remapped to the palette and LZW-compressed on worker
/// threads (an ``OrderedPipeline`` of ``GIFRemapper``s), then written in order into the file.
///
/// Used on the encoding thread only. Up to ``GIFEncoder/jobWindow(threads:)`` jobs are in
/// flight; ``takeBytes()`` hands out what the file has gained since the last call.
final class GIFWriter {
    let width: Int
    let height: Int
    private let palette: GIFPalette
    private let file: GIFLibFile
    private let pipeline: OrderedPipeline<GIFImageJob, GIFImageJob.Encoded, GIFRemapper>
    private let window: Int
    private(set) var framesWritten = 0
    private(set) var byteCount = 0

    /// Opens the file with `palette` (and the encoder's loop count) and makes a remapper for
    /// each of `workers` threads.
    init(encoder: GIFEncoder, width: Int, height: Int, palette: GIFPalette, workers: Int) throws {
        self.width = width
        self.height = height
        self.palette = palette
        let remappers = try (0..<max(1, workers)).map { _ in
            try withGIFSingleThreadedQuantizer {
                try GIFRemapper(palette: palette, speed: encoder.speed, quality: encoder.paletteQuality, dithering: encoder.dithering)
            }
        }
        file = try GIFLibFile(width: width, height: height, palette: palette)
        if let loopCount = encoder.loopCount { try file.putLoopCount(loopCount) }
        let exact = GIFExactLookup(palette)
        pipeline = OrderedPipeline(workers: remappers) { job, remapper in
            try withGIFSingleThreadedQuantizer { try job.encode(remapper: remapper, palette: palette, exact: exact) }
        }
        window = GIFEncoder.jobWindow(threads: remappers.count)
    }

    /// Queues `job`, first writing whatever is finished; waits for the oldest job while the
    /// window is full.
    func submit(_ job: GIFImageJob) throws {
        while let encoded = try pipeline.takeReady() { try write(encoded) }
        while pipeline.outstanding >= window { try write(pipeline.take()) }
        pipeline.submit(job)
    }

    /// Writes every remaining job and the file's trailer.
    func finish() throws {
        while pipeline.outstanding > 0 { try write(pipeline.take()) }
        try file.close()
    }

    /// Stops the jobs still running (after a failure).
    func cancel() { pipeline.cancel() }

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
            try file.putImage(GIFRect(x: 0, y: 0, width: 1, height: 1), indices: [UInt8(transparentIndex)])
            remaining -= min(remaining, 65535)
            framesWritten += 1
        }
    }
}
