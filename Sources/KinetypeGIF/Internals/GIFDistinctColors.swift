/// The distinct opaque colours of some pixels and how often each occurs, while there are at most
/// `limit` of them.
///
/// Pixels are straight RGBA (each value's little-endian bytes are R, G, B, A); fully transparent
/// ones are left out, since the palette always has its own transparent entry.
struct GIFDistinctColors {
    /// The most colours a palette holds besides its transparent entry.
    static let paletteSize = 255

    let limit: Int
    private(set) var counts: [UInt32: Int] = [:]
    private(set) var overflowed = false

    init(limit: Int) { self.limit = limit }

    /// Counts `pixels`, only those where `drawn` is true when it is given.
    mutating func add(_ pixels: [UInt32], drawn: [Bool]? = nil) {
        guard !overflowed else { return }
        // Runs of one colour (a plain background is most of a frame) are counted at once.
        var start = 0
        while start < pixels.count {
            let pixel = pixels[start]
            var end = start + 1
            while end < pixels.count, pixels[end] == pixel, drawn?[end] == drawn?[start] { end += 1 }
            if UInt32(littleEndian: pixel) >> 24 != 0, drawn?[start] ?? true {
                counts[pixel, default: 0] += end - start
                if counts.count > limit {
                    overflowed = true
                    counts = [:]
                    return
                }
            }
            start = end
        }
    }

    /// The palette when the pixels have few colours: all of them when there are at most 255;
    /// else, when there are at most `limit`, the 255 most used (the rest map to their nearest,
    /// which for a few extra shades of an antialiased edge is one level away). A transparent
    /// entry comes first; the order is fixed (most used first, ties by value). Nil otherwise.
    func palette() -> GIFPalette? {
        guard !overflowed, !counts.isEmpty else { return nil }
        let chosen = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(GIFDistinctColors.paletteSize)
            .map(\.key)
        let entries = chosen.map { value -> GIFPalette.Color in
            let v = UInt32(littleEndian: value)
            return GIFPalette.Color(red: UInt8(v & 0xFF), green: UInt8(v >> 8 & 0xFF), blue: UInt8(v >> 16 & 0xFF),
                                    alpha: UInt8(v >> 24 & 0xFF))
        }
        return GIFPalette(colors: [GIFPalette.Color(red: 0, green: 0, blue: 0, alpha: 0)] + entries, transparentIndex: 0,
                          isFramesOwnColors: true)
    }
}
