/// Strokes glyph outlines in: `.drawOn.individually`.
///
/// Created with `.drawOn`; conforms to ``TransitionSymbolEffect``, ``IndefiniteSymbolEffect``.
public struct DrawOnSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.drawOn)

    /// This effect type-erased: `drawOn` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// Layers draw with overlapping, staggered starts (the default).
    public var byLayer: Self { with(.byLayer) }

    /// All layers draw at once.
    public var wholeSymbol: Self { with(.wholeSymbol) }

    /// Each layer finishes before the next starts.
    public var individually: Self { with(.individually) }
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
    /// Strokes glyph outlines in: `.drawOn.individually`.
    public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect() }
}
