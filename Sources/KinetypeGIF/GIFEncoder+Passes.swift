import KinetypeRasterKernels

extension GIFEncoder {
    /// How many frames pass 1 samples for the palette at most. Twenty frames of a title card
    /// cover its colours; more only slow pass 1 down.
    static let paletteSampleLimit = 20

    /// How many frames may be queued or in flight in pass 2: four per thread, so the other
    /// threads keep busy while one compresses the full first frame (which costs as much as a
    /// dozen changed rectangles), and memory stays at a few rectangles per thread.
    static func jobWindow(threads: Int) -> Int { threads * 4 }

    /// The two passes (see the type's documentation); `output` receives the file's bytes in
    /// order, a few kilobytes at a time: the header, then each frame as it is compressed.
    func run(frameCount: Int, fps: Double, frame: (Int) throws -> Frame, output: ([UInt8]) throws -> Void) throws -> Summary {
        try validate(frameCount: frameCount, fps: fps)
        let schedule = GIFSchedule(frameCount: frameCount, fps: fps, minimumDelay: minimumDelay)
        var size: (width: Int, height: Int)?
        let transparent = transparentBackground
        func canvas(_ index: Int) throws -> GIFCanvas {
            let source = try frame(index)
            try GIFEncoder.check(source, index: index, size: &size)
            return GIFCanvas(source, transparent: transparent)
        }

        // Pass 1: one palette from a histogram of sampled frames (changed regions after the first).
        // When the samples hold few distinct opaque colours (white text on a plain background
        // has about 256 shades), those colours are the palette (``GIFDistinctColors``), so
        // almost nothing is lost to quantization; otherwise libimagequant chooses.
        let palette = try withGIFSingleThreadedQuantizer {
            let builder = try GIFPaletteBuilder(speed: speed, quality: paletteQuality)
            var previous: GIFCanvas?
            var distinct = GIFDistinctColors(limit: 300)
            for index in schedule.samples(limit: GIFEncoder.paletteSampleLimit) {
                let current = try canvas(index)
                if let previous {
                    if let rect = current.changedBounds(from: previous) {
                        let pixels = current.pixels(in: rect)
                        distinct.add(pixels)
                        try builder.add(pixels, width: rect.width, height: rect.height)
                    }
                } else {
                    distinct.add(current.pixels)
                    try builder.add(current.pixels, width: current.width, height: current.height)
                }
                previous = current
            }
            if let exact = distinct.palette() { return exact }
            return try builder.makePalette()
        }
        // A thread beyond the number of frames would have nothing to remap.
        let workers = min(threads, frameCount)
        let remappers = try (0..<workers).map { _ in
            try withGIFSingleThreadedQuantizer {
                try GIFRemapper(palette: palette, speed: speed, quality: paletteQuality, dithering: dithering)
            }
        }

        // Pass 2: every shown frame in order; changed rectangles remapped and compressed in parallel.
        guard let (width, height) = size else { throw GIFError.noFrames(frameCount: frameCount) }
        let file = try GIFLibFile(width: width, height: height, palette: palette)
        if let loopCount { try file.putLoopCount(loopCount) }
        var byteCount = 0, written = 0
        try withoutActuallyEscaping(output) { output in
            func flush() throws {
                let bytes = file.takeBytes()
                byteCount += bytes.count
                try output(bytes)
            }
            try flush()
            let pipeline = GIFOrderedPipeline<GIFImageJob, GIFImageJob.Encoded, GIFRemapper>(
                workers: remappers,
                window: GIFEncoder.jobWindow(threads: workers),
                work: { job, remapper in
                    try withGIFSingleThreadedQuantizer { try job.encode(remapper: remapper, palette: palette) }
                },
                deliver: { encoded in
                    written += try GIFEncoder.write(encoded, to: file, transparentIndex: palette.transparentIndex)
                    try flush()
                }
            )
            defer { pipeline.waitUntilIdle() }
            var tracker = GIFFrameTracker(transparent: transparent, tolerance: tolerance)
            for entry in schedule {
                if let job = tracker.add(try canvas(entry.index), delay: entry.delay) {
                    try pipeline.submit(job)
                }
            }
            if let job = tracker.finish() { try pipeline.submit(job) }
            try pipeline.finish()
            try file.close()
            try flush()
        }
        return Summary(width: width, height: height, frameCount: written, duration: schedule.totalDuration, byteCount: byteCount)
    }

    /// Writes one compressed frame after its graphics control extension. GIF delays are 16-bit,
    /// so a frame shown longer than 65535 cs is followed by one-pixel transparent frames that
    /// carry the rest of its time. Returns the number of GIF frames written.
    private static func write(_ encoded: GIFImageJob.Encoded, to file: GIFLibFile, transparentIndex: Int) throws -> Int {
        var remaining = encoded.delay
        try file.putGraphicsControl(delay: min(remaining, 65535), disposal: encoded.disposal, transparentIndex: transparentIndex)
        file.append(encoded.block)
        var frames = 1
        remaining -= min(remaining, 65535)
        while remaining > 0 {
            try file.putGraphicsControl(delay: min(remaining, 65535), disposal: .keep, transparentIndex: transparentIndex)
            try file.putImage(GIFRect(x: 0, y: 0, width: 1, height: 1), indices: [UInt8(transparentIndex)])
            remaining -= min(remaining, 65535)
            frames += 1
        }
        return frames
    }

    /// Throws ``GIFError`` naming frame `index` if its size is outside what GIF can store, or
    /// differs from the first frame's (which `size` records). A ``Frame``'s stride and pixel
    /// count are already consistent (its initialiser checks them), so only the size is left.
    static func check(_ frame: Frame, index: Int, size: inout (width: Int, height: Int)?) throws {
        guard (1...65535).contains(frame.width), (1...65535).contains(frame.height) else {
            throw GIFError.invalidFrameSize(index: index, width: frame.width, height: frame.height)
        }
        if let size, size != (frame.width, frame.height) {
            throw GIFError.frameSizeMismatch(index: index, expectedWidth: size.width, expectedHeight: size.height,
                                             width: frame.width, height: frame.height)
        }
        size = size ?? (frame.width, frame.height)
    }
}
