import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeSymbols
import KinetypeText

extension TextReplacement {
    /// An outline morph's options; nil for another replace.
    public var morph: MorphOptions? {
        for case .morph(let options) in effect.options { return options }
        return nil
    }

    /// The outline pairs an outline morph turns into each other, in canvas coordinates: line by
    /// line (a line without a partner against an empty outline), or cluster by cluster in
    /// reading order, white space left out.
    package static func morphPieces(_ options: MorphOptions, old: Text.Layout, at oldOrigin: CGPoint,
                                    new: Text.Layout, at newOrigin: CGPoint) -> [(from: Path, to: Path)] {
        let from: [Path], to: [Path]
        switch options.unit {
        case .line:
            from = old.map(\.outline)
            to = new.map(\.outline)
        case .cluster:
            func outlines(_ layout: Text.Layout) -> [Path] {
                slices(layout).filter { !$0.text.allSatisfy(\.isWhitespace) }.map(\.outline)
            }
            from = outlines(old)
            to = outlines(new)
        }
        return (0..<max(from.count, to.count)).map { index in
            (index < from.count ? from[index].offsetBy(dx: oldOrigin.x, dy: oldOrigin.y) : Path(),
             index < to.count ? to[index].offsetBy(dx: newOrigin.x, dy: newOrigin.y) : Path())
        }
    }

    /// Outline morph `local` seconds in: at progress 0 the old text as it is drawn, at 1 the new
    /// one, and in between the pieces' outlines (``OutlineMorph``), their holes clipped out,
    /// painted as the texts are with the paint moving from the old text's to the new one's: a
    /// colour fill to a colour fill (other fills cross-fade), the outline and the shadows
    /// (``TextStroke/interpolated(_:_:amount:)``, ``TextShadow/interpolated(_:_:amount:)``).
    func drawMorph(_ options: MorphOptions, old: Text.Layout, at oldOrigin: CGPoint, new: Text.Layout, at newOrigin: CGPoint,
                   local: TimeInterval, in context: GraphicsContext) {
        let progress = wholeProgress(at: local)
        if progress <= 0 || progress >= 1 {
            let (layout, origin) = progress <= 0 ? (old, oldOrigin) : (new, newOrigin)
            for slice in Self.slices(layout) { draw(slice, origin: origin, pose: .rest, in: context) }
            return
        }
        let from = MorphPaint(old, at: oldOrigin, default: context.foregroundColor)
        let to = MorphPaint(new, at: newOrigin, default: context.foregroundColor)
        let box = from.box.interpolated(towards: to.box, amount: progress)
        let fills: [(shading: GraphicsContext.Shading, opacity: Double)]
        if let start = from.fill.color, let end = to.fill.color {
            fills = [(.color(start.interpolated(towards: end, amount: progress)), 1)]
        } else {
            fills = [(from.fill.shading(in: box), 1), (to.fill.shading(in: box), progress)]
        }
        let stroke = TextStroke.interpolated(from.stroke, to.stroke, amount: progress)
        let shadows = TextShadow.interpolated(from.shadows, to.shadows, amount: progress)
        for piece in Self.morphPieces(options, old: old, at: oldOrigin, new: new, at: newOrigin) {
            let morph = Self.morphs.value(for: MorphKey(from: piece.from, to: piece.to)) { OutlineMorph(from: $0.from, to: $0.to) }
            let parts = morph.parts(at: progress)
            var copy = context
            if !parts.holes.isEmpty { copy.clip(to: parts.holes, options: .inverse) }
            copy.drawPainted(parts.outer, fills: fills, stroke: stroke, shadows: shadows, in: box)
            // A hole's outline shows where the hole is in ink: inside it too when it is under the fill.
            if let stroke, !parts.holes.isEmpty {
                var rim = context
                rim.clip(to: parts.outer)
                if stroke.placement == .underFill { rim.clip(to: parts.holes) }
                rim.stroke(parts.holes, with: stroke, in: box)
            }
        }
    }

    /// The morphs of the last pieces drawn: every frame of a change morphs the same outlines.
    private static let morphs = BoundedCache<MorphKey, OutlineMorph>(budget: 64)
}

/// A morph's two outlines, hashed by their points, to find the morph an earlier frame made.
private struct MorphKey: Hashable, Sendable {
    var from: Path
    var to: Path

    func hash(into hasher: inout Hasher) {
        for path in [from, to] {
            path.forEach { element in
                switch element {
                case .move(let p): hasher.combine(0); hasher.combine(p.x); hasher.combine(p.y)
                case .line(let p): hasher.combine(1); hasher.combine(p.x); hasher.combine(p.y)
                case .quadCurve(let p, let c): hasher.combine(2); for q in [p, c] { hasher.combine(q.x); hasher.combine(q.y) }
                case .curve(let p, let c1, let c2): hasher.combine(3); for q in [p, c1, c2] { hasher.combine(q.x); hasher.combine(q.y) }
                case .closeSubpath: hasher.combine(4)
                }
            }
            hasher.combine(5)
        }
    }
}

/// How one side of a morph is painted: its first run's fill (its colour when its paint sets
/// none), outline and shadows, and the box a gradient spans (the layout's, on the canvas).
private struct MorphPaint {
    var fill: AnyShapeStyle
    var stroke: TextStroke?
    var shadows: [TextShadow]
    var box: CGRect

    init(_ layout: Text.Layout, at origin: CGPoint, default color: Color) {
        let run = layout.lazy.flatMap { $0 }.first
        let paint = run.flatMap(TextPaint.of)
        fill = paint?.fill ?? AnyShapeStyle(run?.foregroundColor ?? color)
        stroke = paint?.stroke
        shadows = paint?.shadows ?? []
        box = CGRect(origin: origin, size: layout.size)
    }
}

extension CGRect {
    /// The rectangle `amount` of the way to `other`, each edge moving in a straight line.
    fileprivate func interpolated(towards other: CGRect, amount: Double) -> CGRect {
        let a = CGFloat(amount)
        return CGRect(x: minX + (other.minX - minX) * a, y: minY + (other.minY - minY) * a,
                      width: width + (other.width - width) * a, height: height + (other.height - height) * a)
    }
}
