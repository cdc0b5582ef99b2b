import Foundation
import KinetypePrimitives

/// Kinetype: one outline turning into another, contour by contour: the outline morph of
/// `replace.morph`.
///
/// Both outlines are flattened and cut into closed rings. Rings wound as the largest one is are
/// outer contours, the others holes; each side is rewound so outers run one way and holes the
/// other, so a fill never inverts. Outers pair with outers and holes with holes, cheapest first,
/// by how far apart their centres sit (each measured within its own outline's bounds) and how
/// different their areas are. Each pair is resampled to the same number of points spaced
/// evenly by arc length, and the new ring's start point is rotated to the one that travels
/// least. An outer ring left without a partner shrinks into (or grows from) the centre of the
/// nearest paired ring's other end, never from nowhere (with no ring at all on the other side,
/// into its own centre); a hole without a partner closes at (or opens from) its own centre,
/// inside the ink, so it never cuts across a stroke on its way. Holes move ahead of outer contours (``path(at:)``).
///
/// ```swift
/// let morph = OutlineMorph(from: Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
///                          to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)))
/// let halfway = morph.path(at: 0.5)   // a rounded square
/// ```
public struct OutlineMorph: Sendable {
    /// The ring pairs, each side with the same number of points, and whether they are holes.
    package private(set) var pairs: [(from: [CGPoint], to: [CGPoint], isHole: Bool)] = []

    /// The morph from `from` to `to`; `density` is the rings' points per unit of length (at
    /// least 24 and at most 512 points a ring).
    public init(from: Path, to: Path, density: CGFloat = 1) {
        let old = Self.rings(from), new = Self.rings(to)
        let oldBounds = Self.bounds(old), newBounds = Self.bounds(new)
        var takenNew = Set<Int>(), matchOfOld: [Int: Int] = [:]
        var candidates: [(cost: Double, old: Int, new: Int)] = []
        for (i, a) in old.enumerated() {
            for (j, b) in new.enumerated() where a.isHole == b.isHole {
                let ca = Self.normalized(a.centroid, in: oldBounds), cb = Self.normalized(b.centroid, in: newBounds)
                let distance = hypot(Double(ca.x - cb.x), Double(ca.y - cb.y))
                let areas = abs(log(max(1e-9, abs(a.area)) / max(1e-9, abs(b.area))))
                candidates.append((distance + 0.25 * areas, i, j))
            }
        }
        candidates.sort { ($0.cost, $0.old, $0.new) < ($1.cost, $1.old, $1.new) }
        for candidate in candidates where matchOfOld[candidate.old] == nil && !takenNew.contains(candidate.new) {
            matchOfOld[candidate.old] = candidate.new
            takenNew.insert(candidate.new)
        }
        for (i, a) in old.enumerated() {
            if let j = matchOfOld[i] {
                let pair = Self.paired(a.points, new[j].points, density: density)
                pairs.append((pair.from, pair.to, a.isHole))
            } else {
                let anchor = a.isHole ? nil : Self.nearest(to: a, among: old, where: { matchOfOld[$0] != nil }).map { new[matchOfOld[$0]!].centroid }
                let pair = Self.collapsing(a.points, into: anchor ?? a.centroid, density: density, reversed: false)
                pairs.append((pair.from, pair.to, a.isHole))
            }
        }
        let oldOf = Dictionary(uniqueKeysWithValues: matchOfOld.map { ($0.value, $0.key) })
        for (j, b) in new.enumerated() where !takenNew.contains(j) {
            let anchor = b.isHole ? nil : Self.nearest(to: b, among: new, where: { oldOf[$0] != nil }).map { old[oldOf[$0]!].centroid }
            let pair = Self.collapsing(b.points, into: anchor ?? b.centroid, density: density, reversed: true)
            pairs.append((pair.from, pair.to, b.isHole))
        }
    }

    /// The outline `t` of the way from the old outline (0) to the new one (1): each ring's
    /// points moved in straight lines, closed; fill it with the non-zero rule. To draw a morph,
    /// fill ``parts(at:)``' outer contours with its holes clipped out instead: a hole that
    /// drifts past its outer contour's edge then takes nothing away outside it, where filling
    /// this path would fill the hole there.
    ///
    /// Holes run ahead, on the ease-out `1 − (1 − t)³`, so they settle into their new places
    /// before the outer contours' bays and bars close in on them (o → e keeps its counter).
    /// Where a ring's points cross over each other on the way, the loop they form is cut off
    /// (``untangled(_:hole:)``), so every ring drawn is simple.
    public func path(at t: Double) -> Path {
        let parts = parts(at: t)
        var path = parts.outer
        path.addPath(parts.holes)
        return path
    }

    /// The outer contours and the holes `t` of the way from the old outline to the new one, as
    /// ``path(at:)`` moves them, apart.
    public func parts(at t: Double) -> (outer: Path, holes: Path) {
        var outers = Path(), holes = Path()
        let outer = CGFloat(t), clamped = max(0, min(1, t)), hole = CGFloat(t == clamped ? 1 - pow(1 - clamped, 3) : t)
        for pair in pairs where !pair.from.isEmpty {
            let t = pair.isHole ? hole : outer
            var ring: [CGPoint] = []
            ring.reserveCapacity(pair.from.count)
            for index in pair.from.indices {
                let a = pair.from[index], b = pair.to[index]
                ring.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
            for (index, point) in Self.untangled(ring, hole: pair.isHole).enumerated() {
                if index == 0 {
                    pair.isHole ? holes.move(to: point) : outers.move(to: point)
                } else {
                    pair.isHole ? holes.addLine(to: point) : outers.addLine(to: point)
                }
            }
            pair.isHole ? holes.closeSubpath() : outers.closeSubpath()
        }
        return (outers, holes)
    }

    /// A closed contour: its points (outers wound with positive area in y-down coordinates, holes
    /// negative), signed area and centre.
    struct Ring {
        var points: [CGPoint]
        var area: Double
        var centroid: CGPoint
        var isHole: Bool
    }

    /// The closed rings of `path` with some area (contours that cross each other traced into
    /// the ink they fill, ``merged(_:cellsPerUnit:)``), rewound outer-positive and hole-negative.
    static func rings(_ path: Path) -> [Ring] {
        var rings: [Ring] = []
        for subpath in path.flattened(tolerance: 0.05) where subpath.points.count >= 3 {
            var points = subpath.points
            if points.first == points.last { points.removeLast() }
            let area = signedArea(points)
            guard abs(area) > 1e-6 else { continue }
            let mean = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
            rings.append(Ring(points: points, area: area,
                              centroid: CGPoint(x: mean.x / CGFloat(points.count), y: mean.y / CGFloat(points.count)), isHole: false))
        }
        rings = merged(rings)
        guard let outerSign = rings.max(by: { abs($0.area) < abs($1.area) }).map({ $0.area > 0 }) else { return [] }
        for index in rings.indices {
            rings[index].isHole = (rings[index].area > 0) != outerSign
            let wantsPositive = !rings[index].isHole
            if (rings[index].area > 0) != wantsPositive {
                rings[index].points.reverse()
                rings[index].area = -rings[index].area
            }
        }
        return rings
    }

    /// The shoelace area of a closed polygon.
    static func signedArea(_ points: [CGPoint]) -> Double {
        var sum = 0.0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            sum += Double(a.x * b.y - b.x * a.y)
        }
        return sum / 2
    }

    private static func bounds(_ rings: [Ring]) -> CGRect {
        let box = Box(rings.flatMap(\.points))
        return box.minX.isFinite ? CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height) : .zero
    }

    /// `point` within `bounds` as fractions of its size (its height for both, so a wide line
    /// keeps its proportions).
    private static func normalized(_ point: CGPoint, in bounds: CGRect) -> CGPoint {
        let scale = max(bounds.height, 1e-6)
        let x = bounds.width > 0 ? (point.x - bounds.minX) / max(bounds.width, 1e-6) * (bounds.width / scale) : 0
        return CGPoint(x: x, y: (point.y - bounds.minY) / scale)
    }

    /// The index of the ring of `rings` nearest `ring` (by centre) that `eligible` accepts.
    private static func nearest(to ring: Ring, among rings: [Ring], where eligible: (Int) -> Bool) -> Int? {
        rings.indices.filter(eligible).min {
            let a = rings[$0].centroid, b = rings[$1].centroid
            return (hypot(a.x - ring.centroid.x, a.y - ring.centroid.y), $0) < (hypot(b.x - ring.centroid.x, b.y - ring.centroid.y), $1)
        }
    }

    /// How many points a pair of rings takes.
    private static func count(_ rings: [CGPoint]..., density: CGFloat) -> Int {
        let longest = rings.map(perimeter).max() ?? 0
        return max(24, min(512, Int((longest * density).rounded(.up))))
    }

    /// Two rings resampled to the same count, the second's start rotated to travel least.
    private static func paired(_ a: [CGPoint], _ b: [CGPoint], density: CGFloat) -> (from: [CGPoint], to: [CGPoint]) {
        let n = count(a, b, density: density)
        let from = resampled(a, count: n), to = resampled(b, count: n)
        var best = 0, bestCost = Double.infinity
        let stride = max(1, n / 128)
        for shift in Swift.stride(from: 0, to: n, by: stride) {
            var cost = 0.0
            for index in 0..<n {
                let p = from[index], q = to[(index + shift) % n]
                cost += Double((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y))
                if cost >= bestCost { break }
            }
            if cost < bestCost { bestCost = cost; best = shift }
        }
        return (from, Array(to[best...] + to[..<best]))
    }

    /// A ring that shrinks into `point` (or grows from it when `reversed`).
    private static func collapsing(_ ring: [CGPoint], into point: CGPoint, density: CGFloat,
                                   reversed: Bool) -> (from: [CGPoint], to: [CGPoint]) {
        let points = resampled(ring, count: count(ring, density: density))
        let shrunk = points.map { CGPoint(x: point.x + ($0.x - point.x) * 0.001, y: point.y + ($0.y - point.y) * 0.001) }
        return reversed ? (shrunk, points) : (points, shrunk)
    }

    private static func perimeter(_ ring: [CGPoint]) -> CGFloat {
        ring.indices.reduce(0) { sum, index in
            let a = ring[index], b = ring[(index + 1) % ring.count]
            return sum + hypot(b.x - a.x, b.y - a.y)
        }
    }

    /// `count` points evenly spaced by arc length around the closed ring, from its first point.
    static func resampled(_ ring: [CGPoint], count: Int) -> [CGPoint] {
        let total = perimeter(ring)
        guard total > 0, ring.count >= 2 else { return Array(repeating: ring.first ?? .zero, count: count) }
        var result: [CGPoint] = [], segment = 0, walked: CGFloat = 0
        for index in 0..<count {
            let target = total * CGFloat(index) / CGFloat(count)
            while true {
                let a = ring[segment % ring.count], b = ring[(segment + 1) % ring.count]
                let length = hypot(b.x - a.x, b.y - a.y)
                if walked + length >= target || segment >= ring.count - 1 {
                    let f = length > 0 ? min(1, max(0, (target - walked) / length)) : 0
                    result.append(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
                    break
                }
                walked += length
                segment += 1
            }
        }
        return result
    }
}
