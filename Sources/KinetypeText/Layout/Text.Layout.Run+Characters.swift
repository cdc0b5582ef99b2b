import Foundation

extension Text.Layout.Run {
    /// Kinetype: the characters of the clusters that glyphs `indices` belong to, in logical
    /// order (a ligature's glyph gives all its characters; a cluster's several glyphs give its
    /// characters once).
    public func text(ofGlyphs indices: Range<Int>) -> String {
        if characterRange.isEmpty { return text }
        let utf8 = text.utf8, base = characterRange.lowerBound
        let starts = Set(glyphs.map(\.cluster)).sorted()
        return Set(indices.map { glyphs[$0].cluster }).sorted().map { cluster -> String in
            let end = starts.first { $0 > cluster } ?? characterRange.upperBound
            guard cluster >= base, end > cluster, end - base <= utf8.count else { return "" }
            let from = utf8.index(utf8.startIndex, offsetBy: cluster - base)
            let to = utf8.index(from, offsetBy: end - cluster)
            return String(decoding: utf8[from..<to], as: UTF8.self)
        }.joined()
    }
}

extension Text.Layout.RunSlice {
    /// Kinetype: the characters of the slice's cluster.
    public var text: String { run.text(ofGlyphs: indices) }
}
