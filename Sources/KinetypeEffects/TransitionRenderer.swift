import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Draws a layout part-way through a ``TextTransition``: each element with the style's opacity,
/// blur, transform and brightness for its progress.
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
        if let base {
            let whole = Element(slices: [], bounds: layout.typographicBounds)
            var copy = context
            apply(shown: shown(index: 0, count: 1), to: &copy, element: whole, layoutSize: layout.size)
            copy.drawLayer { layer in base.draw(layout, &layer) }
            return
        }
        let elements = TransitionRenderer.elements(of: layout, unit: transition.stagger)
        var caretAfter: CGRect?
        for (index, element) in elements.enumerated() {
            let shown = self.shown(index: index, count: elements.count)
            if transition.style == .typewriter {
                if shown >= 1 { caretAfter = element.bounds }
                if shown < 1 { continue }
            }
            var copy = context
            apply(shown: shown, to: &copy, element: element, layoutSize: layout.size)
            guard copy.opacity > 0.001 else { continue }
            let options: Text.Layout.DrawingOptions = transition.style == .typewriter ? [] : .disablesSubpixelQuantization
            if !element.lines.isEmpty {
                for line in element.lines { copy.draw(line, options: options) }
            } else {
                for slice in element.slices { copy.draw(slice, options: options) }
            }
        }
        if transition.style == .typewriter, !isExit, time < transition.totalDuration, let last = caretAfter ?? elements.first.map({
            CGRect(x: $0.bounds.minX, y: $0.bounds.minY, width: 0, height: $0.bounds.height)
        }) {
            let caret = CGRect(x: last.maxX + 2, y: last.minY, width: max(2, last.height / 14), height: last.height)
            context.fill(Path(caret), with: .foreground)
        }
    }

    /// How shown element `index` is: 0 hidden, 1 shown (springs overshoot).
    func shown(index: Int, count: Int) -> Double {
        let progress = transition.progress(index: index, count: count, time: time)
        return isExit ? 1 - progress : progress
    }

    /// Changes `context` for an element that is `shown` of the way in.
    func apply(shown: Double, to context: inout GraphicsContext, element: Element, layoutSize: CGSize) {
        let hidden = 1 - shown
        let center = CGPoint(x: element.bounds.midX, y: element.bounds.midY)
        func scale(_ factor: Double) {
            context.translateBy(x: center.x, y: center.y)
            context.scaleBy(x: CGFloat(factor), y: CGFloat(factor))
            context.translateBy(x: -center.x, y: -center.y)
        }
        func slide(_ edge: TextTransition.Edge, _ amount: Double) {
            // Far enough that the element starts just past the canvas edge (or its own size away).
            let box = element.bounds.insetBy(dx: -8, dy: -8)
            let stage = self.stage ?? CGRect(x: -layoutSize.width, y: -layoutSize.height,
                                             width: 3 * layoutSize.width, height: 3 * layoutSize.height)
            let a = CGFloat(amount)
            switch edge {
            case .leading: context.translateBy(x: -(box.maxX - stage.minX) * a, y: 0)
            case .trailing: context.translateBy(x: (stage.maxX - box.minX) * a, y: 0)
            case .top: context.translateBy(x: 0, y: -(box.maxY - stage.minY) * a)
            case .bottom: context.translateBy(x: 0, y: (stage.maxY - box.minY) * a)
            }
        }
        switch transition.style {
        case .appear:
            let descent = element.bounds.height * 0.2
            context.translateBy(x: 0, y: -descent * CGFloat(hidden))
            context.addFilter(.blur(radius: element.bounds.height / 16 * CGFloat(UnitCurve.easeIn.value(at: max(0, min(1, hidden))))))
            context.opacity *= UnitCurve.easeIn.value(at: max(0, min(1, 1.4 * shown)))
        case .opacity:
            context.opacity *= max(0, min(1, shown))
        case .blur:
            context.addFilter(.blur(radius: element.bounds.height / 8 * CGFloat(max(0, hidden))))
            context.opacity *= max(0, min(1, shown))
        case .scale:
            scale(max(0.0001, shown))
        case .move(let edge):
            slide(edge, hidden)
        case .push(let edge):
            slide(isExit ? TransitionRenderer.opposite(edge) : edge, hidden)
            context.opacity *= max(0, min(1, shown))
        case .typewriter:
            break
        case .twirl:
            let turn = isExit ? -360 * hidden : 360 * hidden
            context.translateBy(x: center.x, y: center.y)
            context.rotate(by: .degrees(turn))
            context.scaleBy(x: CGFloat(0.5 + 0.5 * shown), y: CGFloat(0.5 + 0.5 * shown))
            context.translateBy(x: -center.x, y: -center.y)
            context.opacity *= max(0, min(1, shown))
            context.addFilter(.blur(radius: 10 * CGFloat(max(0, min(1, hidden)))))
            if !isExit && hidden > 0.001 { context.addFilter(.brightness(max(0, min(1, hidden)))) }
        }
    }

    static func opposite(_ edge: TextTransition.Edge) -> TextTransition.Edge {
        switch edge {
        case .leading: return .trailing
        case .trailing: return .leading
        case .top: return .bottom
        case .bottom: return .top
        }
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

    /// True when a slice's characters are all white space.
    static func isSpace(_ slice: Text.Layout.RunSlice) -> Bool {
        let run = slice.run
        let bytes = Array(run.text.utf8)
        let base = run.characterRange.lowerBound
        guard let cluster = slice.clusters.first, cluster >= base, cluster - base < bytes.count else { return false }
        let scalar = String(decoding: bytes[(cluster - base)...].prefix(4), as: UTF8.self).unicodeScalars.first
        return scalar?.properties.isWhitespace ?? false
    }
}
