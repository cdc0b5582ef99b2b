import KinetypeSymbols
import Testing

/// Interpolate's arguments in dot strings: read, printed canonically, and refused with the key
/// that is wrong.
@Suite struct InterpolateOptionsTests {
    @Test("interpolate round-trips through its canonical spelling")
    func roundTrips() throws {
        let cases: [(String, String)] = [
            ("replace.interpolate", "replace.interpolate"),
            ("replace.interpolate()", "replace.interpolate"),
            ("replace.interpolate(wght: 900)", "replace.interpolate(wght: 900)"),
            (##"replace.interpolate(color: "#ff3b8e", size: 96.5, wght: 300, slnt: -10, wght: 900)"##,
             ##"replace.interpolate(slnt: -10, wght: 900, size: 96.5, color: "#ff3b8e")"##),
            ("replace.byLayer.interpolate(tracking: -2)", "replace.interpolate(tracking: -2).byLayer"),
        ]
        for (written, canonical) in cases {
            let effect = try SymbolEffectParser.parse(written)
            #expect(effect.description == canonical, "\(written)")
            #expect(try SymbolEffectParser.parse(effect.description) == effect, "\(written)")
        }
        let options = InterpolateOptions(axes: [.init("wght", 650)], size: 40, color: "red")
        #expect(AnySymbolEffect(.replace.interpolate(options)).description == #"replace.interpolate(wght: 650, size: 40, color: "red")"#)
    }

    @Test("bad interpolate arguments are refused by name")
    func refusals() {
        let cases: [(String, String)] = [
            ("replace.interpolate(900)", "'900' needs a label"),
            ("replace.interpolate(weight: 900)", "unknown key 'weight'"),
            ("replace.interpolate(wght: heavy)", "wght 'heavy' is not a number"),
            ("replace.interpolate(wght: inf)", "wght 'inf' is not a number"),
            ("replace.interpolate(wght: 1e9)", "wght 1e9 is out of range"),
            ("replace.interpolate(size: -4)", "size -4 is out of range"),
            ("replace.interpolate(size: 1e300)", "size 1e300 is out of range"),
            ("replace.interpolate(tracking: 5000)", "tracking 5000 is out of range"),
            ("replace.interpolate(color: red)", "needs double quotes"),
            ("replace.interpolate(size: 4,)", "an empty entry between commas"),
            ("replace.interpolate.scramble", "conflict"),
        ]
        expectRefused(cases)
    }
}
