import KinetypeFuzzSupport
import KinetypePrimitives

/// Fuzz target: colour parsing (standard names and hex codes), `Color(parsing:)` and `Color(hex:)`.
func fuzzOne(_ text: String) {
    _ = try? Color(parsing: text)
    _ = Color(hex: text)
}

#if KINETYPE_FUZZING
/// libFuzzer's entry point: one input, 0 to carry on.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(FuzzHarness.text(data, size))
    return 0
}
#else
@main enum Replay {
    static func main() { FuzzHarness.replay(fuzzOne) }
}
#endif
