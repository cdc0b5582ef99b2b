/// An effect applied to a symbol (in Kinetype, a text run whose layers are glyphs or words).
///
/// Mirrors the Symbols framework: every effect is a small value type built with dot syntax
/// (`.bounce.up.byLayer`), and declares the behaviours it supports by conforming to
/// ``DiscreteSymbolEffect``, ``IndefiniteSymbolEffect``, ``TransitionSymbolEffect`` and
/// ``ContentTransitionSymbolEffect``. An API that schedules an effect asks for the behaviour it
/// needs, so pairing an effect with a behaviour it lacks does not compile:
///
/// ```swift
/// func trigger<E: DiscreteSymbolEffect>(_ effect: E) {}
/// trigger(.bounce.up)   // fine: bounce is discrete
/// // trigger(.scale.up) // error: ScaleSymbolEffect does not conform to DiscreteSymbolEffect
/// ```
///
/// Every effect erases to ``AnySymbolEffect`` (what a scene file holds) and prints its canonical
/// dot string, which ``SymbolEffectParser/parse(_:)`` reads back.
public protocol SymbolEffect: Hashable, Sendable, CustomStringConvertible {
    /// The effect's name and chosen options, without its static type.
    var anySymbolEffect: AnySymbolEffect { get }
}

extension SymbolEffect {
    /// The canonical dot string, for example `bounce.up.byLayer`.
    public var description: String { anySymbolEffect.description }
}

/// An effect that plays once when triggered (SwiftUI: when `value:` changes), then rests.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that runs while active (SwiftUI: `isActive:`) and ends when removed.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that moves a symbol into or out of view.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that changes one symbol into another (in Kinetype: text A becomes text B).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
