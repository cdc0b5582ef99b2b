import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypeText

/// A layer's enter or exit transition as a stage: it draws the glyphs while it runs, an enter
/// transition from the layer's start, an exit transition finishing at its end.
public struct TransitionStage: GlyphStage {
    /// The transition (its style, duration, delay and stagger).
    public var transition: TextTransition
    /// True for an exit transition (it runs backwards and ends with the layer).
    public var isExit: Bool

    /// `transition` as the layer's enter transition, or its exit transition when `isExit` is true.
    public init(_ transition: TextTransition, isExit: Bool = false) {
        self.transition = transition
        self.isExit = isExit
    }

    /// Transitions take the ``LayerStep/transition`` step, before symbol effects.
    public var step: LayerStep { .transition }

    /// A renderer that draws the glyphs as the transition is at the moment (a crossfade when the card
    /// reduces motion); nil before an exit transition starts and after an enter transition ends.
    public func renderer(for text: Text, at moment: LayerMoment, stage: CGRect) -> (any TextRenderer)? {
        guard let (transition, time) = running(at: moment) else { return nil }
        return transition.renderer(at: time, isExit: isExit, base: text.renderer, stage: stage)
    }

    /// Draws content that is not text as one piece through the transition while it runs; false,
    /// drawing nothing, otherwise.
    public func drawWhole(bounds: CGRect, at moment: LayerMoment, stage: CGRect, in context: GraphicsContext,
                          _ draw: (inout GraphicsContext) throws -> Void) throws -> Bool {
        guard let (transition, time) = running(at: moment) else { return false }
        try transition.renderer(at: time, isExit: isExit, base: nil, stage: stage)
            .drawWhole(bounds: bounds, stage: stage, in: context, draw)
        return true
    }

    /// The transition as it draws at `moment` (a crossfade when the card reduces motion) and the
    /// seconds since it started; nil when it is not running then.
    private func running(at moment: LayerMoment) -> (TextTransition, TimeInterval)? {
        let transition = moment.reduceMotion ? self.transition.crossfade : self.transition
        if isExit {
            let begin = moment.end - self.transition.totalDuration
            return moment.time > begin ? (transition, moment.time - begin) : nil
        }
        return moment.local < self.transition.totalDuration ? (transition, moment.local) : nil
    }

    /// One ``TitleCard/Timeline/Interval/Kind/enter`` or ``TitleCard/Timeline/Interval/Kind/exit``
    /// interval, named by the transition's style: an enter's from its delay to its total duration, an
    /// exit's ending its delay before the layer's end.
    public func intervals(in span: LayerSpan) -> [TitleCard.Timeline.Interval] {
        let name = transition.style.name
        let interval = isExit
            ? span.interval(.exit, name, from: span.length - transition.totalDuration, to: span.length - transition.delay)
            : span.interval(.enter, name, from: transition.delay, to: transition.totalDuration)
        return interval.map { [$0] } ?? []
    }
}
