import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// How a layer's text enters or leaves: a style, a duration, a stagger unit and an animation.
///
/// Each element (a glyph cluster, a word, a line, or the whole text, by ``stagger``) runs the
/// style from hidden to shown (entering) or shown to hidden (leaving). With a stagger, element
/// `i` of `n` starts `spread × i / (n − 1)` after the first, where `spread` is half the duration,
/// and runs for the other half; without one, the whole text runs for the whole duration.
public struct TextTransition: Sendable {
    /// What changes between hidden and shown.
    public enum Style: Hashable, Sendable {
        /// Seed 001's text transition: fades in, un-blurs (radius from the element's height) and
        /// rises on a spring from its descent.
        case appear
        case opacity
        /// Fades in from a blur of an eighth of the element's height.
        case blur
        /// Grows from nothing about the element's centre.
        case scale
        /// Slides in from `edge`, by the text's own size.
        case move(edge: Edge)
        /// Slides in from `edge` while fading in; leaves toward the opposite edge.
        case push(edge: Edge)
        /// Elements appear at once, one after another, with a caret while typing.
        case typewriter
        /// Seed 001's Twirl: scale from half, fade, blur, a full turn that keeps its direction on
        /// exit, and a brightness flash on entry.
        case twirl
    }

    /// The edges `move` and `push` come from.
    public enum Edge: String, Hashable, Sendable, CaseIterable { case leading, trailing, top, bottom }

    /// What one staggered element is.
    public enum StaggerUnit: String, Hashable, Sendable, CaseIterable { case none, glyph, word, line }

    public var style: Style
    public var duration: TimeInterval
    public var stagger: StaggerUnit
    /// Time before the first element starts.
    public var delay: TimeInterval
    /// The animation of each element's progress; nil uses ``timing``, else the style's own (a
    /// snappy spring for `appear` and `twirl`, ease-in-out for the rest).
    public var animation: Animation?
    /// A spring or curve fitted to each element's time window (used when ``animation`` is nil).
    public var timing: Timing?

    /// A spring or unit curve whose duration is each element's window unless given.
    public enum Timing: Hashable, Sendable {
        case spring(duration: TimeInterval?, bounce: Double)
        case curve(UnitCurve)
    }

    public init(_ style: Style, duration: TimeInterval = 0.8, stagger: StaggerUnit? = nil, delay: TimeInterval = 0,
                animation: Animation? = nil) {
        self.style = style
        self.duration = duration
        self.stagger = stagger ?? TextTransition.defaultStagger(style)
        self.delay = delay
        self.animation = animation
    }

    static func defaultStagger(_ style: Style) -> StaggerUnit {
        switch style {
        case .appear, .typewriter: return .glyph
        case .twirl: return .word
        default: return .none
        }
    }

    /// The same timing as a plain crossfade (for reduce motion); the typewriter keeps its steps.
    public var crossfade: TextTransition {
        guard style != .typewriter else { return self }
        var copy = self
        copy.style = .opacity
        return copy
    }

    /// The whole time the transition takes, delay included.
    public var totalDuration: TimeInterval { delay + duration }

    /// The built-in transitions by name, with a one-line description each.
    public static let builtIns: [(name: String, summary: String)] = [
        ("appear", "blur-in with a spring rise, staggered by glyph (seed 001's text transition)"),
        ("opacity", "fade"),
        ("blur", "fade in from a blur"),
        ("scale", "grow from nothing about each element's centre"),
        ("move", "slide in from an edge (edge: leading, trailing, top, bottom)"),
        ("push", "slide in from an edge while fading; leave toward the opposite edge"),
        ("typewriter", "glyphs appear one after another behind a caret"),
        ("twirl", "scale, fade, blur and a full turn, with a brightness flash on entry (seed 001's Twirl)"),
    ]

    /// The window (start, length) of element `index` of `count`, relative to the transition's start.
    package func window(index: Int, count: Int) -> (start: TimeInterval, length: TimeInterval) {
        guard stagger != .none, count > 1 else { return (delay, duration) }
        if style == .typewriter {
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
            switch curve {
            case .easeIn: return .easeIn(duration: max(0.01, length))
            case .easeOut: return .easeOut(duration: max(0.01, length))
            case .linear: return .linear(duration: max(0.01, length))
            default: return .easeInOut(duration: max(0.01, length))
            }
        case nil: break
        }
        switch style {
        case .appear, .twirl: return .snappy(duration: max(0.05, length), extraBounce: 0.1)
        case .typewriter: return .linear(duration: 0.0001)
        default: return .easeInOut(duration: max(0.01, length))
        }
    }

    /// Progress of element `index` at `time` since the transition started: 0 hidden, 1 shown
    /// (springs may overshoot 1).
    package func progress(index: Int, count: Int, time: TimeInterval) -> Double {
        let (start, length) = window(index: index, count: count)
        let local = time - start
        if local <= 0 { return 0 }
        if style == .typewriter { return 1 }
        return elementAnimation(length: length).value(from: 0.0, to: 1.0, at: local)
    }
}

extension TextTransition {
    /// The built-in transition `name` (one of ``builtIns``), with `edge` for `move` and `push`.
    /// Throws ``TransitionError`` with a suggestion for a misspelt name.
    public static func named(_ name: String, duration: TimeInterval = 0.8, stagger: StaggerUnit? = nil,
                             delay: TimeInterval = 0, animation: Animation? = nil, edge: Edge = .bottom) throws -> TextTransition {
        let style: Style
        switch name {
        case "appear": style = .appear
        case "opacity": style = .opacity
        case "blur": style = .blur
        case "scale": style = .scale
        case "move": style = .move(edge: edge)
        case "push": style = .push(edge: edge)
        case "typewriter": style = .typewriter
        case "twirl": style = .twirl
        default:
            throw TransitionError.unknownTransition(name: name, suggestion: BuiltInRenderers.nearest(name, in: builtIns.map(\.name)))
        }
        guard duration > 0, duration.isFinite else { throw TransitionError.invalidDuration(name: name, duration: duration) }
        guard delay >= 0, delay.isFinite else { throw TransitionError.invalidDelay(name: name, delay: delay) }
        return TextTransition(style, duration: duration, stagger: stagger, delay: delay, animation: animation)
    }
}

/// A transition name or timing that is not valid; says how to fix it.
public enum TransitionError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case unknownTransition(name: String, suggestion: String?)
    case invalidDuration(name: String, duration: Double)
    case invalidDelay(name: String, delay: Double)

    public var description: String {
        switch self {
        case .unknownTransition(let name, let suggestion):
            return "unknown transition '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " Transitions: \(TextTransition.builtIns.map(\.name).joined(separator: ", "))"
        case .invalidDuration(let name, let duration):
            return "transition '\(name)': duration \(duration) is not valid; give seconds greater than 0"
        case .invalidDelay(let name, let delay):
            return "transition '\(name)': delay \(delay) is not valid; give 0 or more seconds"
        }
    }

    public var errorDescription: String? { description }
}
