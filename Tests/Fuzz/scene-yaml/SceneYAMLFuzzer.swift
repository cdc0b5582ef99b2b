import KinetypeFuzzSupport
import KinetypeScene

/// Fuzz target: the scene loader on YAML text (with a `name` variable, so templates are filled in).
func fuzzOne(_ text: String) {
    _ = try? SceneLoader().load(string: text, fileName: "fuzz.yaml", format: .yaml, variables: ["name": "Ada"])
}

#if KINETYPE_FUZZING
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzHarness.run(fuzzOne, data, size) }
#else
@main enum Replay { static func main() { FuzzHarness.replay(fuzzOne) } }
#endif
