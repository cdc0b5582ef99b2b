import Foundation

extension Text.Layout {
    /// Kinetype: the layout as JSON, the shape `kinetype layout --json` prints and tests read:
    /// lines with their baseline origin, runs in visual order with their text, direction, ISO 15924
    /// script and font, and glyphs with HarfBuzz's id, cluster (UTF-8 byte offset into the whole
    /// text), pen position relative to the line origin (y down), and advances and offsets (y up),
    /// all in pixels. A variable font's run also names its axis values (`"variations": {"wght": 650}`).
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
    }
    struct Glyph: Encodable {
        var id: UInt32, cluster: Int
        var x: Double, y: Double, xAdvance: Double, yAdvance: Double, xOffset: Double, yOffset: Double
    }
    struct Run: Encodable {
        var text: String, direction: String, script: String, font: Font, glyphs: [Glyph]
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
        size = [Double(layout.size.width), Double(layout.size.height)]
        lines = layout.map { line in
            Line(origin: [Double(line.origin.x), Double(line.origin.y)],
                 width: Double(line.typographicBounds.width),
                 ascent: Double(line.typographicBounds.ascent), descent: Double(line.typographicBounds.descent),
                 range: [line.characterRange.lowerBound, line.characterRange.upperBound],
                 runs: line.map { run in
                    let font = run.font
                    return Run(
                        text: run.text, direction: run.layoutDirection == .rightToLeft ? "rtl" : "ltr",
                        script: run.script,
                        font: Font(file: font.path, index: font.index, size: Double(font.size), upem: font.unitsPerEm,
                                   family: font.familyName,
                                   variations: font.variations.isEmpty ? nil
                                       : Dictionary(font.variations.map { ($0.tag, $0.value) }, uniquingKeysWith: { $1 })),
                        glyphs: run.glyphs.map { glyph in
                            Glyph(id: glyph.id, cluster: glyph.cluster,
                                  x: Double(glyph.position.x), y: Double(glyph.position.y),
                                  xAdvance: Double(glyph.advance.width), yAdvance: Double(glyph.advance.height),
                                  xOffset: Double(glyph.offset.width), yOffset: Double(glyph.offset.height))
                        },
                        width: Double(run.typographicBounds.width), level: run.bidiLevel,
                        range: [run.characterRange.lowerBound, run.characterRange.upperBound])
                 })
        }
    }
}
