/// The most appropriate transition: appear and disappear, or replace between texts.
///
/// Created with `.automatic`; conforms to ``TransitionSymbolEffect``, ``ContentTransitionSymbolEffect``.
public struct AutomaticSymbolEffect: TransitionSymbolEffect, ContentTransitionSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.automatic)

    /// This effect type-erased: `automatic` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The most appropriate transition: appear and disappear, or replace between texts.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
