import KinetypeDiagnostics
import Testing

/// ``Excerpt``: how much of the user's input a message quotes.
@Suite struct ExcerptTests {
    @Test("short text is quoted whole; long text as its first characters, an ellipsis and its length; always one line")
    func excerpts() {
        #expect(Excerpt.quote("ripple") == "'ripple'")
        let forty = String(repeating: "a", count: 40)
        #expect(Excerpt.quote(forty) == "'\(forty)'", "the limit itself is whole")
        for count in [41, 5000, 1_000_000] {
            let text = String(repeating: "b", count: count)
            #expect(Excerpt.quote(text) == "'\(String(repeating: "b", count: 32))…' (\(count) characters)")
            #expect(Excerpt.of(text) == String(repeating: "b", count: 32) + "…")
        }
        // Characters, not bytes or scalars: 50 flags are 50 characters.
        let flags = String(repeating: "🇫🇷", count: 50)
        #expect(Excerpt.quote(flags) == "'\(String(repeating: "🇫🇷", count: 32))…' (50 characters)")
        #expect(Excerpt.of("two\nlines\tand\u{0}nul") == "two\\nlines\\tand\\u{0}nul")
        #expect(Excerpt.of(String(repeating: "c", count: 100), limit: 10) == "cc…")
    }
}
