/// A rectangle of canvas pixels, `x..<x+width` × `y..<y+height`; never empty.
package struct GIFRect: Equatable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var area: Int { width * height }

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
