import Foundation
import KinetypeAnimation
import KinetypePrimitives

/// Text laid along a path: each cluster of the text's line placed at its advance along the path
/// and turned to the path's direction there, as SVG's `<textPath>` (attach one with
/// ``Text/path(_:offset:alignment:side:loops:)``).
///
/// The text is laid out as usual (on one line, unwrapped); drawing then moves each cluster so
/// that the centre of its advance on the baseline sits on the path at arc length
/// `s = start + u`, where `u` is the distance from the line's start to that centre and `start`
/// comes from ``alignment`` and ``offset``; the cluster is turned by the path's tangent angle
/// there. All glyphs of a cluster share one transform, so HarfBuzz's clusters stay whole:
/// Arabic letters keep their joins, a base keeps its marks, an emoji ZWJ sequence moves as one.
/// Further lines (a text with line breaks) follow the path below the first, as far below it as
/// they are in the straight layout.
///
/// Clusters whose centre falls before the start or past the end of an open path are hidden
/// (rather than extended along the end tangent: text running off a curve disappears at its end,
/// as in SVG). With ``loops``, a closed path wraps them round to its start, and on an open path
/// the text, once wholly past the end, comes back in at the start: the offset wraps with a
/// period of the path's length plus the text's width.
///
/// ```swift
/// let curve = try Path(svgPathData: "M 100 400 C 400 100 800 700 1180 300")
/// let text = Text("Along the curve").font(.system(size: 48))
///     .path(curve, offset: .fraction(0.1), alignment: .start, side: .left)
/// ```
public struct TextPath: Equatable, Sendable {
    /// Where along the path the text's line starts, before `alignment` moves it.
    public enum Offset: Equatable, Sendable {
        /// A fraction of the path's length (0.25 is a quarter of the way along).
        case fraction(Double)
        /// A distance in points along the path.
        case points(Double)
    }

    /// Which end of the path the text lines up with, as SVG's `text-anchor` on a text path.
    public enum Alignment: String, CaseIterable, Sendable {
        /// The line starts at the path's start (plus the offset).
        case start
        /// The line's middle is at the path's middle (plus the offset).
        case center
        /// The line ends at the path's end (plus the offset).
        case end
    }

    /// Which side of the path the glyphs stand on, as SVG 2's `side`.
    public enum Side: String, CaseIterable, Sendable {
        /// To the left of the path's direction: above a path drawn from left to right.
        case left
        /// To the right: the path is followed backwards, so glyphs hang on its other side and
        /// still read upright along it.
        case right
    }

    /// The path, in the coordinates of the context the text is drawn in.
    public var path: Path {
        didSet { measure = PathMeasure(path) }
    }
    /// The path measured once (its length and where each distance falls), so a text running
    /// along a long path each frame does not measure it again; set with the path.
    private var measure: PathMeasure
    /// Where along the path the line starts, before ``alignment`` moves it; `.fraction(0)` by
    /// default. Moving it a little each frame runs the text along the path (``offset(by:)``).
    public var offset: Offset
    /// Which end of the path the line lines up with; `.start` by default.
    public var alignment: Alignment
    /// Which side of the path the glyphs stand on; `.left` (above a path drawn left to right) by
    /// default.
    public var side: Side
    /// Whether the text wraps round (see the type's discussion).
    public var loops: Bool

    /// Text along `path` (in the drawing context's coordinates), starting `offset` along it, lined
    /// up by `alignment`, standing on `side` of it, and wrapping round when `loops`. The path is
    /// measured once, here.
    public init(_ path: Path, offset: Offset = .fraction(0), alignment: Alignment = .start, side: Side = .left, loops: Bool = false) {
        self.path = path
        self.measure = PathMeasure(path)
        self.offset = offset
        self.alignment = alignment
        self.side = side
        self.loops = loops
    }

    /// Equal paths, offsets, alignments, sides and looping (the measure follows the path).
    public static func == (lhs: TextPath, rhs: TextPath) -> Bool {
        lhs.path == rhs.path && lhs.offset == rhs.offset && lhs.alignment == rhs.alignment && lhs.side == rhs.side
            && lhs.loops == rhs.loops
    }

    /// The copy with the offset moved by `distance`, in the offset's own unit (a fraction of the
    /// path's length, or points): what a text running along its path changes each frame.
    public func offset(by distance: Double) -> TextPath {
        var copy = self
        switch offset {
        case .fraction(let value): copy.offset = .fraction(value + distance)
        case .points(let value): copy.offset = .points(value + distance)
        }
        return copy
    }

    /// Where each cluster of `layout` goes on the path.
    public func placement(of layout: Text.Layout) -> Placement {
        let measure = self.measure
        let length = measure.length
        var clusters: [Placement.Cluster] = []
        let firstBaseline = layout.first?.origin.y ?? 0
        for line in layout {
            let width = line.typographicBounds.width
            let alignmentStart: CGFloat
            switch alignment {
            case .start: alignmentStart = 0
            case .center: alignmentStart = (length - width) / 2
            case .end: alignmentStart = length - width
            }
            var start = alignmentStart
            switch offset {
            case .fraction(let value): start += CGFloat(value) * length
            case .points(let value): start += CGFloat(value)
            }
            if loops, !measure.isClosed, length + width > 0 {
                // The text comes back in at the start once it has wholly left by the end.
                let period = length + width
                start = (start + width).truncatingRemainder(dividingBy: period)
                if start < 0 { start += period }
                start -= width
            }
            for run in line {
                for slice in run where !slice.indices.isEmpty {
                    let bounds = slice.typographicBounds
                    let centre = bounds.origin.x + bounds.width / 2
                    var distance = start + centre - line.origin.x
                    let wraps = loops && measure.isClosed
                    let visible = length > 0 && (wraps || (distance >= 0 && distance <= length))
                    if side == .right { distance = length - distance }
                    var transform: CGAffineTransform?
                    if visible, let sample = measure.sample(atDistance: distance) {
                        let angle = CGFloat(sample.angle.radians) + (side == .right ? .pi : 0)
                        transform = CGAffineTransform(translationX: sample.point.x, y: sample.point.y)
                            .rotated(by: angle)
                            .translatedBy(x: -centre, y: -firstBaseline)
                    }
                    clusters.append(Placement.Cluster(cluster: slice.run.glyphs[slice.indices.lowerBound].cluster,
                                                      glyphs: slice.indices, layoutCentre: CGPoint(x: centre, y: line.origin.y),
                                                      distance: distance, transform: transform))
                }
            }
        }
        return Placement(clusters: clusters, pathLength: length)
    }
}

extension TextPath {
    /// Where the clusters of one layout go on a path: a transform per cluster, from the
    /// layout's coordinates to the path's.
    public struct Placement: Sendable {
        /// One cluster's place on the path.
        public struct Cluster: Sendable {
            /// The cluster: the UTF-8 offset of its text in the text's string (HarfBuzz's cluster value).
            public var cluster: Int
            /// Its glyphs in its run.
            public var glyphs: Range<Int>
            /// The centre of its advance on its line's baseline, in layout coordinates.
            public var layoutCentre: CGPoint
            /// Its arc length along the path (measured along the path's own direction).
            public var distance: CGFloat
            /// Layout coordinates to path coordinates; nil when the cluster is hidden (off the
            /// ends of an open path).
            public var transform: CGAffineTransform?
        }

        /// Every cluster of the layout, line by line, in visual order.
        public var clusters: [Cluster]
        /// The path's measured length.
        public var pathLength: CGFloat
        /// The clusters sorted by cluster value, for ``transform(forCluster:)``.
        private let sorted: [Cluster]

        init(clusters: [Cluster], pathLength: CGFloat) {
            self.clusters = clusters
            self.pathLength = pathLength
            sorted = clusters.sorted { $0.cluster < $1.cluster }
        }

        /// The transform of the cluster that holds the text at UTF-8 offset `cluster`: the one
        /// with the greatest cluster value at or below it. Looking up by text rather than by
        /// glyph keeps a renderer that re-shapes glyphs (a variable font's per-glyph weight)
        /// on the path. The outer optional is nil when no cluster holds the offset; the inner
        /// one when the cluster is hidden.
        public func transform(forCluster cluster: Int) -> CGAffineTransform?? {
            var low = 0, high = sorted.count - 1
            var found: Int?
            while low <= high {
                let middle = (low + high) / 2
                if sorted[middle].cluster <= cluster {
                    found = middle
                    low = middle + 1
                } else {
                    high = middle - 1
                }
            }
            guard let found else { return nil }
            return .some(sorted[found].transform)
        }
    }
}
