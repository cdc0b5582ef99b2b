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
    private var distinct = GIFDistinctColors(limit: 300)
    private var previous: GIFCanvas?

    init(samples: [Int], speed: Int, quality: Int) throws {
        self.samples = samples
        builder = try withGIFSingleThreadedQuantizer { try GIFPaletteBuilder(speed: speed, quality: quality) }
    }

    /// The sampled frames not yet observed, in order.
    var remaining: ArraySlice<Int> { samples[position...] }

    /// Adds `canvas` to the histogram if frame `index` is the next sample.
    mutating func observe(_ canvas: GIFCanvas, index: Int) throws {
        guard position < samples.count, samples[position] == index else { return }
        position += 1
        if let previous {
            if let rect = canvas.changedBounds(from: previous) {
                let pixels = canvas.pixels(in: rect)
                distinct.add(pixels)
                try withGIFSingleThreadedQuantizer { try builder.add(pixels, width: rect.width, height: rect.height) }
            }
        } else {
            distinct.add(canvas.pixels)
            try withGIFSingleThreadedQuantizer { try builder.add(canvas.pixels, width: canvas.width, height: canvas.height) }
        }
        previous = position < samples.count ? canvas : nil
    }

    /// The palette, after observing the samples not yet seen (`frame` renders them). When the
    /// samples hold few distinct opaque colours (white text on a plain background has about
    /// 256 shades), those colours are the palette (``GIFDistinctColors``), so almost nothing is
    /// lost to quantization; otherwise libimagequant chooses.
    mutating func palette(rendering frame: (Int) throws -> GIFCanvas) throws -> GIFPalette {
        for index in remaining {
            try observe(try frame(index), index: index)
        }
        if let exact = distinct.palette() { return exact }
        return try withGIFSingleThreadedQuantizer { try builder.makePalette() }
    }
}
