import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Wrapping, mandatory breaks, long words, CJK and truncation.
@Suite struct LineBreakingTests {
    let font = Font.system(size: 32)

    /// The text of each line, from its character range.
    func lineStrings(_ string: String, _ layout: Text.Layout) -> [String] {
        let bytes = Array(string.utf8)
        return layout.map { String(decoding: bytes[$0.characterRange], as: UTF8.self) }
    }

    /// The width of `string` set on one line.
    func width(_ string: String) throws -> CGFloat {
        try Text(string).font(font).layout().size.width
    }

    @Test("wrapping fills each line greedily at spaces")
    func greedyWrapping() throws {
        let words = "The quick brown fox jumps over the lazy dog and keeps on running far away".split(separator: " ").map(String.init)
        let string = words.joined(separator: " ")
        for maxWidth in [130.0, 200, 333, 480, 700] as [CGFloat] {
            let layout = try Text(string).font(font).layout(maxWidth: maxWidth)
            let lines = lineStrings(string, layout)
            #expect(lines.joined(separator: " ") == string, "width \(maxWidth): lines rejoin to the text")
            for (index, line) in layout.enumerated() {
                #expect(line.typographicBounds.width <= maxWidth + 0.001, "width \(maxWidth): line \(index) fits")
                // Greedy: the next line's first word would not have fit on this line.
                if index + 1 < lines.count, let next = lines[index + 1].split(separator: " ").first {
                    #expect(try width(lines[index] + " " + next) > maxWidth, "width \(maxWidth): line \(index) is full")
                }
            }
        }
    }

    @Test("two words a line when the width fits exactly two")
    func exactPairs() throws {
        let pair = try width("aaa bbb")
        let layout = try Text("aaa bbb ccc ddd eee").font(font).layout(maxWidth: pair + 1)
        #expect(lineStrings("aaa bbb ccc ddd eee", layout) == ["aaa bbb", "ccc ddd", "eee"])
    }

    @Test("newlines are mandatory breaks; an empty line keeps its height")
    func mandatoryBreaks() throws {
        let string = "one\ntwo\n\nthree\r\nfour"
        let layout = try Text(string).font(font).layout()
        #expect(lineStrings(string, layout) == ["one", "two", "", "three", "four"])
        var heights: Set<Int> = []
        for (line, before) in zip(layout.dropFirst(), layout) {
            let height: Double = Double(line.origin.y - before.origin.y)
            heights.insert(Int((height * 100).rounded()))
        }
        #expect(heights.count == 1, "lines are evenly spaced, the empty one too")
        let spaced = try Text(string).font(font).lineSpacing(10).layout()
        expectClose((spaced[1].origin.y - spaced[0].origin.y) - (layout[1].origin.y - layout[0].origin.y), 10, tolerance: 0.001)
    }

    @Test("a word longer than the line breaks between grapheme clusters")
    func longWords() throws {
        let word = "Supercalifragilisticexpialidocious"
        let layout = try Text(word).font(font).layout(maxWidth: 100)
        let lines = lineStrings(word, layout)
        #expect(lines.count > 3)
        #expect(lines.joined() == word)
        for line in layout { #expect(line.typographicBounds.width <= 100.001) }

        // Combining marks and emoji sequences stay whole.
        let marked = "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}👩🏽‍💻👩🏽‍💻👩🏽‍💻"
        let markedLayout = try Text(marked).font(font).layout(maxWidth: 40)
        let markedLines = lineStrings(marked, markedLayout)
        #expect(markedLines.joined() == marked)
        for line in markedLines {
            #expect(!line.unicodeScalars.first!.properties.isGraphemeExtend, "'\(line)' starts with a mark")
            #expect(line.unicodeScalars.first!.value != 0x200D && line.unicodeScalars.first!.value != 0x1F3FD)
        }
    }

    @Test("CJK breaks between ideographs, never before a closing mark")
    func cjk() throws {
        let string = "日本語のテキストです。中文文本，标点。日本語のテキスト"
        for maxWidth in [90.0, 130, 170] as [CGFloat] {
            let layout = try Text(string).font(font).layout(maxWidth: maxWidth)
            let lines = lineStrings(string, layout)
            #expect(lines.count > 2)
            #expect(lines.joined() == string)
            for (line, text) in zip(layout, lines) {
                #expect(line.typographicBounds.width <= maxWidth + 0.001)
                #expect(!text.hasPrefix("。") && !text.hasPrefix("，"), "'\(text)' starts with closing punctuation")
            }
        }
    }

    @Test("right-to-left text wraps in logical order")
    func rightToLeftWrapping() throws {
        let string = "مرحبا بالعالم هذا نص عربي طويل للاختبار"
        let layout = try Text(string).font(font).layout(maxWidth: 220)
        let lines = lineStrings(string, layout)
        #expect(lines.count >= 2)
        #expect(lines.joined(separator: " ") == string)
        #expect(layout.allSatisfy { $0.paragraphDirection == .rightToLeft })
    }

    @Test("lineLimit cuts the text with an ellipsis and sets isTruncated")
    func truncation() throws {
        let string = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        let layout = try Text(string).font(font).lineLimit(2).layout(maxWidth: 250)
        #expect(layout.count == 2)
        #expect(layout.isTruncated)
        let last = layout[1]
        #expect(last.last?.text == "\u{2026}", "the last run is the ellipsis")
        #expect(last.typographicBounds.width <= 250.001)

        let fits = try Text("short").font(font).lineLimit(2).layout(maxWidth: 250)
        #expect(!fits.isTruncated)
        #expect(fits.count == 1)

        let paragraphs = try Text("one\ntwo\nthree").font(font).lineLimit(2).layout()
        #expect(paragraphs.count == 2)
        #expect(paragraphs.isTruncated)
        #expect(paragraphs[1].last?.text == "\u{2026}")

        let arabic = try Text("مرحبا بالعالم هذا نص عربي طويل للاختبار").font(font).lineLimit(1).layout(maxWidth: 200)
        #expect(arabic.isTruncated)
        #expect(arabic[0].first?.text == "\u{2026}", "in a right-to-left line the ellipsis is at the left end")
    }

    @Test("empty text has no lines")
    func emptyText() throws {
        let layout = try Text("").layout(maxWidth: 100)
        #expect(layout.isEmpty)
        #expect(layout.size == .zero)
        #expect(!layout.isTruncated)
    }
}
