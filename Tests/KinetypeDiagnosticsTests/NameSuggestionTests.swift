import KinetypeDiagnostics
import Testing

/// The one "did you mean" policy: distances worked out by hand, thresholds, normalisation.
@Suite struct NameSuggestionTests {
    @Test("optimal string alignment distances", arguments: [
        ("kitten", "sitting", 3),      // the textbook Levenshtein example
        ("teh", "the", 1),             // a swap of neighbours is one edit
        ("ca", "abc", 3),              // OSA, not full Damerau (which gives 2): no edit of a swapped pair
        ("", "abc", 3), ("abc", "", 3), ("same", "same", 0),
        ("bnouce", "bounce", 2),
    ])
    func distances(a: String, b: String, expected: Int) {
        #expect(NameSuggestion.editDistance(a, b) == expected)
        #expect(NameSuggestion.editDistance(b, a) == expected, "symmetric")
    }

    @Test func suggestsCloseNamesOnly() {
        #expect(NameSuggestion.nearest(to: "glpyh", among: ["glyph", "word", "line"]) == "glyph")
        #expect(NameSuggestion.nearest(to: "colour", among: ["color", "alignment"]) == "color")
        #expect(NameSuggestion.nearest(to: "xyz", among: ["glyph", "word"]) == nil)
        #expect(NameSuggestion.nearest(to: "a", among: ["b"]) == nil, "one letter suggests no other one letter")
        #expect(NameSuggestion.nearest(to: "sparkle", among: ["scale", "replace"]) == nil)
    }

    /// Found by fuzzing: a 200 KB colour or effect name took 20 seconds to get no suggestion, as
    /// each candidate built a table of the input's length.
    @Test func aHugeNameGetsNoSuggestion() {
        let huge = String(repeating: "red", count: 300_000)
        #expect(NameSuggestion.nearest(to: huge, among: ["red", "orange", "yellow"]) == nil)
        #expect(NameSuggestion.nearest(to: "Red" + String(repeating: "_", count: 300_000), among: ["red"]) == "red",
                "underscores do not count, however many")
    }

    @Test func caseUnderscoresHyphensAndSpacesDoNotCount() {
        #expect(NameSuggestion.nearest(to: "max_width", among: ["maxWidth", "lineSpacing"]) == "maxWidth")
        #expect(NameSuggestion.nearest(to: "DRAWON", among: ["drawOn", "drawOff"]) == "drawOn")
        #expect(NameSuggestion.nearest(to: "line-spacing", among: ["maxWidth", "lineSpacing"]) == "lineSpacing")
    }

    @Test func severalSuggestionsBestFirstTiesInListOrder() {
        #expect(NameSuggestion.nearest(to: "Noto Sanz", among: ["Noto Serif", "Noto Sans", "Noto Sans Mono"], count: 2)
                == ["Noto Sans"])
        #expect(NameSuggestion.nearest(to: "bat", among: ["cat", "hat", "bath"], count: 3) == ["cat", "hat", "bath"])
        #expect(NameSuggestion.nearest(to: "bat", among: ["hat", "cat"], count: 1) == ["hat"])
    }
}
