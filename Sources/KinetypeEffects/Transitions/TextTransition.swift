import Foundation
import KinetypeAnimation
import KinetypePrimitives

/// How a layer's text enters or leaves: a style, a duration, a stagger unit and an animation.
///
/// Each element (a glyph cluster, a word, a line, or the whole text, by ``stagger``) runs the
/// style from hidden to shown (entering) or shown to hidden (leaving). With a stagger, element
/// `i` of `n` starts `spread × i / (n − 1)` after the first, where `spread` is half the duration,
/// and runs for the other half; without one, the whole text runs for the whole duration. A typed
/// style (``TransitionStyle/typewriter``) instead shows element `i` at `duration × i / n`.
///
/// Elements are counted in ``order``: reading order by default, so an Arabic or Hebrew line
/// starts from its right end and a mixed line follows the bidi algorithm's logical order. In a
/// script whose letters join (Arabic, Devanagari…), a glyph stagger fades the letters one by one
/// in reading order but moves, scales and turns each joined unit as one piece, so no join tears
/// (`KinetypeText/Text/Layout/ReadingUnit/joined`).
public struct TextTransition: Sendable {
    /// The edges `move` and `push` come from.
    public enum Edge: String, Hashable, Sendable, CaseIterable { case leading, trailing, top, bottom }

    /// What one staggered element is.
    public enum StaggerUnit: String, Hashable, Sendable, CaseIterable { case glyph, word, line, none }

    /// The order staggered elements start in, as After Effects' and Keynote's build orders.
    public enum Order: String, Hashable, Sendable, CaseIterable {
        /// As the text is read: lines top to bottom, each line in its script's direction.
        case reading
        /// Reading order backwards: the last word read first.
        case reverse
        /// Left to right on each line, whatever the script.
        case visual
        /// From the middle of the text outwards.
        case center
        /// From the ends of the text inwards.
        case edges
        /// Shuffled by ``TextTransition/seed`` (the same seed, the same order on every machine).
        case random
    }

    /// What changes between hidden and shown.
    public var style: TransitionStyle
    /// Seconds the transition runs after ``delay``; 0.8 by default. With a stagger over several
    /// elements, each element runs for half of it and their starts spread over the other half (a
    /// typed style shows them in equal steps instead).
    public var duration: TimeInterval
    /// What one element is: a glyph cluster, a word, a line, or `none` for the whole text at once;
    /// the style's ``TransitionStyle/defaultStagger`` unless the initializer is given one.
    public var stagger: StaggerUnit
    /// Time before the first element starts.
    public var delay: TimeInterval
    /// The animation of each element's progress; nil uses ``timing``, else the style's own.
    public var animation: Animation?
    /// A spring or curve fitted to each element's time window (used when ``animation`` is nil).
    public var timing: Timing?
    /// The order elements start in; reading order by default.
    public var order: Order = .reading
    /// The seed of the ``Order/random`` order.
    public var seed: UInt64 = 0

    /// A spring or unit curve whose duration is each element's window unless given.
    public enum Timing: Hashable, Sendable {
        /// A spring of `bounce` (as `Animation.spring(duration:bounce:)`), lasting `duration`
        /// seconds, or the element's window when nil.
        case spring(duration: TimeInterval?, bounce: Double)
        /// A unit curve stretched over the element's window.
        case curve(UnitCurve)
    }

    /// A transition of `style` over `duration` seconds after `delay`, staggered by `stagger` (the
    /// style's default when nil), each element's progress following `animation` (the style's own
    /// when nil).
    ///
    /// Like a SwiftUI `Transition`, the same value serves for entering and leaving: set it as a
    /// layer's enter or exit transition. Unlike
    /// ``named(_:duration:stagger:delay:animation:parameters:catalog:)`` it does not check
    /// `duration` and `delay`.
    ///
    /// ```swift
    /// var layer = TitleCard.Layer(Text("Hello"))
    /// layer.enter = TextTransition(.appear, duration: 1.2)
    /// layer.exit = TextTransition(.move(edge: .bottom), stagger: .word)
    /// ```
    public init(_ style: TransitionStyle, duration: TimeInterval = 0.8, stagger: StaggerUnit? = nil, delay: TimeInterval = 0,
                animation: Animation? = nil) {
        self.style = style
        self.duration = duration
        self.stagger = stagger ?? style.defaultStagger
        self.delay = delay
        self.animation = animation
    }

    /// The same timing as a plain crossfade (for reduce motion); a typed transition keeps its steps.
    public var crossfade: TextTransition {
        guard style.pacing != .typed else { return self }
        var copy = self
        copy.style = .opacity
        return copy
    }

    /// The whole time the transition takes, delay included.
    public var totalDuration: TimeInterval { delay + duration }

    /// The transitions of the shared catalogue by name, with a one-line description each.
    public static var builtIns: [(name: String, summary: String)] {
        TransitionCatalog.shared.entries.map { ($0.name, $0.summary) }
    }

    /// The window (start, length) of element `index` of `count`, relative to the transition's start.
    package func window(index: Int, count: Int) -> (start: TimeInterval, length: TimeInterval) {
        guard stagger != .none, count > 1 else { return (delay, duration) }
        if style.pacing == .typed {
            let step = duration / Double(count)
            return (delay + step * Double(index), step)
        }
        let spread = duration / 2
        return (delay + spread * Double(index) / Double(count - 1), duration - spread)
    }

    /// The animation an element's progress follows over `length` seconds.
    func elementAnimation(length: TimeInterval) -> Animation {
        if let animation { return animation }
        switch timing {
        case .spring(let duration, let bounce)?:
            return .spring(duration: max(0.01, duration ?? length), bounce: bounce)
        case .curve(let curve)?:
            return .timingCurve(curve, duration: max(0.01, length))
        case nil:
            return style.defaultAnimation(length)
        }
    }

    /// Progress of element `index` at `time` since the transition started: 0 hidden, 1 shown
    /// (springs may overshoot 1).
    package func progress(index: Int, count: Int, time: TimeInterval) -> Double {
        let (start, length) = window(index: index, count: count)
        let local = time - start
        if local <= 0 { return 0 }
        if style.pacing == .typed { return 1 }
        let animator = TextTransition.progressAnimators.value(for: elementAnimation(length: length)) {
            Animator(animation: $0, from: 0.0, to: 1.0)
        }
        return animator.value(at: local)
    }

    /// One 0-to-1 animator per element animation, shared by every element, frame and thread: an
    /// animator keeps a checkpoint per second of its replay, so a frame's elements resume from
    /// the last whole second instead of replaying from 0 (the same values as
    /// `Animation.value(from:to:at:)`, which replays a fresh one each call).
    private static let progressAnimators = BoundedCache<Animation, Animator<Double>>(budget: 64)
}

extension TextTransition {
    /// The transition `name` from `catalog` (the shared one by default) with its `parameters`
    /// (`edge` for `move` and `push`). Throws ``CatalogError`` with a suggestion for a misspelt
    /// name or parameter, ``TransitionError`` for a bad duration or delay.
    public static func named(_ name: String, duration: TimeInterval = 0.8, stagger: StaggerUnit? = nil,
                             delay: TimeInterval = 0, animation: Animation? = nil,
                             parameters: [String: ParameterValue] = [:],
                             catalog: TransitionCatalog = .shared) throws -> TextTransition {
        let style = try catalog.style(named: name, parameters: parameters)
        guard duration > 0, duration.isFinite else { throw TransitionError.invalidDuration(name: name, duration: duration) }
        guard delay >= 0, delay.isFinite else { throw TransitionError.invalidDelay(name: name, delay: delay) }
        return TextTransition(style, duration: duration, stagger: stagger, delay: delay, animation: animation)
    }
}
