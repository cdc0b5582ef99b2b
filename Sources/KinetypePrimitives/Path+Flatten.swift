import Foundation

/// A subpath flattened to straight lines: what a rasterizer or a hit test needs.
package struct FlattenedSubpath: Equatable, Sendable {
    /// The polyline's points; the first is where the subpath starts.
    package var points: [CGPoint]
    /// Whether the subpath was closed (the last point joins the first).
    package var isClosed: Bool
}

/// A subpath as explicit segments, each carrying its own start point.
struct SegmentedSubpath: Sendable {
    var start: CGPoint
    var segments: [Segment]
    var isClosed: Bool

    /// The segments with the closing line (last end point back to start) added when closed and
    /// of non-zero length.
    var segmentsWithClosingLine: [Segment] {
        let last = segments.last?.end ?? start
        guard isClosed, last != start else { return segments }
        return segments + [.line(last, start)]
    }
}

extension Path {
    /// The default flattening tolerance, in path units: the largest distance allowed between a
    /// curve and the chords that stand for it. 0.01 is a hundredth of a point at 1x, far below
    /// what a pixel shows. Lengths do not rest on the chords alone (a chord of a piece of height
    /// `h` and length `L` misses about `8h²/3L` of its arc): each flat piece's arc is integrated
    /// by quadrature, which brings lengths to about one part in 10⁸ for glyph-sized curves.
    package static let defaultFlatteningTolerance: CGFloat = 0.01

    /// The path as subpaths of explicit segments. A lone `move(to:)` gives a subpath with no
    /// segments; a line or curve after `closeSubpath` starts a new subpath at the closed one's start.
    var segmentedSubpaths: [SegmentedSubpath] {
        var result: [SegmentedSubpath] = []
        var open: SegmentedSubpath?
        var point = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                if let finished = open { result.append(finished) }
                open = SegmentedSubpath(start: p, segments: [], isClosed: false)
                point = p
            case .line(let p):
                if open == nil || open!.isClosed { reopen(&open, into: &result, at: point) }
                open!.segments.append(.line(point, p))
                point = p
            case .quadCurve(let p, let c):
                if open == nil || open!.isClosed { reopen(&open, into: &result, at: point) }
                open!.segments.append(.quad(point, c, p))
                point = p
            case .curve(let p, let c1, let c2):
                if open == nil || open!.isClosed { reopen(&open, into: &result, at: point) }
                open!.segments.append(.cubic(point, c1, c2, p))
                point = p
            case .closeSubpath:
                open?.isClosed = true
                point = open?.start ?? point
            }
        }
        if let finished = open { result.append(finished) }
        return result
    }

    private func reopen(_ open: inout SegmentedSubpath?, into result: inout [SegmentedSubpath],
                        at point: CGPoint) {
        if let finished = open { result.append(finished) }
        open = SegmentedSubpath(start: point, segments: [], isClosed: false)
    }

    /// The path as polylines: each curve is cut in half (de Casteljau) until its control points
    /// lie within `tolerance` of the chord, so every chord is within `tolerance` of the curve.
    ///
    /// Closed subpaths do not repeat their first point at the end; `isClosed` says to join them.
    package func flattened(tolerance: CGFloat = Path.defaultFlatteningTolerance) -> [FlattenedSubpath] {
        segmentedSubpaths.map { subpath in
            var points = [subpath.start]
            for segment in subpath.segments {
                segment.flatten(tolerance: tolerance) { _, point in points.append(point) }
            }
            if subpath.isClosed, points.count > 1, points.last == points.first { points.removeLast() }
            return FlattenedSubpath(points: points, isClosed: subpath.isClosed)
        }
    }

    /// The total length of every subpath, closing lines included: curves are cut into the pieces
    /// `flattened(tolerance:)` makes, and each piece's arc is measured by Gauss–Legendre
    /// quadrature (`Segment.arcLength(from:to:)`).
    package func length(tolerance: CGFloat = Path.defaultFlatteningTolerance) -> CGFloat {
        segmentedSubpaths.reduce(0) { total, subpath in
            subpath.segmentsWithClosingLine.reduce(total) { $0 + $1.length(tolerance: tolerance) }
        }
    }

    /// Whether `point` is inside the path's filled area, as SwiftUI's `contains(_:eoFill:)`:
    /// the non-zero winding rule, or even-odd when `eoFill` is true. Every subpath counts as
    /// closed, as filling treats it; curves are flattened with the default tolerance.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for subpath in flattened() where subpath.points.count > 1 {
            let points = subpath.points
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y, Path.side(of: point, a, b) > 0 { winding += 1 }
                } else if b.y <= point.y, Path.side(of: point, a, b) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Positive when `p` is left of the directed line `a → b` (in y-up terms), negative right.
    private static func side(of p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

extension Segment {
    /// Calls `emit(t, point)` for each chord end after the start, in order, ending with `t = 1`.
    func flatten(tolerance: CGFloat, emit: (CGFloat, CGPoint) -> Void) {
        guard case .line = self else {
            subdivide(t0: 0, t1: 1, depth: 0, tolerance: tolerance, emit: emit)
            return
        }
        emit(1, end)
    }

    private func subdivide(t0: CGFloat, t1: CGFloat, depth: Int, tolerance: CGFloat,
                           emit: (CGFloat, CGPoint) -> Void) {
        // 2^16 pieces bound the work for degenerate input (huge curves, zero tolerance).
        if depth >= 16 || flatness <= tolerance {
            emit(t1, end)
            return
        }
        let (left, right) = split(at: 0.5)
        let mid = (t0 + t1) / 2
        left.subdivide(t0: t0, t1: mid, depth: depth + 1, tolerance: tolerance, emit: emit)
        right.subdivide(t0: mid, t1: t1, depth: depth + 1, tolerance: tolerance, emit: emit)
    }

    /// The segment's length: exact for a line; for a curve, the sum over the pieces that
    /// flattening cuts it into, each measured by `arcLength(from:to:)`.
    func length(tolerance: CGFloat) -> CGFloat {
        if case .line(let a, let b) = self { return hypot(b.x - a.x, b.y - a.y) }
        var total: CGFloat = 0
        var previous: CGFloat = 0
        flatten(tolerance: tolerance) { t, _ in
            total += arcLength(from: previous, to: t)
            previous = t
        }
        return total
    }
}
