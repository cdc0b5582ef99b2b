import Foundation

/// An owned image of premultiplied ARGB32 pixels (rows packed, stride = width):
/// the scratch and result type for kernels that need their own memory, and for tests.
package struct PixelImage: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package var pixels: [UInt32]

    /// An image filled with one pixel value (transparent by default).
    package init(width: Int, height: Int, fill: UInt32 = 0) {
        self.width = width
        self.height = height
        self.pixels = Array(repeating: fill, count: width * height)
    }

    package subscript(x x: Int, y y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Every pixel of the image.
    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Calls `body` with a `PixelBuffer` view of the storage; the view must not escape.
    package mutating func withPixelBuffer<R>(_ body: (PixelBuffer) throws -> R) rethrows -> R {
        let (width, height) = (self.width, self.height)
        return try pixels.withUnsafeMutableBufferPointer { storage in
            try body(PixelBuffer(width: width, height: height, stride: width, pixels: storage))
        }
    }
}
