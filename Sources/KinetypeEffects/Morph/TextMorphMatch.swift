import Foundation
import KinetypeText

/// Which pieces of an old text become which pieces of a new one when one text turns into the
/// other (magic replace, `kinetype layout --morph`): a deterministic match, words first, then
/// the pieces of the words left over.
///
/// The pieces are the layouts' joined units in reading order (``Text/Layout/ReadingUnit/joined``):
/// a glyph cluster in most scripts, a word's connected letters in Arabic, Devanagari and the
/// other joining scripts, so a joined word matches as a whole or not at all. Two pieces are equal
/// when they have the same font (file, size, variations), the same glyphs and the same text, so
/// the same letters in another font or weight, or in another form of a joining letter, do not
/// pair.
///
/// The match follows Python's `difflib.SequenceMatcher(autojunk=False)` ("This magic" → "This
/// is magic" keeps the "i" of "magic" in "magic"):
/// 1. The words (pieces between white space) are matched as whole words with ``MatchingBlocks``.
/// 2. Each matched word pairs its pieces one to one.
/// 3. Between two consecutive matched word blocks (and before the first, after the last), the
///    pieces of the words left over on each side, white space left out, are matched the same way.
///
/// A gap of more than ``gapLimit`` pairs of units (two texts of thousands of letters with
/// no word in common) is left unmatched rather than searched, so a long text cannot stall a
/// render; titles are far below it.
///
/// ```swift
/// let match = TextMorphMatch(old: try Text("This magic").layout(), new: try Text("This is magic").layout())
/// print(match.graphemePairs)   // (0, 0) … (3, 3), (4, 6) … (8, 10): "This" and "magic" stay
/// ```
public struct TextMorphMatch: Sendable {
    /// One piece of a text the match pairs: a joined unit in reading order.
    public struct Unit: Sendable {
        /// The unit's glyphs in visual order, neighbouring clusters of a run in one slice.
        public var slices: [Text.Layout.RunSlice]
        /// The union of the slices' typographic boxes, in layout coordinates.
        public var bounds: CGRect
        /// The unit's characters in reading order.
        public var text: String
        /// The unit's non-white-space grapheme clusters, counted over the text from 0.
        public var graphemes: Range<Int>
        /// The word (between white space) the unit is in, counted over the text from 0.
        public var word: Int
        /// The line the unit is on.
        public var line: Int
        /// What two units must share to pair: font, glyph ids and characters.
        package var key: Key
    }

    /// What two units must share to pair.
    package struct Key: Hashable, Sendable {
        var font: Text.Layout.ResolvedFont
        var glyphs: [UInt32]
        var text: String
    }

    /// A pair of units: `old` of ``oldUnits`` moves to `new` of ``newUnits``.
    public struct Pair: Hashable, Sendable {
        /// The unit's index in ``TextMorphMatch/oldUnits``.
        public var old: Int
        /// The unit's index in ``TextMorphMatch/newUnits``.
        public var new: Int
    }

    /// The old text's units in reading order.
    public let oldUnits: [Unit]
    /// The new text's units in reading order.
    public let newUnits: [Unit]
    /// The matched units, in the old text's reading order.
    public let pairs: [Pair]

    /// The match of `old`'s units with `new`'s.
    public init(old: Text.Layout, new: Text.Layout) {
        oldUnits = Self.units(of: old)
        newUnits = Self.units(of: new)
        pairs = Self.match(oldUnits, newUnits)
    }

    /// The matched non-white-space grapheme clusters, `(old, new)` counted from 0 over each text
    /// (what `kinetype layout --morph --json` prints): a matched unit pairs its graphemes one to one.
    public var graphemePairs: [(old: Int, new: Int)] {
        pairs.flatMap { pair in
            zip(oldUnits[pair.old].graphemes, newUnits[pair.new].graphemes).map { (old: $0, new: $1) }
        }
    }

    /// `layout`'s joined units in reading order, white space left out.
    public static func units(of layout: Text.Layout) -> [Unit] {
        var groups: [[Text.Layout.ReadingCluster]] = []
        var last: Int?
        for cluster in layout.readingClusters() {
            guard !cluster.isSpace, cluster.word != nil else { last = nil; continue }
            if cluster.joined == last { groups[groups.count - 1].append(cluster) } else { groups.append([cluster]) }
            last = cluster.joined
        }
        var units: [Unit] = []
        var grapheme = 0
        for group in groups {
            let text = group.map(\.slice.text).joined()
            let glyphs = group.flatMap { $0.slice.map(\.id) }
            let slices = Text.Layout.RunSlice.merging(group.sorted { $0.visual < $1.visual }.map(\.slice))
            let bounds = slices.reduce(CGRect.null) { $0.union($1.typographicBounds.rect) }
            let count = text.count
            units.append(Unit(slices: slices, bounds: bounds, text: text, graphemes: grapheme..<grapheme + count,
                              word: group[0].word ?? 0, line: group[0].line,
                              key: Key(font: group[0].slice.run.font, glyphs: glyphs, text: text)))
            grapheme += count
        }
        return units
    }

    /// The most pairs of units (old count × new count) a gap between matched words is searched
    /// for: four million, a few milliseconds of work.
    public static let gapLimit = 4_000_000

    /// Words first, then the units of the words between matched word blocks.
    private static func match(_ old: [Unit], _ new: [Unit]) -> [Pair] {
        let oldWords = words(old), newWords = words(new)
        let blocks = MatchingBlocks.find(oldWords.map { $0.map { old[$0].key } }, newWords.map { $0.map { new[$0].key } })
        var pairs: [Pair] = []
        var oldWord = 0, newWord = 0
        for block in blocks + [MatchingBlocks.Block(a: oldWords.count, b: newWords.count, size: 0)] {
            let oldGap = oldWords[oldWord..<block.a].flatMap { $0 }, newGap = newWords[newWord..<block.b].flatMap { $0 }
            let searched = oldGap.count * newGap.count <= gapLimit
            for (a, b) in searched ? MatchingBlocks.pairs(oldGap.map { old[$0].key }, newGap.map { new[$0].key }) : [] {
                pairs.append(Pair(old: oldGap[a], new: newGap[b]))
            }
            for offset in 0..<block.size {
                for (a, b) in zip(oldWords[block.a + offset], newWords[block.b + offset]) { pairs.append(Pair(old: a, new: b)) }
            }
            oldWord = block.a + block.size
            newWord = block.b + block.size
        }
        return pairs
    }

    /// The units' indices grouped by word, in reading order.
    private static func words(_ units: [Unit]) -> [[Int]] {
        var words: [[Int]] = []
        for (index, unit) in units.enumerated() {
            if index > 0, units[index - 1].word == unit.word { words[words.count - 1].append(index) } else { words.append([index]) }
        }
        return words
    }
}
