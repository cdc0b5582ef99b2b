import Foundation

/// A 2D displacement, for geometry inside this module (Foundation on Linux has no `CGVector`).
struct Vector: Equatable, Sendable {
    var dx: CGFloat
    var dy: CGFloat

    /// The vector from `a` to `b`.
    init(from a: CGPoint, to b: CGPoint) {
        dx = b.x - a.x
        dy = b.y - a.y
    }

    init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    var length: CGFloat { hypot(dx, dy) }
}
