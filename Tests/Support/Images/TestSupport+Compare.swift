import KinetypeGraphics

extension TestSupport {
    /// One pixel as `Canvas.pixel(x:y:)` and `Frame.pixel(x:y:)` return it.
    public typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    /// The largest difference of any channel between two pixels.
    public static func channelDifference(_ a: Pixel, _ b: Pixel) -> Int {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
            abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
    }

    /// How closely an image matches a golden: the share of pixels whose every channel is within
    /// `tolerance` of the golden's, and the largest channel difference anywhere.
    public static func compare(width: Int, height: Int, pixel: (Int, Int) -> Pixel,
                               to golden: Canvas, tolerance: Int = 8) -> (share: Double, worst: Int) {
        var within = 0, worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let d = channelDifference(pixel(x, y), golden.pixel(x: x, y: y))
                if d <= tolerance { within += 1 }
                worst = max(worst, d)
            }
        }
        return (Double(within) / Double(width * height), worst)
    }

    /// The pixels in `xs` × `ys` (those `where` keeps) for which `actual` differs from `expected`
    /// in any channel.
    ///
    /// A test checks the whole region with one expectation, `#expect(mismatches.isEmpty, "\(mismatches)")`,
    /// rather than one per pixel: as strict, but tens of thousands of times faster, and a failure
    /// reports the count and the first few pixels instead of flooding the log.
    public static func pixelMismatches(xs: Range<Int>, ys: Range<Int>, where included: (Int, Int) -> Bool = { _, _ in true },
                                       actual: (Int, Int) -> Pixel, expected: (Int, Int) -> Pixel) -> PixelMismatches {
        var result = PixelMismatches()
        for y in ys {
            for x in xs where included(x, y) {
                result.checked += 1
                let a = actual(x, y), e = expected(x, y)
                guard a != e else { continue }
                result.count += 1
                if result.examples.count < PixelMismatches.exampleLimit { result.examples.append((x, y, a, e)) }
            }
        }
        return result
    }
}
