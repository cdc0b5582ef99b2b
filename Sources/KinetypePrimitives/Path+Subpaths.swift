import Foundation

extension Path {
    /// Kinetype: the path's subpaths (contours), each starting at its own `move`, in order.
    public var subpaths: [Path] {
        var result: [Path] = []
        var current = Path()
        forEach { element in
            if case .move = element, !current.isEmpty {
                result.append(current)
                current = Path()
            }
            switch element {
            case .move(let p): current.move(to: p)
            case .line(let p): current.addLine(to: p)
            case .quadCurve(let p, let c): current.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): current.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: current.closeSubpath()
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Kinetype: every contour trimmed to the same fraction `progress` of its own length, so all
    /// the contours of a glyph draw at once (draw-on), rather than one after another as
    /// `trimmedPath(from:to:)` over the whole path would.
    public func trimmedContours(to progress: CGFloat) -> Path {
        let fraction = max(0, min(1, progress))
        var result = Path()
        for contour in subpaths { result.addPath(contour.trimmedPath(from: 0, to: fraction)) }
        return result
    }
}
