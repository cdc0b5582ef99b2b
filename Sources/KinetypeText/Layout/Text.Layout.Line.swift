import Foundation

extension Text.Layout {
    /// One line of a layout: its runs in visual order (left to right), as SwiftUI's `Line`.
    public struct Line: RandomAccessCollection, Sendable {
        /// A line's elements are its runs, in visual order.
        public typealias Element = Run
        /// Runs are numbered from 0, the leftmost.
        public typealias Index = Int

        package var runs: [Run]
        /// The left end of the line's baseline in the layout.
        public var origin: CGPoint
        /// The line's extent: its width along the baseline (kerning and tracking included), and the
        /// largest ascent, descent and line gap of its runs' faces, baseline offsets included.
        public var typographicBounds: TypographicBounds
        /// Kinetype: the line's characters, as UTF-8 byte offsets into the text's string.
        public var characterRange: Range<Int>
        /// Kinetype: the base direction of the line's paragraph.
        public var paragraphDirection: LayoutDirection

        /// 0, the leftmost run's index.
        public var startIndex: Int { runs.startIndex }
        /// The number of runs.
        public var endIndex: Int { runs.endIndex }
        /// The run at `index`, counted from the left.
        public subscript(index: Int) -> Run { runs[index] }
    }
}
