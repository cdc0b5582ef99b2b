/// One frame handed to ``GIFEncoder``: premultiplied ARGB32 pixels exactly as Cairo stores them.
///
/// Each pixel is a native-endian `UInt32` with alpha in bits 24–31, red in 16–23, green in 8–15
/// and blue in 0–7, the colour channels already multiplied by alpha (`CAIRO_FORMAT_ARGB32`).
/// Rows are `stride` pixels apart (Cairo's byte stride divided by 4), so a surface's data can be
/// copied as one block; the pixels past `width` in each row are ignored.
///
/// ```swift
/// let frame = GIFFrame(width: 2, height: 1, pixels: [0xFF00_0000, 0xFFFF_FFFF]) // black, white
/// ```
///
/// The encoder validates frames as it receives them and throws ``GIFError`` naming the frame
/// index when the size, stride or pixel count is wrong, so this initialiser does not throw.
public struct GIFFrame: Sendable {
    /// Width in pixels; every frame of one GIF has the same size.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance between the starts of two rows, in pixels (at least `width`).
    public let stride: Int
    /// The pixels, row after row; at least `stride * (height - 1) + width` of them.
    public let pixels: [UInt32]

    /// A frame of `width` × `height` pixels whose rows are `stride` pixels apart (`width` when
    /// omitted).
    public init(width: Int, height: Int, stride: Int? = nil, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.stride = stride ?? width
        self.pixels = pixels
    }

    /// A premultiplied ARGB32 pixel from straight (not premultiplied) 8-bit components, rounding
    /// each colour channel to nearest: `c * a / 255`.
    public static func premultipliedPixel(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) -> UInt32 {
        let a = UInt32(alpha)
        func scale(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        return a << 24 | scale(red) << 16 | scale(green) << 8 | scale(blue)
    }
}
