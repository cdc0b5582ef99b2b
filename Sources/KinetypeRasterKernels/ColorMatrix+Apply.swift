import Foundation

extension ColorMatrix {
    /// Applies the matrix to every pixel of `region` (clipped to the buffer), in place.
    ///
    /// Per pixel: un-premultiply (`C/A`; a transparent pixel counts as `(0, 0, 0, 0)`), apply
    /// the matrix, clamp each component to 0...1, premultiply, and round to the nearest level:
    /// `alpha = round(255·A')`, `channel = min(round(255·C'·A'), alpha)`. When the matrix keeps
    /// transparent pixels transparent (`a5 ≤ 0`), those are skipped.
    package func apply(to buffer: PixelBuffer, region: PixelRect) {
        let area = region.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        // Columns of the matrix with lanes (R', G', B', A').
        let red = SIMD4(r1, g1, b1, a1), green = SIMD4(r2, g2, b2, a2)
        let blue = SIMD4(r3, g3, b3, a3), alpha = SIMD4(r4, g4, b4, a4)
        let offset = SIMD4(r5, g5, b5, a5)
        let skipsTransparent = a5 <= 0
        let base = buffer.pixels.baseAddress!
        for y in area.minY..<area.maxY {
            let row = base + y * buffer.stride
            for x in area.minX..<area.maxX {
                let pixel = row[x]
                if pixel == 0, skipsTransparent { continue }
                let a = Float(pixel >> 24)
                var result = offset
                if a > 0 {
                    let scale = 1 / a
                    result += red * (Float(pixel >> 16 & 0xFF) * scale)
                    result += green * (Float(pixel >> 8 & 0xFF) * scale)
                    result += blue * (Float(pixel & 0xFF) * scale)
                    result += alpha * (a / 255)
                }
                // Scalar clamps: the generic SIMD `clamped` is not specialized here.
                @inline(__always) func unit(_ v: Float) -> Float { v <= 0 ? 0 : v >= 1 ? 1 : v }
                let outAlpha = unit(result[3])
                let levels = SIMD4(unit(result[0]) * outAlpha, unit(result[1]) * outAlpha,
                                   unit(result[2]) * outAlpha, outAlpha) * 255 + 0.5
                let a8 = UInt32(levels[3])
                row[x] = a8 << 24 | min(UInt32(levels[0]), a8) << 16 | min(UInt32(levels[1]), a8) << 8
                    | min(UInt32(levels[2]), a8)
            }
        }
    }
}
