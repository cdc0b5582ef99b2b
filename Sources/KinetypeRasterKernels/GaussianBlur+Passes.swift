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
        let biasRow = states + 4 * width
        biasRow.update(repeating: k.bias, count: width)
        func row(_ index: Int) -> UnsafeMutablePointer<SIMD4<Float>> {
            index >= 0 && index < height ? rows + index * width : biasRow
        }
        let a1 = states, a2 = states + width, b1 = states + 2 * width, b2 = states + 3 * width

        // Causal, top to bottom, rows r and r + 1 per step.
        var a = ColumnRecursion(c0: k.n0.0, c1: k.n1.0, d1: k.d1.0, d2: k.d2.0, y1: a1, y2: a2)
        var b = ColumnRecursion(c0: k.n0.1, c1: k.n1.1, d1: k.d1.1, d2: k.d2.1, y1: b1, y2: b2)
        a.start(at: k.causalRest.0, width: width)
        b.start(at: k.causalRest.1, width: width)
        var r = 0
        while r < height {
            let hasSecond = r + 1 < height
            let previous = row(r - 1), first = row(r), second = row(r + 1)
            let out0 = causal + r * width, out1 = out0 + width
            for i in 0..<width {
                let (ya0, ya1) = a.twoSteps(i, previous[i], first[i], second[i])
                let (yb0, yb1) = b.twoSteps(i, previous[i], first[i], second[i])
                out0[i] = ya0 + yb0
                if hasSecond { out1[i] = ya1 + yb1 }
            }
            r += 2
        }

        // Anti-causal, bottom to top, rows r and r − 1 per step; add the causal part and pack.
        a = ColumnRecursion(c0: k.m1.0, c1: k.m2.0, d1: k.d1.0, d2: k.d2.0, y1: a1, y2: a2)
        b = ColumnRecursion(c0: k.m1.1, c1: k.m2.1, d1: k.d1.1, d2: k.d2.1, y1: b1, y2: b2)
        a.start(at: k.antiCausalRest.0, width: width)
        b.start(at: k.antiCausalRest.1, width: width)
        let base = buffer.pixels.baseAddress!
        r = height - 1
        while r >= 0 {
            let hasSecond = r >= 1
            let next2 = row(r + 2), next1 = row(r + 1), current = row(r)
            let before0 = causal + r * width, before1 = before0 - width
            let target0 = base + (area.y + r) * buffer.stride + area.x
            let target1 = target0 - buffer.stride
            for i in 0..<width {
                let (ya0, ya1) = a.twoSteps(i, next2[i], next1[i], current[i])
                let (yb0, yb1) = b.twoSteps(i, next2[i], next1[i], current[i])
                target0[i] = pack(before0[i] + ya0 + yb0 - k.bias)
                if hasSecond { target1[i] = pack(before1[i] + ya1 + yb1 - k.bias) }
            }
            r -= 2
        }
    }
}

/// One of the two second-order recursions of `blurColumns`, over every column at once:
/// y = (c0·x′ + c1·x″ − d2·y″) − d1·y′, where x′ and x″ are the pass's last two inputs and y′
/// and y″ the recursion's last two outputs, kept per column in `y1` and `y2`.
///
/// The causal pass takes (c0, c1) = (n0, n1) and the current row as x′; the anti-causal pass
/// takes (m1, m2) and the two rows after the current one. The feedback terms come last so each
/// step waits on one multiply-add.
private struct ColumnRecursion {
    let c0: SIMD4<Float>, c1: SIMD4<Float>, d1: SIMD4<Float>, d2: SIMD4<Float>
    let y1: UnsafeMutablePointer<SIMD4<Float>>, y2: UnsafeMutablePointer<SIMD4<Float>>

    /// Every column's state at `rest`, the steady state of the bias outside the region.
    func start(at rest: SIMD4<Float>, width: Int) {
        y1.update(repeating: rest, count: width)
        y2.update(repeating: rest, count: width)
    }

    /// Column `i`'s outputs for two steps, from inputs `x0`, `x1`, `x2` in the order the pass
    /// meets them: the first step weighs x1 and x0, the second x2 and x1.
    @inline(__always)
    func twoSteps(_ i: Int, _ x0: SIMD4<Float>, _ x1: SIMD4<Float>, _ x2: SIMD4<Float>) -> (SIMD4<Float>, SIMD4<Float>) {
        let previous = y1[i]
        let first = (c0 * x1 + c1 * x0 - d2 * y2[i]) - d1 * previous
        let second = (c0 * x2 + c1 * x1 - d2 * previous) - d1 * first
        y2[i] = first
        y1[i] = second
        return (first, second)
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
