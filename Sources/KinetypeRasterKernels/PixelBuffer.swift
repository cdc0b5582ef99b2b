import Foundation

/// A view of premultiplied ARGB32 pixels in memory someone else owns: a Cairo image surface's
/// data, or a `Frame`'s storage.
///
/// Each `UInt32` is Cairo's `CAIRO_FORMAT_ARGB32`: native-endian, premultiplied, alpha in bits
/// 24–31, red 16–23, green 8–15, blue 0–7, so every color channel is at most the alpha.
/// `stride` is the distance between rows in pixels (Cairo's byte stride divided by 4).
///
/// The view does not own or retain its memory; it must not outlive it, and it is not `Sendable`.
/// Writes through it (`subscript` set, the kernels) change that memory, so they need no `inout`.
package struct PixelBuffer {
    package let width: Int
    package let height: Int
    /// Pixels from the start of one row to the start of the next, at least `width`.
    package let stride: Int
    package let pixels: UnsafeMutableBufferPointer<UInt32>

    /// A view of `height` rows of `width` pixels, `stride` pixels apart, in `pixels`.
    package init(width: Int, height: Int, stride: Int, pixels: UnsafeMutableBufferPointer<UInt32>) {
        Frame.checkGeometry(width: width, height: height, stride: stride, count: pixels.count, of: "pixel buffer")
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
    }

    /// Every pixel of the buffer.
    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The bounding box of the pixels with any ink (not 0), or nil when all are clear
    /// (``Frame/inkBounds()``).
    package func inkBounds() -> PixelRect? {
        Frame.inkBounds(of: UnsafePointer(pixels.baseAddress), width: width, height: height, stride: stride)
    }

    /// The pixel at column `x`, row `y`.
    package subscript(x x: Int, y y: Int) -> UInt32 {
        get { pixels[y * stride + x] }
        nonmutating set { pixels[y * stride + x] = newValue }
    }

    /// Sets every pixel of `region` (clipped to the buffer) to `value`.
    package func fill(_ region: PixelRect, with value: UInt32) {
        let area = region.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let row = y * stride
            for x in area.minX..<area.maxX { pixels[row + x] = value }
        }
    }

    /// Packs four 8-bit channels (already premultiplied) into one pixel.
    @inline(__always)
    package static func pack(alpha: UInt32, red: UInt32, green: UInt32, blue: UInt32) -> UInt32 {
        alpha << 24 | red << 16 | green << 8 | blue
    }

    /// The four 8-bit channels of a pixel.
    @inline(__always)
    package static func channels(of pixel: UInt32) -> (alpha: UInt32, red: UInt32, green: UInt32, blue: UInt32) {
        (pixel >> 24, pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF)
    }
}
