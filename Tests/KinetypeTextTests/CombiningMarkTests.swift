import Foundation
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Long stacks of combining marks: up to 30 marks in a row shape as HarfBuzz shapes them (checked
/// against hb-shape, the independent reference); past 30 (the limit of Unicode's Stream-Safe
/// Text Format) every further run of marks is shaped as a piece of its own, so layout time grows
/// in proportion to the text however many marks one letter carries.
@Suite struct CombiningMarkTests {
    /// "a" and `count` combining marks, cycling through above, below and attached marks.
    static func stacked(_ count: Int) -> String {
        let marks: [Unicode.Scalar] = ["\u{0301}", "\u{0300}", "\u{0308}", "\u{0323}", "\u{0327}"]
        var scalars = String.UnicodeScalarView()
        scalars.append("a")
        for index in 0..<count { scalars.append(marks[index % marks.count]) }
        return String(scalars)
    }

    /// The glyphs of `string` set in Noto Sans at 1000 px, so that pixels are font units
    /// (the font has 1000 units per em): id, UTF-8 cluster, x offset, x advance.
    static func glyphs(_ string: String) throws -> [[Int]] {
        let runs = try Text(string).font(.system(size: 1000)).layout().flatMap { Array($0) }
        for run in runs { try #require(run.font.path.hasSuffix("NotoSans-Regular.ttf"), "set in \(run.font.path)") }
        return runs.flatMap { run in
            run.glyphs.map { [Int($0.id), $0.cluster, Int($0.offset.width.rounded()), Int($0.advance.width.rounded())] }
        }
    }

    /// hb-shape's glyphs for `string` in font units: id, cluster, x offset, x advance.
    static func referenceGlyphs(_ string: String) throws -> [[Int]] {
        struct Glyph: Decodable { var g: Int, cl: Int, dx: Int, ax: Int }
        let hbShape = try #require(TestSupport.which("hb-shape"), "hb-shape (libharfbuzz-bin) is needed")
        let result = try TestSupport.run(hbShape, [
            "--utf8-clusters", "--no-glyph-names", "--language=und", "--output-format=json",
            TestSupport.font("NotoSans-Regular.ttf"), string,
        ])
        try #require(result.status == 0, "hb-shape failed: \(result.stderr)")
        return try JSONDecoder().decode([Glyph].self, from: result.stdout).map { [$0.g, $0.cl, $0.dx, $0.ax] }
    }

    @Test("up to 30 marks on one letter shape exactly as hb-shape shapes them", arguments: [1, 5, 29, 30])
    func asHarfBuzz(marks: Int) throws {
        let string = Self.stacked(marks)
        #expect(try Self.glyphs(string) == Self.referenceGlyphs(string))
    }

    @Test("past 30 marks the first 30 still attach to the letter; each further run of 30 starts a cluster of its own")
    func streamSafe() throws {
        let glyphs = try Self.glyphs(Self.stacked(75))
        // The letter and its first 30 marks: what hb-shape gives for the letter and those marks
        // (HarfBuzz composes the letter and the first acute into one glyph, á); then a glyph
        // for each of the other 45 marks.
        let reference = try Self.referenceGlyphs(Self.stacked(30))
        #expect(Array(glyphs.prefix(reference.count)) == reference)
        #expect(glyphs.count == reference.count + 45)
        // Every mark is two UTF-8 bytes after the one-byte letter: the pieces start at marks 30 and 60.
        let clusters = Set(glyphs.map { $0[1] })
        #expect(clusters == [0, 1 + 2 * 30, 1 + 2 * 60])
    }

    @Test("a letter with 20,000 marks lays out, a glyph per mark, on one line")
    func twentyThousand() throws {
        let layout = try Text(Self.stacked(20_000)).font(.system(size: 24)).layout(maxWidth: 400)
        #expect(layout.count == 1)
        let glyphCount = layout.flatMap { Array($0) }.reduce(0) { $0 + $1.glyphs.count }
        #expect(glyphCount == 20_000)   // a and its first acute compose into á
    }
}
