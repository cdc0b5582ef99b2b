import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeText

/// Where a glyph cluster is, for a geometry-aware effect (SwiftUI's `visualEffect` reads a
/// `GeometryProxy`; Kinetype's reads this): its bounds and the canvas's, in the same coordinates.
public struct GlyphGeometry: Sendable {
    /// The cluster's typographic bounds in the layout's coordinates (where the context draws it).
    public var bounds: CGRect
    /// The whole canvas in the same coordinates: its centre is the card's centre, wherever the
    /// layer sits.
    public var canvas: CGRect
    /// The cluster's place among the text's clusters, in visual order, and their count.
    public var index: Int
    /// The number of clusters the text draws; ``index`` runs from 0 to `count − 1`.
    public var count: Int

    /// The cluster's centre.
    public var center: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

    /// How far the cluster's centre is from the canvas's, in halves of the canvas's width and
    /// height: (0, 0) at the centre, (±1, ±1) at the corners.
    public var offsetFromCanvasCenter: CGSize {
        guard canvas.width > 0, canvas.height > 0 else { return .zero }
        return CGSize(width: (bounds.midX - canvas.midX) / (canvas.width / 2), height: (bounds.midY - canvas.midY) / (canvas.height / 2))
    }
}

/// Draws each glyph cluster through an effect that sees where the cluster is on the canvas
/// (``GlyphGeometry``): seed 001's `visualEffect`, per glyph. Attach it with `Text/visualEffect(_:)`.
public struct VisualEffectRenderer: TextRenderer {
    /// The effect: it changes a copy of the context for one cluster, which is then drawn through
    /// that copy (translate, scale, rotate, set the opacity or add filters).
    public var effect: @Sendable (inout GraphicsContext, GlyphGeometry) -> Void

    /// A renderer that draws every glyph cluster through `effect`.
    public init(_ effect: @escaping @Sendable (inout GraphicsContext, GlyphGeometry) -> Void) {
        self.effect = effect
    }

    /// Nothing to animate: the effect is a closure (``TextRenderer`` is `Animatable`).
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// Draws each glyph cluster, in visual order, through a copy of the context that ``effect``
    /// changed (``TextRenderer``).
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        let canvas = context.canvasBounds
        let slices = layout.flatMap { line in line.flatMap { run in run.map { $0 } } }
        for (index, slice) in slices.enumerated() {
            var copy = context
            effect(&copy, GlyphGeometry(bounds: slice.typographicBounds.rect, canvas: canvas, index: index, count: slices.count))
            copy.draw(slice, options: .disablesSubpixelQuantization)
        }
    }
}

extension Text {
    /// Kinetype: draws each glyph cluster through `effect`, which changes a copy of the context
    /// knowing where the cluster is on the canvas, as SwiftUI's `visualEffect` does for a view:
    ///
    /// ```swift
    /// Text("Closer to the middle, larger").visualEffect { context, glyph in
    ///     let scale = 1.4 - 0.4 * abs(glyph.offsetFromCanvasCenter.width)
    ///     context.translateBy(x: glyph.center.x, y: glyph.center.y)
    ///     context.scaleBy(x: scale, y: scale)
    ///     context.translateBy(x: -glyph.center.x, y: -glyph.center.y)
    /// }
    /// ```
    public func visualEffect(_ effect: @escaping @Sendable (inout GraphicsContext, GlyphGeometry) -> Void) -> Text {
        textRenderer(VisualEffectRenderer(effect))
    }
}

extension GraphicsContext {
    /// Kinetype: the canvas drawn into, as a rectangle in the current user space (the box of
    /// the canvas's corners through the inverse transform); infinite when the context draws
    /// nowhere (a trace only).
    public var canvasBounds: CGRect {
        guard let canvas = target.canvas else { return .infinite }
        return CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height).applying(transform.inverted())
    }
}
