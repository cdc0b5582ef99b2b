import KinetypeSymbols
import Testing

/// The error `parse` throws, or `nil` when it succeeds.
private func parseError(_ string: String) -> SymbolEffectError? {
    do {
        _ = try SymbolEffectParser.parse(string)
        return nil
    } catch { return error }
}

/// A token as written in a dot string (options with an argument need one).
private func spelled(_ token: String) -> String {
    token == "custom" ? "custom(10)" : token
}

@Suite struct ParserErrorTests {
    @Test func optionTheEffectLacksNamesTheEffectsOptions() {
        let error = parseError("bounce.iterative")
        #expect(error == .unknownOption(effect: .bounce, option: "iterative",
                                        available: ["up", "down", "byLayer", "wholeSymbol"]))
        #expect(error?.description == "bounce has no option 'iterative'; its options: up, down, byLayer, wholeSymbol")
        #expect(parseError("automatic.up")?.description == "automatic has no option 'up'; it takes no options")
        #expect(parseError("scale.clockwise") == .unknownOption(
            effect: .scale, option: "clockwise", available: ["up", "down", "byLayer", "wholeSymbol"]))
        #expect(parseError("drawOn.reversed") == .unknownOption(
            effect: .drawOn, option: "reversed", available: ["byLayer", "wholeSymbol", "individually"]))
        #expect(parseError("pulse.magic")
            == .unknownOption(effect: .pulse, option: "magic", available: ["byLayer", "wholeSymbol"]))
    }

    /// Every option of every effect, tried on every effect that lacks it.
    @Test(arguments: SymbolEffectName.allCases)
    func everyForeignOptionIsRejected(_ name: SymbolEffectName) {
        let own = Set(SymbolEffectCatalog.entry(for: name).options)
        let foreign = Set(SymbolEffectCatalog.all.flatMap(\.options)).subtracting(own)
        #expect(!foreign.isEmpty)
        for token in foreign.sorted() {
            guard case .unknownOption(let effect, let option, _)? = parseError("\(name).\(spelled(token))") else {
                Issue.record("\(name).\(token) did not throw unknownOption")
                continue
            }
            #expect(effect == name && option == token)
        }
    }

    @Test func conflictingOptions() {
        #expect(parseError("bounce.up.down") == .conflictingOptions(effect: .bounce, "up", "down"))
        #expect(parseError("bounce.up.down")?.description == "bounce options 'up' and 'down' conflict; keep one of them")
        #expect(parseError("variableColor.iterative.reversing.cumulative")
            == .conflictingOptions(effect: .variableColor, "iterative", "cumulative"))
        #expect(parseError("drawOff.byLayer.individually") == .conflictingOptions(effect: .drawOff, "byLayer", "individually"))
        #expect(parseError("replace.magic.upUp") == .conflictingOptions(effect: .replace, "magic", "upUp"))
        #expect(parseError("wiggle.custom(10).custom(20)")
            == .conflictingOptions(effect: .wiggle, "custom(10)", "custom(20)"))
    }

    /// Every pair of options in one group, for every effect, conflicts.
    @Test(arguments: SymbolEffectName.allCases)
    func everyPairWithinAGroupConflicts(_ name: SymbolEffectName) {
        for group in SymbolEffectCatalog.entry(for: name).optionGroups {
            for first in group.options {
                for second in group.options where second != first {
                    let error = parseError("\(name).\(spelled(first)).\(spelled(second))")
                    #expect(error == .conflictingOptions(effect: name, spelled(first), spelled(second)))
                }
            }
        }
    }

    @Test func unknownEffectSuggestsTheClosestName() {
        #expect(parseError("bounse") == .unknownEffect("bounse", suggestion: .bounce))
        #expect(parseError("variablecolor.iterative") == .unknownEffect("variablecolor", suggestion: .variableColor))
        #expect(parseError("drawon") == .unknownEffect("drawon", suggestion: .drawOn))
        #expect(parseError("wigle.left") == .unknownEffect("wigle", suggestion: .wiggle))
        #expect(parseError("sparkle") == .unknownEffect("sparkle", suggestion: nil))
        let message = parseError("bounse")?.description ?? ""
        #expect(message.hasPrefix("unknown effect 'bounse'; did you mean 'bounce'?"))
    }

    @Test(arguments: ["", "   ", ".", "bounce.", "bounce..up", "bounce.up(", "bounce.up)", "bounce.(up)",
                      "bounce.up()", "wiggle.custom", "wiggle.custom()", "wiggle.custom(abc)",
                      "wiggle.custom(inf)", "replace.magic(sideways)", "replace.magic(fallback: .bounce)",
                      "bounce(1).up", "bounce.up x", "bounce.up-down", "wiggle.custom(30)x"])
    func malformedStrings(_ string: String) {
        guard case .malformed? = parseError(string) else {
            Issue.record("'\(string)' gave \(String(describing: parseError(string)))")
            return
        }
    }
}
