import KinetypeFuzzSupport
import KinetypeSymbols

/// Fuzz target: the symbol effect dot syntax (`bounce.up.byLayer`); what parses must print and parse back to itself.
func fuzzOne(_ text: String) {
    guard let effect = try? SymbolEffectParser.parse(text) else { return }
    let again = try? SymbolEffectParser.parse(effect.description)
    precondition(again == effect, "\(effect.description) does not parse back to the same effect")
}

#if KINETYPE_FUZZING
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzHarness.run(fuzzOne, data, size) }
#else
@main enum Replay { static func main() { FuzzHarness.replay(fuzzOne) } }
#endif
