/// Palette indices for pixels that are palette colours exactly: a small open-addressing hash
/// table from ``GIFCanvas`` pixel values to indices.
///
/// When every pixel of a changed rectangle is a palette colour (white text on a plain
/// background, whose palette is the frames' own colours), Floyd–Steinberg dithering has no
/// error to spread, and ``GIFDitherer`` would choose each pixel's own entry; looking the entries
/// up gives the same indices with less work. One pixel that is not a palette colour sends the
/// whole rectangle to the ditherer, so the result never differs;
/// except when the palette is the frames' own colours (``GIFPalette/isFramesOwnColors``):
/// then such a pixel is a shade the samples missed, and takes its nearest entry undithered
/// (``nearestIndices(_:transparentIndex:)``): spreading the small error of a few stray shades
/// among exact ones would only add noise.
struct GIFExactLookup: Sendable {
    private let keys: [UInt32]
    private let values: [UInt8]
    private let occupied: [Bool]
    private let mask: Int
    /// The opaque entries, for ``nearest(_:)``.
    private let opaque: [(index: UInt8, red: Int, green: Int, blue: Int)]

    init(_ palette: GIFPalette) {
        let size = 1024
        var keys = [UInt32](repeating: 0, count: size)
        var values = [UInt8](repeating: 0, count: size)
        var occupied = [Bool](repeating: false, count: size)
        for (index, color) in palette.colors.enumerated() {
            // Transparent entries all stand for the pixel value 0.
            let key = color.alpha == 0 ? 0 : UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24
            var slot = GIFExactLookup.slot(key, mask: size - 1)
            while occupied[slot], keys[slot] != key { slot = (slot + 1) & (size - 1) }
            guard !occupied[slot] else { continue }  // a repeated colour keeps its first index
            keys[slot] = key
            values[slot] = UInt8(index)
            occupied[slot] = true
        }
        self.keys = keys
        self.values = values
        self.occupied = occupied
        mask = size - 1
        opaque = palette.colors.enumerated().filter { $0.element.alpha == 255 }
            .map { (UInt8($0.offset), Int($0.element.red), Int($0.element.green), Int($0.element.blue)) }
    }

    /// The opaque entry nearest to opaque `pixel` (a ``GIFCanvas`` value) by squared RGB
    /// distance, the lowest index among equals; the transparent index for anything else.
    func nearest(_ pixel: UInt32, transparentIndex: UInt8) -> UInt8 {
        let value = UInt32(littleEndian: pixel)
        guard value >> 24 == 255, !opaque.isEmpty else { return transparentIndex }
        let red = Int(value & 0xFF), green = Int(value >> 8 & 0xFF), blue = Int(value >> 16 & 0xFF)
        var best = opaque[0].index, bestDistance = Int.max
        for entry in opaque {
            let dr = entry.red - red, dg = entry.green - green, db = entry.blue - blue
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                bestDistance = distance
                best = entry.index
            }
        }
        return best
    }

    /// The index of every pixel, a palette colour's own or, for any other, its nearest
    /// (``nearest(_:transparentIndex:)``, worked out once per colour).
    func nearestIndices(_ pixels: [UInt32], transparentIndex: UInt8) -> [UInt8] {
        var others: [UInt32: UInt8] = [:]
        return map(pixels) { pixel in
            if let known = others[pixel] { return known }
            let index = nearest(pixel.littleEndian, transparentIndex: transparentIndex)
            others[pixel] = index
            return index
        }!
    }

    /// The index of every pixel (``GIFCanvas`` values, which are little-endian RGBA), or nil
    /// when some pixel is not a palette colour.
    func indices(_ pixels: [UInt32]) -> [UInt8]? {
        map(pixels) { _ in nil }
    }

    /// Looks every pixel up, in one pass; a pixel that is not a palette colour gets `other`'s
    /// index (given the pixel in native byte order), or ends the pass with nil. A run of one
    /// colour is looked up once.
    private func map(_ pixels: [UInt32], other: (UInt32) -> UInt8?) -> [UInt8]? {
        var result = [UInt8](repeating: 0, count: pixels.count)
        var lastPixel: UInt32 = 0, lastIndex: UInt8 = 0, haveLast = false
        let found = keys.withUnsafeBufferPointer { keys in
            values.withUnsafeBufferPointer { values in
                occupied.withUnsafeBufferPointer { occupied in
                    result.withUnsafeMutableBufferPointer { out in
                        for (position, value) in pixels.enumerated() {
                            let pixel = UInt32(littleEndian: value)
                            if haveLast, pixel == lastPixel {
                                out[position] = lastIndex
                                continue
                            }
                            var slot = GIFExactLookup.slot(pixel, mask: mask)
                            while occupied[slot], keys[slot] != pixel { slot = (slot + 1) & mask }
                            if occupied[slot] {
                                lastIndex = values[slot]
                            } else if let index = other(pixel) {
                                lastIndex = index
                            } else {
                                return false
                            }
                            lastPixel = pixel
                            haveLast = true
                            out[position] = lastIndex
                        }
                        return true
                    }
                }
            }
        }
        return found ? result : nil
    }

    @inline(__always)
    private static func slot(_ key: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 22) & mask
    }
}
