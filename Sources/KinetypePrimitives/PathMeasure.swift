import Foundation

/// A path measured by arc length: the point and the direction at any distance along it, what
/// text on a path places its glyphs by.
///
/// It measures the path's first subpath that has a length (its closing line included when it is
/// closed); later subpaths are not used. Each segment keeps the arc-length table that trimming
/// uses (`Path+Trim.swift`: adaptive flattening to 0.01 units, each flat piece's arc integrated
/// by Gauss–Legendre quadrature). A distance is found by binary search over the segments and
/// then within the segment's table, refined by bisection to the curve's parameter `t`; the
/// point and the tangent are the Bézier's own `B(t)` and `B′(t)` there, not the chords', so the
/// direction has no flattening error.
///
/// ```swift
/// let measure = PathMeasure(try Path(svgPathData: "M 0 0 Q 50 -40 100 0"))
/// let middle = measure.sample(atDistance: measure.length / 2)   // (50, -20), heading along +x
/// ```
public struct PathMeasure: Sendable {
    /// A point on the path and the path's direction there.
    public struct Sample: Equatable, Sendable {
        /// The point at the distance.
        public var point: CGPoint
        /// The direction the path runs in at the point: the tangent's angle from +x towards +y
        /// (clockwise on a y-down screen).
        public var angle: Angle
    }

    /// The measured subpath's length, in path units (0 for a path with none).
    public let length: CGFloat
    /// Whether the measured subpath is closed, so distances past its end wrap to its start.
    public let isClosed: Bool
    private let segments: [MeasuredSegment]
    /// The distance from the subpath's start to each segment's start.
    private let starts: [CGFloat]

    /// Measures `path`'s first subpath that has a length.
    public init(_ path: Path) {
        let tolerance = Path.defaultFlatteningTolerance
        for subpath in path.segmentedSubpaths {
            let measured = subpath.segmentsWithClosingLine.map { MeasuredSegment($0, tolerance: tolerance) }.filter { $0.length > 0 }
            guard !measured.isEmpty else { continue }
            var starts: [CGFloat] = [], total: CGFloat = 0
            for segment in measured {
                starts.append(total)
                total += segment.length
            }
            self.segments = measured
            self.starts = starts
            self.length = total
            self.isClosed = subpath.isClosed
            return
        }
        segments = []
        starts = []
        length = 0
        isClosed = false
    }

    /// The point and direction at `distance` from the start: wrapped round a closed subpath,
    /// clamped to the ends of an open one; nil when the path has no length.
    public func sample(atDistance distance: CGFloat) -> Sample? {
        guard length > 0, distance.isFinite else { return nil }
        var s = distance
        if isClosed {
            s = s.truncatingRemainder(dividingBy: length)
            if s < 0 { s += length }
        } else {
            s = min(max(s, 0), length)
        }
        // The last segment that starts at or before s.
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= s { low = middle } else { high = middle - 1 }
        }
        let measured = segments[low]
        let local = s - starts[low]
        let t: CGFloat = local <= 0 ? 0 : local >= measured.length ? 1 : measured.parameter(atLength: local)
        let segment = measured.segment
        var d = segment.derivative(at: t)
        if hypot(d.x, d.y) < 1e-9 {
            // A control point on an end point: the direction is the limit of the chord there.
            let a = segment.point(at: max(0, t - 1e-4)), b = segment.point(at: min(1, t + 1e-4))
            d = CGPoint(x: b.x - a.x, y: b.y - a.y)
        }
        return Sample(point: segment.point(at: t), angle: .radians(Double(atan2(d.y, d.x))))
    }
}
