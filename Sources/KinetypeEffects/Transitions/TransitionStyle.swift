import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypeText

/// What a transition does to each element between hidden and shown: one function that changes a
/// copy of the graphics context for an element's ``TransitionElement/progress`` and phase.
///
/// Built-in styles (``appear``, ``opacity``, ``blur``, ``scale``, ``move(edge:)``,
/// ``push(edge:)``, ``typewriter``, ``twirl``, ``flip(axis:)``, ``scramble(charset:)``) and
/// registered ones are the same kind of value;
/// ``TextTransition`` staggers, times and animates any of them, and reduce motion turns any of
/// them into a crossfade.
///
/// ```swift
/// let drop = TransitionStyle(name: "drop", stagger: .glyph) { context, element in
///     context.translateBy(x: 0, y: -40 * element.hidden)
///     context.opacity *= element.clampedProgress
/// }
/// ```
public struct TransitionStyle: Sendable {
    /// Changes `context` for an element part-way through the transition.
    public typealias Body = @Sendable (inout GraphicsContext, TransitionElement) -> Void

    /// How elements are timed.
    package enum Pacing: Sendable, Equatable {
        /// Each element animates over a window; windows overlap by half the duration.
        case continuous
        /// Elements appear at once, one after another in equal steps, behind a caret.
        case typed
    }

    /// The catalogue name.
    public var name: String
    /// The stagger unit when a transition does not choose one.
    public var defaultStagger: TextTransition.StaggerUnit
    /// The animation of each element's progress when a transition sets none, for a window of the
    /// given length; ease-in-out by default.
    public var defaultAnimation: @Sendable (TimeInterval) -> Animation
    package var pacing: Pacing = .continuous
    /// What an element shows in its slots in place of a slice of its own glyphs part-way
    /// through (a scramble's characters), or nil to show the slice; nil for a style that only
    /// moves and paints the glyphs.
    package var substitution: (@Sendable (Text.Layout.RunSlice, TransitionElement) -> String?)?
    let body: Body

    /// A style called `name` (a catalogue gives a registered style its entry's name), staggered by
    /// `stagger` unless a transition says otherwise, each element following `animation`
    /// (ease-in-out over its window by default).
    public init(name: String = "custom", stagger: TextTransition.StaggerUnit = .none,
                animation: (@Sendable (TimeInterval) -> Animation)? = nil, _ body: @escaping Body) {
        self.name = name
        self.defaultStagger = stagger
        self.defaultAnimation = animation ?? { length in .easeInOut(duration: max(0.01, length)) }
        self.body = body
    }

    /// Applies the style to `context` for `element`. The filters it adds carry the
    /// transition's name, so a writer that cannot show one names the transition.
    public func apply(to context: inout GraphicsContext, for element: TransitionElement) {
        let before = context.filters.count
        body(&context, element)
        for index in context.filters.indices.dropFirst(before) where context.filters[index].source == nil {
            context.filters[index].source = "the transition “\(name)”"
        }
    }
}
