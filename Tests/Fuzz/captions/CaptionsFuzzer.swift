import Foundation
import KinetypeFuzzSupport
import KinetypeCaptions

/// Fuzz target: the caption readers. Each input is read as every format of the formats' table
/// and as the format its content suggests, and the pages and their lines are made
/// from what reads.
func fuzzOne(_ text: String) {
    let data = Data(text.utf8)
    for format in [nil] + CaptionFormat.allCases.map(Optional.some) {
        if let track = try? CaptionReader.read(data: data, fileName: "fuzz", format: format) {
            // Pages as the card makes them, with a line count that grows with the words; each
            // page's lines broken as the card breaks them (widths from the characters), and the
            // track moved and cut as --offset, --from and --to do.
            let paging = CaptionPaging()
            for page in paging.pages(track.words, lines: { max(1, $0.count / 40) }) {
                let metrics = CaptionLineMetrics(widths: page.words.map { Double($0.text.count) * 10 }, space: 5, lineWidth: 400)
                _ = paging.lineBreaks(page.words, metrics: metrics)
            }
            _ = track.window(offset: -1.5, from: 1, to: 30)
        }
    }
}

#if KINETYPE_FUZZING
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzHarness.run(fuzzOne, data, size) }
#else
@main enum Replay { static func main() { FuzzHarness.replay(fuzzOne) } }
#endif
