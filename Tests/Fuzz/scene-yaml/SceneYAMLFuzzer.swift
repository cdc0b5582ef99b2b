import KinetypeFuzzSupport
import KinetypeScene

/// Fuzz target: the scene loader on YAML text (with a `name` variable, so templates are filled in).
func fuzzOne(_ text: String) {
    _ = try? SceneLoader().load(string: text, fileName: "fuzz.yaml", format: .yaml, variables: ["name": "Ada"])
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
