/// Grows in from half size while fading in: `.appear.up.byLayer`.
///
/// Created with `.appear`; conforms to ``TransitionSymbolEffect``, ``IndefiniteSymbolEffect``.
public struct AppearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.appear)

    /// This effect type-erased: `appear` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// Rises into place.
    public var up: Self { with(.up) }

    /// Falls into place.
    public var down: Self { with(.down) }

    /// Layers appear one after another.
    public var byLayer: Self { with(.byLayer) }

    /// All layers appear together.
    public var wholeSymbol: Self { with(.wholeSymbol) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Grows in from half size while fading in: `.appear.up.byLayer`.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
