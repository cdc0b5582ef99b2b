import Foundation

extension Text.Layout {
    /// A slice of a run's glyphs, as SwiftUI's `RunSlice`. Iterating a run gives one slice per
    /// cluster, so a ligature, a base with its marks or an emoji sequence is never split.
    public struct RunSlice: RandomAccessCollection, Sendable {
        /// A slice's elements are the glyphs of its cluster.
        public typealias Element = Glyph
        /// Glyph indices in the slice's run, not counted from 0: they run through ``indices``.
        public typealias Index = Int

        /// The run this slice belongs to.
        public let run: Run
        /// The glyph indices of the slice in its run.
        public let indices: Range<Int>

        /// The glyphs `indices` of `run`.
        package init(run: Run, indices: Range<Int>) {
            self.run = run
            self.indices = indices
        }

        /// The run index of the slice's first glyph.
        public var startIndex: Int { indices.lowerBound }
        /// The run index just past the slice's last glyph.
        public var endIndex: Int { indices.upperBound }
        /// The glyph at run index `index`, one of ``indices``.
        public subscript(index: Int) -> Glyph { run.storage.glyphs[index] }

        /// The slice's extent in layout coordinates: its glyphs' advance along the baseline from
        /// the first one's pen position (kerning and tracking included), and its run's ascent,
        /// descent and line gap.
        public var typographicBounds: TypographicBounds { run.storage.bounds(of: indices) }

        /// The value of a custom attribute the slice's text carries.
        public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }

        /// Kinetype: the UTF-8 byte offsets (clusters) of the slice's glyphs.
        public var clusters: [Int] { indices.map { run.storage.glyphs[$0].cluster } }
    }
}
