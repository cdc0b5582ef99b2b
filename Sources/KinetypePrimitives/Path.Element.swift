import Foundation

extension Path {
    /// An element of a path, as SwiftUI's `Path.Element`.
    ///
    /// Quadratic curves stay quadratic: a path keeps what it was given, as Core Graphics does.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at `to`.
        case move(to: CGPoint)
        /// A straight line from the current point to `to`.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point to `to`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point to `to`.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line back to its start.
        case closeSubpath

        /// The element with every point mapped by `transform`.
        func applying(_ transform: CGAffineTransform) -> Element {
            switch self {
            case .move(let p): return .move(to: p.applying(transform))
            case .line(let p): return .line(to: p.applying(transform))
            case .quadCurve(let p, let c):
                return .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(transform), control1: c1.applying(transform),
                              control2: c2.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
    }
}
