import KinetypeText
import Testing

/// Markup nested deeper than a title needs: up to `InlineMarkup.maximumNesting` delimiters read
/// as usual; one more is an error at the delimiter that goes past the limit. Without the limit,
/// twenty thousand nested attribute texts (60 KB of markup) took over a minute and 1.7 GB.
@Suite struct InlineMarkupNestingTests {
    static let limit = InlineMarkup.maximumNesting

    @Test func nestingUpToTheLimitReads() throws {
        let markup = String(repeating: "^[a", count: Self.limit)
            + (1...Self.limit).reversed().map { "](k: \($0))" }.joined()
        let spans = try InlineMarkup.parse(markup)
        // Every level holds one "a"; the inner value of k wins, so each span has its own level's k.
        #expect(spans.count == Self.limit)
        #expect(spans.map(\.text).joined() == String(repeating: "a", count: Self.limit))
        #expect(spans.first?.attributes == ["k": .number(1)])
        #expect(spans.last?.attributes == ["k": .number(Double(Self.limit))])
    }

    @Test(arguments: [
        // The 101st ^[ starts at character 3 × 100 + 1.
        ("attribute texts", String(repeating: "^[a", count: 20_000) + String(repeating: "](a: 1)", count: 20_000), 301),
        // Each "*a " opens an italic that never closes; the 101st opens at column 301.
        ("unclosed italics", String(repeating: "*a ", count: 20_000), 301),
        // One run of asterisks before a letter opens a bold for every two: the 101st at column 201.
        ("one long asterisk run", String(repeating: "*", count: 300) + "x" + String(repeating: "*", count: 300), 201),
        // ^[ and ** alternate: the 101st delimiter is the 51st ^[, at column 4 × 50 + 1.
        ("bold inside attribute texts", String(repeating: "^[**", count: 60), 4 * 50 + 1),
    ])
    func nestingPastTheLimitIsAnError(_ name: String, _ markup: String, _ column: Int) throws {
        let error = try #require(throws: MarkupError.self) { try InlineMarkup.parse(markup) }
        #expect(error.kind == .nestedTooDeep)
        #expect(error.column == column)
        #expect(error.message.contains("nested more than \(Self.limit) levels deep at column \(column)"), "\(error.message)")
    }

    @Test func escapedDelimitersDoNotCount() throws {
        let markup = String(repeating: #"\^[a \*"#, count: 5_000)
        #expect(try InlineMarkup.plainText(markup) == String(repeating: "^[a *", count: 5_000))
    }
}
