import KinetypeRasterKernels

/// Grows a bounding box one row at a time while a canvas is scanned top to bottom.
struct GIFBoundsAccumulator {
    private var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min

    /// Adds columns `first...last` of row `y`.
    mutating func add(row y: Int, first: Int, last: Int) {
        minX = Swift.min(minX, first)
        maxX = Swift.max(maxX, last)
        minY = Swift.min(minY, y)
        maxY = Swift.max(maxY, y)
    }

    var rect: PixelRect? {
        minX <= maxX ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
    }
}
