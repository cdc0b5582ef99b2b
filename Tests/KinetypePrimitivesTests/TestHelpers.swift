import Foundation
import KinetypePrimitives

/// The elements of a path, in order.
func elements(of path: Path) -> [Path.Element] {
    var result: [Path.Element] = []
    path.forEach { result.append($0) }
    return result
}

/// Whether `a` exists and lies within `tolerance` of `b` on both axes.
func near(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
