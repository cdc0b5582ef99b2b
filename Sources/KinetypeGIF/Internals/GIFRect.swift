/// A rectangle of canvas pixels, `x..<x+width` × `y..<y+height`; never empty.
struct GIFRect: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var area: Int { width * height }

    /// The smallest rectangle holding both.
    func union(_ other: GIFRect) -> GIFRect {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return GIFRect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// `a ∪ b` where either may be absent.
    static func union(_ a: GIFRect?, _ b: GIFRect?) -> GIFRect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }
}

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

    var rect: GIFRect? {
        minX <= maxX ? GIFRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
    }
}
