/// The name of an effect, spelt as in Apple's dot syntax (`variableColor`, `drawOn`).
public enum SymbolEffectName: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case bounce, pulse, variableColor, scale, appear, disappear, replace
    case wiggle, rotate, breathe, drawOn, drawOff, automatic

    public var description: String { rawValue }
}
