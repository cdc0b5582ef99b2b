import KinetypeSymbols
import Testing

/// Expects each written effect to be refused by ``SymbolEffectParser``, its message holding the
/// words given beside it.
func expectRefused(_ cases: [(String, String)]) {
    for (written, words) in cases {
        do {
            _ = try SymbolEffectParser.parse(written)
            Issue.record("\(written) was accepted")
        } catch {
            #expect(error.description.contains(words), "\(written): \(error.description)")
        }
    }
}
