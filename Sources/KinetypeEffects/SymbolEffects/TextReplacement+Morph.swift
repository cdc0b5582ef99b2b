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
    /// one, and in between the pieces' outer contours (``OutlineMorph``) filled with the texts'
    /// colours mixed by the progress, their holes clipped out.
    func drawMorph(_ options: MorphOptions, old: Text.Layout, at oldOrigin: CGPoint, new: Text.Layout, at newOrigin: CGPoint,
                   local: TimeInterval, in context: GraphicsContext) {
        let progress = wholeProgress(at: local)
        if progress <= 0 || progress >= 1 {
            let (layout, origin) = progress <= 0 ? (old, oldOrigin) : (new, newOrigin)
            for slice in Self.slices(layout) { draw(slice, origin: origin, pose: .rest, in: context) }
            return
        }
        func color(_ layout: Text.Layout) -> Color {
            layout.lazy.flatMap { $0 }.first?.foregroundColor ?? context.foregroundColor
        }
        let shading = GraphicsContext.Shading.color(color(old).interpolated(towards: color(new), amount: progress))
        for piece in Self.morphPieces(options, old: old, at: oldOrigin, new: new, at: newOrigin) {
            let morph = Self.morphs.value(for: MorphKey(from: piece.from, to: piece.to)) { OutlineMorph(from: $0.from, to: $0.to) }
            let parts = morph.parts(at: progress)
            var copy = context
            if !parts.holes.isEmpty { copy.clip(to: parts.holes, options: .inverse) }
            copy.fill(parts.outer, with: shading)
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
