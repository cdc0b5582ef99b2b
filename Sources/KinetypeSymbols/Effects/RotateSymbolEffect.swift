/// One full turn per period: `.rotate.counterClockwise`.
///
/// Created with `.rotate`; conforms to ``DiscreteSymbolEffect``, ``IndefiniteSymbolEffect``.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.rotate)

    /// This effect type-erased: `rotate` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// Turns clockwise (the default).
    public var clockwise: Self { with(.clockwise) }

    /// Turns counterclockwise.
    public var counterClockwise: Self { with(.counterClockwise) }

    /// Layers turn one after another.
    public var byLayer: Self { with(.byLayer) }

    /// All layers turn together.
    public var wholeSymbol: Self { with(.wholeSymbol) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// One full turn per period: `.rotate.counterClockwise`.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
