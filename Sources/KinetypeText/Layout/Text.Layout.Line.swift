import Foundation

extension Text.Layout {
    /// One line of a layout: its runs in visual order (left to right), as SwiftUI's `Line`.
    public struct Line: RandomAccessCollection, Sendable {
        public typealias Element = Run
        public typealias Index = Int

        package var runs: [Run]
        /// The left end of the line's baseline in the layout.
        public var origin: CGPoint
        public var typographicBounds: TypographicBounds
        /// Kinetype: the line's characters, as UTF-8 byte offsets into the text's string.
        public var characterRange: Range<Int>
        /// Kinetype: the base direction of the line's paragraph.
        public var paragraphDirection: LayoutDirection

        public var startIndex: Int { runs.startIndex }
        public var endIndex: Int { runs.endIndex }
        public subscript(index: Int) -> Run { runs[index] }
    }
}
