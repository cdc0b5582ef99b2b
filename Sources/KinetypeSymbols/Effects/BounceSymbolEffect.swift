/// A quick springy hop that settles back to rest: `.bounce`, `.bounce.up.byLayer`.
///
/// Created with `.bounce`; conforms to ``DiscreteSymbolEffect``, ``IndefiniteSymbolEffect``.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.bounce)

    /// This effect type-erased: `bounce` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// Hops upward (the automatic direction for text).
    public var up: Self { with(.up) }

    /// Dips downward first.
    public var down: Self { with(.down) }

    /// Layers bounce one after another, staggered.
    public var byLayer: Self { with(.byLayer) }

    /// All layers bounce together.
    public var wholeSymbol: Self { with(.wholeSymbol) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A quick springy hop that settles back to rest: `.bounce`, `.bounce.up.byLayer`.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
