import Foundation

/// One image of premultiplied ARGB32 pixels: what a canvas renders, what every encoder takes,
/// and the owned scratch the raster kernels work on.
///
/// Each pixel is a native-endian `UInt32` in Cairo's `CAIRO_FORMAT_ARGB32` layout: alpha in bits
/// 24–31, red in 16–23, green in 8–15, blue in 0–7, the colour channels already multiplied by
/// alpha (so none exceeds it). Rows are ``stride`` pixels apart (Cairo's byte stride divided by
/// 4), so a surface's data is copied as one block; the pixels past ``width`` in each row are
/// padding, ignored by ``pixel(x:y:)``, by `==` and by the encoders.
///
/// ```swift
/// let frame = Frame(width: 2, height: 1, pixels: [0xFF00_0000, 0xFFFF_FFFF]) // black, white
/// let (red, green, blue, alpha) = frame.pixel(x: 1, y: 0)                 // 255, 255, 255, 255
/// ```
///
/// A `Frame` is a value: copies share storage until one is written (copy on write), and it is
/// `Sendable`, so rendered frames can move between the threads that draw and the one that
/// encodes. `KinetypeGraphics` makes one from a `Canvas` and writes it as PNG; `KinetypeGIF`
/// encodes a sequence of them.
public struct Frame: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels from the start of one row to the start of the next, at least ``width``.
    public let stride: Int
    /// The pixels, row after row: `stride × (height − 1) + width` of them at least.
    public private(set) var pixels: [UInt32]

    /// A frame of `width` × `height` pixels whose rows are `stride` pixels apart (`width` when
    /// omitted).
    ///
    /// The geometry is a programming error when wrong (a negative side, a stride below the
    /// width, fewer pixels than the rows need), so it is checked with a precondition rather
    /// than thrown: every `Frame` in existence can be read without bounds surprises.
    public init(width: Int, height: Int, stride: Int? = nil, pixels: [UInt32]) {
        let stride = stride ?? width
        Frame.checkGeometry(width: width, height: height, stride: stride, count: pixels.count, of: "frame")
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
    }

    /// Checks that `count` pixels hold `height` rows of `width` pixels, `stride` apart: a
    /// programming error otherwise, stopped with a message naming the `what` (a frame, a buffer).
    package static func checkGeometry(width: Int, height: Int, stride: Int, count: Int, of what: String) {
        precondition(width >= 0 && height >= 0, "a \(what) cannot be \(width)x\(height) pixels")
        precondition(stride >= width, "a \(what)'s stride (\(stride)) must be at least its width (\(width))")
        precondition(height == 0 || count >= stride * (height - 1) + width,
                     "a \(width)x\(height) \(what) with stride \(stride) needs \(stride * max(0, height - 1) + width) pixels, not \(count)")
    }

    /// A frame filled with one premultiplied pixel value (transparent by default), rows packed.
    public init(width: Int, height: Int, fill: UInt32 = 0) {
        self.init(width: width, height: height, pixels: Array(repeating: fill, count: max(0, width) * max(0, height)))
    }

    /// The pixel at (`x`, `y`), straight (not premultiplied) RGBA: each colour channel is
    /// divided by alpha and rounded to nearest, halves up (`min(255, (c·255 + ⌊a/2⌋) / a)` in
    /// integers); a transparent pixel is all zeros.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width)x\(height) frame")
        return Frame.straight(pixels[y * stride + x])
    }

    /// A premultiplied ARGB32 pixel from straight (not premultiplied) 8-bit components, rounding
    /// each colour channel to nearest: `c·a/255`.
    public static func premultipliedPixel(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) -> UInt32 {
        let a = UInt32(alpha)
        func scale(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        return a << 24 | scale(red) << 16 | scale(green) << 8 | scale(blue)
    }

    /// The raw premultiplied pixel at column `x`, row `y` (no bounds check beyond the array's).
    package subscript(x x: Int, y y: Int) -> UInt32 {
        get { pixels[y * stride + x] }
        set { pixels[y * stride + x] = newValue }
    }

    /// The pixel storage, handed over: when this frame was the storage's only owner, the array
    /// returned is too, so the caller can rewrite it in place without a copy.
    package consuming func takePixels() -> [UInt32] { pixels }

    /// Every pixel of the frame.
    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Calls `body` with a `PixelBuffer` view of the storage, for the kernels to write in place;
    /// the view must not escape.
    package mutating func withPixelBuffer<R>(_ body: (PixelBuffer) throws -> R) rethrows -> R {
        let (width, height, stride) = (self.width, self.height, self.stride)
        return try pixels.withUnsafeMutableBufferPointer { storage in
            try body(PixelBuffer(width: width, height: height, stride: stride, pixels: storage))
        }
    }
}

extension Frame: Equatable {
    /// Two frames are equal when they have the same size and the same visible pixels; the
    /// padding past ``width`` in each row does not count, so a strided copy equals a packed one.
    public static func == (lhs: Frame, rhs: Frame) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        if lhs.stride == rhs.stride, lhs.pixels == rhs.pixels { return true }
        for y in 0..<lhs.height where lhs.pixels[(y * lhs.stride)..<(y * lhs.stride + lhs.width)]
            != rhs.pixels[(y * rhs.stride)..<(y * rhs.stride + rhs.width)] {
            return false
        }
        return true
    }
}
