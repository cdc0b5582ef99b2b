import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeSymbols
import KinetypeText

/// Draws a layout with symbol effects: each glyph cluster (a "layer"; the whole text is the
/// "symbol") posed by every effect at the time, the poses combined (offsets add, scales and
/// opacities multiply, rotations add, draw progress takes the least).
///
/// Offsets are fractions of the glyph's height; `byLayer` effects stagger the glyphs in reading
/// order and scale and turn each glyph about its own centre (a joined unit of Arabic or
/// Devanagari letters about the unit's, moved as one piece so no join tears), `wholeSymbol` ones the whole text about its centre. A draw progress below 1
/// strokes the glyph outlines along each contour (``GraphicsContext/drawProgressively(_:progress:lineWidth:)``).
/// With a base renderer (a layer's own), the effects pose the whole text as one, drawn in a layer.
package struct SymbolEffectRenderer: TextRenderer {
    var effects: [ScheduledSymbolEffect]
    var time: TimeInterval
    var base: AnyTextRenderer?
    /// Drop movement, scaling and turning; keep fades and drawing.
    var reduceMotion = false

    /// The renderer of `effects` at `time` seconds of their layer, over the text's renderer `base`.
    package static func drawing(_ effects: [ScheduledSymbolEffect], at time: TimeInterval, base: AnyTextRenderer?,
                                reduceMotion: Bool) -> SymbolEffectRenderer {
        SymbolEffectRenderer(effects: effects, time: time, base: base, reduceMotion: reduceMotion)
    }

    package var animatableData: Double {
        get { time }
        set { time = newValue }
    }

    package func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        let textBounds = layout.typographicBounds
        if let base {
            return drawWhole(bounds: textBounds, in: context) { base.draw(layout, &$0) }
        }
        let clusters = TextAnimatorRenderer.readingOrder(of: layout)
        let count = clusters.count
        let textPivot = CGPoint(x: textBounds.midX, y: textBounds.midY)
        // Whole-symbol effects move the text about its centre; by-layer ones each glyph (layers
        // counted in reading order) about its own, and a joined unit's letters as one piece.
        let wholes = clusters.indices.map { combinedPose(layer: $0, of: count) { !posesByLayer($0) } }
        var owns = clusters.indices.map { combinedPose(layer: $0, of: count) { posesByLayer($0) } }
        var pivots = clusters.map { cluster -> CGPoint in
            let bounds = cluster.slice.typographicBounds.rect
            return CGPoint(x: bounds.midX, y: bounds.midY)
        }
        var units: [Int: [Int]] = [:]
        for (index, cluster) in clusters.enumerated() { if let unit = cluster.joined { units[unit, default: []].append(index) } }
        for members in units.values {
            let n = Double(members.count)
            let bounds = members.reduce(CGRect.null) { $0.union(clusters[$1].slice.typographicBounds.rect) }
            let dx = members.reduce(0) { $0 + owns[$1].dx } / n, dy = members.reduce(0) { $0 + owns[$1].dy } / n
            let scale = members.reduce(0) { $0 + owns[$1].scale } / n, rotation = members.reduce(0) { $0 + owns[$1].rotation } / n
            for member in members {
                owns[member].dx = dx
                owns[member].dy = dy
                owns[member].scale = scale
                owns[member].rotation = rotation
                pivots[member] = CGPoint(x: bounds.midX, y: bounds.midY)
            }
        }
        for (index, cluster) in clusters.enumerated() {
            let slice = cluster.slice, whole = wholes[index], own = owns[index]
            let stillUnderReducedMotion = reduceMotion && whole.opacity * own.opacity >= 1
                && min(whole.drawProgress, own.drawProgress) >= 1
            if (whole == .rest && own == .rest) || stillUnderReducedMotion {
                // At rest a glyph draws exactly as the plain text does (positions on the pixel grid).
                context.draw(slice)
                continue
            }
            let bounds = slice.typographicBounds.rect
            var copy = context
            apply(whole, to: &copy, pivot: textPivot, height: bounds.height)
            apply(own, to: &copy, pivot: pivots[index], height: bounds.height)
            let progress = min(whole.drawProgress, own.drawProgress)
            guard copy.opacity > 0.001, progress > 0 else { continue }
            if progress < 1 {
                copy.drawProgressively(slice, progress: progress)
            } else {
                copy.draw(slice, options: .disablesSubpixelQuantization)
            }
        }
    }

    /// Draws `draw` posed as one piece of `bounds`, in a layer of its own: text under a base
    /// renderer, or a layer's content that is not text. Offsets are fractions of the height of
    /// `bounds`; scales and turns are about its centre.
    package func drawWhole(bounds: CGRect, in context: GraphicsContext,
                           _ draw: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = context
        apply(combinedPose(layer: 0, of: 1), to: &copy, pivot: CGPoint(x: bounds.midX, y: bounds.midY), height: bounds.height)
        guard copy.opacity > 0.001 else { return }
        try copy.drawLayer(content: draw)
    }

    /// Every effect's pose of one layer, combined.
    func combinedPose(layer: Int, of count: Int, where include: (ScheduledSymbolEffect) -> Bool = { _ in true }) -> SymbolEffectPose {
        effects.filter(include).reduce(SymbolEffectPose.rest) { $0.combined(with: $1.pose(at: time, layer: layer, of: count)) }
    }

    /// True when the effect moves each glyph on its own (by layer, or draw on/off's default).
    func posesByLayer(_ scheduled: ScheduledSymbolEffect) -> Bool {
        let effect = scheduled.effect
        if effect.contains(.wholeSymbol) { return false }
        if effect.contains(.byLayer) || effect.contains(.individually) { return true }
        return effect.name == .drawOn || effect.name == .drawOff || effect.name == .variableColor
    }

    private func apply(_ pose: SymbolEffectPose, to context: inout GraphicsContext, pivot: CGPoint, height: CGFloat) {
        if reduceMotion {
            context.opacity *= max(0, min(1, pose.opacity))
            return
        }
        context.translateBy(x: pivot.x + CGFloat(pose.dx) * height, y: pivot.y + CGFloat(pose.dy) * height)
        if pose.rotation != 0 { context.rotate(by: .degrees(pose.rotation)) }
        if pose.scale != 1 { context.scaleBy(x: CGFloat(pose.scale), y: CGFloat(pose.scale)) }
        context.translateBy(x: -pivot.x, y: -pivot.y)
        context.opacity *= max(0, min(1, pose.opacity))
    }
}
