import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypeText

/// A layer's After Effects-style text animators (`TextAnimator`) as a stage: applied in order
/// to the layer's clusters at the layer's time, over its renderer (`TextAnimatorRenderer`).
public struct AnimatorStage: TextStage {
    /// The animators, applied in this order over the text's own renderer.
    public var animators: [TextAnimator]

    /// A stage of `animators`, applied in order.
    public init(_ animators: [TextAnimator]) {
        self.animators = animators
    }

    /// `text` drawn through the animators at the layer's time (``LayerMoment/local``); `text` itself
    /// when there are none.
    public func apply(to text: Text, at moment: LayerMoment) throws -> Text {
        guard !animators.isEmpty else { return text }
        return text.textRenderer(TextAnimatorRenderer(animators, time: moment.local, base: text.renderer))
    }

    /// A text animator's interval is the time its range selector's start, end or offset moves.
    public func intervals(in span: LayerSpan) -> [TitleCard.Timeline.Interval] {
        animators.enumerated().flatMap { number, animator in
            animator.selectors.flatMap { selector in
                [selector.start, selector.end, selector.offset].compactMap { value in
                    value.movingSpan(until: span.length, step: span.step).flatMap { from, to in
                        span.interval(.animator, "animator \(number + 1)", from: from, to: to)
                    }
                }
            }
        }
    }
}

extension AnimatedValue {
    /// The span of layer time in which the value moves: from its delay to the first multiple of
    /// `step` at which it has reached its target (or `length`); nil for a value that never moves.
    func movingSpan(until length: TimeInterval, step: TimeInterval) -> (TimeInterval, TimeInterval)? {
        if let samples, Set(samples).count > 1 { return (0, length) }
        guard animation != nil, from != to else { return nil }
        let tolerance = abs(to - from) * 1e-4
        var time = delay + step
        while time < length, abs(value(at: time) - to) > tolerance { time += step }
        return (delay, min(time, length))
    }
}
