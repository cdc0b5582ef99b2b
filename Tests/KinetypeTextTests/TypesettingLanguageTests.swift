import Foundation
import KinetypeText
import Testing

/// `typesettingLanguage` selects the font's OpenType language system (`locl`), as HarfBuzz does.
///
/// The expected glyphs come from hb-shape (HarfBuzz 6.0), the independent reference, on the
/// bundled NotoSans-Regular.ttf, for example:
///
///     hb-shape --utf8-clusters --no-glyph-names --language=sr Fonts/NotoSans-Regular.ttf 'б'
///     und [458=0+599]  sr [2406=0+604]  mk [2406=0+604]  bg [458=0+599]
///     hb-shape … --script=Latn --language=ca … 'l·l'
///     und [79=0+258|121=1+268|79=3+258]  ca [257=0+268|79=3+258]
@Suite struct TypesettingLanguageTests {
    /// The glyph ids and UTF-8 clusters of each run of `text`, after checking it is set in Noto Sans.
    static func glyphs(_ text: Text) throws -> [[[Int]]] {
        let runs = try text.font(.system(size: 48)).layout().flatMap { Array($0) }
        for run in runs { try #require(run.font.path.hasSuffix("NotoSans-Regular.ttf"), "set in \(run.font.path)") }
        return runs.map { run in run.glyphs.map { [Int($0.id), $0.cluster] } }
    }

    static func language(_ identifier: String) -> Locale.Language { Locale.Language(identifier: identifier) }

    @Test("without a language the text is shaped as undetermined, whatever the locale")
    func undetermined() throws {
        #expect(try Self.glyphs(Text("б")) == [[[458, 0]]])
        #expect(try Self.glyphs(Text("l·l")) == [[[79, 0], [121, 1], [79, 3]]])
    }

    @Test("a language with its own forms changes the glyphs, one without does not",
          arguments: [("sr", 2406), ("mk", 2406), ("bg", 458), ("und", 458)])
    func cyrillicBe(identifier: String, glyph: Int) throws {
        let text = Text("б").typesettingLanguage(Self.language(identifier))
        #expect(try Self.glyphs(text) == [[[glyph, 0]]])
    }

    @Test("Catalan joins l·l into one glyph")
    func catalan() throws {
        let text = Text("l·l").typesettingLanguage(Self.language("ca"))
        #expect(try Self.glyphs(text) == [[[257, 0], [79, 3]]])
    }

    @Test("isEnabled false leaves the text as it was")
    func disabled() throws {
        let text = Text("б").typesettingLanguage(Self.language("sr"), isEnabled: false)
        #expect(try Self.glyphs(text) == [[[458, 0]]])
    }

    @Test("the language is per span, and the innermost one wins")
    func perSpan() throws {
        let joined = Text("б").typesettingLanguage(Self.language("sr")) + Text("б")
        #expect(try Self.glyphs(joined) == [[[2406, 0]], [[458, 2]]])
        let nested = (Text("б").typesettingLanguage(Self.language("bg")) + Text("б"))
            .typesettingLanguage(Self.language("sr"))
        #expect(try Self.glyphs(nested) == [[[458, 0]], [[2406, 2]]])
    }
}
