import Foundation
import KinetypeGraphics

/// One rendered frame: premultiplied ARGB pixels of a known size.
public struct Frame {
    public let width: Int
    public let height: Int
    package let canvas: Canvas

    package init(canvas: Canvas) {
        self.canvas = canvas
        self.width = canvas.width
        self.height = canvas.height
    }

    /// The pixel at (`x`, `y`), straight (not premultiplied) RGBA.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        canvas.pixel(x: x, y: y)
    }

    /// The frame as PNG.
    public func pngData() throws -> Data {
        try canvas.pngData()
    }
}
