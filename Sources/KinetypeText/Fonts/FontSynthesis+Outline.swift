import Foundation

extension FontSynthesis {
    /// How much heavier a synthetic bold is, in units of the em: FreeType's
    /// `FT_GlyphSlot_Embolden`, which cairo applies to each glyph it draws, widens every stroke by
    /// a 24th of the em.
    static let boldStrength = 1.0 / 24

    /// `outline` (font units, y up) as FreeType emboldens it for a synthetic bold, so the outline
    /// APIs and the vector outputs draw what the raster shows: every edge moved outwards by half
    /// of `strength` (each point along the bisector of its two edges' normals, on-curve and
    /// control points alike, as `FT_Outline_EmboldenXY` does), then the whole shape moved up and
    /// right by half of it, which keeps its left and bottom edges in place.
    static func emboldened(_ outline: [OutlineSink.Element], strength: Double) -> [OutlineSink.Element] {
        typealias Point = (x: Double, y: Double)
        guard case .move? = outline.first else { return outline }
        // The contours' points in order, each contour's elements keeping their kinds.
        var contours: [[Point]] = [], current: [Point] = []
        for element in outline {
            switch element {
            case .move(let x, let y):
                if !current.isEmpty { contours.append(current) }
                current = [(x, y)]
            case .line(let x, let y): current.append((x, y))
            case .quad(let cx, let cy, let x, let y): current += [(cx, cy), (x, y)]
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): current += [(c1x, c1y), (c2x, c2y), (x, y)]
            case .close: break
            }
        }
        if !current.isEmpty { contours.append(current) }
        // Which way the outer contours turn (the sign of the whole outline's area, y up):
        // TrueType's turn clockwise, CFF's counter-clockwise; outwards is to the left of a
        // clockwise edge.
        var area = 0.0
        for contour in contours {
            for (index, point) in contour.enumerated() {
                let next = contour[(index + 1) % contour.count]
                area += point.x * next.y - next.x * point.y
            }
        }
        let clockwise = area < 0
        let half = strength / 2
        var moved: [[Point]] = []
        for contour in contours {
            // A closing point on the first is one point.
            let count = contour.count > 1 && contour[contour.count - 1] == contour[0] ? contour.count - 1 : contour.count
            var result = contour
            for index in 0..<count {
                let point = contour[index]
                // The nearest distinct neighbours before and after.
                func neighbour(_ step: Int) -> Point? {
                    var other = index
                    for _ in 1..<max(count, 2) {
                        other = (other + step + count) % count
                        if contour[other] != point { return contour[other] }
                    }
                    return nil
                }
                var shift: Point = (0, 0)
                if let before = neighbour(-1), let after = neighbour(1) {
                    func normal(_ from: Point, _ to: Point) -> Point {
                        let dx = to.x - from.x, dy = to.y - from.y, length = (dx * dx + dy * dy).squareRoot()
                        // The outward side: left of a clockwise edge, right of a counter-clockwise one.
                        return clockwise ? (-dy / length, dx / length) : (dy / length, -dx / length)
                    }
                    let incoming = normal(before, point), outgoing = normal(point, after)
                    let cosine = incoming.x * outgoing.x + incoming.y * outgoing.y
                    // Both edges move out by `half`; a near reversal (a spike) is left in place.
                    if cosine > -0.9375 {
                        let scale = half / (1 + cosine)
                        shift = ((incoming.x + outgoing.x) * scale, (incoming.y + outgoing.y) * scale)
                    }
                }
                result[index] = (point.x + shift.x + half, point.y + shift.y + half)
            }
            if count < contour.count { result[contour.count - 1] = result[0] }
            moved.append(result)
        }
        // The same elements at the moved points.
        var emboldened: [OutlineSink.Element] = []
        emboldened.reserveCapacity(outline.count)
        var contour = -1, position = 0
        func next() -> Point {
            defer { position += 1 }
            return moved[contour][position]
        }
        for element in outline {
            switch element {
            case .move:
                contour += 1
                position = 0
                let point = next()
                emboldened.append(.move(point.x, point.y))
            case .line:
                let point = next()
                emboldened.append(.line(point.x, point.y))
            case .quad:
                let control = next(), point = next()
                emboldened.append(.quad(control.x, control.y, point.x, point.y))
            case .cubic:
                let first = next(), second = next(), point = next()
                emboldened.append(.cubic(first.x, first.y, second.x, second.y, point.x, point.y))
            case .close:
                emboldened.append(.close)
            }
        }
        return emboldened
    }
}
