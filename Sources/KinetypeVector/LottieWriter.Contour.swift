import Foundation
import KinetypePrimitives

extension LottieWriter {
    /// One contour of a path as a Lottie shape holds it: its vertices, each with its in and out
    /// tangents relative to it (quadratic curves raised to cubic), and whether it closes.
    struct Contour {
        var closed: Bool
        var vertices: [CGPoint]
        var ins: [CGPoint]
        var outs: [CGPoint]

        /// The contours of `path` with more than one vertex; a closing segment that returns to
        /// the first vertex merges into it.
        static func contours(of path: Path) -> [Contour] {
            var contours: [Contour] = []
            var vertices: [CGPoint] = [], ins: [CGPoint] = [], outs: [CGPoint] = []
            var closed = false
            func flush() {
                if vertices.count > 1 {
                    if closed, let first = vertices.first, let last = vertices.last, hypot(first.x - last.x, first.y - last.y) < 1e-6 {
                        ins[0] = ins[ins.count - 1]
                        vertices.removeLast(); ins.removeLast(); outs.removeLast()
                    }
                    contours.append(Contour(closed: closed, vertices: vertices, ins: ins, outs: outs))
                }
                vertices = []; ins = []; outs = []; closed = false
            }
            var current = CGPoint.zero
            path.forEach { element in
                switch element {
                case .move(let p):
                    flush()
                    vertices = [p]; ins = [.zero]; outs = [.zero]
                    current = p
                case .line(let p):
                    vertices.append(p); ins.append(.zero); outs.append(.zero)
                    current = p
                case .quadCurve(let p, let c):
                    let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                    let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                    outs[outs.count - 1] = CGPoint(x: c1.x - current.x, y: c1.y - current.y)
                    vertices.append(p); ins.append(CGPoint(x: c2.x - p.x, y: c2.y - p.y)); outs.append(.zero)
                    current = p
                case .curve(let p, let c1, let c2):
                    outs[outs.count - 1] = CGPoint(x: c1.x - current.x, y: c1.y - current.y)
                    vertices.append(p); ins.append(CGPoint(x: c2.x - p.x, y: c2.y - p.y)); outs.append(.zero)
                    current = p
                case .closeSubpath:
                    closed = true
                    flush()
                }
            }
            flush()
            return contours
        }
    }
}
