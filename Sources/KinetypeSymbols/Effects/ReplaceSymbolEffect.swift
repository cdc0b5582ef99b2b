/// One text leaves while the next enters: `.replace.downUp`, `.replace.magic(fallback: .replace.upUp)`.
///
/// Created with `.replace`; conforms to ``ContentTransitionSymbolEffect``.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.replace)

    /// This effect type-erased: `replace` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// The old text moves down and out, the new one up and in.
    public var downUp: Self { with(.downUp) }

    /// Both move up.
    public var upUp: Self { with(.upUp) }

    /// The old text fades off in place, the new one moves up.
    public var offUp: Self { with(.offUp) }

    /// Layers replace one after another.
    public var byLayer: Self { with(.byLayer) }

    /// All layers replace together.
    public var wholeSymbol: Self { with(.wholeSymbol) }

    /// Magic replace: glyphs the two texts share stay and move; the rest transition.
    ///
    /// `fallback` is used when the texts share nothing. Only its direction is kept
    /// (`downUp` when it has none); its layering is ignored, this effect's applies.
    public func magic(fallback: ReplaceSymbolEffect) -> Self {
        let direction = fallback.configuration.chosen[0] ?? .downUp
        if case .magic(let inner) = direction { return with(.magic(fallback: inner)) }
        return with(.magic(fallback: direction))
    }

    /// Kinetype: magic replace's kept glyphs move along an arc (rising by a third of the distance).
    public var arc: Self { with(.arc) }

    /// Kinetype: magic replace's kept glyphs move along a straight line (the default).
    public var straight: Self { with(.straight) }

    /// Kinetype: each glyph of the new text cycles through `options`' character set, then
    /// settles in its order (``ScrambleOptions``).
    public func scramble(_ options: ScrambleOptions = ScrambleOptions()) -> Self {
        with(.scramble(options))
    }

    /// Kinetype: the same text moves smoothly to the new text's variable axes, size, tracking
    /// and colour (``InterpolateOptions``), re-laid out at the values in between on every frame,
    /// as SwiftUI's `.contentTransition(.interpolate)`.
    public func interpolate(_ options: InterpolateOptions = InterpolateOptions()) -> Self {
        with(.interpolate(options))
    }

    /// Kinetype: the old text's outlines turn into the new text's, contour by contour, by
    /// `options`' unit (``MorphOptions``).
    public func morph(_ options: MorphOptions = MorphOptions()) -> Self {
        with(.morph(options))
    }

    /// A counter's replace, as SwiftUI's `.contentTransition(.numericText(countsDown:))`: digits
    /// of the same place value compare from the right and only the changed ones roll, up (or
    /// down with `countsDown`); nil rolls in the direction of the change between the numbers the
    /// two texts show, as `.numericText(value:)`.
    public func numericText(countsDown: Bool? = nil) -> Self {
        with(.numericText(countsDown: countsDown))
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One text leaves while the next enters: `.replace.downUp`, `.replace.magic(fallback: .replace.upUp)`.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
