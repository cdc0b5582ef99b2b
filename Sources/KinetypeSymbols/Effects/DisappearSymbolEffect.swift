/// Shrinks to half size while fading out: `.disappear.down`.
///
/// Created with `.disappear`; conforms to ``TransitionSymbolEffect``, ``IndefiniteSymbolEffect``.
public struct DisappearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.disappear)

    /// This effect type-erased: `disappear` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// Rises out of view.
    public var up: Self { with(.up) }

    /// Falls out of view.
    public var down: Self { with(.down) }

    /// Layers disappear one after another.
    public var byLayer: Self { with(.byLayer) }

    /// All layers disappear together.
    public var wholeSymbol: Self { with(.wholeSymbol) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Shrinks to half size while fading out: `.disappear.down`.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
