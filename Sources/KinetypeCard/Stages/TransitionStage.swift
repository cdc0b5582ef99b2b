import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypeText

/// A layer's enter or exit transition as a stage: it draws the glyphs while it runs, an enter
/// transition from the layer's start, an exit transition finishing at its end.
public struct TransitionStage: GlyphStage {
    public var transition: TextTransition
    /// True for an exit transition (it runs backwards and ends with the layer).
    public var isExit: Bool

    public init(_ transition: TextTransition, isExit: Bool = false) {
        self.transition = transition
        self.isExit = isExit
    }

    public var step: LayerStep { .transition }

    public func renderer(for text: Text, at moment: LayerMoment, stage: CGRect) -> (any TextRenderer)? {
        let transition = moment.reduceMotion ? self.transition.crossfade : self.transition
        if isExit {
            let begin = moment.end - self.transition.totalDuration
            guard moment.time > begin else { return nil }
            return transition.renderer(at: moment.time - begin, isExit: true, base: text.renderer, stage: stage)
        }
        guard moment.local < self.transition.totalDuration else { return nil }
        return transition.renderer(at: moment.local, isExit: false, base: text.renderer, stage: stage)
    }

    public func intervals(in span: LayerSpan) -> [TitleCard.Timeline.Interval] {
        let name = transition.style.name
        let interval = isExit
            ? span.interval(.exit, name, from: span.length - transition.totalDuration, to: span.length - transition.delay)
            : span.interval(.enter, name, from: transition.delay, to: transition.totalDuration)
        return interval.map { [$0] } ?? []
    }
}
