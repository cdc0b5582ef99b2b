import KinetypeSymbols
import Testing

/// One option choice: its expected canonical spelling and how the Swift API makes it.
private typealias Choice<E> = (spelling: String, apply: (E) -> E)

/// An effect built with the Swift API next to the dot string it must print.
struct RoundTripCase: CustomTestStringConvertible, Sendable {
    let expected: String
    let effect: AnySymbolEffect
    /// The option spellings, to re-parse in another order.
    let parts: [String]
    var testDescription: String { expected }
}

/// Every combination of at most one choice per group, written out by hand for each effect,
/// with groups in the documented canonical order.
private func cases<E: SymbolEffect>(_ base: E, _ name: String, _ groups: [[Choice<E>]]) -> [RoundTripCase] {
    var result = [(effect: base, parts: [String]())]
    for group in groups {
        result = result.flatMap { partial in
            [partial] + group.map { choice in (choice.apply(partial.effect), partial.parts + [choice.spelling]) }
        }
    }
    return result.map {
        RoundTripCase(expected: ([name] + $0.parts).joined(separator: "."), effect: AnySymbolEffect($0.effect),
                      parts: $0.parts)
    }
}

private func layering<E: SymbolEffect>(byLayer: @escaping (E) -> E, wholeSymbol: @escaping (E) -> E) -> [Choice<E>] {
    [("byLayer", byLayer), ("wholeSymbol", wholeSymbol)]
}

let allRoundTripCases: [RoundTripCase] = {
    var all: [RoundTripCase] = []
    all += cases(.bounce, "bounce", [[("up", \.up), ("down", \.down)], layering(byLayer: \.byLayer, wholeSymbol: \.wholeSymbol)])
    all += cases(.pulse, "pulse", [layering(byLayer: \.byLayer, wholeSymbol: \.wholeSymbol)])
    all += cases(.variableColor, "variableColor", [
        [("iterative", \.iterative), ("cumulative", \.cumulative)],
        [("reversing", \.reversing), ("nonReversing", \.nonReversing)],
        [("hideInactiveLayers", \.hideInactiveLayers), ("dimInactiveLayers", \.dimInactiveLayers)],
    ])
    all += cases(.scale, "scale", [[("up", \.up), ("down", \.down)], layering(byLayer: \.byLayer, wholeSymbol: \.wholeSymbol)])
    all += cases(.appear, "appear", [[("up", \.up), ("down", \.down)], layering(byLayer: \.byLayer, wholeSymbol: \.wholeSymbol)])
    all += cases(.disappear, "disappear", [[("up", \.up), ("down", \.down)], layering(byLayer: \.byLayer, wholeSymbol: \.wholeSymbol)])
    all += cases(.replace, "replace", [
        [("downUp", \.downUp), ("upUp", \.upUp), ("offUp", \.offUp),
         ("magic", { $0.magic(fallback: .replace) }), ("magic", { $0.magic(fallback: .replace.downUp) }),
         ("magic(upUp)", { $0.magic(fallback: .replace.upUp) }), ("magic(offUp)", { $0.magic(fallback: .replace.offUp.byLayer) })],
        layering(byLayer: \.byLayer, wholeSymbol: \.wholeSymbol),
    ])
    all += cases(.wiggle, "wiggle", [
        [("left", \.left), ("right", \.right), ("up", \.up), ("down", \.down), ("forward", \.forward),
         ("backward", \.backward), ("clockwise", \.clockwise), ("counterClockwise", \.counterClockwise),
         ("custom(30)", { $0.custom(angle: 30) }), ("custom(-12.5)", { $0.custom(angle: -12.5) }),
         ("custom(0.1)", { $0.custom(angle: 0.1) })],
        layering(byLayer: \.byLayer, wholeSymbol: \.wholeSymbol),
    ])
    all += cases(.rotate, "rotate", [[("clockwise", \.clockwise), ("counterClockwise", \.counterClockwise)],
                                     layering(byLayer: \.byLayer, wholeSymbol: \.wholeSymbol)])
    all += cases(.breathe, "breathe", [[("plain", \.plain), ("pulse", \.pulse)], layering(byLayer: \.byLayer, wholeSymbol: \.wholeSymbol)])
    all += cases(.drawOn, "drawOn", [[("byLayer", \.byLayer), ("wholeSymbol", \.wholeSymbol), ("individually", \.individually)]])
    all += cases(.drawOff, "drawOff", [[("byLayer", \.byLayer), ("wholeSymbol", \.wholeSymbol), ("individually", \.individually)],
                                       [("reversed", \.reversed), ("nonReversed", \.nonReversed)]])
    all += cases(.automatic, "automatic", [])
    return all
}()

@Suite struct ParserRoundTripTests {
    @Test func everyCombinationIsCovered() {
        // (1+2)(1+2)·4 … by hand: bounce 9, pulse 3, variableColor 27, scale 9, appear 9,
        // disappear 9, replace 8·3 = 24, wiggle 12·3 = 36, rotate 9, breathe 9, drawOn 4,
        // drawOff 12, automatic 1.
        #expect(allRoundTripCases.count == 9 + 3 + 27 + 9 + 9 + 9 + 24 + 36 + 9 + 9 + 4 + 12 + 1)
    }

    @Test(arguments: allRoundTripCases)
    func descriptionIsCanonicalAndParsesBack(_ c: RoundTripCase) throws {
        #expect(c.effect.description == c.expected)
        #expect(try SymbolEffectParser.parse(c.effect.description) == c.effect)
        #expect(try SymbolEffectParser.parse(c.expected) == c.effect)
    }

    @Test(arguments: allRoundTripCases.filter { $0.parts.count > 1 })
    func optionsParseInAnyOrder(_ c: RoundTripCase) throws {
        let reordered = ([c.effect.name.rawValue] + c.parts.reversed()).joined(separator: ".")
        #expect(try SymbolEffectParser.parse(reordered) == c.effect)
    }

    @Test func acceptedSpellingsBeyondTheCanonicalOne() throws {
        let parse = SymbolEffectParser.parse
        #expect(try parse(" .bounce.up ") == AnySymbolEffect(.bounce.up))
        #expect(try parse("bounce.up.up") == AnySymbolEffect(.bounce.up))
        #expect(try parse("wiggle.custom(angle: 30)") == AnySymbolEffect(.wiggle.custom(angle: 30)))
        #expect(try parse("wiggle.custom( 45.5 )") == AnySymbolEffect(.wiggle.custom(angle: 45.5)))
        #expect(try parse("replace.magic(fallback: .replace.upUp)") == AnySymbolEffect(.replace.magic(fallback: .replace.upUp)))
        #expect(try parse("replace.magic(downUp)") == AnySymbolEffect(.replace.magic(fallback: .replace)))
        #expect(try parse("replace.magic()") == AnySymbolEffect(.replace.magic(fallback: .replace.downUp)))
    }
}
