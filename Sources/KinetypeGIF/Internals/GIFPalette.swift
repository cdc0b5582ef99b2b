/// A colour palette for the GIF: up to 256 RGB entries, one of which is transparent.
package struct GIFPalette: Equatable, Sendable {
    package struct Color: Equatable, Sendable {
        package var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

        package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// The entries in index order, as libimagequant returned them.
    package let colors: [Color]
    /// The index reserved for transparency: "unchanged" pixels, and transparent ones.
    package let transparentIndex: Int
    /// Whether the entries are the sampled frames' own colours (``GIFDistinctColors``) rather
    /// than libimagequant's choice: then a colour outside the palette is a stray shade the
    /// samples missed, and takes its nearest entry undithered (``GIFExactLookup``).
    package var isFramesOwnColors = false

    package init(colors: [Color], transparentIndex: Int, isFramesOwnColors: Bool = false) {
        self.colors = colors
        self.transparentIndex = transparentIndex
        self.isFramesOwnColors = isFramesOwnColors
    }
}
