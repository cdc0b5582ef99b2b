/// A small shake: `.wiggle.left`, `.wiggle.clockwise`, `.wiggle.custom(angle: 30)`.
///
/// Created with `.wiggle`; conforms to ``DiscreteSymbolEffect``, ``IndefiniteSymbolEffect``.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.wiggle)

    /// This effect type-erased: `wiggle` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// Shakes horizontally, left first.
    public var left: Self { with(.left) }

    /// Shakes horizontally, right first.
    public var right: Self { with(.right) }

    /// Shakes vertically, up first.
    public var up: Self { with(.up) }

    /// Shakes vertically, down first.
    public var down: Self { with(.down) }

    /// Shakes along the reading direction (right for left-to-right text).
    public var forward: Self { with(.forward) }

    /// Shakes against the reading direction (left for left-to-right text).
    public var backward: Self { with(.backward) }

    /// Rocks clockwise first.
    public var clockwise: Self { with(.clockwise) }

    /// Rocks counterclockwise first.
    public var counterClockwise: Self { with(.counterClockwise) }

    /// Layers wiggle one after another.
    public var byLayer: Self { with(.byLayer) }

    /// All layers wiggle together.
    public var wholeSymbol: Self { with(.wholeSymbol) }

    /// Shakes along `angle` degrees, counterclockwise from "right" (0° right, 90° up).
    ///
    /// Apple's takes an `Angle`; this module depends on Foundation only, so degrees.
    public func custom(angle: Double) -> Self { with(.custom(angle: angle)) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A small shake: `.wiggle.left`, `.wiggle.clockwise`, `.wiggle.custom(angle: 30)`.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
