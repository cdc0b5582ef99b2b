/// The storage shared by the typed effects: a name and the option chosen in each group.
///
/// Choosing an option replaces the earlier choice in its group, so `.bounce.up.down` is
/// `.bounce.down`, as in Swift's chaining (the parser, stricter, rejects `bounce.up.down`).
struct EffectConfiguration: Hashable, Sendable {
    let name: SymbolEffectName
    private(set) var chosen: [Int: SymbolEffectOption] = [:]

    init(_ name: SymbolEffectName) { self.name = name }

    /// A copy with `option` chosen in its group; the option must belong to the effect.
    func with(_ option: SymbolEffectOption) -> EffectConfiguration {
        guard let group = SymbolEffectCatalog.entry(for: name).groupIndex(of: option.token) else {
            preconditionFailure("\(name) has no option \(option.token)")
        }
        var copy = self
        copy.chosen[group] = option
        return copy
    }

    var erased: AnySymbolEffect { AnySymbolEffect(name: name, chosen: chosen) }
}

/// A typed effect stored as an ``EffectConfiguration``; gives every effect its `with(_:)`.
protocol ConfiguredSymbolEffect {
    var configuration: EffectConfiguration { get set }
}

extension ConfiguredSymbolEffect {
    func with(_ option: SymbolEffectOption) -> Self {
        var copy = self
        copy.configuration = configuration.with(option)
        return copy
    }
}
