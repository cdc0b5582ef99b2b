import Foundation
import KinetypeText
import Testing

/// Hyphenation points from the installed patterns (Debian's hyphen-* packages through
/// libhyphen), checked against the breaks the dictionaries' own languages use.
@Suite struct HyphenationTests {
    /// `word` with a `-` at each point.
    static func marked(_ word: String, _ hyphenation: Hyphenation) -> String {
        var result = ""
        let points = Set(hyphenation.points(in: word))
        for index in word.indices {
            result.append(word[index])
            if points.contains(word.index(after: index)) { result.append("-") }
        }
        return result
    }

    @Test("German compounds break between their parts, in a file encoded in ISO 8859-1")
    func german() throws {
        let german = try #require(Hyphenation(language: "de"))
        let marked = Self.marked("Donaudampfschifffahrtsgesellschaft", german)
        // Duden: Do-nau-dampf-schiff-fahrts-ge-sell-schaft.
        for part in ["Do-nau-", "dampf-", "schiff-", "fahrts-", "ge-", "sell-"] {
            #expect(marked.contains(part), "\(marked)")
        }
        #expect(Self.marked("Kapitänsmütze", german).contains("-"), "a word with umlauts, outside ASCII")
        #expect(try #require(Hyphenation(language: "de-AT")).points(in: "Donaudampfschiff").count >= 2, "a region's file")
    }

    @Test("English and French words break where their dictionaries say; never within two letters of the start or three of the end")
    func englishAndFrench() throws {
        let english = try #require(Hyphenation(language: "en-US"))
        // Merriam-Webster: hy·phen·ation; in·ter·na·tion·al.
        #expect(Self.marked("hyphenation", english).hasPrefix("hy-phen-"), "\(Self.marked("hyphenation", english))")
        #expect(Self.marked("international", english).hasPrefix("in-ter-na-"), "\(Self.marked("international", english))")
        let french = try #require(Hyphenation(language: "fr"))
        // Le Robert: ex·tra·or·di·naire.
        #expect(Self.marked("extraordinaire", french).hasPrefix("ex-tra-or-"), "\(Self.marked("extraordinaire", french))")
        for word in ["hyphenation", "Internationalization,", "«extraordinaire»", "a", "cat"] {
            let letters = word.filter(\.isLetter)
            for point in english.points(in: word) + french.points(in: word) {
                let before = word[..<point].filter(\.isLetter).count
                #expect(before >= 2 && letters.count - before >= 3, "\(word) at \(before)")
                #expect(word[word.index(before: point)].isLetter && word[point].isLetter, "between letters only: \(word)")
            }
        }
    }

    @Test("a language without installed patterns, or a malformed tag, has none")
    func missing() {
        #expect(Hyphenation(language: "xx") == nil)
        #expect(Hyphenation(language: "") == nil)
        #expect(Hyphenation(language: "../../etc/passwd") == nil)
        #expect(Hyphenation(language: "de_DE")?.language == "de_DE")
    }

    @Test("Chinese, Japanese, Korean, Thai, Lao, Khmer and Burmese are not hyphenated; other tags are, in either spelling")
    func unhyphenatedScripts() {
        for tag in ["zh-Hant", "ja", "ko-KR", "ko_KR", "th", "lo", "km", "my", "yue"] { #expect(!Hyphenation.isHyphenated(tag), "\(tag)") }
        for tag in ["de", "en-US", "pt_BR", "xx", "ar", ""] { #expect(Hyphenation.isHyphenated(tag), "\(tag)") }
    }
}
