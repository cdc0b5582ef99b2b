import Foundation
import KinetypeAnimation

/// A number that holds still or moves once from one value to another: a range selector's
/// start, end and offset.
///
/// The move starts `delay` seconds into the layer and follows `animation` (a timing curve or a
/// spring, `Animation.value(from:to:at:)`); before it the value is `from`, once the animation
/// has finished it is `to` (a spring may overshoot on the way).
///
/// ```swift
/// let offset = AnimatedValue(from: -100, to: 100, animation: .easeInOut(duration: 1.5))
/// offset.value(at: 0.75)   // 0
/// ```
public struct AnimatedValue: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The value before the move starts, and at every time when there is no ``animation``.
    public var from: Double
    /// The value the move ends at, once the animation has finished.
    public var to: Double
    /// How it moves; nil holds `from`.
    public var animation: Animation?
    /// Seconds before it starts moving; for ``samples``, the layer time of the first sample.
    public var delay: TimeInterval
    /// Kinetype: values a step apart (a sound driver's, one a frame) in place of the move; nil
    /// for a value that holds or moves once.
    public var samples: [Double]?
    /// How many ``samples`` a second.
    public var sampleRate: Double = 0

    /// A value that moves from `from` to `to` along `animation` (a curve or a spring), starting
    /// `delay` seconds into the layer.
    public init(from: Double, to: Double, animation: Animation, delay: TimeInterval = 0) {
        self.from = from
        self.to = to
        self.animation = animation
        self.delay = delay
    }

    /// A value that does not change.
    public static func constant(_ value: Double) -> AnimatedValue {
        AnimatedValue(value)
    }

    /// A value that holds `value` at every time, as ``constant(_:)``.
    public init(_ value: Double) {
        from = value
        to = value
        animation = nil
        delay = 0
    }

    /// A constant written as a number: `start: 12.5` where an ``AnimatedValue`` is expected.
    public init(floatLiteral value: Double) { self.init(value) }
    /// A constant written as a whole number: `end: 20` where an ``AnimatedValue`` is expected.
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// Kinetype: a value that follows `samples`, `rate` a second, the first at layer time
    /// `start` (before it, the first; after the last, the last): a sound driver's levels.
    public static func sampled(_ samples: [Double], rate: Double, start: TimeInterval = 0) -> AnimatedValue {
        var value = AnimatedValue(samples.first ?? 0)
        value.samples = samples
        value.sampleRate = rate
        value.delay = start
        return value
    }

    /// The value `time` seconds into the layer.
    public func value(at time: TimeInterval) -> Double {
        if let samples, !samples.isEmpty, sampleRate > 0 {
            let index = Int(max(0, min(Double(samples.count - 1), ((time - delay) * sampleRate + 1e-9).rounded(.down))))
            return samples[index]
        }
        guard let animation, from != to else { return from }
        let local = time - delay
        guard local > 0 else { return from }
        return animation.value(from: from, to: to, at: local)
    }
}
