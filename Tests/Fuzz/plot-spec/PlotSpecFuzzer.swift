import Foundation
import KinetypeFuzzSupport
import KinetypePlot

/// Fuzz target: the specs `kinetype plot` reads (springs, curves, keyframe tracks, symbol
/// effects), each sampled as a plot would be when it parses.
func fuzzOne(_ text: String) {
    let parsers: [(String) throws -> PlotSource] = [
        { try PlotSource.spring(parsing: $0) }, { try PlotSource.curve(parsing: $0) },
        { try PlotSource.keyframes(parsing: $0) }, { try PlotSource.effect(parsing: $0) },
    ]
    for parse in parsers {
        guard let source = try? parse(text) else { continue }
        _ = try? Plot(sources: [source])
    }
}

#if KINETYPE_FUZZING
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzHarness.run(fuzzOne, data, size) }
#else
@main enum Replay { static func main() { FuzzHarness.replay(fuzzOne) } }
#endif
