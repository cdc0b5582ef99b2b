import KinetypeRasterKernels

/// One frame ready to be written: self-contained (it holds only its rectangle's pixels), so
/// jobs can be remapped and compressed on any thread in any order and give the same bytes.
package struct GIFImageJob: Sendable {
    /// The canvas size.
    let width: Int, height: Int
    /// The part of the screen the frame covers; nil when it draws nothing (a frame that exists
    /// for its delay or its disposal), which is written as one transparent pixel.
    let rect: PixelRect?
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

    /// A frame mapped to the palette: its rectangle's indices, the transparent index where it
    /// keeps what is shown. ``GIFIndexScreen`` settles it against the screen before compression.
    package struct Remapped: Sendable {
        package let width: Int, height: Int
        package var rect: PixelRect?
        package var indices: [UInt8]
        package let delay: Int
        package let disposal: GIFDisposal

        package init(width: Int, height: Int, rect: PixelRect?, indices: [UInt8], delay: Int, disposal: GIFDisposal) {
            self.width = width
            self.height = height
            self.rect = rect
            self.indices = indices
            self.delay = delay
            self.disposal = disposal
        }
    }

    /// A compressed frame: its image block and the values of its graphics control extension.
    struct Encoded: Sendable {
        let block: [UInt8]
        let delay: Int
        let disposal: GIFDisposal
    }

    /// Maps the frame's rectangle to the palette.
    ///
    /// The drawn pixels are dithered (``GIFDitherer``); when every pixel in the rectangle is a palette colour,
    /// the indices are looked up instead (``GIFExactLookup``: the same indices, faster). With a
    /// palette of the frames' own colours, every rectangle is looked up, a stray shade taking
    /// its nearest entry. Afterwards every kept pixel gets the transparent index (the GIF leaves
    /// what is on screen there), and so do transparent source pixels.
    func remap(ditherer: GIFDitherer, palette: GIFPalette, exact: GIFExactLookup) -> Remapped {
        let transparent = UInt8(palette.transparentIndex)
        guard let rect else {
            return Remapped(width: width, height: height, rect: nil, indices: [], delay: delay, disposal: disposal)
        }
        guard var indices = palette.isFramesOwnColors ? exact.nearestIndices(pixels, transparentIndex: transparent) : exact.indices(pixels) else {
            // The ditherer leaves kept and transparent pixels transparent itself.
            let indices = ditherer.remap(pixels, drawn: drawn, width: rect.width, height: rect.height)
            return Remapped(width: width, height: height, rect: rect, indices: indices, delay: delay, disposal: disposal)
        }
        for i in indices.indices where pixels[i] == 0 || !drawn[i] {
            indices[i] = transparent
        }
        return Remapped(width: width, height: height, rect: rect, indices: indices, delay: delay, disposal: disposal)
    }
}

extension GIFImageJob.Remapped {
    /// LZW-compresses the frame; a frame without a rectangle is written as one transparent pixel.
    func compress(palette: GIFPalette) throws -> GIFImageJob.Encoded {
        let block = if let rect {
            try GIFLibFile.imageBlock(width: width, height: height, palette: palette, rect: rect, indices: indices)
        } else {
            try GIFLibFile.imageBlock(
                width: width, height: height, palette: palette,
                rect: PixelRect(x: 0, y: 0, width: 1, height: 1), indices: [UInt8(palette.transparentIndex)])
        }
        return GIFImageJob.Encoded(block: block, delay: delay, disposal: disposal)
    }
}
