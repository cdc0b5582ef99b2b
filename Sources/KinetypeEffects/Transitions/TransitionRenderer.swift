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
        var line = 0
        var isRightToLeft = false
        /// The joined unit a glyph element moves with (its letters join their neighbours'); nil
        /// when it moves on its own.
        var joined: Int?
    }

    /// The slices and bounds of a joined unit that moves as one piece, and its glyph elements.
    struct JoinedUnit {
        var slices: [Text.Layout.RunSlice]
        var bounds: CGRect
        var members: [Int]
    }

    package func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        let stage = self.stage ?? CGRect(x: -layout.size.width, y: -layout.size.height,
                                         width: 3 * layout.size.width, height: 3 * layout.size.height)
        if let base {
            return drawWhole(bounds: layout.typographicBounds, stage: stage, in: context) { base.draw(layout, &$0) }
        }
        let elements = TransitionRenderer.elements(of: layout, unit: transition.stagger,
                                                   sliced: transition.style.substitution != nil)
        let ranks = transition.order.ranks(bounds: elements.map(\.bounds), lines: elements.map(\.line), seed: transition.seed)
        let states = elements.indices.map { element(index: ranks[$0], count: elements.count, bounds: elements[$0].bounds, stage: stage) }
        let typed = transition.style.pacing == .typed
        if typed { return drawTyped(elements, ranks: ranks, states: states, in: context) }
        var units: [Int: [Int]] = [:]
        for (index, element) in elements.enumerated() {
            if let id = element.joined { units[id, default: []].append(index) }
        }
        // In reading order; a joined unit where its first letter is.
        for (index, part) in elements.enumerated() {
            guard let id = part.joined else {
                drawElement(part, state: states[index], in: context)
                continue
            }
            guard let members = units[id], members.first == index else { continue }
            let slices = Text.Layout.RunSlice.merging(members.flatMap { elements[$0].slices })
            let bounds = members.reduce(CGRect.null) { $0.union(elements[$1].bounds) }
            drawJoined(JoinedUnit(slices: slices, bounds: bounds, members: members), elements: elements, states: states, in: context)
        }
    }

    /// Draws one element through the style.
    private func drawElement(_ part: Element, state: TransitionElement, in context: GraphicsContext) {
        var copy = context
        transition.style.apply(to: &copy, for: state)
        guard copy.opacity > 0.001 else { return }
        if !part.lines.isEmpty {
            for line in part.lines { copy.draw(line, options: .disablesSubpixelQuantization) }
        } else {
            for slice in part.slices {
                if let shown = substituted(slice, state) { copy.draw(shown, options: .disablesSubpixelQuantization) }
            }
        }
    }

    /// `slice`, or what the style shows in its slot instead (``TransitionStyle/substitution``);
    /// nil, nothing drawn, when the font lacks those characters.
    private func substituted(_ slice: Text.Layout.RunSlice, _ state: TransitionElement) -> Text.Layout.RunSlice? {
        guard let text = transition.style.substitution?(slice, state) else { return slice }
        return slice.substituting(text)
    }

    /// Draws a joined unit's letters: moved, scaled and turned as one piece by the unit's mean
    /// progress, each letter at the opacity its own progress gives. Letters at one opacity are
    /// drawn together, as the still text draws them.
    private func drawJoined(_ unit: JoinedUnit, elements: [Element], states: [TransitionElement], in context: GraphicsContext) {
        let members = unit.members
        let progress = members.reduce(0) { $0 + states[$1].progress } / Double(members.count)
        let first = members.min { states[$0].index < states[$1].index }!
        var whole = states[first]
        whole.progress = progress
        whole.bounds = unit.bounds
        var moved = context
        transition.style.apply(to: &moved, for: whole)
        let opacities = members.map { member -> Double in
            var letter = context
            transition.style.apply(to: &letter, for: states[member])
            return letter.opacity
        }
        if opacities.allSatisfy({ abs($0 - opacities[0]) < 1e-9 }) {
            var copy = moved
            copy.opacity = opacities[0]
            guard copy.opacity > 0.001 else { return }
            for slice in unit.slices {
                if let shown = substituted(slice, whole) { copy.draw(shown, options: .disablesSubpixelQuantization) }
            }
            return
        }
        for (member, opacity) in zip(members, opacities) where opacity > 0.001 {
            var copy = moved
            copy.opacity = opacity
            for slice in elements[member].slices {
                if let shown = substituted(slice, whole) { copy.draw(shown, options: .disablesSubpixelQuantization) }
            }
        }
    }

    /// A typed transition: elements appear whole, one after another in their order, behind a
    /// caret that sits after the last one shown (to its left in right-to-left text).
    private func drawTyped(_ elements: [Element], ranks: [Int], states: [TransitionElement], in context: GraphicsContext) {
        var latest: Int?
        for (index, part) in elements.enumerated() where states[index].progress >= 1 {
            if latest.map({ ranks[index] > ranks[$0] }) ?? true { latest = index }
            var copy = context
            transition.style.apply(to: &copy, for: states[index])
            guard copy.opacity > 0.001 else { continue }
            if !part.lines.isEmpty {
                for line in part.lines { copy.draw(line) }
            } else {
                for slice in part.slices { copy.draw(slice) }
            }
        }
        guard !isExit, time < transition.totalDuration else { return }
        let caretBounds: CGRect, rightToLeft: Bool
        if let latest {
            caretBounds = elements[latest].bounds
            rightToLeft = elements[latest].isRightToLeft
        } else if let first = ranks.firstIndex(of: 0) {
            let b = elements[first].bounds
            rightToLeft = elements[first].isRightToLeft
            caretBounds = CGRect(x: rightToLeft ? b.maxX : b.minX, y: b.minY, width: 0, height: b.height)
        } else {
            return
        }
        let width = max(2, caretBounds.height / 14)
        let x = rightToLeft ? caretBounds.minX - 2 - width : caretBounds.maxX + 2
        context.fill(Path(CGRect(x: x, y: caretBounds.minY, width: width, height: caretBounds.height)), with: .foreground)
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
        var element = TransitionElement(progress: isExit ? 1 - progress : progress, phase: isExit ? .didDisappear : .willAppear,
                                        bounds: bounds, index: index, count: count, stage: stage)
        element.time = time
        element.seed = transition.seed
        return element
    }

    /// The layout's elements for a stagger unit, in reading order
    /// (``Text/Layout/segments(by:)``); a glyph in a joined unit of several glyphs knows its unit.
    package static func elements(of layout: Text.Layout, unit: TextTransition.StaggerUnit, sliced: Bool = false) -> [Element] {
        if sliced, unit == .none || unit == .line {
            // A style that draws other characters in the slots needs the glyph clusters.
            let clusters = layout.readingClusters().filter { !$0.isSpace }
            let lines = unit == .none ? [Array(clusters)] : layout.indices.map { line in clusters.filter { $0.line == line } }
            return lines.enumerated().compactMap { index, clusters in
                guard let first = clusters.first else { return nil }
                return Element(slices: clusters.map(\.slice), bounds: unit == .none ? layout.typographicBounds : layout[first.line].typographicBounds.rect,
                               line: unit == .none ? 0 : index, isRightToLeft: first.slice.run.layoutDirection == .rightToLeft)
            }
        }
        switch unit {
        case .none:
            return [Element(slices: [], lines: Array(layout), bounds: layout.typographicBounds)]
        case .line:
            return layout.enumerated().map { Element(slices: [], lines: [$1], bounds: $1.typographicBounds.rect, line: $0,
                                                      isRightToLeft: $1.paragraphDirection == .rightToLeft) }
        case .word:
            return layout.segments(by: .word).map {
                Element(slices: $0.slices, bounds: $0.bounds, line: $0.line, isRightToLeft: $0.isRightToLeft)
            }
        case .glyph:
            let clusters = layout.readingClusters().filter { !$0.isSpace }
            var sizes: [Int: Int] = [:]
            for cluster in clusters { sizes[cluster.joined, default: 0] += 1 }
            return clusters.map { cluster in
                Element(slices: [cluster.slice], bounds: cluster.slice.typographicBounds.rect, line: cluster.line,
                        isRightToLeft: cluster.slice.run.layoutDirection == .rightToLeft,
                        joined: sizes[cluster.joined, default: 0] > 1 ? cluster.joined : nil)
            }
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
