import KinetypeFuzzSupport
import KinetypeText

/// Fuzz target: inline markup (`**bold**`, `*italic*`, `^[text](name: value)`); escaped text must read back as itself.
func fuzzOne(_ text: String) {
    _ = try? InlineMarkup.parse(text)
    if !text.isEmpty {
        let spans = try? InlineMarkup.parse(InlineMarkup.escape(text))
        precondition(spans == [MarkupSpan(text)], "escape(_:) did not read back as the text")
    }
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
