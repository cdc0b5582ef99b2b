import Foundation
import KinetypeRasterKernels
import Testing

/// `Frame`: the conversions between premultiplied ARGB32 and straight colour, checked against
/// values worked out by hand from the formulas (`c·a/255` and `c·255/a`, rounded to nearest).
@Suite struct FrameTests {
    @Test("premultiplying rounds each channel to nearest")
    func premultiply() {
        // 200·128/255 = 100.4 → 100; 100·128/255 = 50.2 → 50; 50·128/255 = 25.1 → 25.
        #expect(Frame.premultipliedPixel(red: 200, green: 100, blue: 50, alpha: 128) == 0x8064_3219)
        // 255·127/255 = 127; an opaque pixel is unchanged.
        #expect(Frame.premultipliedPixel(red: 255, green: 0, blue: 0, alpha: 127) == 0x7F7F_0000)
        #expect(Frame.premultipliedPixel(red: 1, green: 2, blue: 3) == 0xFF01_0203)
    }

    @Test("reading a pixel un-premultiplies it; a transparent pixel reads as zeros")
    func straightPixel() {
        // a = 0x80 = 128: 64·255/128 = 127.5 → 128, 32·255/128 = 63.75 → 64, 16·255/128 = 31.9 → 32.
        let frame = Frame(width: 2, height: 1, pixels: [0x8040_2010, 0x0012_3456])
        #expect(frame.pixel(x: 0, y: 0) == (128, 64, 32, 128))
        #expect(frame.pixel(x: 1, y: 0) == (0, 0, 0, 0))
    }

    @Test("straight BGRA bytes are packed rows of blue, green, red, alpha, padding dropped")
    func straightBGRA() {
        let frame = Frame(width: 2, height: 2, stride: 3, pixels: [
            0x8040_2010, 0xFF11_2233, 0xDEAD_BEEF,
            0x0000_0000, 0x4020_1008, 0xDEAD_BEEF,
        ])
        // a = 0x40 = 64: 32·255/64 = 127.5 → 128, 16·255/64 = 63.75 → 64, 8·255/64 = 31.9 → 32.
        #expect(frame.straightBGRA() == [32, 64, 128, 128, 0x33, 0x22, 0x11, 255,
                                         0, 0, 0, 0, 32, 64, 128, 64])
    }

    @Test("frames are equal by size and visible pixels, whatever the stride")
    func equality() {
        let packed = Frame(width: 2, height: 2, pixels: [1, 2, 3, 4])
        let padded = Frame(width: 2, height: 2, stride: 4, pixels: [1, 2, 9, 9, 3, 4])
        #expect(packed == padded)
        #expect(packed != Frame(width: 2, height: 2, pixels: [1, 2, 3, 5]))
        #expect(packed != Frame(width: 4, height: 1, pixels: [1, 2, 3, 4]))
        #expect(Frame(width: 3, height: 2, fill: 7).pixels == [7, 7, 7, 7, 7, 7])
    }
}
