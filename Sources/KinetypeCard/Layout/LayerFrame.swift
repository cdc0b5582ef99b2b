import Foundation
import KinetypePrimitives

/// A layer's frame, as SwiftUI's `frame(width:height:alignment:)` and
/// `frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`: a box around the layer's padded
/// content, of a fixed size or of a size between bounds, with the content aligned in it.
///
/// A side with a fixed length (``width``, ``height``) is that long, and proposes that length to
/// the content (text wraps to it). A side with bounds takes the proposed length clamped to them
/// when the content is smaller than a bound, as SwiftUI's flexible frame does:
/// `frame(maxWidth: .infinity)` fills the width its stack (or the card) proposes.
///
/// ```swift
/// let frame = LayerFrame(width: 320, alignment: .leading)
/// ```
public struct LayerFrame: Equatable, Sendable {
    /// A fixed width in points; nil to size by the bounds or the content.
    public var width: CGFloat?
    /// A fixed height in points; nil to size by the bounds or the content.
    public var height: CGFloat?
    /// The least width in points; nil for none.
    public var minWidth: CGFloat?
    /// The greatest width in points (`.infinity` fills the proposed width); nil for none.
    public var maxWidth: CGFloat?
    /// The least height in points; nil for none.
    public var minHeight: CGFloat?
    /// The greatest height in points (`.infinity` fills the proposed height); nil for none.
    public var maxHeight: CGFloat?
    /// Where the content sits in the frame when the frame is larger; centred by default.
    public var alignment: UnitPoint

    /// A frame of the given fixed sides and bounds (each nil for none), its content at `alignment`.
    public init(width: CGFloat? = nil, height: CGFloat? = nil, minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: UnitPoint = .center) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// The length proposed to the content along one side: the fixed length, else the proposed one
    /// clamped to the bounds.
    static func proposal(_ proposed: CGFloat, fixed: CGFloat?, min low: CGFloat?, max high: CGFloat?) -> CGFloat {
        if let fixed { return fixed }
        var length = proposed
        if let low { length = Swift.max(length, low) }
        if let high { length = Swift.min(length, high) }
        return length
    }

    /// The frame's length along one side for content of `content` length, under a proposal of
    /// `proposed` (SwiftUI's flexible frame: a bound the content does not reach takes the
    /// proposal; under an unbounded proposal, SwiftUI's nil one, the content's length within the bounds).
    static func length(_ content: CGFloat, proposed: CGFloat, fixed: CGFloat?, min low: CGFloat?, max high: CGFloat?) -> CGFloat {
        if let fixed { return fixed }
        var length = content
        if proposed >= TitleCard.unbounded {
            if let low { length = Swift.max(low, length) }
            if let high, high.isFinite { length = Swift.min(high, length) }
            return length
        }
        if let low { length = Swift.max(low, Swift.min(length, proposed)) }
        if let high { length = Swift.min(high, Swift.max(length, proposed)) }
        return length
    }

    /// The width it can show without its content spilling out, when it bounds the width: the
    /// fixed width, or the greatest; nil when the width is free.
    var widthLimit: CGFloat? {
        width ?? maxWidth.flatMap { $0.isFinite ? $0 : nil }
    }
}
