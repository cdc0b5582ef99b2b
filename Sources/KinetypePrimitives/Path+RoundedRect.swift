import Foundation

extension Path {
    /// A path holding a rounded rectangle whose corners are `cornerSize` (width along the
    /// horizontal edges, height along the vertical ones); see `addRoundedRect(in:cornerSize:style:transform:)`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path holding a rounded rectangle with square corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Adds a rounded rectangle as a closed subpath, as SwiftUI's
    /// `addRoundedRect(in:cornerSize:style:transform:)`.
    ///
    /// The corner size is first held to half the rectangle's width and height (a square corner
    /// to half the shorter side, so an oversized radius gives a capsule); a zero corner adds a
    /// plain rectangle. The subpath starts where the top edge leaves the top-left corner
    /// and runs clockwise on a y-down screen (top, right, bottom, left edges), each corner after
    /// the edge that enters it.
    ///
    /// `.circular` corners are quarter ellipses (cubics with the `κ` constant). `.continuous`
    /// corners use the widely reproduced reverse-engineering of Apple's smooth corner (PaintCode's
    /// "iOS 7 rounded rectangles"): three cubics joined by two short lines, reaching 1.52866483
    /// radii along each edge. Apple's shape needs that much room; where the edges are too short
    /// for it, Kinetype blends the continuous corner towards the circular one (linearly in the
    /// control points, by how much of the extra 0.52866483 radii there is room for), so a capsule
    /// stays a capsule and an animated radius changes smoothly. Apple's own fallback is not
    /// documented; this is the nearest honest equivalent.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var rx = min(max(cornerSize.width, 0), r.width / 2)
        var ry = min(max(cornerSize.height, 0), r.height / 2)
        if cornerSize.width == cornerSize.height {
            // Square corners stay square: an oversized radius makes a capsule, not an ellipse.
            rx = min(rx, ry)
            ry = rx
        }
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        var blend: CGFloat = 0
        if style == .continuous {
            let room = min(r.width / 2 / rx, r.height / 2 / ry)
            blend = min(max((room - 1) / (Path.continuousReach - 1), 0), 1)
        }
        let corner = Path.cornerSteps(blend: blend)
        // Each corner: its vertex and the unit steps back along the edge that enters it (u) and
        // along the edge that leaves it (v), scaled by the corner size.
        let corners: [(origin: CGPoint, u: Vector, v: Vector)] = [
            (CGPoint(x: r.maxX, y: r.minY), Vector(dx: -rx, dy: 0), Vector(dx: 0, dy: ry)),
            (CGPoint(x: r.maxX, y: r.maxY), Vector(dx: 0, dy: -ry), Vector(dx: -rx, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), Vector(dx: rx, dy: 0), Vector(dx: 0, dy: -ry)),
            (CGPoint(x: r.minX, y: r.minY), Vector(dx: 0, dy: ry), Vector(dx: rx, dy: 0)),
        ]
        func point(_ corner: (origin: CGPoint, u: Vector, v: Vector), _ step: CGPoint) -> CGPoint {
            CGPoint(x: corner.origin.x + step.x * corner.u.dx + step.y * corner.v.dx,
                    y: corner.origin.y + step.x * corner.u.dy + step.y * corner.v.dy).applying(transform)
        }
        let last = corners[3]
        move(to: point(last, corner.last!.end))
        for vertex in corners {
            for step in corner {
                if let c1 = step.control1, let c2 = step.control2 {
                    addCurve(to: point(vertex, step.end), control1: point(vertex, c1),
                             control2: point(vertex, c2))
                } else if currentPoint != point(vertex, step.end) {
                    addLine(to: point(vertex, step.end))
                }
            }
        }
        closeSubpath()
    }

    /// How far the continuous corner reaches along each edge, in corner radii.
    static let continuousReach: CGFloat = 1.52866483

    /// One step of a corner in corner units: `x` back along the entering edge from the vertex,
    /// `y` along the leaving edge. A step with controls is a cubic; without, a line.
    struct CornerStep: Sendable {
        var end: CGPoint
        var control1: CGPoint?
        var control2: CGPoint?
    }

    /// The corner's steps from the entering edge to the leaving one, blended between circular
    /// (`blend` 0) and continuous (`blend` 1).
    ///
    /// Continuous (PaintCode): line to (1.52866483, 0); cubic (1.08849323, 0) (0.86840689, 0)
    /// → (0.66993427, 0.06549600); line to (0.63149399, 0.07491100); cubic (0.37282392, 0.16905899)
    /// (0.16905899, 0.37282392) → (0.07491100, 0.63149399); line to (0.06549600, 0.66993427);
    /// cubic (0, 0.86840689) (0, 1.08849323) → (0, 1.52866483). Circular, in the same seven steps:
    /// the quarter ellipse `(1, 0) → (0, 1)` with controls `(1 − κ, 0)` and `(0, 1 − κ)` in the
    /// middle, the other steps collapsed onto its ends.
    static func cornerSteps(blend: CGFloat) -> [CornerStep] {
        let rest = 1 - kappa
        let continuous: [(CGFloat, CGFloat)] = [
            (1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
            (0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392),
            (0.07491100, 0.63149399), (0.06549600, 0.66993427), (0, 0.86840689),
            (0, 1.08849323), (0, 1.52866483),
        ]
        let circular: [(CGFloat, CGFloat)] = [
            (1, 0), (1, 0), (1, 0), (1, 0), (1, 0), (rest, 0), (0, rest), (0, 1), (0, 1), (0, 1),
            (0, 1), (0, 1),
        ]
        let points = zip(circular, continuous).map { circle, smooth in
            CGPoint(x: circle.0 + (smooth.0 - circle.0) * blend,
                    y: circle.1 + (smooth.1 - circle.1) * blend)
        }
        if blend == 0 {
            return [CornerStep(end: points[0]),
                    CornerStep(end: points[7], control1: points[5], control2: points[6])]
        }
        return [
            CornerStep(end: points[0]),
            CornerStep(end: points[3], control1: points[1], control2: points[2]),
            CornerStep(end: points[4]),
            CornerStep(end: points[7], control1: points[5], control2: points[6]),
            CornerStep(end: points[8]),
            CornerStep(end: points[11], control1: points[9], control2: points[10]),
        ]
    }
}
