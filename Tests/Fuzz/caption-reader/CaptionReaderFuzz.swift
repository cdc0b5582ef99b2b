import Foundation
import KinetypeFuzzSupport
import KinetypeCaptions

/// Fuzz target: one caption reader, the one `KINETYPE_FUZZ_CAPTION_FORMAT` names (`srt`,
/// `ebu-stl` … as `--caption-format` names them). `make fuzz` runs it once a format, as the
/// targets `caption-srt`, `caption-ebu-stl` …, each from its own seeds (Tests/Fuzz/Corpus/
/// caption-<format>), so each reader is fuzzed on inputs shaped like its own files, and
/// libFuzzer's mutations are not spent on the other formats' sniffs.
///
/// The input reaches the reader as bytes, undecoded, as a file's would (a binary format's
/// blocks, a text file in UTF-16 or Latin-1); what reads is paged and broken into lines, and
/// moved and cut, as the card does.
let format: CaptionFormat = {
    let name = ProcessInfo.processInfo.environment["KINETYPE_FUZZ_CAPTION_FORMAT"] ?? ""
    guard let format = CaptionFormat(rawValue: name) else {
        let names = CaptionFormat.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("fuzz-caption-reader: set KINETYPE_FUZZ_CAPTION_FORMAT to one of \(names)\n".utf8))
        exit(2)
    }
    return format
}()

func fuzzOne(_ data: Data) {
    guard let track = try? CaptionReader.read(data: data, fileName: "fuzz", format: format) else { return }
    let paging = CaptionPaging()
    for page in paging.pages(track.words, lines: { max(1, $0.count / 40) }) {
        let metrics = CaptionLineMetrics(widths: page.words.map { Double($0.text.count) * 10 }, space: 5, lineWidth: 400)
        _ = paging.lineBreaks(page.words, metrics: metrics)
    }
    _ = track.window(offset: -1.5, from: 1, to: 30)
}

#if KINETYPE_FUZZING
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzHarness.run(bytes: fuzzOne, data, size) }
#else
@main enum Replay { static func main() { _ = format; FuzzHarness.replay(bytes: fuzzOne) } }
#endif
