/// One of the four behaviours an effect can support; the runtime mirror of the behaviour protocols.
public enum SymbolEffectBehavior: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Plays once when triggered, then returns to rest (``DiscreteSymbolEffect``).
    case discrete
    /// Runs while active (``IndefiniteSymbolEffect``).
    case indefinite
    /// Moves a symbol into or out of view (``TransitionSymbolEffect``).
    case transition
    /// Changes one symbol into another (``ContentTransitionSymbolEffect``).
    case contentTransition

    /// The behaviour's name as messages print it: `discrete`, `indefinite`, `transition` or
    /// `contentTransition`.
    public var description: String { rawValue }
}
