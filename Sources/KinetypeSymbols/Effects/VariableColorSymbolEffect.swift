/// Layers highlighted in turn: `.variableColor.iterative.reversing`.
///
/// Created with `.variableColor`; conforms to ``DiscreteSymbolEffect``, ``IndefiniteSymbolEffect``.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ConfiguredSymbolEffect {
    var configuration = EffectConfiguration(.variableColor)

    /// This effect type-erased: `variableColor` with the options chosen so far (``SymbolEffect``).
    public var anySymbolEffect: AnySymbolEffect { configuration.erased }

    /// One layer at a time is highlighted.
    public var iterative: Self { with(.iterative) }

    /// Layers fill up one by one and stay lit.
    public var cumulative: Self { with(.cumulative) }

    /// The sequence plays forward then backward.
    public var reversing: Self { with(.reversing) }

    /// The sequence plays forward only.
    public var nonReversing: Self { with(.nonReversing) }

    /// Inactive layers are hidden.
    public var hideInactiveLayers: Self { with(.hideInactiveLayers) }

    /// Inactive layers are dimmed (the default).
    public var dimInactiveLayers: Self { with(.dimInactiveLayers) }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers highlighted in turn: `.variableColor.iterative.reversing`.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
