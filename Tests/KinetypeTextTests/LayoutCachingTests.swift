import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// What caching layouts and outlines relies on: a layout key that tells apart every text that
/// lays out differently, and glyph outlines that a face keeps within its budget without
/// changing them.
@Suite struct LayoutCachingTests {
    static func title() -> Text {
        (Text("Visual ") + Text("Effects").bold().foregroundColor(.pink)).font(.system(size: 40)).multilineTextAlignment(.center)
    }

    /// Each run's font and glyphs with their positions: what drawing a layout reads.
    static func summary(_ layout: Text.Layout) -> [String] {
        layout.flatMap { line in line.map { run in
            "\(run.font.path) \(run.font.size) \(line.origin) " + run.glyphs.map { "\($0.id)@\($0.position)" }.joined(separator: " ")
        } }
    }

    @Test("texts built the same way have equal keys, and equal layouts")
    func equalTextsEqualKeys() throws {
        #expect(Self.title().layoutKey(maxWidth: 300) == Self.title().layoutKey(maxWidth: 300))
        #expect(Self.summary(try Self.title().layout(maxWidth: 300)) == Self.summary(try Self.title().layout(maxWidth: 300)))
    }

    @Test("a change to the string, an attribute, a paragraph setting or the width changes the key")
    func changesChangeKeys() {
        let key = Self.title().layoutKey(maxWidth: 300)
        let changed: [Text.LayoutKey] = [
            Self.title().layoutKey(maxWidth: 200),
            Self.title().layoutKey(maxWidth: nil),
            (Text("Visual ") + Text("Effect").bold().foregroundColor(.pink)).font(.system(size: 40))
                .multilineTextAlignment(.center).layoutKey(maxWidth: 300),
            Self.title().kerning(1).layoutKey(maxWidth: 300),
            Self.title().foregroundColor(.red).layoutKey(maxWidth: 300),
            Self.title().multilineTextAlignment(.leading).layoutKey(maxWidth: 300),
            Self.title().lineSpacing(4).layoutKey(maxWidth: 300),
            Self.title().lineLimit(1).layoutKey(maxWidth: 300),
            Self.title().customAttribute(HighlightAttribute(color: .yellow)).layoutKey(maxWidth: 300),
        ]
        for (index, other) in changed.enumerated() {
            #expect(other != key, "change \(index)")
        }
    }

    @Test("a face keeps glyph outlines within its budget, and a kept or re-read outline is the one the font gives")
    func outlinesStayWithinBudget() throws {
        let path = try FontCatalog.shared.bundledFolder() + "/NotoSansCJKsc-Regular-Subset.otf"
        let face = try FontFace(path: path)
        let reference = try FontFace(path: path)
        let glyphs = UInt32(1)..<UInt32(1501)
        var first: [UInt32: Path] = [:]
        for glyph in glyphs {
            first[glyph] = face.outline(of: glyph)
            #expect(face.outlineStatistics.cost <= FontFace.outlineBudget)
        }
        let filled = face.outlineStatistics
        #expect(filled.misses == glyphs.count)
        #expect(filled.evictions > 0, "1,500 CJK outlines are more than the budget")
        // Read again, newest first: the ones still kept are hits, the evicted ones are read anew;
        // either way each equals what a face with nothing kept reads.
        for glyph in glyphs.reversed() {
            let again = face.outline(of: glyph)
            #expect(again == first[glyph])
            #expect(again == reference.outline(of: glyph))
        }
        #expect(face.outlineStatistics.hits > 0)
        #expect(face.outlineStatistics.cost <= FontFace.outlineBudget)
    }
}
