import Foundation

extension Text.Layout {
    /// What one piece of the text is when it is read, staggered or animated piece by piece.
    public enum ReadingUnit: String, Hashable, Sendable, CaseIterable {
        /// A glyph cluster: one grapheme, or the graphemes a ligature joins.
        case glyph
        /// The letters that join one another: in a script whose letters connect (Arabic, Syriac,
        /// N'Ko, Mongolian, Mandaic, Adlam, and the headline scripts Devanagari, Bengali and
        /// Gurmukhi), a word's letters in one run; elsewhere one glyph cluster. Moving a joined
        /// unit as one piece never tears a join.
        case joined
        /// The clusters between white space.
        case word
        /// A line.
        case line
    }

    /// A piece of the text in reading order: its slices, the line it is on and its bounds.
    public struct Segment: Sendable {
        /// The segment's glyphs in visual order, neighbouring clusters of a run in one slice.
        public var slices: [RunSlice]
        /// The line the segment is on.
        public var line: Int
        /// The union of the slices' typographic boxes.
        public var bounds: CGRect
        /// True when the segment's first character (in reading order) is in a right-to-left run.
        public var isRightToLeft: Bool
    }

    /// The layout cut into `unit`s, in reading order: lines top to bottom, and within a line by
    /// the order the characters are read (the string's order, which the bidi algorithm keeps), so
    /// an Arabic or Hebrew line starts from its right end and a mixed line follows its words as
    /// written. White space belongs to no glyph, joined unit or word.
    public func segments(by unit: ReadingUnit) -> [Segment] {
        let clusters = readingClusters()
        let key: (ReadingCluster) -> Int?
        switch unit {
        case .glyph: key = { $0.isSpace ? nil : $0.index }
        case .joined: key = { $0.isSpace ? nil : $0.joined }
        case .word: key = { $0.word }
        case .line: key = { $0.line }
        }
        var groups: [[ReadingCluster]] = []
        var last: Int?
        for cluster in clusters {
            guard let id = key(cluster) else { last = nil; continue }
            if id == last { groups[groups.count - 1].append(cluster) } else { groups.append([cluster]) }
            last = id
        }
        return groups.map(Self.segment)
    }

    /// One cluster of a layout in reading order, with the units it belongs to.
    package struct ReadingCluster: Sendable {
        package var slice: RunSlice
        /// Its index in reading order among all the layout's clusters.
        package var index: Int
        package var line: Int
        /// Its place in its line's visual order (runs left to right, slices left to right).
        package var visual: Int
        /// The word it is in (counted over the layout); nil for white space.
        package var word: Int?
        /// The joined unit it is in (counted over the layout).
        package var joined: Int
        package var isSpace: Bool
    }

    /// Every cluster of the layout in reading order, each with its word and joined unit.
    package func readingClusters() -> [ReadingCluster] {
        var result: [ReadingCluster] = []
        var word = -1, joined = -1
        for (number, line) in enumerated() {
            var slices: [(slice: RunSlice, run: Int)] = []
            for (runIndex, run) in line.enumerated() { for slice in run { slices.append((slice, runIndex)) } }
            let ordered = slices.indices.sorted { a, b in
                let ka = slices[a].slice.clusters.min() ?? 0, kb = slices[b].slice.clusters.min() ?? 0
                return ka != kb ? ka < kb : a < b
            }
            var inWord = false
            var previousRun: Int?
            for visual in ordered {
                let (slice, run) = slices[visual]
                let isSpace = slice.text.unicodeScalars.first?.properties.isWhitespace ?? false
                if isSpace {
                    inWord = false
                    previousRun = nil
                } else {
                    if !inWord { word += 1; inWord = true }
                    let joins = Self.joiningScripts.contains(slice.run.script)
                    if !(joins && previousRun == run) { joined += 1 }
                    previousRun = joins ? run : nil
                }
                result.append(ReadingCluster(slice: slice, index: result.count, line: number, visual: visual,
                                             word: isSpace ? nil : word, joined: Swift.max(0, joined), isSpace: isSpace))
            }
        }
        return result
    }

    /// ISO 15924 tags of the scripts whose letters connect, so moving one letter apart from its
    /// neighbours tears the stroke between them: the cursive scripts, and the scripts whose
    /// letters hang from one headline.
    package static let joiningScripts: Set<String> = [
        "Arab", "Syrc", "Nkoo", "Mong", "Mand", "Mani", "Phlp", "Adlm", "Rohg", "Sogd", "Chrs", "Ougr", "Phag",
        "Deva", "Beng", "Guru",
    ]

    /// A segment of `clusters` (one group, in reading order).
    private static func segment(_ clusters: [ReadingCluster]) -> Segment {
        let slices = RunSlice.merging(clusters.sorted { $0.visual < $1.visual }.map(\.slice))
        let bounds = slices.reduce(CGRect.null) { $0.union($1.typographicBounds.rect) }
        return Segment(slices: slices, line: clusters[0].line, bounds: bounds,
                       isRightToLeft: clusters[0].slice.run.layoutDirection == .rightToLeft)
    }
}

extension Text.Layout.RunSlice {
    /// `slices` (in visual order) with neighbouring slices of one run joined into one slice, so
    /// they are drawn in one go as the still text draws them.
    package static func merging(_ slices: [Text.Layout.RunSlice]) -> [Text.Layout.RunSlice] {
        var result: [Text.Layout.RunSlice] = []
        for slice in slices {
            if let previous = result.last, previous.run.storage === slice.run.storage {
                if previous.indices.upperBound == slice.indices.lowerBound {
                    result[result.count - 1] = Text.Layout.RunSlice(run: slice.run, indices: previous.indices.lowerBound..<slice.indices.upperBound)
                    continue
                }
                if slice.indices.upperBound == previous.indices.lowerBound {
                    result[result.count - 1] = Text.Layout.RunSlice(run: slice.run, indices: slice.indices.lowerBound..<previous.indices.upperBound)
                    continue
                }
            }
            result.append(slice)
        }
        return result
    }
}
