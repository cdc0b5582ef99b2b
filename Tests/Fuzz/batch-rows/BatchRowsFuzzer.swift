import Foundation
import KinetypeFuzzSupport
import KinetypeBatch

/// Fuzz target: batch rows, as CSV, JSON Lines and a YAML or JSON list, and the output names a
/// pattern makes from them.
func fuzzOne(_ text: String) {
    let data = Data(text.utf8)
    for name in ["rows.csv", "rows.jsonl", "rows.yaml"] {
        guard let rows = try? BatchRows.read(data: data, fileName: name) else { continue }
        _ = try? BatchPlan(rows: rows, pattern: "out/{{row}}-{{slug}}.png")
    }
}

#if KINETYPE_FUZZING
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzHarness.run(fuzzOne, data, size) }
#else
@main enum Replay { static func main() { FuzzHarness.replay(fuzzOne) } }
#endif
