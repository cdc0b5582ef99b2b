import Foundation
import KinetypeFuzzSupport
import KinetypeCaptions

/// Fuzz target: the caption parsers. Each input is read as every format (SRT, WebVTT, ASS, both
/// Whisper JSONs) and as the format its content suggests, and the pages are made from what reads.
func fuzzOne(_ text: String) {
    let data = Data(text.utf8)
    for format in [nil] + CaptionFormat.allCases.map(Optional.some) {
        if let track = try? CaptionReader.read(data: data, fileName: "fuzz", format: format) {
            // Pages as the card makes them, with a line count that grows with the text.
            _ = CaptionPaging().pages(track.words) { max(1, $0.count / 40) }
        }
    }
}

#if KINETYPE_FUZZING
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzHarness.run(fuzzOne, data, size) }
#else
@main enum Replay { static func main() { FuzzHarness.replay(fuzzOne) } }
#endif
