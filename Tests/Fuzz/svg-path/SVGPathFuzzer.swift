import Foundation
import KinetypeFuzzSupport
import KinetypePrimitives

/// Fuzz target: SVG path data (`d`, as text paths and shape layers take it), then its length and
/// bounds, which a text path measures.
func fuzzOne(_ text: String) {
    guard let path = try? Path(svgPathData: text) else { return }
    _ = path.boundingRect
    _ = PathMeasure(path).length
}

#if KINETYPE_FUZZING
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzHarness.run(fuzzOne, data, size) }
#else
@main enum Replay { static func main() { FuzzHarness.replay(fuzzOne) } }
#endif
