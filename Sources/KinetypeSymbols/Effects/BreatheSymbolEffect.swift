/// A slow swell in size: `.breathe.pulse`.
///
/// Created with `.breathe`; conforms to ``DiscreteSymbolEffect``, ``IndefiniteSymbolEffect``.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.breathe)

    /// This effect type-erased: `breathe` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// Size only (the default).
    public var plain: Self { with(.plain) }

    /// Size and opacity.
    public var pulse: Self { with(.pulse) }

    /// Layers breathe one after another.
    public var byLayer: Self { with(.byLayer) }

    /// All layers breathe together.
    public var wholeSymbol: Self { with(.wholeSymbol) }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A slow swell in size: `.breathe.pulse`.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
