/// The name of an effect, spelt as in Apple's dot syntax (`variableColor`, `drawOn`).
public enum SymbolEffectName: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Effects named as in Apple's dot syntax; ``SymbolEffectCatalog`` lists each one's behaviours
    /// and options.
    case bounce, pulse, variableColor, scale, appear, disappear, replace
    /// More effects; `automatic` stands for the transition that fits (appear, or replace between
    /// texts).
    case wiggle, rotate, breathe, drawOn, drawOff, automatic

    /// The name as a dot string spells it (`variableColor`).
    public var description: String { rawValue }
}
