import Foundation
import KinetypeCaptions
import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Keywords (`--emphasis`) and emoji (`--emoji`): which words they mark, and how the frames show them.
@Suite struct CaptionEmphasisTests {
    typealias Support = CaptionAccentSupport
    static let green = CaptionKeywordLook(color: Color(red: 0, green: 1, blue: 0), scale: 1.2)

    @Test("keywords match whole words, case-folded, without their punctuation; phrases over consecutive words, the longest first")
    func matching() throws {
        let keywords = try CaptionKeywords(["Money", "free trial", "free trial now", "straße", "ΛΌΓΟΣ", "بالعالم"])
        let words = ["MONEY,", "moneys", "free", "trial!", "now.", "free", "STRASSE", "λόγος", "«بالعالم»", "free", "money"]
        #expect(keywords.matches(words) == [true, false, true, true, true, false, true, true, true, false, true])
        let track = CaptionTrack(cues: [CaptionCue(start: 0, end: 2, text: "a free trial", words: [
            CaptionWord(text: "a", start: 0, end: 1), CaptionWord(text: "free", start: 1, end: 1.5), CaptionWord(text: "trial", start: 1.5, end: 2),
        ])]).emphasizing(keywords)
        #expect(track.cues[0].words.map { $0.keyword != nil } == [false, true, true], "the look is on the words of the model")
        #expect(track.cues[0].words[1].keyword?.color == CaptionKeywordLook.defaultColor)
    }

    @Test("a keyword list of nothing, of punctuation alone or of too long a phrase is refused with its reason")
    func badKeywords() {
        #expect(throws: CaptionKeywords.Problem.empty) { try CaptionKeywords(CaptionKeywords.entries(list: " , ,")) }
        #expect(throws: CaptionKeywords.Problem.noWord(index: 2, entry: "!!")) { try CaptionKeywords(["ok", "!!"]) }
        let long = Array(repeating: "word", count: 21).joined(separator: " ")
        #expect(throws: CaptionKeywords.Problem.phraseTooLong(index: 1)) { try CaptionKeywords([long]) }
        #expect(CaptionKeywords.entries(file: "# brand words\nmoney\n\nfree trial\r\n") == ["money", "", "free trial", ""])
    }

    @Test("a keyword's pixels are in its colour at its mid-time, over the span of the word at its size")
    func keywordColour() throws {
        let keywords = try CaptionKeywords(["money"], look: Self.green)
        let card = try Support.card("more money now", style: "karaoke") { $0.track = $0.track.emphasizing(keywords) }
        let frame = try card.frame(at: 1.5)
        let green = Support.green(frame)
        #expect(green.count > 200, "\(green.count) pixels in the keyword colour")
        let spans = Support.spans(green, gap: 12)
        #expect(spans.count == 1, "the keyword is one word: \(spans)")
        // The span is the word's width at 1.2 times the font, as laid out on its own.
        let width = Double(try Text("money").font(Support.latin.size(32 * 1.2)).layout().size.width)
        if let span = spans.first { #expect(abs(Double(span.count) - width) < 6, "\(span.count) columns against \(width)") }
        // The other words stay white; before and after it is spoken, the keyword keeps its colour.
        let white = Set(Support.white(frame).map(\.x))
        #expect(!white.isEmpty && white.allSatisfy { !(spans.first ?? 0...0).contains($0) })
        let before = Support.green(try card.frame(at: 0.5)).count, after = Support.green(try card.frame(at: 2.5)).count
        #expect(before > 200 && after > 200, "\(before) and \(after) pixels in the keyword colour")
    }

    @Test("an Arabic keyword is coloured and scaled as one joined unit: one ink component, with its dots")
    func arabicKeyword() throws {
        // جميل joins every letter to the next (ج م ي ل), so its body is one piece of ink.
        let keywords = try CaptionKeywords(["جميل"], look: Self.green)
        let card = try Support.card("هذا جميل جدا", font: Support.arabic, style: "pop") { $0.track = $0.track.emphasizing(keywords) }
        let green = Support.green(try card.frame(at: 1.5))
        let sizes = Support.components(green)
        #expect(green.count > 200, "\(green.count) pixels")
        // One body holds the word; the rest are its dots (ج's and ي's), each a small fraction of it.
        #expect(sizes.first.map { Double($0) >= 0.85 * Double(green.count) } == true, "components \(sizes)")
        #expect(sizes.dropFirst().allSatisfy { Double($0) < 0.08 * Double(green.count) }, "components \(sizes)")
    }

    @Test("an emoji after its word shows in colour from the word's start, beside it, and not before")
    func emojiAfter() throws {
        let map = try CaptionEmojiMap(csv: "word,emoji\nFire,🔥\n", file: "emoji.csv")
        let card = try Support.card("hot fire", style: "plain") { $0.track = $0.track.addingEmoji(map) }
        for time in [0.0, 0.5, 0.9, 1.0] {
            #expect(Support.colourful(try card.frame(at: time)).isEmpty, "no emoji at \(time) s")
        }
        let frame = try card.frame(at: 1.5)
        let emoji = Support.colourful(frame), white = Support.white(frame)
        #expect(emoji.count > 100, "\(emoji.count) colour pixels")
        // After the last word: right of every white column.
        #expect((emoji.map(\.x).min() ?? 0) > (white.map(\.x).max() ?? .max) - 2)
    }

    @Test("an emoji above its word sits over it, centred on it, from the word's start")
    func emojiAbove() throws {
        let map = CaptionEmojiMap(["fire": "🔥"])
        let card = try Support.card("hot fire", style: "plain") {
            $0.track = $0.track.addingEmoji(map)
            $0.emojiPlacement = .above
        }
        #expect(Support.colourful(try card.frame(at: 0.9)).isEmpty)
        let frame = try card.frame(at: 1.5)
        let emoji = Support.colourful(frame), white = Support.white(frame)
        #expect(emoji.count > 100, "\(emoji.count) colour pixels")
        let words = Support.spans(white, gap: 6)
        #expect(words.count == 2, "\(words)")
        #expect(Support.centre(emoji).y < Double(white.map(\.y).min() ?? 0), "above the words")
        if let fire = words.last { #expect(fire.contains(Int(Support.centre(emoji).x)), "over “fire” \(fire)") }
    }

    @Test("an emoji map refuses a row that is not word,emoji and an emoji that is not one, naming the line")
    func badEmojiMap() {
        #expect(throws: CaptionError(file: "m.csv", line: 3, "'✓' is not an emoji: give one drawn in colour, as 🔥 (a text character such as ❤ needs U+FE0F after it: ❤️)")) {
            try CaptionEmojiMap(csv: "word,emoji\nfire,🔥\ndone,✓\n", file: "m.csv")
        }
        #expect((try? CaptionEmojiMap(csv: "love,❤", file: "m.csv")) == nil, "a text heart needs U+FE0F")
        #expect((try? CaptionEmojiMap(csv: "love,❤️", file: "m.csv")) != nil)
        #expect(throws: CaptionError.self) { try CaptionEmojiMap(csv: "fire 🔥\n", file: "m.csv") }
        #expect(throws: CaptionError(file: "m.csv", line: 0, "no word,emoji row: write one a line, as fire,🔥")) {
            try CaptionEmojiMap(csv: "word,emoji\n\n# none yet\n", file: "m.csv")
        }
    }
}
