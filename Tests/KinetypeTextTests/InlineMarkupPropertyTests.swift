import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Properties of the markup parser over many generated inputs, each run from a fixed seed so a
/// failure is reproducible.
@Suite struct InlineMarkupPropertyTests {
    static let seeds: [UInt64] = Array(1...8)

    /// Text without markup characters reads back as itself, in one plain span.
    @Test(arguments: seeds) func plainTextRoundTrips(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let alphabet = Array("abcXYZ 019.,;:!?-_()]\"'#{}é漢👍🏽\n\t")
        for _ in 0..<200 {
            let text = String((0..<Int.random(in: 0...30, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let expected = text.isEmpty ? [] : [MarkupSpan(text)]
            #expect(try InlineMarkup.parse(text) == expected, "seed \(seed): \(text.debugDescription)")
        }
    }

    /// Any text at all, escaped, reads back as itself.
    @Test(arguments: seeds) func escapedTextRoundTrips(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let alphabet = Array("ab *^[]()\\:\"'{}é👍🏽")
        for _ in 0..<200 {
            let text = String((0..<Int.random(in: 1...30, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect(try InlineMarkup.parse(InlineMarkup.escape(text)) == [MarkupSpan(text)],
                    "seed \(seed): \(text.debugDescription)")
        }
    }

    /// Random trees of bold, italic and attribute texts, written as markup, read back as the
    /// spans the tree describes.
    @Test(arguments: seeds) func nestedStylesRoundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let tree = Tree.random(depth: 3, inside: [], using: &random)
            let markup = tree.markup
            let expected = Tree.merged(tree.spans(MarkupSpan("")))
            #expect(try InlineMarkup.parse(markup) == expected, "seed \(seed): \(markup)")
        }
    }
}

/// A styled text as a tree, which can write itself as markup and say which spans it means.
private indirect enum Tree {
    case text(String)
    case bold([Tree])
    case italic([Tree])
    case attributed([Tree], [String: MarkupValue])

    enum Style { case bold, italic }

    /// A tree that never puts bold directly in bold or italic directly in italic (which markup
    /// cannot say), whose words never start or end with a space inside a delimiter, and whose
    /// siblings are separated by spaces, as people write.
    static func random(depth: Int, inside: Set<Style>, using random: inout SplitMix64) -> Tree {
        let roll = Int.random(in: 0..<(depth == 0 ? 1 : 4), using: &random)
        func children(_ style: Set<Style>) -> [Tree] {
            (0..<Int.random(in: 1...3, using: &random)).map { _ in Tree.random(depth: depth - 1, inside: style, using: &random) }
        }
        switch roll {
        case 1 where !inside.contains(.bold): return .bold(children(inside.union([.bold])))
        case 2 where !inside.contains(.italic): return .italic(children(inside.union([.italic])))
        case 3:
            var attributes: [String: MarkupValue] = [:]
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let key = ["color", "emphasis", "size", "k"].randomElement(using: &random)!
                attributes[key] = [.bool(true), .number(1.5), .number(-3), .string("#ff3b8e"), .string(#"a "q" \ ')"#)]
                    .randomElement(using: &random)!
            }
            return .attributed(children([]), attributes)
        default:
            let words = ["Hi", "x*y", "[a]", "^", "é", "2\\3", "👍🏽", "a_b"]
            return .text(words.randomElement(using: &random)!)
        }
    }

    var markup: String {
        switch self {
        case .text(let text): return InlineMarkup.escape(text)
        case .bold(let children): return "**" + Tree.join(children) + "**"
        case .italic(let children): return "*" + Tree.join(children) + "*"
        case .attributed(let children, let attributes):
            let list = attributes.keys.sorted().map { "\($0): \(attributes[$0]!)" }.joined(separator: ", ")
            return "^[" + Tree.join(children) + "](" + list + ")"
        }
    }

    private static func join(_ children: [Tree]) -> String {
        children.map(\.markup).joined(separator: " ")
    }

    /// The spans of the tree under a style, unmerged.
    func spans(_ style: MarkupSpan) -> [MarkupSpan] {
        func each(_ children: [Tree], _ style: MarkupSpan) -> [MarkupSpan] {
            var spans: [MarkupSpan] = []
            for (index, child) in children.enumerated() {
                if index > 0 { spans.append(MarkupSpan(" ", bold: style.bold, italic: style.italic, attributes: style.attributes)) }
                spans += child.spans(style)
            }
            return spans
        }
        var inner = style
        switch self {
        case .text(let text):
            inner.text = text
            return [inner]
        case .bold(let children):
            inner.bold = true
            return each(children, inner)
        case .italic(let children):
            inner.italic = true
            return each(children, inner)
        case .attributed(let children, let attributes):
            inner.attributes.merge(attributes) { _, new in new }
            return each(children, inner)
        }
    }

    /// Neighbours of one style joined, as the parser returns them.
    static func merged(_ spans: [MarkupSpan]) -> [MarkupSpan] {
        var result: [MarkupSpan] = []
        for span in spans where !span.text.isEmpty {
            if let last = result.last, last.bold == span.bold, last.italic == span.italic, last.attributes == span.attributes {
                result[result.count - 1].text += span.text
            } else {
                result.append(span)
            }
        }
        return result
    }
}
