import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Text on a path (`TextPath`): cluster centres against an independent evaluation of the Bézier
/// (the cubic's formula written out here), tangents, a straight path against plain layout,
/// alignment, side, offsets, hidden ends, and joined scripts against hb-shape.
@Suite struct TextPathTests {
    /// The curve of the gallery scene, as control points and as SVG path data.
    static let p = [CGPoint(x: 100, y: 400), CGPoint(x: 400, y: 100), CGPoint(x: 800, y: 700), CGPoint(x: 1180, y: 300)]
    static let data = "M 100 400 C 400 100 800 700 1180 300"

    static func bezier(_ t: Double) -> CGPoint {
        let u = 1 - t
        let w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
        return CGPoint(x: (0..<4).reduce(0) { $0 + w[$1] * p[$1].x }, y: (0..<4).reduce(0) { $0 + w[$1] * p[$1].y })
    }

    static func derivative(_ t: Double) -> CGPoint {
        let u = 1 - t
        let d = [CGPoint(x: p[1].x - p[0].x, y: p[1].y - p[0].y), CGPoint(x: p[2].x - p[1].x, y: p[2].y - p[1].y),
                 CGPoint(x: p[3].x - p[2].x, y: p[3].y - p[2].y)]
        let w = [3 * u * u, 6 * u * t, 3 * t * t]
        return CGPoint(x: (0..<3).reduce(0) { $0 + w[$1] * d[$1].x }, y: (0..<3).reduce(0) { $0 + w[$1] * d[$1].y })
    }

    /// The parameter of the curve's point nearest `point`: a dense scan, then golden-section refinement.
    static func nearest(_ point: CGPoint) -> (t: Double, distance: Double) {
        func distance(_ t: Double) -> Double { let b = bezier(t); return hypot(b.x - point.x, b.y - point.y) }
        var best = 0.0
        for i in 0...4000 where distance(Double(i) / 4000) < distance(best) { best = Double(i) / 4000 }
        var a = max(0, best - 1.0 / 4000), b = min(1, best + 1.0 / 4000)
        for _ in 0..<60 {
            let m1 = a + (b - a) * 0.382, m2 = a + (b - a) * 0.618
            if distance(m1) < distance(m2) { b = m2 } else { a = m1 }
        }
        return ((a + b) / 2, distance((a + b) / 2))
    }

    /// The curve's length by a fine polyline (independent of the code under test).
    static let curveLength: Double = {
        var total = 0.0, previous = bezier(0)
        for i in 1...200_000 {
            let q = bezier(Double(i) / 200_000)
            total += hypot(q.x - previous.x, q.y - previous.y)
            previous = q
        }
        return total
    }()

    static func text(_ string: String, font: String = "NotoSans-Regular.ttf", size: CGFloat = 40) -> Text {
        Text(string).font(.file(TestSupport.font(font), size: size))
    }

    /// A cluster's angle of rotation from its transform.
    static func angle(_ t: CGAffineTransform) -> Double { atan2(Double(t.b), Double(t.a)) }

    static func angleDifference(_ a: Double, _ b: Double) -> Double {
        let d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
        return abs(d > .pi ? d - 2 * .pi : d < -.pi ? d + 2 * .pi : d)
    }

    @Test("each cluster's baseline centre lies on the curve (under half a pixel) and faces along its tangent")
    func centresOnCurve() throws {
        let text = Self.text("Along the curve, every cluster")
        let layout = try text.layout()
        let placement = TextPath(try Path(svgPathData: Self.data), offset: .fraction(0.05)).placement(of: layout)
        #expect(placement.clusters.count == 30)
        for cluster in placement.clusters {
            let transform = try #require(cluster.transform, "cluster \(cluster.cluster) is on the path")
            let centre = cluster.layoutCentre.applying(transform)
            let (t, distance) = Self.nearest(centre)
            #expect(distance < 0.5, "cluster \(cluster.cluster) is \(distance) px off the curve")
            let d = Self.derivative(t)
            #expect(Self.angleDifference(Self.angle(transform), atan2(d.y, d.x)) < 0.002, "cluster \(cluster.cluster) faces the tangent")
        }
        // Glyph-wise: every glyph of a cluster shares its cluster's transform, so a glyph's own
        // baseline origin is on the tangent line through the centre.
        expectClose(Double(placement.pathLength), Self.curveLength, tolerance: 0.01)
    }

    @Test("along a straight path through the baseline, clusters keep their plain layout positions")
    func straightPath() throws {
        let layout = try Self.text("Straight as a rule: fi ffl").layout()
        let line = layout[0]
        let path = try Path(svgPathData: "M \(line.origin.x) \(line.origin.y) h 3000")
        let placement = TextPath(path).placement(of: layout)
        for cluster in placement.clusters {
            let t = try #require(cluster.transform)
            expectClose(t.a, 1, tolerance: 1e-9)
            expectClose(t.b, 0, tolerance: 1e-9)
            expectClose(t.c, 0, tolerance: 1e-9)
            expectClose(t.d, 1, tolerance: 1e-9)
            expectClose(t.tx, 0, tolerance: 1e-6, "cluster \(cluster.cluster) moved by \(t.tx), \(t.ty)")
            expectClose(t.ty, 0, tolerance: 1e-6, "cluster \(cluster.cluster) moved by \(t.tx), \(t.ty)")
        }
    }

    @Test("alignment puts the line's start, middle or end at the path's; side right follows the path backwards")
    func alignmentAndSide() throws {
        let layout = try Self.text("Aligned").layout()
        let width = layout[0].typographicBounds.width
        let x0 = layout[0].origin.x
        let path = try Path(svgPathData: "M 0 100 L 1000 100")
        for (alignment, start) in [(TextPath.Alignment.start, 0.0), (.center, (1000 - width) / 2), (.end, 1000 - width)] {
            let placement = TextPath(path, alignment: alignment).placement(of: layout)
            for cluster in placement.clusters {
                expectClose(cluster.distance, start + cluster.layoutCentre.x - x0, tolerance: 1e-9, "\(alignment)")
                let centre = cluster.layoutCentre.applying(try #require(cluster.transform))
                expectClose(centre.x, cluster.distance, tolerance: 1e-6)
                expectClose(centre.y, 100, tolerance: 1e-6)
            }
        }
        let right = TextPath(path, side: .right).placement(of: layout)
        for cluster in right.clusters {
            let t = try #require(cluster.transform)
            expectClose(t.a, -1, tolerance: 1e-9, "turned half round")
            expectClose(t.d, -1, tolerance: 1e-9, "turned half round")
            let centre = cluster.layoutCentre.applying(t)
            expectClose(centre.x, 1000 - (cluster.layoutCentre.x - x0), tolerance: 1e-6)
            expectClose(centre.y, 100, tolerance: 1e-6)
            // A point above the baseline in the layout lands below the path.
            #expect(CGPoint(x: cluster.layoutCentre.x, y: cluster.layoutCentre.y - 10).applying(t).y > 100)
        }
    }

    @Test("an offset moves every cluster along the curve by that arc length")
    func animatedOffset() throws {
        let layout = try Self.text("Running").layout()
        let base = TextPath(try Path(svgPathData: Self.data), offset: .fraction(0.1))
        let before = base.placement(of: layout), after = base.offset(by: 0.2).placement(of: layout)
        let shift = 0.2 * Self.curveLength
        for (a, b) in zip(before.clusters, after.clusters) {
            expectClose(Double(b.distance - a.distance), shift, tolerance: 0.01)
            // The arc length between the two centres, measured on the independent curve.
            let ta = Self.nearest(a.layoutCentre.applying(try #require(a.transform))).t
            let tb = Self.nearest(b.layoutCentre.applying(try #require(b.transform))).t
            var arc = 0.0, previous = Self.bezier(ta)
            for i in 1...20_000 {
                let q = Self.bezier(ta + (tb - ta) * Double(i) / 20_000)
                arc += hypot(q.x - previous.x, q.y - previous.y)
                previous = q
            }
            expectClose(arc, shift, tolerance: 0.5, "moved \(arc), expected \(shift)")
        }
        let points = TextPath(try Path(svgPathData: Self.data), offset: .points(10)).offset(by: 25).placement(of: layout)
        for (a, b) in zip(before.clusters, points.clusters) {
            expectClose(b.distance, a.distance - 0.1 * before.pathLength + 35, tolerance: 1e-9)
        }
    }

    @Test("clusters past the ends of an open path are hidden; a loop wraps them round a closed one")
    func endsAndLoops() throws {
        let layout = try Self.text("Overflowing text").layout()
        let short = try Path(svgPathData: "M 0 0 L 100 0")
        let open = TextPath(short, offset: .points(-30)).placement(of: layout)
        for cluster in open.clusters {
            #expect((cluster.transform != nil) == (cluster.distance >= 0 && cluster.distance <= 100))
        }
        #expect(open.clusters.contains { $0.transform == nil } && open.clusters.contains { $0.transform != nil })
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let looped = TextPath(circle, loops: true).placement(of: layout)
        #expect(looped.clusters.allSatisfy { $0.transform != nil })
        // On an open path a loop brings the text back in at the start after it has left the end.
        let width = Double(layout[0].typographicBounds.width)
        let reentered = TextPath(short, offset: .points(100 + width + 5), loops: true).placement(of: layout)
        expectClose(Double(reentered.clusters[0].distance) - Double(open.clusters[0].distance), 35, tolerance: 1e-6)
    }

    @Test("Arabic on a path keeps hb-shape's glyphs (joins), each cluster with one transform")
    func arabicJoins() throws {
        let string = "مرحبا بالعالم"
        let layout = try Self.text(string, font: "NotoSansArabic-Regular.ttf").layout()
        let placement = TextPath(try Path(svgPathData: Self.data), alignment: .center).placement(of: layout)
        let run = layout[0][0]
        let result = try TestSupport.run("/usr/bin/env", [
            "hb-shape", "--output-format=json", "--no-glyph-names", "--utf8-clusters", "--language=und",
            TestSupport.font("NotoSansArabic-Regular.ttf"), string])
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdoutString
        let json = Data(out[..<out.index(after: out.firstIndex(of: "]")!)].utf8)
        let ids = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]]).compactMap { $0["g"] as? Int }
        #expect(run.glyphs.map { Int($0.id) } == ids)
        // Every glyph belongs to exactly one placed cluster, and the clusters are HarfBuzz's.
        #expect(placement.clusters.map(\.glyphs) == run.map(\.indices))
        #expect(placement.clusters.allSatisfy { $0.transform != nil })
    }

    @Test("a ZWJ emoji sequence is one cluster on the path")
    func emojiSequence() throws {
        let layout = try Self.text("👩‍💻👍🏽", font: "NotoColorEmoji.ttf").layout()
        let placement = TextPath(try Path(svgPathData: Self.data)).placement(of: layout)
        #expect(placement.clusters.count == 2)
        #expect(placement.clusters.map(\.cluster) == [0, "👩‍💻".utf8.count])
    }
}
