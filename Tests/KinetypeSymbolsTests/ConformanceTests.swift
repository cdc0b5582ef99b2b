import KinetypeSymbols
import Testing

// Each helper accepts only effects with one behaviour, so a call compiles only when the effect
// conforms. Mismatches do not compile, for example (kept as comments, since a test cannot
// check non-compilation):
//   discrete(.scale.up)        // ScaleSymbolEffect is not a DiscreteSymbolEffect
//   transition(.bounce)        // BounceSymbolEffect is not a TransitionSymbolEffect
//   contentTransition(.appear) // AppearSymbolEffect is not a ContentTransitionSymbolEffect
//   indefinite(.replace)       // ReplaceSymbolEffect is not an IndefiniteSymbolEffect
private func discrete<E: DiscreteSymbolEffect>(_ effect: E) -> SymbolEffectBehavior { .discrete }
private func indefinite<E: IndefiniteSymbolEffect>(_ effect: E) -> SymbolEffectBehavior { .indefinite }
private func transition<E: TransitionSymbolEffect>(_ effect: E) -> SymbolEffectBehavior { .transition }
private func contentTransition<E: ContentTransitionSymbolEffect>(_ effect: E) -> SymbolEffectBehavior {
    .contentTransition
}

/// Apple's conformances, written out by hand from the Symbols documentation.
private let expected: [SymbolEffectName: Set<SymbolEffectBehavior>] = [
    .bounce: [.discrete, .indefinite], .pulse: [.discrete, .indefinite],
    .variableColor: [.discrete, .indefinite], .scale: [.indefinite],
    .appear: [.transition, .indefinite], .disappear: [.transition, .indefinite],
    .replace: [.contentTransition], .wiggle: [.discrete, .indefinite],
    .rotate: [.discrete, .indefinite], .breathe: [.discrete, .indefinite],
    .drawOn: [.transition, .indefinite], .drawOff: [.transition, .indefinite],
    .automatic: [.transition, .contentTransition],
]

@Suite struct ConformanceTests {
    @Test func typedEffectsConformToTheirBehaviours() {
        // Dot syntax resolves through the generic parameter, as with SwiftUI's symbolEffect(_:).
        let compiled: [SymbolEffectName: Set<SymbolEffectBehavior>] = [
            .bounce: [discrete(.bounce.up.byLayer), indefinite(.bounce)],
            .pulse: [discrete(.pulse), indefinite(.pulse.wholeSymbol)],
            .variableColor: [discrete(.variableColor.iterative), indefinite(.variableColor.cumulative.reversing)],
            .scale: [indefinite(.scale.up)],
            .appear: [transition(.appear.up), indefinite(.appear)],
            .disappear: [transition(.disappear.down), indefinite(.disappear)],
            .replace: [contentTransition(.replace.magic(fallback: .replace.upUp))],
            .wiggle: [discrete(.wiggle.custom(angle: 30)), indefinite(.wiggle.clockwise)],
            .rotate: [discrete(.rotate.counterClockwise), indefinite(.rotate.byLayer)],
            .breathe: [discrete(.breathe.pulse), indefinite(.breathe.plain)],
            .drawOn: [transition(.drawOn.individually), indefinite(.drawOn)],
            .drawOff: [transition(.drawOff.reversed), indefinite(.drawOff.wholeSymbol)],
            .automatic: [transition(.automatic), contentTransition(.automatic)],
        ]
        #expect(compiled == expected)
    }

    @Test(arguments: SymbolEffectName.allCases)
    func catalogueAgreesWithConformances(_ name: SymbolEffectName) {
        #expect(Set(SymbolEffectCatalog.entry(for: name).behaviors) == expected[name])
    }

    @Test func catalogueListsEveryEffectOnceWithASummary() {
        #expect(SymbolEffectCatalog.all.map(\.name) == SymbolEffectName.allCases)
        for entry in SymbolEffectCatalog.all {
            #expect(!entry.summary.isEmpty && !entry.summary.contains("\n"), "\(entry.name)")
            #expect(Set(entry.options).count == entry.options.count, "\(entry.name) repeats an option")
        }
    }

    @Test func optionOrderInSwiftDoesNotMatterAndLaterChoiceWins() {
        #expect(AnySymbolEffect(.bounce.byLayer.up) == AnySymbolEffect(.bounce.up.byLayer))
        #expect(AnySymbolEffect(.bounce.up.down) == AnySymbolEffect(.bounce.down))
        #expect(AnySymbolEffect(.bounce) != AnySymbolEffect(.bounce.up))
    }

    @Test func typedEffectsPrintCanonicalDotStrings() {
        #expect(BounceSymbolEffect.bounce.byLayer.up.description == "bounce.up.byLayer")
        #expect(VariableColorSymbolEffect.variableColor.reversing.iterative.description
            == "variableColor.iterative.reversing")
        #expect(ReplaceSymbolEffect.replace.magic(fallback: .replace).description == "replace.magic")
        #expect(ReplaceSymbolEffect.replace.magic(fallback: .replace.offUp).description == "replace.magic(offUp)")
        #expect(WiggleSymbolEffect.wiggle.custom(angle: 30).description == "wiggle.custom(30)")
        #expect(WiggleSymbolEffect.wiggle.custom(angle: -12.5).description == "wiggle.custom(-12.5)")
    }
}
