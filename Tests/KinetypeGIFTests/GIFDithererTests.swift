import KinetypeGIF
import KinetypeTestSupportCore
import Testing

/// The ditherer that maps changed rectangles to the palette, checked against a brute-force
/// nearest-colour search and against the source's local averages.
@Suite struct GIFDithererTests {
    /// A canvas pixel (little-endian R, G, B, A bytes in a `UInt32`).
    static func pixel(_ red: Int, _ green: Int, _ blue: Int, alpha: Int = 255) -> UInt32 {
        UInt32(littleEndian: UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24)
    }

    /// The opaque entry nearest to the colour by squared RGB distance, the lowest index among
    /// equals: the plain search the ditherer's grid must agree with.
    static func bruteForceNearest(_ palette: GIFPalette, _ red: Int, _ green: Int, _ blue: Int) -> Int {
        var best = -1, bestDistance = Int.max
        for (index, color) in palette.colors.enumerated() where color.alpha == 255 {
            let dr = Int(color.red) - red, dg = Int(color.green) - green, db = Int(color.blue) - blue
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }

    static func randomPalette(count: Int, using random: inout SplitMix64, clustered: Bool = false) -> GIFPalette {
        var colors = [GIFPalette.Color(red: 0, green: 0, blue: 0, alpha: 0)]
        for _ in 0..<count {
            // Clustered palettes are dense in a small region, as a dark gradient's are, so many
            // entries compete for each colour (ties included).
            let range: ClosedRange<Int> = clustered ? 20...60 : 0...255
            colors.append(GIFPalette.Color(red: UInt8(Int.random(in: range, using: &random)),
                                           green: UInt8(Int.random(in: range, using: &random)),
                                           blue: UInt8(Int.random(in: range, using: &random)), alpha: 255))
        }
        return GIFPalette(colors: colors, transparentIndex: 0)
    }

    @Test("without dithering every pixel takes exactly the brute-force nearest entry, lowest index among ties",
          arguments: [false, true])
    func nearestIsExact(clustered: Bool) {
        var random = SplitMix64(seed: clustered ? 7 : 3)
        for round in 0..<4 {
            let palette = Self.randomPalette(count: 40 + 60 * round, using: &random, clustered: clustered)
            let (width, height) = (64, 32)
            let colors = (0..<width * height).map { _ in
                (Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random))
            }
            let pixels = colors.map { Self.pixel($0.0, $0.1, $0.2) }
            let ditherer = GIFDitherer(palette: palette, dithering: 0)
            let indices = ditherer.remap(pixels, drawn: [Bool](repeating: true, count: pixels.count), width: width, height: height)
            for (position, color) in colors.enumerated() {
                #expect(Int(indices[position]) == Self.bruteForceNearest(palette, color.0, color.1, color.2),
                        "pixel \(position) \(color) in round \(round)")
            }
        }
    }

    @Test("a ditherer that has seen other colours gives the same indices as a fresh one")
    func cachedCellsDoNotChangeResults() {
        var random = SplitMix64(seed: 11)
        let palette = Self.randomPalette(count: 200, using: &random, clustered: true)
        let (width, height) = (48, 48)
        let ramp = (0..<width * height).map { Self.pixel(20 + $0 % width, 30 + $0 / width / 2, 60 - $0 % 17) }
        let drawn = [Bool](repeating: true, count: ramp.count)
        let used = GIFDitherer(palette: palette, dithering: 1)
        let noise = (0..<width * height).map { _ in Self.pixel(Int.random(in: 0...255, using: &random), 40, Int.random(in: 0...255, using: &random)) }
        _ = used.remap(noise, drawn: drawn, width: width, height: height)
        #expect(used.remap(ramp, drawn: drawn, width: width, height: height)
                == GIFDitherer(palette: palette, dithering: 1).remap(ramp, drawn: drawn, width: width, height: height))
    }

    @Test("dithering keeps a ramp's local averages that a sparse palette cannot show")
    func ditheringKeepsAverages() {
        // Eight grey levels 0, 36, 73 … 255 and a horizontal ramp across them.
        let levels = (0..<8).map { UInt8($0 * 255 / 7) }
        let palette = GIFPalette(colors: [GIFPalette.Color(red: 0, green: 0, blue: 0, alpha: 0)]
                                 + levels.map { GIFPalette.Color(red: $0, green: $0, blue: $0, alpha: 255) }, transparentIndex: 0)
        let (width, height) = (256, 32)
        let value = { (x: Int) in x }
        let pixels = (0..<width * height).map { Self.pixel(value($0 % width), value($0 % width), value($0 % width)) }
        let drawn = [Bool](repeating: true, count: pixels.count)
        func blockError(_ dithering: Double) -> Double {
            let indices = GIFDitherer(palette: palette, dithering: dithering).remap(pixels, drawn: drawn, width: width, height: height)
            var total = 0.0, blocks = 0
            for bx in stride(from: 0, to: width, by: 16) {
                for by in stride(from: 0, to: height, by: 16) {
                    var shown = 0, source = 0
                    for y in by..<by + 16 {
                        for x in bx..<bx + 16 {
                            shown += Int(palette.colors[Int(indices[y * width + x])].red)
                            source += value(x)
                        }
                    }
                    total += abs(Double(shown - source)) / 256
                    blocks += 1
                }
            }
            return total / Double(blocks)
        }
        let dithered = blockError(1), plain = blockError(0)
        // Nearest-only rounding leaves each 16×16 block's mean off by the rounding of its
        // levels, up to half a step (18 levels); error diffusion brings the means within a
        // level or two of the source's.
        #expect(dithered < 2, "dithered block error \(dithered)")
        #expect(dithered * 3 < plain, "dithered \(dithered) against nearest-only \(plain)")
    }

    @Test("an area a level or two from a palette entry stays that one entry: no noise where none can be seen")
    func smallErrorsAreNotSpread() {
        let palette = GIFPalette(colors: [GIFPalette.Color(red: 0, green: 0, blue: 0, alpha: 0),
                                          GIFPalette.Color(red: 40, green: 50, blue: 90, alpha: 255),
                                          GIFPalette.Color(red: 44, green: 54, blue: 94, alpha: 255),
                                          GIFPalette.Color(red: 200, green: 200, blue: 200, alpha: 255)], transparentIndex: 0)
        let (width, height) = (40, 20)
        let pixels = [UInt32](repeating: Self.pixel(41, 51, 91), count: width * height)
        let indices = GIFDitherer(palette: palette, dithering: 1)
            .remap(pixels, drawn: [Bool](repeating: true, count: pixels.count), width: width, height: height)
        #expect(Set(indices) == [1])
    }

    @Test("pixels kept or transparent get the transparent index and pass no error on")
    func keptAndTransparentPixels() {
        let palette = GIFPalette(colors: [GIFPalette.Color(red: 0, green: 0, blue: 0, alpha: 0),
                                          GIFPalette.Color(red: 0, green: 0, blue: 0, alpha: 255),
                                          GIFPalette.Color(red: 255, green: 255, blue: 255, alpha: 255)], transparentIndex: 0)
        let (width, height) = (8, 4)
        // Mid grey everywhere except a transparent column; the left half is kept.
        let pixels = (0..<width * height).map { $0 % width == 5 ? 0 : Self.pixel(128, 128, 128) }
        let drawn = (0..<width * height).map { $0 % width >= 4 }
        let indices = GIFDitherer(palette: palette, dithering: 1).remap(pixels, drawn: drawn, width: width, height: height)
        for position in 0..<width * height {
            let x = position % width
            if x < 4 || x == 5 {
                #expect(indices[position] == 0, "pixel \(position)")
            } else {
                #expect(indices[position] == 1 || indices[position] == 2, "pixel \(position)")
            }
        }
        // The drawn grey alternates between black and white rather than all one of them.
        let drawnIndices = (0..<width * height).filter { $0 % width >= 6 || $0 % width == 4 }.map { indices[$0] }
        #expect(Set(drawnIndices) == [1, 2])
    }
}
