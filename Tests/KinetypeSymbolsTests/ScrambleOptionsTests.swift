import KinetypeSymbols
import Testing

/// Scramble's and numericText's arguments and magic's path in dot strings: read, printed canonically, and
/// refused with the key that is wrong.
@Suite struct ScrambleOptionsTests {
    @Test("scramble and the magic path round-trip through their canonical spelling")
    func roundTrips() throws {
        let cases: [(String, String)] = [
            ("replace.scramble", "replace.scramble"),
            ("replace.scramble()", "replace.scramble"),
            ("replace.scramble(letters)", "replace.scramble"),
            ("replace.scramble(digits)", "replace.scramble(digits)"),
            ("replace.scramble(charset: symbols, seed: 0)", "replace.scramble(symbols)"),
            (#"replace.scramble("a, b.c", order: random, seed: 12)"#, #"replace.scramble(charset: "a, b.c", order: random, seed: 12)"#),
            ("replace.byLayer.scramble(order: reverse)", "replace.scramble(order: reverse).byLayer"),
            ("replace.arc.magic", "replace.magic.arc"),
            ("replace.magic(upUp).straight", "replace.magic(upUp).straight"),
            ("replace.numericText", "replace.numericText"),
            ("replace.numericText()", "replace.numericText"),
            ("replace.numericText( countsDown : true )", "replace.numericText(countsDown)"),
            ("replace.byLayer.numericText(countsDown: false)", "replace.numericText(countsDown: false).byLayer"),
        ]
        for (written, canonical) in cases {
            let effect = try SymbolEffectParser.parse(written)
            #expect(effect.description == canonical, "\(written)")
            #expect(try SymbolEffectParser.parse(effect.description) == effect, "\(written)")
        }
        #expect(AnySymbolEffect(.replace.scramble(ScrambleOptions(charset: .digits, seed: 3))).description == "replace.scramble(digits, seed: 3)")
        #expect(AnySymbolEffect(.replace.magic(fallback: .replace).arc).description == "replace.magic.arc")
        #expect(AnySymbolEffect(.replace.numericText(countsDown: true)).description == "replace.numericText(countsDown)")
        #expect(try SymbolEffectParser.parse("replace.numericText") == AnySymbolEffect(.replace.numericText()))
        #expect(ScrambleOptions.Charset.digits.characters == Array("0123456789"))
        #expect(ScrambleOptions.Charset.custom("a b\u{301}").characters == ["a", "b\u{301}"])
    }

    @Test("bad scramble arguments and a path without magic are refused by name")
    func refusals() {
        let cases: [(String, String)] = [
            ("replace.scramble(runes)", "unknown charset 'runes'"),
            ("replace.scramble(digts)", "did you mean 'digits'?"),
            (#"replace.scramble(charset: "  ")"#, #"charset "  " is empty"#),
            ("replace.scramble(order: diagonal)", "unknown order 'diagonal'"),
            ("replace.scramble(seed: -1)", "seed '-1' is not a whole number"),
            ("replace.scramble(digits, random)", "'random' needs a label"),
            ("replace.scramble(speed: 2)", "unknown key 'speed'"),
            (#"replace.scramble(charset: "ab)"#, "closing '\"' is missing"),
            ("replace.scramble(digits,)", "an empty entry between commas"),
            ("replace.downUp.arc", "add magic, as replace.magic.arc"),
            ("replace.straight", "add magic"),
            ("replace.numericText(up)", "numericText takes countsDown or countsDown: true|false, not 'up'"),
            ("replace.numericText(countsDown: maybe)", "not 'countsDown: maybe'"),
            ("replace.magic.numericText", "options 'magic' and 'numericText' conflict"),
            ("replace.numericText.arc", "add magic"),
        ]
        expectRefused(cases)
    }
}
