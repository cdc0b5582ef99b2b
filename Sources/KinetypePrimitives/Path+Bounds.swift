import Foundation

extension Path {
    /// The smallest rectangle that holds every point of the path, not its control points, as
    /// SwiftUI's `boundingRect` (Core Graphics' `boundingBoxOfPath`); `CGRect.null` when the path
    /// has no points.
    ///
    /// Each segment adds its end points and the points where its x or y derivative is zero
    /// (`Segment.extremaParameters`); a lone `move(to:)` adds its point.
    ///
    /// ```swift
    /// // The arch (0,0) → (100,0) with controls (0,100), (100,100) peaks at y = 75, not 100.
    /// ```
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for subpath in segmentedSubpaths {
            include(subpath.start)
            for segment in subpath.segments {
                include(segment.end)
                for t in segment.extremaParameters { include(segment.point(at: t)) }
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
