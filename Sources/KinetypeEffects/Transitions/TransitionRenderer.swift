import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Draws a layout part-way through a ``TextTransition``: each element through the transition's
/// style for its progress.
///
/// With a base renderer (a layer's own renderer), the transition applies to the whole text as
/// one element drawn in a layer, since the base renderer decides how the glyphs are drawn.
package struct TransitionRenderer: TextRenderer {
    var transition: TextTransition
    /// Seconds since the transition started.
    var time: TimeInterval
    /// True while leaving: progress runs from shown to hidden.
    var isExit: Bool
    var base: AnyTextRenderer?
    /// The canvas in layout coordinates, so `move` and `push` start fully off it; nil uses the
    /// text's own size.
    var stage: CGRect? = nil

    package var animatableData: Double {
        get { time }
        set { time = newValue }
    }

    /// One staggered element: some slices of the layout.
    package struct Element {
        var slices: [Text.Layout.RunSlice]
        var lines: [Text.Layout.Line] = []
        var bounds: CGRect
    }

    package func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        let stage = self.stage ?? CGRect(x: -layout.size.width, y: -layout.size.height,
                                         width: 3 * layout.size.width, height: 3 * layout.size.height)
        if let base {
            return drawWhole(bounds: layout.typographicBounds, stage: stage, in: context) { base.draw(layout, &$0) }
        }
        let elements = TransitionRenderer.elements(of: layout, unit: transition.stagger)
        let typed = transition.style.pacing == .typed
        var caretAfter: CGRect?
        for (index, part) in elements.enumerated() {
            let element = self.element(index: index, count: elements.count, bounds: part.bounds, stage: stage)
            if typed {
                if element.progress >= 1 { caretAfter = part.bounds } else { continue }
            }
            var copy = context
            transition.style.apply(to: &copy, for: element)
            guard copy.opacity > 0.001 else { continue }
            let options: Text.Layout.DrawingOptions = typed ? [] : .disablesSubpixelQuantization
            if !part.lines.isEmpty {
                for line in part.lines { copy.draw(line, options: options) }
            } else {
                for slice in part.slices { copy.draw(slice, options: options) }
            }
        }
        if typed, !isExit, time < transition.totalDuration, let last = caretAfter ?? elements.first.map({
            CGRect(x: $0.bounds.minX, y: $0.bounds.minY, width: 0, height: $0.bounds.height)
        }) {
            let caret = CGRect(x: last.maxX + 2, y: last.minY, width: max(2, last.height / 14), height: last.height)
            context.fill(Path(caret), with: .foreground)
        }
    }

    /// Draws `draw` as the transition's one element, of `bounds`, in a layer of its own: text
    /// under a base renderer, or a layer's content that is not text. `stage` is the canvas in the
    /// same coordinates.
    package func drawWhole(bounds: CGRect, stage: CGRect, in context: GraphicsContext,
                           _ draw: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = context
        transition.style.apply(to: &copy, for: element(index: 0, count: 1, bounds: bounds, stage: stage))
        try copy.drawLayer(content: draw)
    }

    /// Element `index` of `count` as the style sees it at this time.
    func element(index: Int, count: Int, bounds: CGRect, stage: CGRect) -> TransitionElement {
        let progress = transition.progress(index: index, count: count, time: time)
        return TransitionElement(progress: isExit ? 1 - progress : progress, phase: isExit ? .didDisappear : .willAppear,
                                 bounds: bounds, index: index, count: count, stage: stage)
    }

    /// The layout's elements for a stagger unit, in reading order (visual order within lines).
    package static func elements(of layout: Text.Layout, unit: TextTransition.StaggerUnit) -> [Element] {
        switch unit {
        case .none:
            return [Element(slices: [], lines: Array(layout), bounds: layout.typographicBounds)]
        case .line:
            return layout.map { Element(slices: [], lines: [$0], bounds: $0.typographicBounds.rect) }
        case .glyph:
            return layout.flatMap { line in line.flatMap { run in run.map { Element(slices: [$0], bounds: $0.typographicBounds.rect) } } }
        case .word:
            var words: [Element] = []
            for line in layout {
                var current: [Text.Layout.RunSlice] = []
                func flush() {
                    guard !current.isEmpty else { return }
                    let bounds = current.reduce(CGRect.null) { $0.union($1.typographicBounds.rect) }
                    words.append(Element(slices: current, bounds: bounds))
                    current = []
                }
                for run in line {
                    for slice in run {
                        if isSpace(slice) { flush() } else { current.append(slice) }
                    }
                }
                flush()
            }
            return words
        }
    }

    /// True when a slice's cluster is white space.
    static func isSpace(_ slice: Text.Layout.RunSlice) -> Bool {
        slice.text.unicodeScalars.first?.properties.isWhitespace ?? false
    }
}

extension TextTransition {
    /// The renderer that draws this transition `time` seconds after it started (`isExit`: as
    /// the layer leaves), over the text's own renderer `base`, on a card that is `stage` in the
    /// text's coordinates.
    package func renderer(at time: TimeInterval, isExit: Bool, base: AnyTextRenderer?, stage: CGRect?) -> TransitionRenderer {
        TransitionRenderer(transition: self, time: time, isExit: isExit, base: base, stage: stage)
    }
}
