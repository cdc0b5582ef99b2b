import Foundation
import KinetypePrimitives

extension OutlineMorph {
    /// The rings of an outline whose contours cross each other (the letters of a joined Arabic
    /// or Devanagari word overlapping at their joins, a variable font's overlapping strokes) as
    /// the ink they fill: its outer edges and its holes, traced on a grid of `cellsPerUnit`
    /// cells a unit (at most about two million cells). Rings that cross nothing come back as
    /// they are, so a morph pairs the word's one outline rather than its letters' pieces.
    static func merged(_ rings: [Ring], cellsPerUnit: CGFloat = 8) -> [Ring] {
        guard rings.count > 1, Self.anyCrosses(rings) else { return rings }
        return traced(rings, cellsPerUnit: cellsPerUnit)
    }

    /// True when an edge of one ring crosses an edge of another.
    static func anyCrosses(_ rings: [Ring]) -> Bool {
        let boxes = rings.map { Box($0.points) }
        for i in rings.indices {
            for j in rings.indices where j > i && boxes[i].overlaps(boxes[j]) {
                let shared = boxes[i].intersection(boxes[j])
                let a = edges(of: rings[i].points, within: shared), b = edges(of: rings[j].points, within: shared)
                for (p, q) in a {
                    for (r, s) in b where Self.cross(p, q, r, s) != nil { return true }
                }
            }
        }
        return false
    }

    /// The ring's edges whose boxes meet `box`.
    private static func edges(of ring: [CGPoint], within box: Box) -> [(CGPoint, CGPoint)] {
        ring.indices.compactMap { index in
            let a = ring[index], b = ring[(index + 1) % ring.count]
            return box.overlaps(Box([a, b])) ? (a, b) : nil
        }
    }

    /// Where segment `a`–`b` crosses segment `c`–`d` strictly inside both (touching ends and
    /// collinear overlaps do not count); nil when they do not.
    static func cross(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> CGPoint? {
        let r = CGPoint(x: b.x - a.x, y: b.y - a.y), s = CGPoint(x: d.x - c.x, y: d.y - c.y)
        let denominator = Double(r.x * s.y - r.y * s.x)
        guard denominator != 0 else { return nil }
        let qp = CGPoint(x: c.x - a.x, y: c.y - a.y)
        let t = Double(qp.x * s.y - qp.y * s.x) / denominator, u = Double(qp.x * r.y - qp.y * r.x) / denominator
        guard t > 0, t < 1, u > 0, u < 1 else { return nil }
        return CGPoint(x: a.x + r.x * CGFloat(t), y: a.y + r.y * CGFloat(t))
    }

    /// The rings' non-zero fill sampled at the centres of a grid's cells, and the edges between
    /// filled and empty cells followed into closed rings through the edges' midpoints (outer
    /// edges wound positive, holes negative, as ``rings(_:)`` winds them), with the points a
    /// straight run adds dropped.
    private static func traced(_ rings: [Ring], cellsPerUnit: CGFloat) -> [Ring] {
        let box = Box(rings.flatMap(\.points))
        let area = Double(max(box.width, 1) * max(box.height, 1))
        let scale = min(cellsPerUnit, CGFloat((2_000_000 / area).squareRoot()))
        let origin = CGPoint(x: box.minX - 2 / scale, y: box.minY - 2 / scale)
        let columns = Int((box.width * scale).rounded(.up)) + 4, rows = Int((box.height * scale).rounded(.up)) + 4
        var inside = [Bool](repeating: false, count: columns * rows)
        var crossings: [(x: CGFloat, winding: Int)] = []
        for row in 0..<rows {
            let y = origin.y + (CGFloat(row) + 0.5) / scale
            crossings.removeAll(keepingCapacity: true)
            for ring in rings {
                for index in ring.points.indices {
                    let a = ring.points[index], b = ring.points[(index + 1) % ring.points.count]
                    guard (a.y <= y) != (b.y <= y) else { continue }
                    crossings.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), a.y < b.y ? 1 : -1))
                }
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for (index, crossing) in crossings.enumerated() {
                winding += crossing.winding
                guard winding != 0, index + 1 < crossings.count else { continue }
                let first = max(0, Int(((crossing.x - origin.x) * scale - 0.5).rounded(.up)))
                let last = min(columns - 1, Int(((crossings[index + 1].x - origin.x) * scale - 0.5).rounded(.down)))
                if first <= last { for column in first...last { inside[row * columns + column] = true } }
            }
        }
        return followEdges(inside, columns: columns, rows: rows).compactMap { loop in
            let points = Self.straightened(loop.map { CGPoint(x: origin.x + $0.x / scale, y: origin.y + $0.y / scale) }, tolerance: 0.35 / scale)
            guard points.count >= 3 else { return nil }
            let area = signedArea(points)
            guard abs(area) > 1e-6 else { return nil }
            let mean = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
            return Ring(points: points, area: area, centroid: CGPoint(x: mean.x / CGFloat(points.count), y: mean.y / CGFloat(points.count)),
                        isHole: area < 0)
        }
    }

    /// The boundaries between filled and empty cells as loops of edge midpoints, in cell units:
    /// each filled cell's open sides run clockwise on the y-down grid (top left to right, right
    /// side down, bottom right to left, left side up), so outer loops have positive area and
    /// holes negative. At a corner where two filled cells touch only diagonally, the loop turns
    /// to keep to its own cell, so diagonal neighbours stay apart and no loop meets itself.
    private static func followEdges(_ inside: [Bool], columns: Int, rows: Int) -> [[CGPoint]] {
        func filled(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < columns && y < rows && inside[y * columns + x] }
        // An edge from corner (x, y) in one of four directions: 0 right, 1 down, 2 left, 3 up. A
        // corner starts at most two edges (where filled cells touch diagonally).
        let steps = [(1, 0), (0, 1), (-1, 0), (0, -1)]
        var edgeX: [Int32] = [], edgeY: [Int32] = [], edgeDirection: [Int8] = []
        var first = [Int32](repeating: -1, count: (columns + 1) * (rows + 1)), second = first
        func add(_ x: Int, _ y: Int, _ direction: Int8) {
            let corner = y * (columns + 1) + x, index = Int32(edgeX.count)
            if first[corner] < 0 { first[corner] = index } else { second[corner] = index }
            edgeX.append(Int32(x)); edgeY.append(Int32(y)); edgeDirection.append(direction)
        }
        for y in 0..<rows {
            for x in 0..<columns where inside[y * columns + x] {
                if !filled(x, y - 1) { add(x, y, 0) }
                if !filled(x + 1, y) { add(x + 1, y, 1) }
                if !filled(x, y + 1) { add(x + 1, y + 1, 2) }
                if !filled(x - 1, y) { add(x, y + 1, 3) }
            }
        }
        var used = [Bool](repeating: false, count: edgeX.count), loops: [[CGPoint]] = []
        for start in used.indices where !used[start] {
            var loop: [CGPoint] = [], edge = start
            while !used[edge] {
                used[edge] = true
                let direction = Int(edgeDirection[edge]), step = steps[direction]
                let x = Int(edgeX[edge]), y = Int(edgeY[edge])
                loop.append(CGPoint(x: CGFloat(x) + CGFloat(step.0) / 2, y: CGFloat(y) + CGFloat(step.1) / 2))
                let corner = (y + step.1) * (columns + 1) + x + step.0
                let a = Int(first[corner]), b = Int(second[corner])
                guard a >= 0 else { break }
                // Two ways on at a diagonal touch: the right turn keeps to the same cell.
                edge = b >= 0 && Int(edgeDirection[a]) != (direction + 1) % 4 && Int(edgeDirection[b]) == (direction + 1) % 4 ? b : a
            }
            loops.append(loop)
        }
        return loops
    }

    /// `ring` without the points that lie within `tolerance` of the straight line between
    /// their neighbours' kept points (Douglas–Peucker, the ring cut at its first point and the
    /// point farthest from it).
    private static func straightened(_ ring: [CGPoint], tolerance: CGFloat) -> [CGPoint] {
        guard ring.count > 8 else { return ring }
        let far = ring.indices.max { hypot(ring[$0].x - ring[0].x, ring[$0].y - ring[0].y) < hypot(ring[$1].x - ring[0].x, ring[$1].y - ring[0].y) } ?? 0
        var keep = [Bool](repeating: false, count: ring.count)
        keep[0] = true
        keep[far] = true
        func simplify(_ first: Int, _ last: Int) {
            var stack = [(first, last)]
            while let (a, b) = stack.popLast() {
                let p = ring[a % ring.count], q = ring[b % ring.count]
                let length = max(hypot(q.x - p.x, q.y - p.y), 1e-12)
                var worst = -1 as CGFloat, at = -1
                for index in (a + 1)..<max(a + 1, b) {
                    let r = ring[index % ring.count]
                    let distance = abs((q.x - p.x) * (p.y - r.y) - (p.x - r.x) * (q.y - p.y)) / length
                    if distance > worst { worst = distance; at = index }
                }
                if at >= 0, worst > tolerance {
                    keep[at % ring.count] = true
                    stack.append((a, at))
                    stack.append((at, b))
                }
            }
        }
        simplify(0, far)
        simplify(far, ring.count)
        return ring.indices.filter { keep[$0] }.map { ring[$0] }
    }
}

/// An axis-aligned box of points.
struct Box {
    var minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat

    init(_ points: [CGPoint]) {
        minX = .infinity; minY = .infinity; maxX = -.infinity; maxY = -.infinity
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
    }

    var width: CGFloat { max(0, maxX - minX) }
    var height: CGFloat { max(0, maxY - minY) }

    func overlaps(_ other: Box) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    func intersection(_ other: Box) -> Box {
        var box = self
        box.minX = max(minX, other.minX); box.minY = max(minY, other.minY)
        box.maxX = min(maxX, other.maxX); box.maxY = min(maxY, other.maxY)
        return box
    }
}
