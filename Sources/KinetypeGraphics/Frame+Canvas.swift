import Foundation
// A canvas's output is a `Frame`, so whoever uses Graphics needs the type: re-exported here so
// `import KinetypeGraphics` (and the `Kinetype` umbrella through it) brings it along.
@_exported import KinetypeRasterKernels

extension Frame {
    /// The pixels a raster canvas holds now, copied (`cairo_surface_flush`, then
    /// `cairo_image_surface_get_data` as one block with the surface's stride).
    ///
    /// The copy is what makes a `Frame` a value: the canvas may go on drawing, or be freed,
    /// and the frame stays as it was. It is one `memcpy` of the surface, the only copy a frame
    /// makes on its way to the encoders. A vector (SVG or PDF) canvas has no pixels; asking it
    /// for a frame is a programming error and stops with a message.
    public init(canvas: Canvas) {
        canvas.requireRaster("a frame")
        let surface = canvas.surface
        surface.flush()
        let byteStride = surface.stride
        let (width, height) = (canvas.width, canvas.height)
        let stride = byteStride / 4
        let data = UnsafeRawPointer(surface.data!)
        let count = height == 0 ? 0 : stride * (height - 1) + width
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: data, byteCount: count * 4)
            initialized = count
        }
        self.init(width: width, height: height, stride: stride, pixels: pixels)
    }
}

extension Frame {
    /// A new frame of `width` × `height` pixels, drawn in place: `draw` gets a transparent raster
    /// canvas whose pixels are the frame's own storage (`cairo_image_surface_create_for_data`),
    /// so the frame is made without the copy ``init(canvas:)`` makes. The canvas must not be
    /// kept after `draw` returns: the surface is finished then, and draws on it do nothing.
    ///
    /// ```swift
    /// let frame = try Frame.drawn(width: 1280, height: 720) { canvas in
    ///     canvas.fill(with: .black)
    /// }
    /// ```
    public static func drawn(width: Int, height: Int, _ draw: (Canvas) throws -> Void) throws -> Frame {
        try drawn(width: width, height: height, coveringEveryPixel: false, draw)
    }

    /// ``drawn(width:height:_:)``; with `coveringEveryPixel`, the storage is not cleared first,
    /// because `draw` replaces every pixel before it reads any (``TitleCard`` starts each frame
    /// by filling or copying its whole background). That saves writing the frame twice.
    package static func drawn(width: Int, height: Int, coveringEveryPixel: Bool, _ draw: (Canvas) throws -> Void) throws -> Frame {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        // ARGB32 rows are whole 32-bit pixels, so Cairo's stride is the width.
        let byteStride = Cairo.Surface.stride(forWidth: width)
        let stride = byteStride / 4
        let count = stride * height
        let pixels = try [UInt32](unsafeUninitializedCapacity: count) { storage, initialized in
            if !coveringEveryPixel { storage.initialize(repeating: 0) }
            let data = UnsafeMutableRawPointer(storage.baseAddress!).assumingMemoryBound(to: UInt8.self)
            let surface = Cairo.Surface(data: data, width: width, height: height, stride: byteStride)
            if let message = surface.failure { throw GraphicsError.cairo(message) }
            let canvas = Canvas(surface: surface, width: width, height: height, isVector: false)
            // Whatever `draw` does, the surface lets go of the storage before it can move.
            defer {
                surface.flush()
                surface.finish()
            }
            try draw(canvas)
            // Cleared, or written whole by `draw`.
            initialized = count
        }
        return Frame(width: width, height: height, stride: stride, pixels: pixels)
    }
}

extension Canvas {
    /// The pixels the canvas holds now, as a `Frame` (see `Frame/init(canvas:)`).
    public func frame() -> Frame { Frame(canvas: self) }

    /// Replaces every pixel with `frame`'s, which has the canvas's size: the rows copied as they
    /// are (one `memcpy` when the strides agree), then `cairo_surface_mark_dirty`. The canvas
    /// then holds the same bytes as the canvas the frame was taken from.
    package func replacePixels(with frame: Frame) {
        requireRaster("replacing pixels")
        precondition(frame.width == width && frame.height == height,
                     "a \(frame.width)x\(frame.height) frame cannot fill a \(width)x\(height) canvas")
        surface.flush()
        let stride = surface.stride / 4
        let data = UnsafeMutableRawPointer(surface.data!)
        frame.pixels.withUnsafeBytes { source in
            if stride == frame.stride {
                let count = height == 0 ? 0 : stride * (height - 1) + width
                data.copyMemory(from: source.baseAddress!, byteCount: count * 4)
            } else {
                for row in 0..<height {
                    (data + row * stride * 4).copyMemory(from: source.baseAddress! + row * frame.stride * 4, byteCount: width * 4)
                }
            }
        }
        surface.markDirty()
    }

    /// Stops with a message naming `what` was asked of a vector canvas, which has no pixels
    /// (`cairo_image_surface_get_data` returns NULL for SVG and PDF surfaces).
    func requireRaster(_ what: String) {
        precondition(!isVector, "\(what) needs a raster canvas; an SVG or PDF canvas has no pixels to read")
    }
}
