import KinetypeText
import Testing

/// The limit, for the test arguments (which cannot name the suite's own members).
private let limit = InlineMarkup.maximumNesting

/// Markup nested deeper than a title needs: up to `InlineMarkup.maximumNesting` delimiters read
/// as usual; one more is an error at the delimiter that goes past the limit. Without the limit,
/// twenty thousand nested attribute texts (60 KB of markup) took over a minute and 1.7 GB; the
/// markup length limit (`InlineMarkup.maximumLength`) now stops far longer markup first.
/// The columns below are worked out from the limit: the delimiter that goes past it is the
/// (limit + 1)th.
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
        // Each "^[a" is three characters: the (limit + 1)th ^[ starts at column 3 × limit + 1.
        ("attribute texts", String(repeating: "^[a", count: 200) + String(repeating: "](a: 1)", count: 200), 3 * limit + 1),
        // Each "*a " opens an italic that never closes: the (limit + 1)th opens at column 3 × limit + 1.
        ("unclosed italics", String(repeating: "*a ", count: 200), 3 * limit + 1),
        // One run of asterisks before a letter opens a bold for every two: the (limit + 1)th at 2 × limit + 1.
        ("one long asterisk run", String(repeating: "*", count: 300) + "x" + String(repeating: "*", count: 300), 2 * limit + 1),
        // ^[ and ** alternate, four characters a pair: the (limit + 1)th delimiter is ^[ number
        // limit / 2 + 1 (the limit is even), at column 4 × limit / 2 + 1.
        ("bold inside attribute texts", String(repeating: "^[**", count: 60), 4 * (limit / 2) + 1),
    ])
    func nestingPastTheLimitIsAnError(_ name: String, _ markup: String, _ column: Int) throws {
        let error = try #require(throws: MarkupError.self) { try InlineMarkup.parse(markup) }
        #expect(error.kind == .nestedTooDeeply)
        #expect(error.column == column)
        #expect(error.message.contains("more than \(Self.limit) deep at column \(column)"), "\(error.message)")
    }

    @Test func escapedDelimitersDoNotCount() throws {
        let markup = String(repeating: #"\^[a \*"#, count: 5_000)
        #expect(try InlineMarkup.plainText(markup) == String(repeating: "^[a *", count: 5_000))
    }
}
