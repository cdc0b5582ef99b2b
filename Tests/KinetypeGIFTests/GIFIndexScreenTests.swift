import KinetypeGIF
import KinetypeRasterKernels
import Testing

/// Settling mapped frames against the indices on screen: a pixel that repeats what is shown is
/// kept, the rectangle shrinks to what is still drawn, and a decoder's picture is unchanged.
@Suite struct GIFIndexScreenTests {
    static let transparent: UInt8 = 0

    /// What a GIF decoder shows after drawing `frames` in order with disposal 1 or 2 (the
    /// GIF89a rules, written out here independently of the encoder): nil where nothing was drawn.
    static func decode(_ frames: [GIFImageJob.Remapped], width: Int, height: Int) -> [[UInt8?]] {
        var screen = [UInt8?](repeating: nil, count: width * height)
        var shown: [[UInt8?]] = []
        for frame in frames {
            if let rect = frame.rect {
                for y in 0..<rect.height {
                    for x in 0..<rect.width where frame.indices[y * rect.width + x] != transparent {
                        screen[(rect.y + y) * width + rect.x + x] = frame.indices[y * rect.width + x]
                    }
                }
            }
            shown.append(screen)
            if frame.disposal == .clearToBackground, let rect = frame.rect {
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX { screen[y * width + x] = nil }
                }
            }
        }
        return shown
    }

    static func frame(_ rect: PixelRect, _ indices: [UInt8], disposal: GIFDisposal = .keep) -> GIFImageJob.Remapped {
        GIFImageJob.Remapped(width: 6, height: 4, rect: rect, indices: indices, delay: 3, disposal: disposal)
    }

    @Test("repeated indices become transparent and the rectangle shrinks; the decoded picture is the same")
    func repeatsAreKept() {
        let full = PixelRect(x: 0, y: 0, width: 6, height: 4)
        let first = Self.frame(full, (0..<24).map { UInt8(1 + $0 % 3) })
        // The second frame redraws a 4×2 block, of which only the pixel at (3, 2) really changes.
        let block = PixelRect(x: 1, y: 1, width: 4, height: 2)
        var secondIndices: [UInt8] = []
        for y in 1...2 {
            for x in 1...4 { secondIndices.append(first.indices[y * 6 + x]) }
        }
        secondIndices[1 * 4 + 2] = 9
        let second = Self.frame(block, secondIndices)
        let original = [first, second]

        var screen = GIFIndexScreen(width: 6, height: 4, transparentIndex: 0)
        var settled = original
        for i in settled.indices { screen.settle(&settled[i]) }

        #expect(settled[0].rect == full, "the first frame keeps the whole canvas")
        #expect(settled[0].indices == first.indices)
        #expect(settled[1].rect == PixelRect(x: 3, y: 2, width: 1, height: 1))
        #expect(settled[1].indices == [9])
        #expect(Self.decode(settled, width: 6, height: 4) == Self.decode(original, width: 6, height: 4))
    }

    @Test("a frame that only repeats what is shown draws nothing")
    func pureRepeatDrawsNothing() {
        let full = PixelRect(x: 0, y: 0, width: 6, height: 4)
        let first = Self.frame(full, [UInt8](repeating: 4, count: 24))
        var screen = GIFIndexScreen(width: 6, height: 4, transparentIndex: 0)
        var settled = [first, Self.frame(PixelRect(x: 2, y: 1, width: 2, height: 2), [4, 4, 4, 4])]
        for i in settled.indices { screen.settle(&settled[i]) }
        #expect(settled[1].rect == nil)
        #expect(settled[1].indices.isEmpty)
    }

    @Test("a frame disposed to background keeps its rectangle, and what it cleared is drawn again")
    func disposedFramesKeepTheirRectangle() {
        let full = PixelRect(x: 0, y: 0, width: 6, height: 4)
        let first = Self.frame(full, [UInt8](repeating: 2, count: 24))
        let patch = PixelRect(x: 1, y: 1, width: 3, height: 2)
        // Draws over the patch, then is cleared; the next frame draws index 2 there again,
        // which was on screen before the clearing and must not be taken for a repeat.
        let cleared = Self.frame(patch, [5, 2, 5, 5, 2, 5], disposal: .clearToBackground)
        let redraw = Self.frame(patch, [UInt8](repeating: 2, count: 6))
        let original = [first, cleared, redraw]
        var screen = GIFIndexScreen(width: 6, height: 4, transparentIndex: 0)
        var settled = original
        for i in settled.indices { screen.settle(&settled[i]) }
        #expect(settled[1].rect == patch)
        #expect(settled[2].rect == patch)
        #expect(settled[2].indices == [UInt8](repeating: 2, count: 6))
        #expect(Self.decode(settled, width: 6, height: 4) == Self.decode(original, width: 6, height: 4))
    }
}
