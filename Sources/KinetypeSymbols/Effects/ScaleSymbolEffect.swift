/// Springs to a new size and holds it while active: `.scale.up`.
///
/// Created with `.scale`; conforms to ``IndefiniteSymbolEffect``.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.scale)

    /// This effect type-erased: `scale` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// Scales up.
    public var up: Self { with(.up) }

    /// Scales down.
    public var down: Self { with(.down) }

    /// Layers scale one after another.
    public var byLayer: Self { with(.byLayer) }

    /// All layers scale together.
    public var wholeSymbol: Self { with(.wholeSymbol) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Springs to a new size and holds it while active: `.scale.up`.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
