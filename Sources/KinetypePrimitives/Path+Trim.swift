import Foundation

extension Path {
    /// The part of the path between two fractions of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`: the stroke that a draw-on animation shows at each moment.
    ///
    /// Fractions are of the total length of all subpaths taken in order, closing lines included;
    /// they are clamped to 0...1, and `from >= to` gives an empty path. `from: 0, to: 1` returns
    /// the path unchanged. A subpath that lies wholly inside the range is kept as it was (still
    /// closed); a subpath that is cut becomes an open subpath of the pieces that remain.
    ///
    /// Lengths are measured by adaptive flattening (`defaultFlatteningTolerance`, 0.01 units) with
    /// each flat piece's arc integrated by Gauss–Legendre quadrature (see `Path+Flatten.swift`).
    /// Curves stay curves: a cut falls inside a Bézier segment at the parameter `t` whose arc
    /// length from the segment's start is the wanted distance, and the segment is split there
    /// with de Casteljau's construction. `t` is found in the flat piece that covers the distance
    /// and refined by bisection on the quadrature's arc length, so curves whose speed varies
    /// (control points bunched at an end) are cut at the right place too.
    ///
    /// ```swift
    /// let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// let quarter = circle.trimmedPath(from: 0, to: 0.25)   // one cubic, from (100, 50) to (50, 100)
    /// ```
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lower = min(max(from, 0), 1), upper = min(max(to, 0), 1)
        if lower <= 0, upper >= 1 { return self }
        guard lower < upper else { return Path() }
        let tolerance = Path.defaultFlatteningTolerance
        let subpaths = segmentedSubpaths
        let measured = subpaths.map { subpath in
            subpath.segmentsWithClosingLine.map { MeasuredSegment($0, tolerance: tolerance) }
        }
        let total = measured.joined().reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let startDistance = lower * total, endDistance = upper * total

        var result = Path()
        var distance: CGFloat = 0
        for (subpath, segments) in zip(subpaths, measured) {
            let subpathLength = segments.reduce(0) { $0 + $1.length }
            let subpathStart = distance
            distance += subpathLength
            guard subpathLength > 0, distance > startDistance, subpathStart < endDistance else { continue }
            if startDistance <= subpathStart, endDistance >= distance {
                result.move(to: subpath.start)
                for segment in subpath.segments { result.append(segment) }
                if subpath.isClosed { result.closeSubpath() }
                continue
            }
            var segmentStart = subpathStart
            var started = false
            for measuredSegment in segments {
                let a = segmentStart, b = segmentStart + measuredSegment.length
                segmentStart = b
                let low = max(a, startDistance), high = min(b, endDistance)
                guard high > low else { continue }
                let t0 = low <= a ? 0 : measuredSegment.parameter(atLength: low - a)
                let t1 = high >= b ? 1 : measuredSegment.parameter(atLength: high - a)
                let piece = measuredSegment.segment.subsegment(from: t0, to: t1)
                if !started {
                    result.move(to: piece.start)
                    started = true
                }
                result.append(piece)
            }
        }
        return result
    }

    /// Appends a segment whose start is the current point.
    mutating func append(_ segment: Segment) {
        switch segment {
        case .line(_, let p1): addLine(to: p1)
        case .quad(_, let c, let p1): addQuadCurve(to: p1, control: c)
        case .cubic(_, let c1, let c2, let p1): addCurve(to: p1, control1: c1, control2: c2)
        }
    }
}

/// A segment with its arc-length table: `(t, length from the start)` at each end of the pieces
/// flattening cuts it into, starting with `(0, 0)`; lengths by quadrature.
struct MeasuredSegment: Sendable {
    let segment: Segment
    let table: [(t: CGFloat, length: CGFloat)]
    var length: CGFloat { table.last!.length }

    init(_ segment: Segment, tolerance: CGFloat) {
        self.segment = segment
        var table = [(t: CGFloat(0), length: CGFloat(0))]
        segment.flatten(tolerance: tolerance) { t, _ in
            let previous = table[table.count - 1]
            table.append((t, previous.length + segment.arcLength(from: previous.t, to: t)))
        }
        self.table = table
    }

    /// The parameter at which the arc length from the start is `target` (0 < target < length).
    func parameter(atLength target: CGFloat) -> CGFloat {
        // The first piece whose end reaches the target (binary search on the increasing lengths).
        var low = 1, high = table.count - 1
        while low < high {
            let middle = (low + high) / 2
            if table[middle].length < target { low = middle + 1 } else { high = middle }
        }
        let a = table[low - 1], b = table[low]
        let pieceLength = b.length - a.length
        guard pieceLength > 0 else { return a.t }
        let wanted = target - a.length
        if case .line = segment { return a.t + (b.t - a.t) * wanted / pieceLength }
        // Bisection on t for the arc length (by the same quadrature) from the piece's start.
        var t0 = a.t, t1 = b.t
        for _ in 0..<40 {
            let t = (t0 + t1) / 2
            if segment.arcLength(from: a.t, to: t) < wanted { t0 = t } else { t1 = t }
        }
        return (t0 + t1) / 2
    }
}
