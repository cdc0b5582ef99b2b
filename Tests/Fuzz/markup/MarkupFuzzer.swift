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
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { FuzzHarness.run(fuzzOne, data, size) }
#else
@main enum Replay { static func main() { FuzzHarness.replay(fuzzOne) } }
#endif
