import Foundation

/// One drawn segment of a path with its start point made explicit: the unit that bounds, length,
/// flattening and trimming work on.
///
/// Every segment is parameterized by `t` in 0...1:
/// line `B(t) = (1−t)P0 + tP1`; quadratic `B(t) = (1−t)²P0 + 2(1−t)tC + t²P1`;
/// cubic `B(t) = (1−t)³P0 + 3(1−t)²tC1 + 3(1−t)t²C2 + t³P1`.
enum Segment: Equatable, Sendable {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    var start: CGPoint {
        switch self {
        case .line(let p0, _), .quad(let p0, _, _), .cubic(let p0, _, _, _): return p0
        }
    }

    var end: CGPoint {
        switch self {
        case .line(_, let p1), .quad(_, _, let p1), .cubic(_, _, _, let p1): return p1
        }
    }

    /// The point at parameter `t`.
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let p0, let p1):
            return CGPoint(x: u * p0.x + t * p1.x, y: u * p0.y + t * p1.y)
        case .quad(let p0, let c, let p1):
            let w0 = u * u, w1 = 2 * u * t, w2 = t * t
            return CGPoint(x: w0 * p0.x + w1 * c.x + w2 * p1.x, y: w0 * p0.y + w1 * c.y + w2 * p1.y)
        case .cubic(let p0, let c1, let c2, let p1):
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            return CGPoint(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
                           y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y)
        }
    }

    /// The derivative `B′(t)`: line `P1 − P0`; quadratic `2[(1−t)(C−P0) + t(P1−C)]`; cubic
    /// `3[(1−t)²(C1−P0) + 2(1−t)t(C2−C1) + t²(P1−C2)]`.
    func derivative(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let p0, let p1):
            return CGPoint(x: p1.x - p0.x, y: p1.y - p0.y)
        case .quad(let p0, let c, let p1):
            return CGPoint(x: 2 * (u * (c.x - p0.x) + t * (p1.x - c.x)),
                           y: 2 * (u * (c.y - p0.y) + t * (p1.y - c.y)))
        case .cubic(let p0, let c1, let c2, let p1):
            let w0 = 3 * u * u, w1 = 6 * u * t, w2 = 3 * t * t
            return CGPoint(x: w0 * (c1.x - p0.x) + w1 * (c2.x - c1.x) + w2 * (p1.x - c2.x),
                           y: w0 * (c1.y - p0.y) + w1 * (c2.y - c1.y) + w2 * (p1.y - c2.y))
        }
    }

    /// The arc length between parameters `t0` and `t1` by three-point Gauss–Legendre quadrature
    /// of the speed `|B′(t)|` (nodes `0, ±√(3/5)`, weights `8/9, 5/9`): exact for a line, and for
    /// a piece flat enough to pass the flattening test, accurate to far below the tolerance.
    func arcLength(from t0: CGFloat, to t1: CGFloat) -> CGFloat {
        let half = (t1 - t0) / 2, middle = (t0 + t1) / 2
        let node = half * (3.0 / 5.0).squareRoot()
        func speed(_ t: CGFloat) -> CGFloat { let d = derivative(at: t); return hypot(d.x, d.y) }
        return half * (5.0 / 9.0 * speed(middle - node) + 8.0 / 9.0 * speed(middle) + 5.0 / 9.0 * speed(middle + node))
    }

    /// Splits at `t` with de Casteljau's construction: the two halves trace the same curve, with
    /// the left half covering `0...t` and the right `t...1`, each re-parameterized to 0...1.
    func split(at t: CGFloat) -> (Segment, Segment) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        switch self {
        case .line(let p0, let p1):
            let m = lerp(p0, p1)
            return (.line(p0, m), .line(m, p1))
        case .quad(let p0, let c, let p1):
            let a = lerp(p0, c), b = lerp(c, p1), m = lerp(a, b)
            return (.quad(p0, a, m), .quad(m, b, p1))
        case .cubic(let p0, let c1, let c2, let p1):
            let a = lerp(p0, c1), b = lerp(c1, c2), c = lerp(c2, p1)
            let d = lerp(a, b), e = lerp(b, c), m = lerp(d, e)
            return (.cubic(p0, a, d, m), .cubic(m, e, c, p1))
        }
    }

    /// The part of the segment between parameters `t0 < t1`.
    func subsegment(from t0: CGFloat, to t1: CGFloat) -> Segment {
        var piece = self
        if t1 < 1 { piece = piece.split(at: t1).0 }
        if t0 > 0 { piece = piece.split(at: t1 > 0 ? t0 / t1 : 0).1 }
        return piece
    }

    /// The largest distance of a control point from the chord (the segment between the end
    /// points, so controls that overshoot an end count too): the curve lies in the convex hull of
    /// its control points, so it strays from the chord by no more than this.
    var flatness: CGFloat {
        switch self {
        case .line: return 0
        case .quad(let p0, let c, let p1):
            return Segment.distance(of: c, toChord: p0, p1)
        case .cubic(let p0, let c1, let c2, let p1):
            return max(Segment.distance(of: c1, toChord: p0, p1), Segment.distance(of: c2, toChord: p0, p1))
        }
    }

    /// The parameters in (0, 1) where the x or y derivative vanishes: with the end points, the
    /// only candidates for the curve's extreme coordinates.
    ///
    /// Quadratic: `B′(t) = 2[(1−t)(C−P0) + t(P1−C)]`, zero at `t = (P0−C)/(P0−2C+P1)`.
    /// Cubic: `B′(t)/3 = a·t² + b·t + c` with `a = −P0+3C1−3C2+P1`, `b = 2(P0−2C1+C2)`,
    /// `c = C1−P0`, solved per axis.
    var extremaParameters: [CGFloat] {
        var roots: [CGFloat] = []
        switch self {
        case .line:
            break
        case .quad(let p0, let c, let p1):
            for (a, b, e) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
                let denominator = a - 2 * b + e
                if denominator != 0 { roots.append((a - b) / denominator) }
            }
        case .cubic(let p0, let c1, let c2, let p1):
            for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
                let a = -a0 + 3 * a1 - 3 * a2 + a3
                let b = 2 * (a0 - 2 * a1 + a2)
                let c = a1 - a0
                roots += Segment.quadraticRoots(a: a, b: b, c: c)
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// Real roots of `a·t² + b·t + c`, using the cancellation-free form
    /// `q = −(b + sign(b)√(b²−4ac))/2`, roots `q/a` and `c/q`.
    static func quadraticRoots(a: CGFloat, b: CGFloat, c: CGFloat) -> [CGFloat] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return [] }
        if abs(a) <= scale * 1e-12 {
            return b != 0 ? [-c / b] : []
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        let q = -(b + (b < 0 ? -root : root)) / 2
        var roots = [q / a]
        if q != 0 { roots.append(c / q) }
        return roots
    }

    /// Distance from `p` to the line segment from `a` to `b`.
    static func distance(of p: CGPoint, toChord a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let squaredLength = dx * dx + dy * dy
        guard squaredLength > 0 else { return hypot(p.x - a.x, p.y - a.y) }
        let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squaredLength))
        return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
    }
}
