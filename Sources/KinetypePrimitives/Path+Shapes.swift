import Foundation
import KinetypeDiagnostics

extension Path {
    /// The Bézier circle constant `κ = 4/3·(√2 − 1)`: a quarter circle of radius r is the cubic
    /// with control points `κ·r` along the tangents at its ends.
    static let kappa: CGFloat = 4 * (2.0.squareRoot() - 1) / 3

    /// Adds a rectangle as a closed subpath: `move` to (minX, minY), lines to (maxX, minY),
    /// (maxX, maxY), (minX, maxY), then `closeSubpath` (`CGPathAddRect`).
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves
    /// (`CGPathAddEllipseInRect`): it starts at (maxX, midY) and runs through (midX, maxY),
    /// (minX, midY) and (midX, minY), clockwise on a y-down screen, each quarter with its control
    /// points `κ` of the semi-axis along the tangents.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let cx = r.midX, cy = r.midY
        let kx = Path.kappa * rx, ky = Path.kappa * ry
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(cx + rx, cy))
        addCurve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ky), control2: p(cx + kx, cy + ry))
        addCurve(to: p(cx - rx, cy), control1: p(cx - kx, cy + ry), control2: p(cx - rx, cy + ky))
        addCurve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ky), control2: p(cx - kx, cy - ry))
        addCurve(to: p(cx + rx, cy), control1: p(cx + kx, cy - ry), control2: p(cx + rx, cy - ky))
        closeSubpath()
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle`, as SwiftUI's (and
    /// `CGPathAddArc`'s) `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    ///
    /// Angles are measured from the +x axis towards +y; the arc's points are
    /// `center + radius·(cos θ, sin θ)`. As in Core Graphics, `clockwise: true` means decreasing
    /// angles, which is clockwise in a y-up space and therefore *counter*-clockwise on a y-down
    /// screen (SwiftUI's and Kinetype's). The sweep is `end − start` brought into `[0, 2π)`
    /// (counter-clockwise) or `(−2π, 0]` (clockwise); a difference of a full turn or more draws a
    /// full circle. A line joins the current point to the arc's start, or a `move` starts it.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let fullTurn = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            if delta <= -fullTurn {
                delta = -fullTurn
            } else {
                delta = delta.truncatingRemainder(dividingBy: fullTurn)
                if delta > 0 { delta -= fullTurn }
            }
        } else {
            if delta >= fullTurn {
                delta = fullTurn
            } else {
                delta = delta.truncatingRemainder(dividingBy: fullTurn)
                if delta < 0 { delta += fullTurn }
            }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle,
                       delta: .radians(delta), transform: transform)
    }

    /// Adds an arc that starts at `startAngle` and sweeps `delta` (negative: decreasing angles),
    /// as `CGPathAddRelativeArc`.
    ///
    /// The arc is cut into `⌈|δ| / (π/2)⌉` equal pieces of angle `θ`, each the cubic with control
    /// points `k·r` along the tangents, `k = 4/3·tan(θ/4)` (exact at the ends and the middle;
    /// radial error under 0.03% of the radius).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle,
                                        delta: Angle, transform: CGAffineTransform = .identity) {
        let start = startAngle.radians
        let first = CGPoint(x: center.x + radius * CGFloat(cos(start)),
                            y: center.y + radius * CGFloat(sin(start))).applying(transform)
        if current == nil { move(to: first) } else { addLine(to: first) }
        addArcCurves(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// The curves of `addRelativeArc`, from its start point (which must be the current point)
    /// on: no line or move before them. SVG's elliptical arcs (`Path(svgPathData:)`) start where
    /// the path already is.
    mutating func addArcCurves(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                               transform: CGAffineTransform) {
        let start = startAngle.radians, sweep = delta.radians
        func p(_ angle: Double, along tangent: CGFloat = 0) -> CGPoint {
            let c = CGFloat(cos(angle)), s = CGFloat(sin(angle))
            return CGPoint(x: center.x + radius * c - tangent * radius * s,
                           y: center.y + radius * s + tangent * radius * c).applying(transform)
        }
        guard sweep != 0, sweep.isFinite, radius != 0 else { return }
        // A tiny allowance keeps an exact quarter turn in one piece despite rounding.
        let pieces = max(1, Int(saturating: (abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = CGFloat(4.0 / 3.0 * tan(step / 4))
        for index in 0..<pieces {
            let a0 = start + Double(index) * step
            let a1 = index == pieces - 1 ? start + sweep : a0 + step
            addCurve(to: p(a1), control1: p(a0, along: k), control2: p(a1, along: -k))
        }
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the lines
    /// current point → `tangent1End` and `tangent1End` → `tangent2End`, as `CGPathAddArcToPoint`.
    ///
    /// With half the angle between the two lines `φ`, the arc touches each line at distance
    /// `r / tan φ` from `tangent1End`, and its center lies on the bisector at `r / sin φ`. When
    /// the lines are collinear, a point coincides or the radius is 0, it adds a line to
    /// `tangent1End`. With no current point it starts a subpath at `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let start = current else {
            move(to: tangent1End.applying(transform))
            return
        }
        // Work in the untransformed space: the current point is already transformed.
        let inverse = transform.inverted()
        let p0 = transform.isIdentity ? start : start.applying(inverse)
        let t1 = tangent1End, t2 = tangent2End
        let v1 = Vector(dx: p0.x - t1.x, dy: p0.y - t1.y)
        let v2 = Vector(dx: t2.x - t1.x, dy: t2.y - t1.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: t1.applying(transform))
            return
        }
        let u1 = Vector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = Vector(dx: v2.dx / l2, dy: v2.dy / l2)
        let cosine = max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        let half = acos(cosine) / 2
        let tangentDistance = radius / tan(half)
        let a = CGPoint(x: t1.x + u1.dx * tangentDistance, y: t1.y + u1.dy * tangentDistance)
        let b = CGPoint(x: t1.x + u2.dx * tangentDistance, y: t1.y + u2.dy * tangentDistance)
        let bisector = Vector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / sin(half)
        let center = CGPoint(x: t1.x + bisector.dx / bisectorLength * centerDistance,
                             y: t1.y + bisector.dy / bisectorLength * centerDistance)
        let startAngle = atan2(a.y - center.y, a.x - center.x)
        let ra = Vector(dx: a.x - center.x, dy: a.y - center.y)
        let rb = Vector(dx: b.x - center.x, dy: b.y - center.y)
        let sweep = atan2(ra.dx * rb.dy - ra.dy * rb.dx, ra.dx * rb.dx + ra.dy * rb.dy)
        addRelativeArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                       delta: .radians(Double(sweep)), transform: transform)
    }
}
