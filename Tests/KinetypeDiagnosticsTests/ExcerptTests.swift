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

    @Test("around a position: short text whole; long text as the characters about it, an ellipsis where cut")
    func around() {
        #expect(Excerpt.around("M 0 0 L x", offset: 8) == "M 0 0 L x")
        let text = String(repeating: "L 1 2 ", count: 200_000) + "Q?"
        let near = Excerpt.around(text, offset: text.count - 1)
        #expect(near.hasPrefix("…") && near.hasSuffix("Q?") && near.count == 39, "\(near)")
        let start = Excerpt.around(text, offset: 0)
        #expect(start.hasPrefix("L 1 2") && start.hasSuffix("…") && start.count == 39, "\(start)")
        let middle = Excerpt.around(String(repeating: "a", count: 50) + "X" + String(repeating: "b", count: 50), offset: 50)
        #expect(middle == "…" + String(repeating: "a", count: 19) + "X" + String(repeating: "b", count: 18) + "…", "\(middle)")
    }
}
