import Foundation
import Testing
import KinetypePrimitives
import KinetypeRasterKernels

@Suite struct PixelBufferTests {
    @Test func packsCairoARGB32() {
        #expect(PixelBuffer.pack(alpha: 0x80, red: 0x40, green: 0x20, blue: 0x10) == 0x8040_2010)
        let (a, r, g, b) = PixelBuffer.channels(of: 0x8040_2010)
        #expect(a == 0x80 && r == 0x40 && g == 0x20 && b == 0x10)
    }

    @Test func resolvedColorBecomesAPremultipliedPixel() {
        // a = 0.4·255 = 102, r = 1·0.4·255 = 102, g = 0.5·0.4·255 = 51.
        #expect(Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.4).premultipliedARGB32 == 0x6666_3300)
        #expect(Color.Resolved(red: 2, green: -1, blue: 0.2, opacity: 1).premultipliedARGB32 == 0xFFFF_0033)
        #expect(Color.clear.resolve().premultipliedARGB32 == 0)
    }

    @Test func pixelRectArithmetic() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 5, y: -2, width: 10, height: 5)
        #expect(a.intersection(b) == PixelRect(x: 5, y: 0, width: 5, height: 3))
        #expect(a.union(b) == PixelRect(x: 0, y: -2, width: 15, height: 12))
        #expect(a.intersection(PixelRect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
        #expect(a.expanded(by: 2) == PixelRect(x: -2, y: -2, width: 14, height: 14))
        #expect(a.offsetBy(dx: 3, dy: -1) == PixelRect(x: 3, y: -1, width: 10, height: 10))
        #expect(PixelRect(enclosing: CGRect(x: 0.5, y: 1.2, width: 2, height: 2)) == PixelRect(x: 0, y: 1, width: 3, height: 3))
        #expect(PixelRect(enclosing: .null).isEmpty)
    }

    @Test func fillTouchesOnlyTheClippedRegion() {
        var image = Frame(width: 4, height: 3)
        image.withPixelBuffer { $0.fill(PixelRect(x: 2, y: 1, width: 5, height: 5), with: 7) }
        #expect(image.pixels == [0, 0, 0, 0, 0, 0, 7, 7, 0, 0, 7, 7])
    }
}
