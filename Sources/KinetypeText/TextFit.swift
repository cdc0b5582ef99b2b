import Foundation

/// A box a text is fitted into (``Text/fit(width:height:minSize:maxSize:lineLimit:)``): the
/// largest font size at which the text fits, found by laying it out, never estimated.
///
/// The size is searched on a grid of ``step`` (0.5 pt) from `minSize`, with `maxSize` itself as the
/// top candidate. At a size the text *fits* when every line is at most `width` wide, the lines
/// are at most `height` tall in all, there are at most `lineLimit` lines (counted before any
/// truncation) and no line breaks inside a word (every break is a UAX #14 opportunity, found by
/// libunibreak, or a hard break). A binary search ends on two neighbouring sizes of the grid, the
/// smaller one fitting and the larger not, both laid out: so the size found never overflows and
/// one step more does (or it is `maxSize`). When even `minSize` does not fit, the text is set at
/// `minSize` and cut at the line limit with an ellipsis, as without a fit.
///
/// Every span's size is scaled by the same factor: "the size" is that of the text's first span,
/// and a span twice as large stays twice as large. Kerning, tracking and baseline offsets stay
/// as given, in points.
public struct TextFit: Hashable, Sendable {
    /// The box's width in points; lines wrap at it.
    public var width: CGFloat
    /// The box's height in points; nil: no limit.
    public var height: CGFloat?
    /// The smallest size tried, in points.
    public var minSize: CGFloat
    /// The largest size, in points.
    public var maxSize: CGFloat
    /// The most lines; nil: the text's `lineLimit`, if any.
    public var lineLimit: Int?

    /// The grid the size is searched on: half a point.
    public static let step: CGFloat = 0.5

    /// A box `width` points wide and, when given, `height` points tall, searched from `minSize`
    /// to `maxSize` points (by default 1 to 4096) in at most `lineLimit` lines. Checked when the
    /// text is laid out: a width or size that is not positive and finite, or a `maxSize` below
    /// `minSize`, throws ``TextError``.
    public init(width: CGFloat, height: CGFloat? = nil, minSize: CGFloat = 1, maxSize: CGFloat = 4096,
                lineLimit: Int? = nil) {
        self.width = width
        self.height = height
        self.minSize = minSize
        self.maxSize = maxSize
        self.lineLimit = lineLimit
    }
}
