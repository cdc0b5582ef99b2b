import KinetypeFuzzSupport
import KinetypePrimitives

/// Fuzz target: colour parsing (standard names and hex codes), `Color(parsing:)` and `Color(hex:)`.
func fuzzOne(_ text: String) {
    _ = try? Color(parsing: text)
    _ = Color(hex: text)
}

#if KINETYPE_FUZZING
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzHarness.run(fuzzOne, data, size) }
#else
@main enum Replay { static func main() { FuzzHarness.replay(fuzzOne) } }
#endif
