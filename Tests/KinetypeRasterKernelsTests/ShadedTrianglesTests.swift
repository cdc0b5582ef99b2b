import KinetypeRasterKernels
import KinetypeTestSupportCore
import Testing

/// Gouraud-shaded triangles: every pixel centre inside a triangle painted once, neighbours
/// sharing an edge leaving no gap and no pixel painted by both, colours the plane through the
/// corners. Checked against a plain point-in-triangle test written here.
@Suite struct ShadedTrianglesTests {
    typealias Vertex = ShadedTriangles.Vertex

    /// Paints `triangles` (each in its own flat colour, its index + 1 in the blue channel) into
    /// a `size` × `size` buffer and returns how many times each pixel was painted, counting
    /// through a fresh buffer per triangle.
    static func coverage(_ triangles: [(Vertex, Vertex, Vertex)], size: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: size * size)
        for (a, b, c) in triangles {
            var pixels = [UInt32](repeating: 0, count: size * size)
            pixels.withUnsafeMutableBufferPointer { storage in
                ShadedTriangles().fill(a, b, c, into: PixelBuffer(width: size, height: size, stride: size, pixels: storage))
            }
            for i in pixels.indices where pixels[i] != 0 { counts[i] += 1 }
        }
        return counts
    }

    static func vertex(_ x: Double, _ y: Double, gray: Double = 1) -> Vertex {
        Vertex(x: x, y: y, color: SIMD4(gray, gray, gray, 1))
    }

    /// Whether point (px, py) is strictly inside the triangle (no point tested lies on an edge).
    static func inside(_ px: Double, _ py: Double, _ a: Vertex, _ b: Vertex, _ c: Vertex) -> Bool {
        func side(_ p: Vertex, _ q: Vertex) -> Double { (q.x - p.x) * (py - p.y) - (q.y - p.y) * (px - p.x) }
        let (s1, s2, s3) = (side(a, b), side(b, c), side(c, a))
        return (s1 > 0 && s2 > 0 && s3 > 0) || (s1 < 0 && s2 < 0 && s3 < 0)
    }

    @Test("a fan of triangles around a point covers the square once, pixel for pixel")
    func fanCoversOnce() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<20 {
            // A centre inside a 32 × 32 square and the four corners: four triangles tile it,
            // with edges on pixel centres (the square's sides) and at odd angles (to the centre).
            let centre = Self.vertex(Double.random(in: 4...28, using: &random), Double.random(in: 4...28, using: &random))
            let corners = [Self.vertex(0, 0), Self.vertex(32, 0), Self.vertex(32, 32), Self.vertex(0, 32)]
            let fan = (0..<4).map { (centre, corners[$0], corners[($0 + 1) % 4]) }
            let counts = Self.coverage(fan, size: 32)
            #expect(counts.allSatisfy { $0 == 1 }, "pixels painted \(Set(counts)) times around \(centre.x), \(centre.y)")
        }
    }

    @Test("a pixel is painted exactly when its centre is inside (centres off the edges)")
    func matchesPointInTriangle() {
        var random = SplitMix64(seed: 9)
        for _ in 0..<50 {
            // Corners at quarter-pixel offsets never put an edge exactly through a centre of
            // this 40 × 40 grid except by the fill rule's cases, which the fan test covers.
            func corner() -> Vertex { Self.vertex(Double(Int.random(in: 0...160, using: &random)) / 4 + 0.01,
                                                  Double(Int.random(in: 0...160, using: &random)) / 4 + 0.013) }
            let (a, b, c) = (corner(), corner(), corner())
            let counts = Self.coverage([(a, b, c)], size: 40)
            for y in 0..<40 {
                for x in 0..<40 {
                    let expected = Self.inside(Double(x) + 0.5, Double(y) + 0.5, a, b, c)
                    #expect((counts[y * 40 + x] == 1) == expected, "pixel \(x), \(y)")
                }
            }
        }
    }

    @Test("colours follow the plane through the corners; a centre on a corner gets its colour")
    func colorPlane() {
        let a = Vertex(x: 0.5, y: 0.5, color: SIMD4(0, 0, 0, 1))
        let b = Vertex(x: 60.5, y: 0.5, color: SIMD4(1, 0, 0, 1))
        let c = Vertex(x: 0.5, y: 60.5, color: SIMD4(0, 1, 0, 1))
        var pixels = [UInt32](repeating: 0, count: 64 * 64)
        pixels.withUnsafeMutableBufferPointer { storage in
            ShadedTriangles().fill(a, b, c, into: PixelBuffer(width: 64, height: 64, stride: 64, pixels: storage))
        }
        for (x, y) in [(0, 0), (10, 0), (30, 20), (5, 40), (0, 59)] {
            let p = pixels[y * 64 + x]
            let red = Int(p >> 16 & 0xFF), green = Int(p >> 8 & 0xFF)
            // Red rises with x and green with y, 255 over 60 pixels.
            expectClose(red, Int((Double(x) * 255 / 60).rounded()), tolerance: 1, "red at \(x), \(y): \(red)")
            expectClose(green, Int((Double(y) * 255 / 60).rounded()), tolerance: 1, "green at \(x), \(y): \(green)")
            #expect(p >> 24 == 255)
        }
    }
}
