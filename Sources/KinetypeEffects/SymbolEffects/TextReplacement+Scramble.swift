import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeSymbols
import KinetypeText

extension TextReplacement {
    /// How long a scramble takes when the replacement gives no animation, in seconds.
    static let scrambleDuration = 1.0

    /// Scramble `local` seconds in: the old text is gone; each joined unit of the new text (a
    /// glyph cluster, or a joined word of Arabic or Devanagari, scrambled whole) shows characters
    /// of the charset in its own slot until its turn to settle, in the options' order, spread
    /// evenly over the change's progress (linear over ``scrambleDuration`` by default). The
    /// characters change 20 times a second (`ScrambleOptions.Charset.ticksPerSecond`), chosen by
    /// the seed, the slot and the tick, so every frame is the same on every run.
    func drawScramble(_ options: ScrambleOptions, new: Text.Layout, at newOrigin: CGPoint,
                      local: TimeInterval, in context: GraphicsContext) {
        let units = TextMorphMatch.units(of: new)
        guard !units.isEmpty else { return }
        let order = TextTransition.Order(rawValue: options.order) ?? .reading
        let ranks = order.ranks(bounds: units.map(\.bounds), lines: units.map(\.line), seed: options.seed)
        let progress = scrambleProgress(at: local)
        let tick = ScrambleOptions.Charset.tick(at: local * rate)
        var copy = context
        copy.translateBy(x: newOrigin.x, y: newOrigin.y)
        for (index, unit) in units.enumerated() {
            if progress >= Double(ranks[index] + 1) / Double(units.count) {
                for slice in unit.slices { copy.draw(slice) }
                continue
            }
            var generator = ScrambleOptions.Charset.generator(seed: options.seed, slot: index, tick: tick)
            for slice in unit.slices {
                if let substitute = slice.substituting(options.charset.sample(slice.text.count, from: &generator)) { copy.draw(substitute) }
            }
        }
    }

    /// A scramble's progress, 0 to 1: its animation's, clamped, or linear over ``scrambleDuration``.
    func scrambleProgress(at local: TimeInterval) -> Double {
        let elapsed = local * rate
        guard let animation else { return min(1, max(0, elapsed / Self.scrambleDuration)) }
        return elapsed <= 0 ? 0 : min(1, max(0, Self.animator(animation).value(at: elapsed)))
    }
}
