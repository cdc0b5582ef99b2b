/// An opacity dip to half and back: `.pulse`, `.pulse.byLayer`.
///
/// Created with `.pulse`; conforms to ``DiscreteSymbolEffect``, ``IndefiniteSymbolEffect``.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.pulse)

    /// This effect type-erased: `pulse` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// Layers pulse one after another, staggered.
    public var byLayer: Self { with(.byLayer) }

    /// All layers pulse together.
    public var wholeSymbol: Self { with(.wholeSymbol) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An opacity dip to half and back: `.pulse`, `.pulse.byLayer`.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
