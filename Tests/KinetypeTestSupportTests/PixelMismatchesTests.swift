import KinetypeTestSupport
import Testing

/// `pixelMismatches` counts every differing pixel in a region and keeps the first few in row
/// order, checked against images whose differences are placed by hand.
@Suite struct PixelMismatchesTests {
    /// Black everywhere except a few hand-placed grey pixels.
    static let different: Set<[Int]> = [[3, 1], [0, 2], [5, 2], [1, 4], [2, 4], [4, 4], [0, 6]]
    static let black: TestSupport.Pixel = (0, 0, 0, 255)

    static func actual(_ x: Int, _ y: Int) -> TestSupport.Pixel {
        different.contains([x, y]) ? (0, 0, 1, 255) : black
    }

    @Test("counts every differing pixel and lists the first five in row order")
    func countsAndExamples() {
        let result = TestSupport.pixelMismatches(xs: 0..<6, ys: 0..<7, actual: Self.actual, expected: { _, _ in Self.black })
        #expect(result.checked == 42)
        #expect(result.count == 7)
        #expect(!result.isEmpty)
        #expect(result.examples.map { [$0.x, $0.y] } == [[3, 1], [0, 2], [5, 2], [1, 4], [2, 4]])
        #expect(result.examples.allSatisfy { $0.actual == (0, 0, 1, 255) && $0.expected == Self.black })
        #expect(result.description.hasPrefix("7 of 42 pixels differ; first: (3, 1): "), "\(result)")
    }

    @Test("only the region and the pixels `where` keeps are compared")
    func regionAndFilter() {
        let withoutRow4 = TestSupport.pixelMismatches(xs: 0..<6, ys: 0..<7, where: { _, y in y != 4 },
                                                      actual: Self.actual, expected: { _, _ in Self.black })
        #expect(withoutRow4.checked == 36)
        #expect(withoutRow4.count == 4)
        let corner = TestSupport.pixelMismatches(xs: 0..<3, ys: 0..<3, actual: Self.actual, expected: { _, _ in Self.black })
        #expect(corner.checked == 9)
        #expect(corner.count == 1)
    }

    @Test("equal images have no mismatches")
    func equal() {
        let result = TestSupport.pixelMismatches(xs: 0..<6, ys: 0..<7, actual: Self.actual, expected: Self.actual)
        #expect(result.isEmpty)
        #expect(result.examples.isEmpty)
        #expect(result.description == "all 42 pixels match")
    }
}
