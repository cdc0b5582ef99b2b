import KinetypeDiagnostics
import Testing

/// Documented ranges: membership at and past the bounds, whole numbers, non-finite values, and
/// the words errors and listings quote.
@Suite struct ValueRangeTests {
    @Test("a closed range holds its bounds and nothing past them")
    func closedBounds() {
        let range = ValueRange(-2...5, unit: "pixels")
        #expect(range.contains(-2) && range.contains(5) && range.contains(0.5))
        #expect(!range.contains(-2.0000001) && !range.contains(5.0000001))
    }

    @Test("an open lower bound is excluded, the upper one included")
    func openLowerBound() {
        let range = ValueRange(above: 0, through: 8)
        #expect(!range.contains(0.0) && range.contains(1e-300) && range.contains(8.0) && !range.contains(8.5))
    }

    @Test("a whole range takes whole numbers only")
    func whole() {
        let range = ValueRange(1...256, unit: "threads", whole: true)
        #expect(range.contains(1) && range.contains(256) && !range.contains(2.5) && !range.contains(300_000))
    }

    @Test("NaN and the infinities are in no range", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(_ value: Double) {
        #expect(!ValueRange(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude).contains(value))
    }

    @Test("expectations read as a sentence part")
    func expectations() {
        #expect(ValueRange(1...16384, unit: "pixels", whole: true).expectation == "a whole number of pixels from 1 to 16384")
        #expect(ValueRange(above: 0, through: 3600, unit: "seconds").expectation
            == "a number of seconds greater than 0 and at most 3600")
        #expect(ValueRange(-1...1).expectation == "a number from -1 to 1")
        #expect(ValueRange(0.1...240, unit: "frames per second").description == "0.1 to 240 frames per second")
        #expect(ValueRange(above: 0, through: 8).description == "> 0 to 8")
    }

    @Test("numbers print without a needless fraction")
    func format() {
        #expect(ValueRange.format(30) == "30")
        #expect(ValueRange.format(-2.5) == "-2.5")
        #expect(ValueRange.format(1e300) == "1e+300")
        #expect(ValueRange.format(1e19) == "1e+19")
    }

    @Test("clamping moves a value to the nearest bound, NaN to the lower one")
    func clamp() {
        let range = ValueRange(0...1000, unit: "pixels")
        #expect(range.clamp(1e9) == 1000 && range.clamp(-3) == 0 && range.clamp(12) == 12 && range.clamp(.nan) == 0)
    }
}

/// Conversions that cannot trap: NaN to 0, past the type's range to its bound, toward zero.
@Suite struct SaturatingConversionTests {
    @Test("floating-point to integer", arguments: [
        (1e300, Int.max), (-1e300, Int.min), (Double.infinity, Int.max), (-Double.infinity, Int.min),
        (Double.nan, 0), (2.9, 2), (-2.9, -2), (0, 0), (9.2233720368547758e18, Int.max),
    ])
    func toInt(_ value: Double, _ expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test("narrow and unsigned types hold to their bounds")
    func narrowTypes() {
        #expect(UInt32(saturating: -3.5) == 0)
        #expect(UInt32(saturating: Float(1e20)) == UInt32.max)
        #expect(UInt8(saturating: 300.0) == 255)
        #expect(Int32(saturating: -1e10) == Int32.min)
        #expect(UInt32(saturating: Float.nan) == 0)
        #expect(UInt32(saturating: Float(254.6)) == 254)
    }
}
