/// Erases glyph outlines: `.drawOff.byLayer.reversed`.
///
/// Created with `.drawOff`; conforms to ``TransitionSymbolEffect``, ``IndefiniteSymbolEffect``.
public struct DrawOffSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.drawOff)

    /// This effect type-erased: `drawOff` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// Layers erase with overlapping, staggered starts (the default).
    public var byLayer: Self { with(.byLayer) }

    /// All layers erase at once.
    public var wholeSymbol: Self { with(.wholeSymbol) }

    /// Each layer finishes before the next starts.
    public var individually: Self { with(.individually) }

    /// Erases against the drawing direction, from each stroke's end.
    public var reversed: Self { with(.reversed) }

    /// Erases along the drawing direction, from each stroke's start (the default).
    public var nonReversed: Self { with(.nonReversed) }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
    /// Erases glyph outlines: `.drawOff.byLayer.reversed`.
    public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect() }
}
