import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypeText
import KinetypeSymbols

/// A layer's symbol-style effects as a stage: they draw its glyphs whenever no transition does.
public struct SymbolEffectStage: GlyphStage {
    /// The effects with their schedules (triggers, active spans, or an appearing or disappearing
    /// transition), in layer seconds.
    public var effects: [ScheduledSymbolEffect]

    /// A stage of `effects`.
    public init(_ effects: [ScheduledSymbolEffect]) {
        self.effects = effects
    }

    /// A renderer that draws the effects over the text's own renderer at the layer's time (without
    /// movement when the card reduces motion); nil when there are no effects.
    public func renderer(for text: Text, at moment: LayerMoment, stage: CGRect) -> (any TextRenderer)? {
        guard !effects.isEmpty else { return nil }
        return SymbolEffectRenderer.drawing(effects, at: moment.local, base: text.renderer, reduceMotion: moment.reduceMotion)
    }

    /// Draws content that is not text as one piece through the effects at the layer's time; false
    /// when there are no effects.
    public func drawWhole(bounds: CGRect, at moment: LayerMoment, stage: CGRect, in context: GraphicsContext,
                          _ draw: (inout GraphicsContext) throws -> Void) throws -> Bool {
        guard !effects.isEmpty else { return false }
        try SymbolEffectRenderer.drawing(effects, at: moment.local, base: nil, reduceMotion: moment.reduceMotion)
            .drawWhole(bounds: bounds, in: context, draw)
        return true
    }

    /// A discrete effect's interval runs from its trigger to the first frame its last glyph is at
    /// rest again; an indefinite effect's is its active interval; a transition effect's is its
    /// staggered length over the layer's characters.
    public func intervals(in span: LayerSpan) -> [TitleCard.Timeline.Interval] {
        effects.flatMap { effect in
            effect.intervals(length: span.length, count: span.count, step: span.step).compactMap { from, to in
                span.interval(.effect, effect.effect.description, from: from, to: to)
            }
        }
    }
}

extension ScheduledSymbolEffect {
    /// The spans of layer time in which the effect moves its glyphs, for a layer of `length`
    /// seconds and `count` glyphs; a discrete effect's span ends at the first multiple of `step`
    /// after its trigger at which the last glyph is at rest (or at the next trigger).
    func intervals(length: TimeInterval, count: Int, step: TimeInterval) -> [(TimeInterval, TimeInterval)] {
        switch schedule {
        case .active(let spans):
            return spans.map { ($0.lowerBound, min($0.upperBound, length)) }
        case .transition(let start):
            return [(start, start + transitionDuration(count: count))]
        case .transitionEnding(let end):
            return [(end - transitionDuration(count: count), end)]
        case .triggers(let times):
            let sorted = times.sorted()
            return sorted.enumerated().map { index, trigger in
                let limit = index + 1 < sorted.count ? sorted[index + 1] : length
                var time = trigger + step
                while time < limit, pose(at: time, layer: count - 1, of: count) != .rest { time += step }
                return (trigger, min(time, limit))
            }
        }
    }
}
