/// One frame ready to be written: self-contained (it holds only its rectangle's pixels), so
/// jobs can be remapped and compressed on any thread in any order and give the same bytes.
struct GIFImageJob: Sendable {
    /// The canvas size.
    let width: Int, height: Int
    /// The part of the screen the frame covers; nil when it draws nothing (a frame that exists
    /// for its delay or its disposal), which is written as one transparent pixel.
    let rect: GIFRect?
    /// The frame's pixels inside `rect` (`GIFCanvas` values), row by row.
    let pixels: [UInt32]
    /// Row by row within `rect`: true where the frame draws its pixel, false where it keeps what
    /// is shown (written as the transparent index).
    let drawn: [Bool]
    /// Centiseconds the frame stays on screen.
    let delay: Int
    /// What happens to the frame's rectangle before the next frame is drawn.
    let disposal: GIFDisposal

    /// The memory the job holds: four bytes a pixel and one for its mask.
    var byteCount: Int { pixels.count * 4 + drawn.count }

    /// A compressed frame: its image block and the values of its graphics control extension.
    struct Encoded: Sendable {
        let block: [UInt8]
        let delay: Int
        let disposal: GIFDisposal
    }

    /// Remaps the frame's rectangle to the palette and LZW-compresses it.
    ///
    /// The whole rectangle goes through libimagequant, kept pixels included, so dithering sees
    /// real neighbours at the edges of the change; when every pixel in it is a palette colour,
    /// the indices are looked up instead (``GIFExactLookup``: the same indices, faster). With a
    /// palette of the frames' own colours, every rectangle is looked up, a stray shade taking
    /// its nearest entry. Afterwards every kept pixel gets the
    /// transparent index: the GIF leaves what is on screen there, and long runs of one index
    /// cost LZW almost nothing. Transparent source pixels get the transparent index too.
    func encode(remapper: GIFRemapper, palette: GIFPalette, exact: GIFExactLookup) throws -> Encoded {
        let transparent = UInt8(palette.transparentIndex)
        guard let rect else {
            let block = try GIFLibFile.imageBlock(
                width: width, height: height, palette: palette,
                rect: GIFRect(x: 0, y: 0, width: 1, height: 1), indices: [transparent])
            return Encoded(block: block, delay: delay, disposal: disposal)
        }
        var indices = palette.isFramesOwnColors ? exact.nearestIndices(pixels, transparentIndex: transparent)
            : try exact.indices(pixels) ?? remapper.remap(pixels, width: rect.width, height: rect.height)
        for i in indices.indices where pixels[i] == 0 || !drawn[i] {
            indices[i] = transparent
        }
        let block = try GIFLibFile.imageBlock(width: width, height: height, palette: palette, rect: rect, indices: indices)
        return Encoded(block: block, delay: delay, disposal: disposal)
    }
}
