/// Fills triangles whose colour varies linearly between their corners (Gouraud shading), the
/// way a mesh gradient is drawn: its patches cut into pieces, each piece into two triangles.
///
/// A pixel belongs to a triangle when its centre does; a centre on an edge shared by two
/// triangles belongs to exactly one (the top-left rule), so a mesh has neither gaps nor pixels
/// painted twice, and needs no antialiasing inside. Colours are premultiplied and interpolated
/// as such; a centre exactly at a corner gets that corner's colour. Pixels are replaced, not
/// blended: the kernel paints an opaque field (or one the caller composites afterwards).
///
/// Each row's span and the colour at its first pixel are worked out from the edges and the
/// colour plane, then the colour is stepped one pixel at a time: a few additions a pixel.
package struct ShadedTriangles {
    /// A corner: a position in pixels (the buffer's top-left corner is (0, 0), pixel centres
    /// are at half-integers) and a premultiplied colour, components 0...1.
    package struct Vertex {
        package var x: Double, y: Double
        package var color: SIMD4<Double>

        package init(x: Double, y: Double, color: SIMD4<Double>) {
            self.x = x
            self.y = y
            self.color = color
        }
    }

    package init() {}

    /// Paints the triangle `a`, `b`, `c` (either winding) into `buffer`.
    package func fill(_ a: Vertex, _ b: Vertex, _ c: Vertex, into buffer: PixelBuffer) {
        let area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
        guard area != 0, area.isFinite else { return }
        // Counter-clockwise in a y-down buffer is clockwise on screen; make the winding one way.
        let (p0, p1, p2) = area > 0 ? (a, b, c) : (a, c, b)
        let twice = abs(area)
        // The colour plane: colour(x, y) = p0.color + (x − p0.x)·dx + (y − p0.y)·dy.
        let e1 = SIMD2(p1.x - p0.x, p1.y - p0.y), e2 = SIMD2(p2.x - p0.x, p2.y - p0.y)
        let c1 = p1.color - p0.color, c2 = p2.color - p0.color
        let dx = (c1 * e2.y - c2 * e1.y) / twice
        let dy = (c2 * e1.x - c1 * e2.x) / twice
        let minY = max(0, Int((min(p0.y, p1.y, p2.y) - 0.5).rounded(.up)))
        let maxY = min(buffer.height - 1, Int((max(p0.y, p1.y, p2.y) - 0.5).rounded(.down)))
        guard minY <= maxY else { return }
        let edges = [Edge(p0, p1), Edge(p1, p2), Edge(p2, p0)]
        // All three corners opaque: every pixel is, and its colour needs no holding under alpha.
        let opaque = a.color.w >= 1 && b.color.w >= 1 && c.color.w >= 1
        for row in minY...maxY {
            let y = Double(row) + 0.5
            // The span of centres inside every edge's half-plane at this row.
            var low = -Double.infinity, high = Double.infinity
            var lowInclusive = true, highInclusive = true
            var empty = false
            for edge in edges {
                guard let bound = edge.bound(atY: y) else {
                    if !edge.containsRow(y) { empty = true }
                    continue
                }
                if bound.isLower {
                    if bound.x > low || (bound.x == low && !bound.inclusive) { (low, lowInclusive) = (bound.x, bound.inclusive) }
                } else {
                    if bound.x < high || (bound.x == high && !bound.inclusive) { (high, highInclusive) = (bound.x, bound.inclusive) }
                }
            }
            guard !empty else { continue }
            // Pixel centres x + 0.5 within [low, high], ends included or not by the fill rule.
            var first = Int((low - 0.5).rounded(.up))
            if !lowInclusive, Double(first) + 0.5 == low { first += 1 }
            var last = Int((high - 0.5).rounded(.down))
            if !highInclusive, Double(last) + 0.5 == high { last -= 1 }
            first = max(first, 0)
            last = min(last, buffer.width - 1)
            guard first <= last else { continue }
            // The colours at the span's two ends, in levels (0...255) and held there (inside
            // the triangle they already are, but for rounding); between them the colour is
            // linear, so stepping in 16.16 fixed point stays in range.
            let start = (p0.color + dx * (Double(first) + 0.5 - p0.x) + dy * (y - p0.y)) * 255
            let end = start + dx * 255 * Double(last - first)
            let none = SIMD4<Double>(repeating: 0), full = SIMD4<Double>(repeating: 255)
            let from = ShadedTriangles.fixed(start.clamped(lowerBound: none, upperBound: full))
            let to = ShadedTriangles.fixed(end.clamped(lowerBound: none, upperBound: full))
            let step = last > first ? (to &- from) / SIMD4(repeating: Int32(last - first)) : SIMD4(repeating: 0)
            var color = from &+ SIMD4(repeating: 1 << 15)  // + ½ level: the shift below rounds
            let rowStart = row * buffer.stride
            if opaque {
                // Two channels to a 64-bit integer, each in 32 bits (16.16 levels): one addition
                // steps both, exactly, since neither leaves 0...2³² (two's complement carries
                // between the halves cancel).
                var redBlue = Int64(color.x) << 32 + Int64(color.z), green = Int64(color.y)
                let redBlueStep = Int64(step.x) << 32 + Int64(step.z), greenStep = Int64(step.y)
                for column in first...last {
                    let r = UInt32(truncatingIfNeeded: redBlue >> 48) & 0xFF, b = UInt32(truncatingIfNeeded: redBlue >> 16) & 0xFF
                    let g = UInt32(truncatingIfNeeded: green >> 16) & 0xFF
                    buffer.pixels[rowStart + column] = 0xFF00_0000 | r << 16 | g << 8 | b
                    redBlue &+= redBlueStep
                    green &+= greenStep
                }
                continue
            }
            for column in first...last {
                let v = SIMD4<UInt32>(truncatingIfNeeded: color &>> 16)
                let a = v.w
                buffer.pixels[rowStart + column] = a << 24 | min(v.x, a) << 16 | min(v.y, a) << 8 | min(v.z, a)
                color &+= step
            }
        }
    }

    /// Levels (0...255) in 16.16 fixed point.
    @inline(__always)
    static func fixed(_ levels: SIMD4<Double>) -> SIMD4<Int32> {
        SIMD4(Int32((levels.x * 65536).rounded()), Int32((levels.y * 65536).rounded()),
              Int32((levels.z * 65536).rounded()), Int32((levels.w * 65536).rounded()))
    }

    /// One edge of a triangle wound clockwise on screen (y down): the inside is to its right.
    private struct Edge {
        let from: (x: Double, y: Double), to: (x: Double, y: Double)
        /// Top-left rule: centres exactly on a top edge (horizontal, inside below) or a left
        /// edge (going up) are inside; on the others, outside.
        let ownsItsLine: Bool

        init(_ a: Vertex, _ b: Vertex) {
            from = (a.x, a.y)
            to = (b.x, b.y)
            let dy = b.y - a.y
            ownsItsLine = (dy == 0 && b.x > a.x) || dy < 0
        }

        /// Where the edge crosses row centre `y`: a lower bound on x when the inside is to the
        /// right, else an upper bound; nil for a horizontal edge.
        func bound(atY y: Double) -> (x: Double, isLower: Bool, inclusive: Bool)? {
            let dy = to.y - from.y
            guard dy != 0 else { return nil }
            let x = from.x + (y - from.y) * (to.x - from.x) / dy
            // Going up (dy < 0) the inside (clockwise on screen) is to the right: x ≥ bound.
            return (x, dy < 0, ownsItsLine)
        }

        /// For a horizontal edge: whether row `y` is on its inside (below a top edge, above a
        /// bottom one), the row on the edge itself by the fill rule.
        func containsRow(_ y: Double) -> Bool {
            let goingRight = to.x > from.x
            if y == from.y { return ownsItsLine }
            return goingRight ? y > from.y : y < from.y
        }
    }
}
