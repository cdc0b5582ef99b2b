import Foundation

extension Text {
    /// The lines of a laid-out text, as SwiftUI's `Text.Layout`: lines hold runs, runs hold slices.
    ///
    /// Coordinates are in points (pixels) with the origin at the top-left corner of the text's
    /// frame and y growing down. A line's `origin` is the left end of its baseline.
    public struct Layout: RandomAccessCollection, Sendable {
        /// A layout's elements are its lines, top to bottom.
        public typealias Element = Line
        /// Lines are numbered from 0, the top line.
        public typealias Index = Int

        package var lines: [Line]
        /// True when `lineLimit` cut the text and an ellipsis was added.
        public var isTruncated: Bool
        /// Kinetype: the size of the frame the lines fill (the widest line by the total height).
        public var size: CGSize

        /// 0, the top line's index.
        public var startIndex: Int { lines.startIndex }
        /// The number of lines.
        public var endIndex: Int { lines.endIndex }
        /// The line at `index`, 0 being the top line.
        public subscript(index: Int) -> Line { lines[index] }

        /// Kinetype: the union of every line's typographic bounds.
        public var typographicBounds: CGRect {
            lines.reduce(CGRect.null) { $0.union($1.typographicBounds.rect) }
        }
    }
}

extension Text.Layout {
    /// Options for drawing lines, runs and slices, as SwiftUI's `Text.Layout.DrawingOptions`.
    public struct DrawingOptions: OptionSet, Hashable, Sendable {
        /// The options' bits: 1 is ``disablesSubpixelQuantization``.
        public let rawValue: UInt32
        /// The options with these bits (`OptionSet`'s initialiser).
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Places glyphs at their exact fractional positions instead of rounding them to the
        /// pixel grid, so text that moves a little each frame (a settling spring) glides
        /// rather than jumping from pixel to pixel.
        public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
    }

    /// A line's, run's or slice's extent along its baseline, as SwiftUI's `TypographicBounds`.
    public struct TypographicBounds: Hashable, Sendable {
        /// The left end of the baseline.
        public var origin: CGPoint
        /// The advance along the baseline, in points, kerning and tracking included.
        public var width: CGFloat
        /// Distance from the baseline up to the top.
        public var ascent: CGFloat
        /// Distance from the baseline down to the bottom (positive).
        public var descent: CGFloat
        /// The font's line gap.
        public var leading: CGFloat

        /// Bounds from a baseline origin, a width and the font metrics, all in points. Layouts make
        /// their own; this is for a renderer that measures something else the same way.
        public init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
            self.origin = origin
            self.width = width
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
        }

        /// The box from the top (ascent) to the bottom (descent).
        public var rect: CGRect {
            CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
        }
    }
}
