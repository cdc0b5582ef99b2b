import KinetypePrimitives
/// Builds the palette from up to ``GIFEncoder/paletteSampleLimit`` frames spread over the
/// animation, from frames the encoder renders anyway.
///
/// The sample indices are fixed before the first frame (``GIFSchedule/samples(limit:)``), so
/// the palette does not depend on when it is made: the first sample is added whole to a
/// libimagequant histogram, each later one only where it differs from the sample before it
/// (as ffmpeg's `palettegen=stats_mode=diff` weighs the animated region against the static
/// background). Samples are observed as the frames pass in order; the encoder asks for the
/// rest out of order only when it cannot wait for them (see ``GIFEncoder``'s "One pass").
struct GIFPaletteSampler {
    private let samples: [Int]
    private var position = 0
    private let builder: GIFPaletteBuilder
    /// Adds pixels to `builder`'s histogram on a thread of its own, one image at a time in the
    /// order given, while the encoding thread goes on comparing frames.
    private let histogram: OrderedPipeline<GIFPaletteBuilder.Image, Void, GIFPaletteBuilder>
    private var distinct = GIFDistinctColors(limit: 300)
    /// The colours every frame draws (each job's drawn pixels), counted while they are few.
    private var shown = GIFDistinctColors(limit: 300)
    private var previous: GIFCanvas?
    /// Sampled pixels not yet given to libimagequant (see ``deferredLimit``).
    private var deferred: [GIFPaletteBuilder.Image] = []
    private var deferredBytes = 0

    /// How many bytes of sampled pixels wait before libimagequant's histogram gets them: 8 MiB.
    /// While the samples have few distinct colours, the palette will be those colours and the
    /// histogram (libimagequant's costliest step on a title card) is never needed; once they
    /// have more, or more than this waits, the pixels go in, in the order they came, so the
    /// palette is the same either way.
    static let deferredLimit = 8 << 20

    init(samples: [Int], speed: Int, quality: Int) throws {
        self.samples = samples
        builder = try withGIFSingleThreadedQuantizer { try GIFPaletteBuilder(speed: speed, quality: quality) }
        histogram = OrderedPipeline(workers: [builder]) { image, builder in
            try withGIFSingleThreadedQuantizer { try builder.add(image.pixels, width: image.width, height: image.height) }
        }
    }

    /// The sampled frames not yet observed, in order.
    var remaining: ArraySlice<Int> { samples[position...] }

    /// Adds `canvas` to the histogram if frame `index` is the next sample.
    mutating func observe(_ canvas: GIFCanvas, index: Int) throws {
        guard position < samples.count, samples[position] == index else { return }
        position += 1
        if let previous {
            if let rect = canvas.changedBounds(from: previous) {
                try add(canvas.pixels(in: rect), width: rect.width, height: rect.height)
            }
        } else {
            try add(canvas.pixels, width: canvas.width, height: canvas.height)
        }
        previous = position < samples.count ? canvas : nil
    }

    /// Counts `pixels` as distinct colours and for libimagequant's histogram, now or later.
    private mutating func add(_ pixels: [UInt32], width: Int, height: Int) throws {
        distinct.add(pixels)
        deferred.append(GIFPaletteBuilder.Image(pixels: pixels, width: width, height: height))
        deferredBytes += pixels.count * 4
        if distinct.overflowed || deferredBytes > GIFPaletteSampler.deferredLimit { try flush() }
    }

    /// Queues the pixels waiting for libimagequant, in order, taking whatever it has finished.
    private mutating func flush() throws {
        for image in deferred { histogram.submit(image) }
        deferred = []
        deferredBytes = 0
        while try histogram.takeReady() != nil {}
    }

    /// Counts the colours `job` draws. With every frame counted, a palette of few colours is
    /// chosen by how much each colour is drawn over the whole animation, not only in the
    /// samples: at most one shade in 256 has to go, and it is the one drawn least.
    mutating func count(_ job: GIFImageJob) {
        shown.add(job.pixels, drawn: job.drawn)
    }

    /// The palette, after observing the samples not yet seen (`render` renders them, calling
    /// its closure with each in order). When the
    /// samples hold few distinct opaque colours (white text on a plain background has about
    /// 256 shades), those colours are the palette (``GIFDistinctColors``), so almost nothing is
    /// lost to quantization; otherwise libimagequant chooses.
    /// `everyFrameCounted` says that ``count(_:)`` has seen every frame's job.
    mutating func palette(everyFrameCounted: Bool,
                          rendering render: ([Int], (Int, GIFCanvas) throws -> Void) throws -> Void) throws -> GIFPalette {
        try render(Array(remaining)) { index, canvas in try observe(canvas, index: index) }
        if let exact = distinct.palette() {
            if everyFrameCounted, let drawn = shown.palette() { return drawn }
            return exact
        }
        try flush()
        while histogram.outstanding > 0 { try histogram.take() }
        return try withGIFSingleThreadedQuantizer { try builder.makePalette() }
    }
}
