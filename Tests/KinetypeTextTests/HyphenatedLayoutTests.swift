import Foundation
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// `hyphenate()` in the typesetter: a word that does not fit breaks at a hyphenation point of
/// its language with a hyphen, checked against the dictionaries' own divisions (Duden,
/// Merriam-Webster) and hb-shape's hyphen glyph; and `typesettingLanguage` reaching
/// libunibreak and the ellipsis.
@Suite struct HyphenatedLayoutTests {
    static let compound = "Donaudampfschifffahrtsgesellschaft"
    /// Duden: Do-nau-dampf-schiff-fahrts-ge-sell-schaft, as counts of letters before each hyphen.
    static let dudenPoints: Set<Int> = [2, 5, 10, 16, 22, 24, 28]
    /// hb-shape --no-glyph-names Fonts/NotoSans-Regular.ttf '‐' → [2737=0+322]: U+2010 HYPHEN.
    static let notoHyphen: UInt32 = 2737

    static func language(_ tag: String) -> Locale.Language { Locale.Language(identifier: tag) }

    static func noto(_ size: CGFloat = 40) -> Font { .file(TestSupport.font("NotoSans-Regular.ttf"), size: size) }

    /// Each line's own characters and whether it ends in a typesetter's hyphen (a last run of
    /// U+2010 that holds none of the text's characters).
    static func lines(_ layout: Text.Layout, of string: String) -> [(text: String, hyphen: Text.Layout.Run?)] {
        let bytes = Array(string.utf8)
        return layout.map { line in
            let text = String(decoding: bytes[line.characterRange], as: UTF8.self)
            let last = Array(line).last
            let hyphen = last.flatMap { $0.text == "\u{2010}" && $0.characterRange.isEmpty ? $0 : nil }
            return (text, hyphen)
        }
    }

    @Test("a German compound at a narrow width breaks at Duden's points, each line ending in a hyphen, none wider than the width")
    func german() throws {
        for width in [150.0, 200, 300] {
            let text = Text(Self.compound).font(Self.noto()).typesettingLanguage(Self.language("de")).hyphenate()
            let layout = try text.layout(maxWidth: width)
            let lines = Self.lines(layout, of: Self.compound)
            #expect(lines.count > 1)
            #expect(lines.map(\.text).joined() == Self.compound)
            var before = 0
            for (index, line) in lines.enumerated() {
                #expect(layout[index].typographicBounds.width <= width, "line \(index) at \(width)")
                guard index < lines.count - 1 else {
                    #expect(line.hyphen == nil, "the last line has no hyphen")
                    continue
                }
                before += line.text.count
                #expect(Self.dudenPoints.contains(before), "a break after \(before) letters: \(lines.map(\.text))")
                let hyphen = try #require(line.hyphen, "line \(index) ends with a hyphen: \(lines.map(\.text))")
                #expect(hyphen.glyphs.map(\.id) == [Self.notoHyphen])
                #expect(hyphen.language?.hasPrefix("de") == true && hyphen.script == "Latn", "\(hyphen.language ?? "und") \(hyphen.script)")
                // The last point that fits: the next one of Duden's, with its hyphen, would not.
                if let next = Self.dudenPoints.filter({ $0 > before }).min(), next < Self.compound.count {
                    let start = Self.compound.index(Self.compound.startIndex, offsetBy: before - line.text.count)
                    let longer = String(Self.compound[start..<Self.compound.index(Self.compound.startIndex, offsetBy: next)]) + "\u{2010}"
                    let measured = try Text(longer).font(Self.noto()).layout()[0].typographicBounds.width
                    #expect(measured > width, "\(longer) is \(measured) wide and would have fitted \(width)")
                }
            }
        }
    }

    @Test("English words break where Merriam-Webster divides them (in·ter·na·tion·al, hy·phen·ation)")
    func english() throws {
        let string = "international hyphenation"
        let text = Text(string).font(Self.noto()).typesettingLanguage(Self.language("en-US")).hyphenate()
        let layout = try text.layout(maxWidth: 130)
        let lines = Self.lines(layout, of: string)
        #expect(lines.contains { $0.hyphen != nil }, "\(lines.map(\.text))")
        let allowed: [String: Set<Int>] = ["international": [2, 5, 7, 11], "hyphenation": [2, 6]]
        let characters = Array(string)
        for (index, line) in lines.enumerated() where index < lines.count - 1 {
            #expect(layout[index].typographicBounds.width <= 130)
            let end = layout[index].characterRange.upperBound   // ASCII: bytes are characters
            if line.hyphen != nil {
                let start = characters[..<end].lastIndex(of: " ").map { $0 + 1 } ?? 0
                let wordEnd = characters[end...].firstIndex(of: " ") ?? characters.count
                let word = String(characters[start..<wordEnd])
                #expect(allowed[word]?.contains(end - start) == true, "\(word) broken after \(end - start): \(lines.map(\.text))")
            } else {
                #expect(characters[end] == " ", "a line without a hyphen breaks at a space: \(lines.map(\.text))")
            }
        }
    }

    @Test("breaking a very long hyphenated word grows linearly: four times the letters, under eight times the time")
    func longWordIsLinear() throws {
        // One "word" of many English syllables, so every line breaks at a hyphenation point.
        func word(_ letters: Int) -> String {
            String(String(repeating: "internationalization", count: letters / 20 + 1).prefix(letters))
        }
        var lineCounts: [Int] = []
        let growth = try TestSupport.growthOverFourfoldInput(2_000) { letters in
            let string = word(letters)
            let text = Text(string).font(Self.noto(24)).typesettingLanguage(Self.language("en-US")).hyphenate()
            let layout = try text.layout(maxWidth: 400)
            let lines = Self.lines(layout, of: string)
            #expect(lines.map(\.text).joined() == string)
            #expect(lines.dropLast().allSatisfy { $0.hyphen != nil }, "every line but the last ends in a hyphen")
            lineCounts.append(lines.count)
        }
        #expect(lineCounts.count == 4 && lineCounts[2] > 3 * lineCounts[0], "\(lineCounts)")
        #expect(growth < 8, "four times the letters took \(growth) times as long")
    }

    @Test("without hyphenate(), without a language, or in a language without patterns, no hyphen is added")
    func noHyphen() throws {
        let plain = Text(Self.compound).font(Self.noto())
        let reference = try plain.layout(maxWidth: 200)
        for text in [plain.typesettingLanguage(Self.language("de")), plain.hyphenate(),
                     plain.typesettingLanguage(Self.language("xx")).hyphenate(),
                     plain.typesettingLanguage(Self.language("de")).hyphenate().hyphenate(false)] {
            let layout = try text.layout(maxWidth: 200)
            #expect(Self.lines(layout, of: Self.compound).allSatisfy { $0.hyphen == nil })
            #expect(layout.map(\.characterRange) == reference.map(\.characterRange))
        }
    }

    @Test("a word that fits is not hyphenated; a truncated hyphenated line ends in the ellipsis alone")
    func fitsOrTruncated() throws {
        let string = "Die Gesellschaft"
        let text = Text(string).font(Self.noto()).typesettingLanguage(Self.language("de")).hyphenate()
        let wide = try text.layout(maxWidth: 1000)
        #expect(wide.count == 1 && Self.lines(wide, of: string)[0].hyphen == nil)
        let truncated = try Text(Self.compound).font(Self.noto()).typesettingLanguage(Self.language("de")).hyphenate()
            .lineLimit(1).layout(maxWidth: 200)
        let runs = Array(truncated[0])
        #expect(truncated.count == 1 && runs.last?.text == "\u{2026}")
        #expect(!runs.contains { $0.text == "\u{2010}" })
    }

    @Test("balanced lines and fits count a hyphenation point as a break: the same lines, no wider, still at Duden's points")
    func balancedAndFitted() throws {
        let text = Text(Self.compound).font(Self.noto()).typesettingLanguage(Self.language("de")).hyphenate()
        let greedy = try text.layout(maxWidth: 300)
        let balanced = try text.balancedLineBreaks().layout(maxWidth: 300)
        #expect(balanced.count == greedy.count)
        #expect(balanced.map(\.typographicBounds.width).max()! <= greedy.map(\.typographicBounds.width).max()!)
        var before = 0
        for line in Self.lines(balanced, of: Self.compound).dropLast() {
            before += line.text.count
            #expect(Self.dudenPoints.contains(before) && line.hyphen != nil, "\(Self.lines(balanced, of: Self.compound).map(\.text))")
        }
        // A fit may set the word larger than on one line when it may hyphenate it.
        let box = TextFit(width: 300, height: 600, minSize: 8, maxSize: 200)
        let hyphenated = try text.fit(box).fittedSize(), whole = try Text(Self.compound).font(Self.noto()).fit(box).fittedSize()
        #expect(hyphenated > whole, "hyphenated \(hyphenated), whole \(whole)")
    }

    @Test("a break at a soft hyphen shows a hyphen, with or without hyphenate(), and the hyphen fits the width")
    func softHyphen() throws {
        let string = "Donau\u{00AD}dampf\u{00AD}schiff\u{00AD}fahrt"
        for text in [Text(string).font(Self.noto()), Text(string).font(Self.noto()).hyphenate()] {
            let layout = try text.layout(maxWidth: 200)
            let lines = Self.lines(layout, of: string)
            #expect(lines.count >= 3 && lines.map(\.text).joined() == string)
            #expect(lines.dropLast().allSatisfy { $0.text.hasSuffix("\u{00AD}") && $0.hyphen != nil }, "\(lines.map(\.text))")
            #expect(lines.last?.hyphen == nil)
            #expect(layout.allSatisfy { $0.typographicBounds.width <= 200 })
        }
        // Unbroken, a soft hyphen shows nothing.
        let whole = try Text(string).font(Self.noto()).layout()
        #expect(whole.count == 1 && Self.lines(whole, of: string)[0].hyphen == nil)
    }

    @Test("the language reaches libunibreak: in Chinese a line may break before an opening quotation mark")
    func languageBreaks() throws {
        // libunibreak 1.1: “ is QU (no break before it) by default, OP (a break after 文 allowed) in zh.
        let string = "中文“引号”文"
        let cjk = Font.file(TestSupport.font("NotoSansCJKsc-Regular-Subset.otf"), size: 40)
        let undetermined = try Text(string).font(cjk).layout(maxWidth: 100)
        let chinese = try Text(string).font(cjk).typesettingLanguage(Self.language("zh-Hans")).layout(maxWidth: 100)
        #expect(Self.lines(undetermined, of: string).first?.text == "中")
        #expect(Self.lines(chinese, of: string).first?.text == "中文")
        // Balanced lines and fits judge breaks by the same rules.
        let balanced = try Text(string).font(cjk).typesettingLanguage(Self.language("zh-Hans")).balancedLineBreaks().layout(maxWidth: 100)
        #expect(balanced.count == chinese.count)
    }

    @Test("the ellipsis is shaped in the language and script of the text it ends")
    func ellipsisLanguage() throws {
        let text = Text("Donau Dampfschiff Fahrt").font(Self.noto()).typesettingLanguage(Self.language("de")).lineLimit(1)
        let layout = try text.layout(maxWidth: 200)
        let ellipsis = try #require(Array(layout[0]).last)
        #expect(ellipsis.text == "\u{2026}")
        #expect(ellipsis.language?.hasPrefix("de") == true, "\(ellipsis.language ?? "und")")
        #expect(ellipsis.script == "Latn")
        let untagged = try Text("Donau Dampfschiff Fahrt").font(Self.noto()).lineLimit(1).layout(maxWidth: 200)
        #expect(Array(untagged[0]).last?.language == nil)
    }
}
