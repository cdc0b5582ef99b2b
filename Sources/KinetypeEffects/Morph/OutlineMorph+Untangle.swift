import Foundation
import KinetypePrimitives

extension OutlineMorph {
    /// `ring` with the loops where it crosses itself cut off at the crossing: of the two rings a
    /// crossing splits it into, the one wound as the ring should be (negative for a hole,
    /// positive otherwise) and the larger stays, so a twist mid-morph never draws as a bow tie.
    /// At most 64 cuts a ring.
    ///
    /// The points are first put where Cairo will put them (on its grid of 1/256 of a unit), and
    /// slivers thinner than that are dropped (``thinned(_:)``), so the crossings found are the
    /// ones drawn: a sliver that misses itself by less than the grid would cross once rounded.
    static func untangled(_ ring: [CGPoint], hole: Bool) -> [CGPoint] {
        var ring = thinned(ring.map(snapped))
        for _ in 0..<64 {
            guard ring.count >= 4, let (i, j, crossing) = firstCrossing(ring) else { break }
            let point = snapped(crossing)
            let inner = [point] + ring[(i + 1)...j]
            let outer = [point] + ring[(j + 1)...] + ring[...i]
            func wound(_ part: [CGPoint]) -> Double { hole ? -signedArea(part) : signedArea(part) }
            ring = thinned(wound(inner) > wound(outer) ? inner : outer)
        }
        return ring
    }

    /// The grid Cairo stores path coordinates on: 24.8 fixed point.
    private static let grid: CGFloat = 256

    /// `point` on Cairo's grid.
    static func snapped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * grid).rounded() / grid, y: (point.y * grid).rounded() / grid)
    }

    /// `ring` without repeated points and without the points whose triangle with their kept
    /// neighbours is thinner than a grid cell (area below 1/256 of a square unit): needles and
    /// zigzags too fine to see, which rounding could make cross.
    static func thinned(_ ring: [CGPoint]) -> [CGPoint] {
        var kept: [CGPoint] = []
        kept.reserveCapacity(ring.count)
        for point in ring {
            if let last = kept.last, last == point { continue }
            while kept.count >= 2 {
                let a = kept[kept.count - 2], b = kept[kept.count - 1]
                let twice = abs(Double((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)))
                guard twice < 2 / Double(grid) else { break }
                kept.removeLast()
            }
            kept.append(point)
        }
        while kept.count > 3, kept.first == kept.last { kept.removeLast() }
        return kept
    }

    /// The first crossing of two edges of the closed `ring` that do not share an end (edge `k`
    /// runs from point `k` to the next), found by sweeping the edges left to right: the edges'
    /// indices, the first less than the second, and where they cross.
    static func firstCrossing(_ ring: [CGPoint]) -> (Int, Int, CGPoint)? {
        let n = ring.count
        func edge(_ k: Int) -> (CGPoint, CGPoint) { (ring[k], ring[(k + 1) % n]) }
        let order = (0..<n).sorted {
            let a = min(ring[$0].x, ring[($0 + 1) % n].x), b = min(ring[$1].x, ring[($1 + 1) % n].x)
            return (a, $0) < (b, $1)
        }
        var active: [Int] = []
        for k in order {
            let (p, q) = edge(k)
            let left = min(p.x, q.x), top = min(p.y, q.y), bottom = max(p.y, q.y)
            active.removeAll { max(ring[$0].x, ring[($0 + 1) % n].x) < left }
            for other in active {
                let (a, b) = (min(k, other), max(k, other))
                guard b - a > 1, !(a == 0 && b == n - 1) else { continue }
                let (r, s) = edge(other)
                guard min(r.y, s.y) <= bottom, max(r.y, s.y) >= top else { continue }
                if let point = cross(ring[a], ring[(a + 1) % n], ring[b], ring[(b + 1) % n]) { return (a, b, point) }
            }
            active.append(k)
        }
        return nil
    }
}
