import Foundation
import KinetypeGraphics

extension Canvas {
    /// The image as PNG: the pixels it holds now, written as `Frame.pngData(compression:)`
    /// writes a frame. A vector canvas has no pixels and throws `GraphicsError.png(_:)`.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        guard !isVector else {
            throw GraphicsError.png("an SVG or PDF canvas has no pixels to write as PNG; draw into a raster canvas, Canvas(width:height:)")
        }
        return try frame().pngData(compression: compression)
    }
}
