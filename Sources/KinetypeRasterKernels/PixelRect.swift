import Foundation
import KinetypeDiagnostics

/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
///
/// Kernels work on a region of a buffer only: the bounds of what was drawn, expanded by the
/// effect's reach, clipped to the buffer.
///
/// ```swift
/// let region = PixelRect(enclosing: glyphBounds)
///     .expanded(by: blur.reach)
///     .intersection(buffer.bounds)
/// ```
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
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

    /// The smallest pixel rectangle that covers `rect` (its edges rounded outwards); empty for
    /// a null, infinite, empty or NaN rectangle.
    ///
    /// Edges beyond ±`coordinateLimit` are held there: no buffer is that large, so the pixels a
    /// kernel touches are the same, and sums of coordinates and margins cannot overflow, however
    /// far a transform or an offset moved the drawing.
    package init(enclosing rect: CGRect) {
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0 else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        func pixel(_ value: CGFloat) -> Int {
            Int(saturating: min(max(Double(value), -Double(Self.coordinateLimit)), Double(Self.coordinateLimit)))
        }
        let minX = pixel(rect.minX.rounded(.down)), minY = pixel(rect.minY.rounded(.down))
        let maxX = pixel(rect.maxX.rounded(.up)), maxY = pixel(rect.maxY.rounded(.up))
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The largest coordinate `init(enclosing:)` gives, either way: 2³⁰ pixels, far beyond any
    /// canvas, and small enough that margins added to it stay within `Int`.
    package static let coordinateLimit = 1 << 30

    package var minX: Int { x }
    package var minY: Int { y }
    package var maxX: Int { x + width }
    package var maxY: Int { y + height }

    /// Whether the rectangle holds no pixel.
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// How many pixels the rectangle holds: 0 when it is empty.
    package var area: Int { isEmpty ? 0 : width * height }

    /// The pixels both rectangles hold; empty (at the origin) when they do not overlap.
    package func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(self.minX, other.minX), minY = max(self.minY, other.minY)
        let maxX = min(self.maxX, other.maxX), maxY = min(self.maxY, other.maxY)
        guard minX < maxX, minY < maxY else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether every pixel of `other` is one of this rectangle's (an empty `other` is held by
    /// any rectangle).
    package func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (minX <= other.minX && minY <= other.minY && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// The smallest rectangle that holds both; an empty rectangle adds nothing.
    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let minX = min(self.minX, other.minX), minY = min(self.minY, other.minY)
        let maxX = max(self.maxX, other.maxX), maxY = max(self.maxY, other.maxY)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle grown by `margin` pixels on every side.
    package func expanded(by margin: Int) -> PixelRect {
        PixelRect(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
    }

    /// The rectangle moved by `(dx, dy)` pixels.
    package func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    package var description: String { "(\(x), \(y), \(width)x\(height))" }
}
