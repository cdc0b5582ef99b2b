import Foundation
import KinetypeRasterKernels

/// A frame as the GIF will show it: straight RGBA bytes per pixel (libimagequant's input
/// layout, `liq_color`), one `UInt32` each, rows packed without padding.
///
/// Converting once on arrival makes "does this pixel look different" a plain integer
/// comparison, and lets a changed rectangle go to libimagequant by copying rows.
///
/// - Opaque mode: every pixel gets alpha 255 and keeps its premultiplied colour, which is the
///   pixel composited over black (and the pixel itself when the frame is opaque).
/// - Transparent mode (1-bit alpha): alpha < 128 becomes the all-zero pixel; alpha ≥ 128
///   becomes opaque with each channel un-premultiplied, `min(255, (c·255 + a/2) / a)`.
///
/// So in both modes a pixel is transparent exactly when its value is 0.
struct GIFCanvas: Sendable {
    let width: Int
    let height: Int
    /// Row-major pixels; each value's little-endian bytes are R, G, B, A.
    let pixels: [UInt32]

    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Converts `frame` (premultiplied ARGB32), in place when the frame owned its pixels alone:
    /// a rendered frame becomes the canvas without a second frame-sized buffer. The size is
    /// checked by the encoder afterwards.
    init(_ frame: consuming Frame, transparent: Bool) {
        let (w, h, stride) = (frame.width, frame.height, frame.stride)
        width = w
        height = h
        var pixels = frame.takePixels()
        // Row y moves from y·stride to y·w ≤ y·stride: each pixel is written at or before the one
        // being read, so nothing is overwritten before it is read.
        pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<h {
                let row = y * stride, out = y * w
                if transparent {
                    for x in 0..<w { p[out + x] = GIFCanvas.straight(p[row + x]) }
                } else {
                    GIFCanvas.overBlack(p.baseAddress! + row, into: p.baseAddress! + out, count: w)
                }
            }
        }
        pixels.removeLast(pixels.count - w * h)
        self.pixels = pixels
    }

    /// ARGB32 (premultiplied) to opaque RGBA keeping the premultiplied colour.
    @inline(__always)
    static func overBlack(_ p: UInt32) -> UInt32 {
        let value: UInt32 = 0xFF00_0000 | (p & 0x0000_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
        return value.littleEndian
    }

    /// ``overBlack(_:)`` for `count` pixels, eight at a time (SIMD), from `source` to
    /// `destination`, which may be the same memory or lie before it (each store ends at or before
    /// the next load starts). The vector lanes are native values, which are the little-endian
    /// ones ``overBlack(_:)`` returns on the little-endian machines Swift runs on under Linux.
    @inline(__always)
    static func overBlack(_ source: UnsafeMutablePointer<UInt32>, into destination: UnsafeMutablePointer<UInt32>, count: Int) {
        var x = 0
        let alpha = SIMD8<UInt32>(repeating: 0xFF00_0000), green = SIMD8<UInt32>(repeating: 0x0000_FF00)
        let low = SIMD8<UInt32>(repeating: 0xFF)
        while x + 8 <= count {
            let p = UnsafeRawPointer(source + x).loadUnaligned(as: SIMD8<UInt32>.self)
            let value = alpha | (p & green) | ((p &>> 16) & low) | ((p & low) &<< 16)
            UnsafeMutableRawPointer(destination + x).storeBytes(of: value, as: SIMD8<UInt32>.self)
            x += 8
        }
        while x < count {
            destination[x] = overBlack(source[x])
            x += 1
        }
    }

    /// ARGB32 (premultiplied) to 1-bit-alpha straight RGBA.
    @inline(__always)
    static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a < 128 { return 0 }
        if a == 255 { return overBlack(p) }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) }
        let value: UInt32 = 0xFF00_0000 | channel(16) | channel(8) << 8 | channel(0) << 16
        return value.littleEndian
    }

    /// The pixels inside `rect`, packed row after row.
    func pixels(in rect: PixelRect) -> [UInt32] {
        pixels.withUnsafeBufferPointer { source in
            Array(unsafeUninitializedCapacity: rect.area) { destination, count in
                for row in 0..<rect.height {
                    let from = (rect.y + row) * width + rect.x
                    for column in 0..<rect.width {
                        destination[row * rect.width + column] = source[from + column]
                    }
                }
                count = rect.area
            }
        }
    }

    /// The bounding box of the pixels that differ from `previous` (pass 1 samples only the
    /// changed region of each frame after the first).
    func changedBounds(from previous: GIFCanvas) -> PixelRect? {
        var changed = GIFBoundsAccumulator()
        pixels.withUnsafeBufferPointer { now in
            previous.pixels.withUnsafeBufferPointer { before in
                for y in 0..<height {
                    let row = y * width
                    guard memcmp(now.baseAddress! + row, before.baseAddress! + row, width * 4) != 0 else { continue }
                    var first = 0, last = width - 1
                    while now[row + first] == before[row + first] { first += 1 }
                    while now[row + last] == before[row + last] { last -= 1 }
                    changed.add(row: y, first: first, last: last)
                }
            }
        }
        return changed.rect
    }
}
