import Foundation

/// The two passes of `GaussianBlur.apply`: rows from the pixels into a float plane, then
/// columns from that plane back into the pixels. Pointers throughout: these loops are the hot
/// path, and bounds are fixed by `BlurScratch.reserve`.
///
/// Every value carries a constant bias (`DericheCoefficients.bias`, one level), with the
/// outside of the region and the filter states starting at the bias's steady state, and the bias
/// is taken off when the result is packed. A Gaussian maps a constant to itself, so the result is
/// unchanged; but the recursive filters' tails no longer decay into subnormal floats, which made
/// the passes several times slower over transparent areas.
extension GaussianBlur {
    /// Blurs each row of `area` along x into `rows` (`area.width` floats per row).
    ///
    /// Two rows at a time, in the two halves of a `SIMD8`: each row's recursion waits on its
    /// previous output, so a second, independent row fills the wait. An odd last row is paired
    /// with itself and its twin's output goes to `spare`.
    func blurRows(_ buffer: PixelBuffer, _ area: PixelRect, _ k: DericheCoefficients,
                  into rows: UnsafeMutablePointer<SIMD4<Float>>, spare: UnsafeMutablePointer<SIMD4<Float>>) {
        func twice(_ v: SIMD4<Float>) -> SIMD8<Float> { SIMD8(lowHalf: v, highHalf: v) }
        let n0a = twice(k.n0.0), n1a = twice(k.n1.0), n0b = twice(k.n0.1), n1b = twice(k.n1.1)
        let m1a = twice(k.m1.0), m2a = twice(k.m2.0), m1b = twice(k.m1.1), m2b = twice(k.m2.1)
        let d1a = twice(k.d1.0), d2a = twice(k.d2.0), d1b = twice(k.d1.1), d2b = twice(k.d2.1)
        let bias = twice(k.bias)
        let width = area.width, height = area.height
        let base = buffer.pixels.baseAddress!
        var row = 0
        while row < height {
            let hasTwin = row + 1 < height
            let source0 = base + (area.y + row) * buffer.stride + area.x
            let source1 = hasTwin ? source0 + buffer.stride : source0
            let out0 = rows + row * width
            let out1 = hasTwin ? out0 + width : spare
            // Causal: out[i] = y⁺[i]. Feedback terms last, so each step waits on one multiply-add.
            var x1 = bias
            var a1 = twice(k.causalRest.0), a2 = a1
            var b1 = twice(k.causalRest.1), b2 = b1
            for i in 0..<width {
                let x0 = unpack(source0[i], source1[i]) + bias
                let ya = (n0a * x0 + n1a * x1 - d2a * a2) - d1a * a1
                let yb = (n0b * x0 + n1b * x1 - d2b * b2) - d1b * b1
                a2 = a1; a1 = ya
                b2 = b1; b1 = yb
                x1 = x0
                let sum = ya + yb
                out0[i] = sum.lowHalf
                out1[i] = sum.highHalf
            }
            // Anti-causal: out[i] += y⁻[i].
            x1 = bias
            var x2 = bias
            a1 = twice(k.antiCausalRest.0); a2 = a1
            b1 = twice(k.antiCausalRest.1); b2 = b1
            var i = width - 1
            while i >= 0 {
                let ya = (m1a * x1 + m2a * x2 - d2a * a2) - d1a * a1
                let yb = (m1b * x1 + m2b * x2 - d2b * b2) - d1b * b1
                a2 = a1; a1 = ya
                b2 = b1; b1 = yb
                x2 = x1
                x1 = unpack(source0[i], source1[i]) + bias
                let sum = ya + yb
                out0[i] += sum.lowHalf
                out1[i] += sum.highHalf
                i -= 1
            }
            row += 2
        }
    }

    /// Blurs the columns of `rows` along y and writes the rounded result into `area` of `buffer`.
    ///
    /// Sweeps whole rows at a time (all columns advance together) so memory is read in order,
    /// two rows per step so each column's four feedback values are loaded and stored once per two
    /// rows. `states` holds those values for every column, then one row of the bias.
    func blurColumns(_ rows: UnsafeMutablePointer<SIMD4<Float>>, _ area: PixelRect, _ k: DericheCoefficients,
                     causal: UnsafeMutablePointer<SIMD4<Float>>, states: UnsafeMutablePointer<SIMD4<Float>>,
                     into buffer: PixelBuffer) {
        let width = area.width, height = area.height
        let a1 = states, a2 = states + width, b1 = states + 2 * width, b2 = states + 3 * width
        let biasRow = states + 4 * width
        biasRow.update(repeating: k.bias, count: width)
        func row(_ index: Int) -> UnsafeMutablePointer<SIMD4<Float>> {
            index >= 0 && index < height ? rows + index * width : biasRow
        }
        let (n0a, n1a, n0b, n1b) = (k.n0.0, k.n1.0, k.n0.1, k.n1.1)
        let (m1a, m2a, m1b, m2b) = (k.m1.0, k.m2.0, k.m1.1, k.m2.1)
        let (d1a, d2a, d1b, d2b) = (k.d1.0, k.d2.0, k.d1.1, k.d2.1)

        // Causal, top to bottom, rows r and r + 1 per step.
        a1.update(repeating: k.causalRest.0, count: width)
        a2.update(repeating: k.causalRest.0, count: width)
        b1.update(repeating: k.causalRest.1, count: width)
        b2.update(repeating: k.causalRest.1, count: width)
        var r = 0
        while r < height {
            let hasSecond = r + 1 < height
            let previous = row(r - 1), first = row(r), second = row(r + 1)
            let out0 = causal + r * width, out1 = out0 + width
            for i in 0..<width {
                let xPrevious = previous[i], x0 = first[i], x1 = second[i]
                let pa1 = a1[i], pb1 = b1[i]
                let ya0 = (n0a * x0 + n1a * xPrevious - d2a * a2[i]) - d1a * pa1
                let yb0 = (n0b * x0 + n1b * xPrevious - d2b * b2[i]) - d1b * pb1
                let ya1 = (n0a * x1 + n1a * x0 - d2a * pa1) - d1a * ya0
                let yb1 = (n0b * x1 + n1b * x0 - d2b * pb1) - d1b * yb0
                out0[i] = ya0 + yb0
                if hasSecond { out1[i] = ya1 + yb1 }
                a2[i] = ya0; a1[i] = ya1
                b2[i] = yb0; b1[i] = yb1
            }
            r += 2
        }

        // Anti-causal, bottom to top, rows r and r − 1 per step; add the causal part and pack.
        a1.update(repeating: k.antiCausalRest.0, count: width)
        a2.update(repeating: k.antiCausalRest.0, count: width)
        b1.update(repeating: k.antiCausalRest.1, count: width)
        b2.update(repeating: k.antiCausalRest.1, count: width)
        let base = buffer.pixels.baseAddress!
        r = height - 1
        while r >= 0 {
            let hasSecond = r >= 1
            let next2 = row(r + 2), next1 = row(r + 1), current = row(r)
            let before0 = causal + r * width, before1 = before0 - width
            let target0 = base + (area.y + r) * buffer.stride + area.x
            let target1 = target0 - buffer.stride
            for i in 0..<width {
                let x2 = next2[i], x1 = next1[i], x0 = current[i]
                let pa1 = a1[i], pb1 = b1[i]
                let ya0 = (m1a * x1 + m2a * x2 - d2a * a2[i]) - d1a * pa1
                let yb0 = (m1b * x1 + m2b * x2 - d2b * b2[i]) - d1b * pb1
                let ya1 = (m1a * x0 + m2a * x1 - d2a * pa1) - d1a * ya0
                let yb1 = (m1b * x0 + m2b * x1 - d2b * pb1) - d1b * yb0
                target0[i] = pack(before0[i] + ya0 + yb0 - k.bias)
                if hasSecond { target1[i] = pack(before1[i] + ya1 + yb1 - k.bias) }
                a2[i] = ya0; a1[i] = ya1
                b2[i] = yb0; b1[i] = yb1
            }
            r -= 2
        }
    }
}

/// The four channels of a pixel as floats, lanes (alpha, red, green, blue).
@inline(__always)
func unpack(_ pixel: UInt32) -> SIMD4<Float> {
    SIMD4(Float(pixel >> 24), Float(pixel >> 16 & 0xFF), Float(pixel >> 8 & 0xFF), Float(pixel & 0xFF))
}

/// Two pixels' channels as floats: `first` in the low half, `second` in the high half.
@inline(__always)
func unpack(_ first: UInt32, _ second: UInt32) -> SIMD8<Float> {
    SIMD8(lowHalf: unpack(first), highHalf: unpack(second))
}

/// Rounds four float channels (alpha, red, green, blue) to a valid premultiplied pixel: each
/// clamped to 0...255 (NaN to 0) and rounded half up, each color channel held to at most the alpha.
@inline(__always)
func pack(_ value: SIMD4<Float>) -> UInt32 {
    // Scalar clamps: the generic SIMD `clamped` is not specialized into this loop.
    // `!(v > 0)` also sends NaN to 0, so no value reaches a trapping conversion.
    @inline(__always) func level(_ v: Float) -> UInt32 { !(v > 0) ? 0 : v >= 255 ? 255 : UInt32(v + 0.5) }
    let alpha = level(value[0])
    return alpha << 24 | min(level(value[1]), alpha) << 16 | min(level(value[2]), alpha) << 8
        | min(level(value[3]), alpha)
}
