/// A type-erased symbol effect: a name and its chosen options in canonical order.
///
/// This is what a scene file or the CLI holds. Build one from a typed effect with
/// `AnySymbolEffect(.bounce.up)` or from a string with ``SymbolEffectParser/parse(_:)``;
/// ``description`` prints the canonical dot string, so `parse(e.description) == e`.
///
/// Options are stored one per catalogue group, sorted by group, so two effects built with the
/// options in a different order (`.bounce.byLayer.up` and `.bounce.up.byLayer`) are equal.
/// An option left out means "automatic" (Apple's default), which is distinct from naming it.
public struct AnySymbolEffect: Hashable, Sendable, CustomStringConvertible {
    /// The effect, such as ``SymbolEffectName/bounce``.
    public let name: SymbolEffectName
    /// The chosen options, at most one per catalogue group, in group order.
    public let options: [SymbolEffectOption]

    /// Erases a typed effect.
    public init(_ effect: some SymbolEffect) {
        self = effect.anySymbolEffect
    }

    /// Builds an effect from already validated options; the parser checks them first.
    init(name: SymbolEffectName, chosen: [Int: SymbolEffectOption]) {
        self.name = name
        self.options = chosen.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The effect's catalogue row.
    public var entry: SymbolEffectCatalog.Entry { SymbolEffectCatalog.entry(for: name) }

    /// The behaviours this effect supports.
    public var behaviors: [SymbolEffectBehavior] { entry.behaviors }

    /// Whether the effect was given `option`.
    public func contains(_ option: SymbolEffectOption) -> Bool { options.contains(option) }

    /// The canonical dot string: the name, then the options in group order.
    public var description: String {
        ([name.rawValue] + options.map(\.description)).joined(separator: ".")
    }
}
