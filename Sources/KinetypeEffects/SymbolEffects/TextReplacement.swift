import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeSymbols
import KinetypeText

/// A content transition on a layer: at a time, its text becomes another with a `replace`
/// symbol effect (`.replace.downUp`, `.upUp`, `.offUp`, or `.magic(fallback:)`).
///
/// The old text leaves and the new one enters in the effect's direction. With magic replace,
/// glyphs the two texts share (matched by their characters, in reading order) stay fully
/// opaque and glide from their old places to their new ones; only the others transition.
public struct TextReplacement: Sendable {
    /// The text the layer shows once the change is done, laid out as the layer lays out its own;
    /// the layer's renderer then draws it as it drew the text before.
    public var text: Text
    /// When the replacement starts, in the layer's time.
    public var time: TimeInterval
    /// The `replace` effect that plays the change (`.replace.downUp`, `.upUp`, `.offUp`,
    /// `.magic(fallback:)`); with `byLayer` the glyphs go one after another in reading order.
    public var effect: AnySymbolEffect
    /// For a numeric-text transition (SwiftUI's `.numericText(countsDown:)`): nil for a symbol
    /// replace; false when digits roll up (counting up), true when they roll down.
    public var numericCountsDown: Bool?

    /// A change of the layer's text to `text` at `time` (layer seconds), played with `effect`: the
    /// counterpart of SwiftUI's `.contentTransition(.symbolEffect(.replace))` on a changing symbol.
    ///
    /// ```swift
    /// let change = TextReplacement(Text("Tomorrow"), at: 1.5,
    ///                              effect: AnySymbolEffect(.replace.downUp))
    /// ```
    public init(_ text: Text, at time: TimeInterval, effect: AnySymbolEffect) {
        self.text = text
        self.time = time
        self.effect = effect
    }

    /// A numeric-text content transition: the characters that differ from the old text, compared
    /// from the right (where digits of a counter change), roll up — or down with `countsDown` —
    /// while the rest stays put, as SwiftUI's `.contentTransition(.numericText(countsDown:))`.
    public static func numericText(_ text: Text, at time: TimeInterval, countsDown: Bool = false) -> TextReplacement {
        var replacement = TextReplacement(text, at: time, effect: AnySymbolEffect(.replace.magic(fallback: .replace.upUp)))
        replacement.numericCountsDown = countsDown
        return replacement
    }

    /// True for magic replace.
    var isMagic: Bool { effect.options.contains { if case .magic = $0 { return true } else { return false } } }

    /// How long the replacement runs for texts of `count` glyph clusters at most.
    package func duration(count: Int) -> TimeInterval {
        let stagger = effect.contains(.byLayer) ? Double(max(0, count - 1)) * SymbolEffectTiming.layerStagger : 0
        return SymbolEffectTiming.transitionDuration + stagger
    }

    /// Draws the replacement `local` seconds after it started: `old` at `oldOrigin`, `new` at
    /// `newOrigin` (canvas coordinates of each layout's top-left corner).
    package func draw(old: Text.Layout, at oldOrigin: CGPoint, new: Text.Layout, at newOrigin: CGPoint,
                      local: TimeInterval, in context: GraphicsContext) {
        if let countsDown = numericCountsDown {
            drawNumeric(old: TextReplacement.visualSlices(old), at: oldOrigin, new: TextReplacement.visualSlices(new), at: newOrigin,
                        local: local, countsDown: countsDown, in: context)
            return
        }
        let oldSlices = TextReplacement.slices(old), newSlices = TextReplacement.slices(new)
        var shared: [Int: Int] = [:]            // new index -> old index
        if isMagic {
            var used = Set<Int>()
            let oldTexts = oldSlices.map(TextReplacement.characters)
            for (index, slice) in newSlices.enumerated() {
                let characters = TextReplacement.characters(slice)
                if let match = oldTexts.indices.first(where: { !used.contains($0) && oldTexts[$0] == characters }) {
                    used.insert(match)
                    shared[index] = match
                }
            }
        }
        let sharedOld = Set(shared.values)
        let count = max(oldSlices.count, newSlices.count)
        for (index, slice) in oldSlices.enumerated() where !sharedOld.contains(index) {
            let pose = (try? effect.outgoingPose(at: local, layer: index, layerCount: count)) ?? .rest
            draw(slice, origin: oldOrigin, pose: pose, in: context)
        }
        let glide = UnitCurve.easeInOut.value(at: max(0, min(1, local / SymbolEffectTiming.transitionDuration)))
        for (index, slice) in newSlices.enumerated() {
            if let match = shared[index] {
                let from = oldSlices[match].typographicBounds.rect, to = slice.typographicBounds.rect
                let dx = (oldOrigin.x + from.minX) - (newOrigin.x + to.minX)
                let dy = (oldOrigin.y + from.midY) - (newOrigin.y + to.midY)
                var copy = context
                copy.translateBy(x: newOrigin.x + dx * CGFloat(1 - glide), y: newOrigin.y + dy * CGFloat(1 - glide))
                copy.draw(slice, options: glide < 1 ? .disablesSubpixelQuantization : [])
            } else {
                let pose = (try? effect.pose(.contentTransition, at: local, layer: index, layerCount: count)) ?? .rest
                draw(slice, origin: newOrigin, pose: pose, in: context)
            }
        }
    }

    /// Numeric text: slices compared from the right; equal ones stay (at their new places), the
    /// others roll: the old glyph moves up a line's height and fades, the new one comes up from
    /// below (the reverse with `countsDown`), on an ease-in-out over the transition's duration.
    private func drawNumeric(old: [Text.Layout.RunSlice], at oldOrigin: CGPoint, new: [Text.Layout.RunSlice], at newOrigin: CGPoint,
                             local: TimeInterval, countsDown: Bool, in context: GraphicsContext) {
        let progress = UnitCurve.easeInOut.value(at: max(0, min(1, local / SymbolEffectTiming.transitionDuration)))
        let direction: CGFloat = countsDown ? 1 : -1
        var unchangedNew = Set<Int>(), unchangedOld = Set<Int>()
        for offset in 0..<min(old.count, new.count) {
            let o = old.count - 1 - offset, n = new.count - 1 - offset
            if TextReplacement.characters(old[o]) == TextReplacement.characters(new[n]) {
                unchangedOld.insert(o)
                unchangedNew.insert(n)
            }
        }
        for (index, slice) in old.enumerated() where !unchangedOld.contains(index) {
            var copy = context
            copy.translateBy(x: oldOrigin.x, y: oldOrigin.y + direction * slice.typographicBounds.rect.height * CGFloat(progress))
            copy.opacity *= 1 - progress
            copy.draw(slice, options: .disablesSubpixelQuantization)
        }
        for (index, slice) in new.enumerated() {
            var copy = context
            if unchangedNew.contains(index) {
                copy.translateBy(x: newOrigin.x, y: newOrigin.y)
                copy.draw(slice)
            } else {
                copy.translateBy(x: newOrigin.x, y: newOrigin.y - direction * slice.typographicBounds.rect.height * CGFloat(1 - progress))
                copy.opacity *= progress
                copy.draw(slice, options: .disablesSubpixelQuantization)
            }
        }
    }

    private func draw(_ slice: Text.Layout.RunSlice, origin: CGPoint, pose: SymbolEffectPose, in context: GraphicsContext) {
        var copy = context
        copy.translateBy(x: origin.x, y: origin.y)
        if pose == .rest {
            copy.draw(slice)
            return
        }
        let bounds = slice.typographicBounds.rect
        copy.translateBy(x: bounds.midX + CGFloat(pose.dx) * bounds.height, y: bounds.midY + CGFloat(pose.dy) * bounds.height)
        copy.scaleBy(x: CGFloat(pose.scale), y: CGFloat(pose.scale))
        copy.translateBy(x: -bounds.midX, y: -bounds.midY)
        copy.opacity *= max(0, min(1, pose.opacity))
        guard copy.opacity > 0.001 else { return }
        copy.draw(slice, options: .disablesSubpixelQuantization)
    }

    /// The layout's glyph clusters in reading order, the order a by-layer replacement staggers in.
    package static func slices(_ layout: Text.Layout) -> [Text.Layout.RunSlice] {
        layout.readingClusters().map(\.slice)
    }

    /// The layout's glyph clusters left to right, line by line: numbers compare digits from the right.
    static func visualSlices(_ layout: Text.Layout) -> [Text.Layout.RunSlice] {
        layout.flatMap { line in line.flatMap { Array($0) } }
    }

    /// The characters of a slice's cluster.
    public static func characters(_ slice: Text.Layout.RunSlice) -> String {
        slice.text
    }
}
