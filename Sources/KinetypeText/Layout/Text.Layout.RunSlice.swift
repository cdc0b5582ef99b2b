import Foundation

extension Text.Layout {
    /// A slice of a run's glyphs, as SwiftUI's `RunSlice`. Iterating a run gives one slice per
    /// cluster, so a ligature, a base with its marks or an emoji sequence is never split.
    public struct RunSlice: RandomAccessCollection, Sendable {
        public typealias Element = Glyph
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

        public var startIndex: Int { indices.lowerBound }
        public var endIndex: Int { indices.upperBound }
        public subscript(index: Int) -> Glyph { run.storage.glyphs[index] }

        public var typographicBounds: TypographicBounds { run.storage.bounds(of: indices) }

        /// The value of a custom attribute the slice's text carries.
        public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }

        /// Kinetype: the UTF-8 byte offsets (clusters) of the slice's glyphs.
        public var clusters: [Int] { indices.map { run.storage.glyphs[$0].cluster } }
    }
}
