/// A colour palette for the GIF: up to 256 RGB entries, one of which is transparent.
struct GIFPalette: Equatable, Sendable {
    struct Color: Equatable, Sendable {
        var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    }

    /// The entries in index order, as libimagequant returned them.
    let colors: [Color]
    /// The index reserved for transparency: "unchanged" pixels, and transparent ones.
    let transparentIndex: Int
    /// Whether the entries are the sampled frames' own colours (``GIFDistinctColors``) rather
    /// than libimagequant's choice: then a colour outside the palette is a stray shade the
    /// samples missed, and takes its nearest entry undithered (``GIFExactLookup``).
    var isFramesOwnColors = false
}
