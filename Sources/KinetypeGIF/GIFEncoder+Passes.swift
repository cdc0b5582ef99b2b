import KinetypeRasterKernels

extension GIFEncoder {
    /// How many frames pass 1 samples for the palette at most. Twenty frames of a title card
    /// cover its colours; more only slow pass 1 down.
    static let paletteSampleLimit = 20

    /// How many jobs may be queued or being compressed: three per thread, so the other
    /// threads keep busy while one compresses the full first frame (which costs as much as a
    /// dozen changed rectangles), and memory stays at a few rectangles per thread.
    static func jobWindow(threads: Int) -> Int { threads * 3 }

    /// How many bytes of finished jobs may wait for the palette by default (see "One pass" in
    /// the type's documentation): 32 MiB less three frames, and at least 8 MiB, so that what an
    /// encoding holds at once stays about the same whatever the frame size. That is 21 MiB at
    /// 1280x720 (the changed rectangles of 60 to 100 frames of a typical title card) and the
    /// 8 MiB floor at 1920x1080.
    package static func defaultHeldJobBudget(width: Int, height: Int) -> Int {
        max(8 << 20, (32 << 20) - 3 * 4 * width * height)
    }

    /// Encodes the frames `source` gives (see the type's documentation); `output` receives the
    /// file's bytes in order, a few kilobytes at a time: the header, then each frame as it is
    /// compressed.
    func run<Source: GIFFrameSource>(frameCount: Int, fps: Double, source: inout Source,
                                     output: ([UInt8]) throws -> Void) throws -> Summary {
        defer { source.cancel() }
        let schedule = GIFSchedule(frameCount: frameCount, fps: fps, minimumDelay: minimumDelay)
        var sampler = try GIFPaletteSampler(samples: schedule.samples(limit: GIFEncoder.paletteSampleLimit),
                                            speed: speed, quality: paletteQuality)
        var size: (width: Int, height: Int)?
        var tracker = GIFFrameTracker(transparent: transparentBackground, tolerance: tolerance)
        var held: [GIFImageJob] = []
        var heldBytes = 0
        var writer: GIFWriter?
        defer { writer?.cancel() }

        // Once the palette is known, the file starts and every job goes straight on; before
        // that, jobs wait in `held`.
        var everyFrameCounted = false
        func startWriting() throws -> GIFWriter {
            let palette = try sampler.palette(everyFrameCounted: everyFrameCounted) { indices, observe in
                try source.samples(indices) { index, canvas in
                    try GIFEncoder.check(canvas, index: index, size: &size)
                    try observe(index, canvas)
                }
            }
            guard let (width, height) = size else { throw GIFError.noFrames(frameCount: frameCount) }
            let started = try GIFWriter(encoder: self, width: width, height: height, palette: palette,
                                        workers: min(threads, frameCount))
            try output(started.takeBytes())
            for job in held {
                try started.submit(job)
                try output(started.takeBytes())
            }
            held = []
            return started
        }
        func add(_ job: GIFImageJob) throws {
            if let writer {
                try writer.submit(job)
                try output(writer.takeBytes())
                return
            }
            sampler.count(job)
            held.append(job)
            heldBytes += job.byteCount
            let budget = heldJobBudget ?? GIFEncoder.defaultHeldJobBudget(width: size?.width ?? 0, height: size?.height ?? 0)
            if heldBytes > budget { writer = try startWriting() }
        }

        for entry in schedule {
            let canvas = try source.next(entry.index)
            try GIFEncoder.check(canvas, index: entry.index, size: &size)
            try sampler.observe(canvas, index: entry.index)
            if let job = tracker.add(canvas, delay: entry.delay) { try add(job) }
        }
        if let job = tracker.finish() { try add(job) }
        everyFrameCounted = true
        let finished = try writer ?? startWriting()
        writer = finished
        try finished.finish()
        try output(finished.takeBytes())
        return Summary(width: finished.width, height: finished.height, frameCount: finished.framesWritten,
                       duration: schedule.totalDuration, byteCount: finished.byteCount)
    }

    /// Throws ``GIFError`` naming frame `index` if its size is outside what GIF can store, or
    /// differs from the first frame's (which `size` records). A ``Frame``'s stride and pixel
    /// count are already consistent (its initialiser checks them), and its canvas keeps its size,
    /// so only the size is left.
    static func check(_ frame: GIFCanvas, index: Int, size: inout (width: Int, height: Int)?) throws {
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
