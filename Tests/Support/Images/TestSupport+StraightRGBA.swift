import KinetypeGraphics

extension TestSupport {
    /// The straight RGBA bytes (rows packed) a PNG of `frame` must decode to, worked out here
    /// independently of Kinetype's own conversion, in floating point: each colour channel is
    /// c·255/a rounded to nearest, halves up (⌊c·255/a + ½⌋, at most 255); alpha 0 gives all
    /// zeros; opaque pixels keep their channels. The padding past the width is not read.
    public static func straightRGBA(of frame: Frame) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(frame.width * frame.height * 4)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let value = frame.pixels[y * frame.stride + x]
                let alpha = Double(value >> 24)
                for shift: UInt32 in [16, 8, 0] {
                    let c = Double(value >> shift & 0xFF)
                    out.append(alpha == 0 ? 0 : UInt8(min(255, (c * 255 / alpha + 0.5).rounded(.down))))
                }
                out.append(UInt8(value >> 24))
            }
        }
        return out
    }

    /// The first pixels (at most three) where `decoded` and `expected`, both straight RGBA
    /// bytes, differ, as "pixel i: [r, g, b, a] instead of [r, g, b, a]"; empty when they agree.
    public static func rgbaMismatches(_ decoded: [UInt8], _ expected: [UInt8]) -> [String] {
        guard decoded.count == expected.count else { return ["\(decoded.count / 4) pixels instead of \(expected.count / 4)"] }
        var found: [String] = []
        for i in 0..<(expected.count / 4) where decoded[(i * 4)..<(i * 4 + 4)] != expected[(i * 4)..<(i * 4 + 4)] {
            found.append("pixel \(i): \(Array(decoded[(i * 4)..<(i * 4 + 4)])) instead of \(Array(expected[(i * 4)..<(i * 4 + 4)]))")
            if found.count == 3 { break }
        }
        return found
    }
}
