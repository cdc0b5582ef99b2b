import Foundation
import KinetypeGraphics
import KinetypeRasterKernels

extension Frame {
    /// The frame as PNG, written by libspng with zlib at the level `compression` names.
    ///
    /// An opaque frame (every alpha 255) is written as 8-bit RGB (colour type 2); any other as
    /// 8-bit RGBA (colour type 6) with straight colour, each channel divided by alpha and rounded
    /// to nearest with halves up (`min(255, (c·255 + ⌊a/2⌋) / a)`), as `pixel(x:y:)` gives it;
    /// a fully transparent pixel is all zeros. Multiplying a decoded pixel by its alpha again,
    /// rounded to nearest, gives back the frame's premultiplied value exactly.
    ///
    /// The file holds the image and nothing else (IHDR, IDAT, IEND: no time stamp, gamma or
    /// text chunk), so its bytes depend only on the pixels and `compression`, on any machine
    /// and thread. The rows are converted one at a time as libspng takes them, so writing holds
    /// one row besides the compressed output, not a second copy of the frame. The padding past
    /// `width` in each row is not written. An empty frame, or one wider or taller than
    /// `Canvas.maximumSide`, throws `GraphicsError.invalidCanvasSize(width:height:)`.
    ///
    /// ```swift
    /// let frame = try card.frame(at: 0.5)
    /// try AtomicFile.write(frame.pngData(), to: URL(fileURLWithPath: "frame.png"))   // fast
    /// let small = try frame.pngData(compression: .smallest)
    /// ```
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        return try SPNGEncoder.encode(self, level: compression.zlibLevel)
    }
}
