import KinetypeSymbols

extension TransitionCatalog {
    /// The built-in transitions.
    public static let builtIns: [Entry] = [
        Entry(.appear, summary: "blur-in with a spring rise, staggered by glyph (WWDC24's appearance effect)"),
        Entry(.opacity, summary: "fade"),
        Entry(.blur, summary: "fade in from a blur"),
        Entry(.scale, summary: "grow from nothing about each element's centre"),
        edgeEntry({ .move(edge: $0) }, summary: "slide in from an edge"),
        edgeEntry({ .push(edge: $0) }, summary: "slide in from an edge while fading; leave toward the opposite edge"),
        Entry(.typewriter, summary: "glyphs appear one after another behind a caret"),
        Entry(.twirl, summary: "scale, fade, blur and a full turn, with a brightness flash on entry (WWDC24's Twirl)"),
        Entry(name: "flip", summary: "each glyph turns into view in 3-D perspective, from edge-on to flat", parameters: [
            TransitionParameter(name: "axis", summary: "x: like a split-flap leaf; y: like a card", defaultValue: .string("x"),
                                choices: TransitionStyle.FlipAxis.allCases.map(\.rawValue)),
        ], stagger: .glyph) { parameters in
            .flip(axis: try parameters.choice("axis", as: TransitionStyle.FlipAxis.self))
        },
        Entry(name: "scramble", summary: "each glyph cycles through characters in its own slot, then settles in order (charset)", parameters: [
            TransitionParameter(name: "charset", summary: "letters, digits, symbols, or the characters to cycle through, such as \"01\"",
                                defaultValue: .string("letters")),
        ], stagger: .glyph) { parameters in
            let text = try parameters.string("charset")
            guard let charset = ScrambleOptions.Charset(parameter: text) else {
                throw CatalogError.invalidValue(kind: .transition, entry: "scramble", parameter: "charset",
                                                message: "\"\(text)\" has no characters: give letters, digits, symbols or the characters to use, such as \"01\"")
            }
            return .scramble(charset: charset)
        },
    ]

    /// An entry for a style that comes from an edge, with an `edge` parameter (default bottom).
    private static func edgeEntry(_ style: @escaping @Sendable (TextTransition.Edge) -> TransitionStyle, summary: String) -> Entry {
        let edges = TextTransition.Edge.allCases.map(\.rawValue)
        let name = style(.bottom).name
        return Entry(name: name, summary: "\(summary) (edge: \(edges.joined(separator: ", ")))", parameters: [
            TransitionParameter(name: "edge", summary: "the edge it comes from", defaultValue: .string(TextTransition.Edge.bottom.rawValue),
                                choices: edges),
        ]) { parameters in
            style(try parameters.choice("edge", as: TextTransition.Edge.self))
        }
    }
}
