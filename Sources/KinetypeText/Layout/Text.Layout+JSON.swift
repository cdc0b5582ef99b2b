import Foundation

extension Text.Layout {
    /// Kinetype: the layout as JSON, the shape `kinetype layout --json` prints and tests read:
    /// lines with their baseline origin, runs in visual order with their text, direction, ISO 15924
    /// script, language (when set) and font, and glyphs with HarfBuzz's id, cluster (UTF-8 byte offset into the whole
    /// text), pen position relative to the line origin (y down), and advances and offsets (y up),
    /// all in pixels. A variable font's run also names its axis values (`"variations": {"wght": 650}`),
    /// and a run drawn with synthetic styles names them (`"synthesis": ["bold"]`, ``FontSynthesis``).
    public func jsonData(prettyPrinted: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        return try encoder.encode(JSONLayout(self))
    }
}

private struct JSONLayout: Encodable {
    struct Font: Encodable {
        var file: String, index: Int, size: Double, upem: Int, family: String
        /// Axis values of a variable font's instance (absent for a static font or the default instance).
        var variations: [String: Double]?
        /// The styles drawn synthetically (`["bold", "oblique"]`; absent when none).
        var synthesis: [String]?
    }
    struct Glyph: Encodable {
        var id: UInt32, cluster: Int
        var x: Double, y: Double, xAdvance: Double, yAdvance: Double, xOffset: Double, yOffset: Double
    }
    struct Run: Encodable {
        var text: String, direction: String, script: String
        /// The BCP 47 tag the run was shaped in (absent when undetermined).
        var language: String?
        var font: Font, glyphs: [Glyph]
        var width: Double, level: Int, range: [Int]
    }
    struct Line: Encodable {
        var origin: [Double], width: Double, ascent: Double, descent: Double, range: [Int], runs: [Run]
    }
    var lines: [Line]
    var isTruncated: Bool
    var size: [Double]

    init(_ layout: Text.Layout) {
        isTruncated = layout.isTruncated
        size = [Self.rounded(layout.size.width), Self.rounded(layout.size.height)]
        lines = layout.map { line in
            Line(origin: [Self.rounded(line.origin.x), Self.rounded(line.origin.y)],
                 width: Self.rounded(line.typographicBounds.width),
                 ascent: Self.rounded(line.typographicBounds.ascent), descent: Self.rounded(line.typographicBounds.descent),
                 range: [line.characterRange.lowerBound, line.characterRange.upperBound],
                 runs: line.map { run in
                    let font = run.font
                    return Run(
                        text: run.text, direction: run.layoutDirection == .rightToLeft ? "rtl" : "ltr",
                        script: run.script, language: run.language,
                        font: Font(file: font.path, index: font.index, size: Self.rounded(font.size), upem: font.unitsPerEm,
                                   family: font.familyName,
                                   variations: font.variations.isEmpty ? nil
                                       : Dictionary(font.variations.map { ($0.tag, $0.value) }, uniquingKeysWith: { $1 }),
                                   synthesis: font.synthesis.isEmpty ? nil
                                       : [(FontSynthesis.bold, "bold"), (.oblique, "oblique")].filter { font.synthesis.contains($0.0) }.map(\.1)),
                        glyphs: run.glyphs.map { glyph in
                            Glyph(id: glyph.id, cluster: glyph.cluster,
                                  x: Self.rounded(glyph.position.x), y: Self.rounded(glyph.position.y),
                                  xAdvance: Self.rounded(glyph.advance.width), yAdvance: Self.rounded(glyph.advance.height),
                                  xOffset: Self.rounded(glyph.offset.width), yOffset: Self.rounded(glyph.offset.height))
                        },
                        width: Self.rounded(run.typographicBounds.width), level: run.bidiLevel,
                        range: [run.characterRange.lowerBound, run.characterRange.upperBound])
                 })
        }
    }

    /// A length in pixels as the JSON writes it: rounded to a billionth of a pixel, so the
    /// rounding errors of adding scaled font units go (1.5, not 1.5000000000000013) while every
    /// value still holds its whole font units exactly (`pixels × upem / size`, as hb-shape gives
    /// them), and −0 reads 0.
    private static func rounded(_ value: some BinaryFloatingPoint) -> Double {
        let rounded = (Double(value) * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }
}
