import Foundation

/// The part of a canvas a platform's interface leaves clear: insets from each edge, in pixels or
/// as a share of the canvas, or one of the named platform areas (``platforms``).
///
/// Captions placed in it stay clear of TikTok's, Instagram Reels' or YouTube Shorts' buttons,
/// description and progress bar. A named area is kept as shares of its 1080×1920 reference
/// frame, so it scales with any canvas: on a 9:16 canvas it is the same area at another size;
/// on another aspect ratio its top and bottom insets are the same shares of the height and its
/// side insets the same shares of the width (the interface drawn over a video stretched to the
/// screen).
///
/// ```swift
/// let tiktok = try SafeArea(parsing: "tiktok")
/// print(tiktok.insets(width: 1080, height: 1920))   // top 160, left 60, bottom 440, right 150
/// let own = try SafeArea(parsing: "10%,5%,20%,5%")  // top, right, bottom, left as CSS orders them
/// print(own.rect(width: 1080, height: 1920))        // x 54, y 192, 972 × 1344
/// ```
public struct SafeArea: Hashable, Sendable, CustomStringConvertible {
    /// One inset: pixels of the canvas, or a share of its height (top, bottom) or width (sides).
    public enum Inset: Hashable, Sendable {
        /// A distance in pixels.
        case pixels(Double)
        /// A share of the canvas's height (top and bottom) or width (left and right), 0 to 1.
        case share(Double)

        /// The inset in pixels on a side `length` pixels across the canvas.
        public func pixels(of length: Int) -> Double {
            switch self {
            case .pixels(let pixels): return pixels
            case .share(let share): return (share * Double(length)).rounded()
            }
        }
    }

    /// The inset from the top edge.
    public var top: Inset
    /// The inset from the right edge.
    public var right: Inset
    /// The inset from the bottom edge.
    public var bottom: Inset
    /// The inset from the left edge.
    public var left: Inset
    /// The platform's name for a named area (`tiktok`), nil for one given by its insets.
    public var name: String?

    /// An area of the four insets, in CSS's order (top, right, bottom, left).
    public init(top: Inset, right: Inset, bottom: Inset, left: Inset, name: String? = nil) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
        self.name = name
    }

    /// No platform's area (`--safe-area none`): no inset, the whole canvas; captions keep their
    /// own margins with it.
    public static let none = SafeArea(top: .pixels(0), right: .pixels(0), bottom: .pixels(0), left: .pixels(0), name: "none")

    /// The insets in pixels on a canvas of `width` × `height` (`leading` is the left side,
    /// `trailing` the right, whatever the text's direction).
    public func insets(width: Int, height: Int) -> EdgeInsets {
        EdgeInsets(top: CGFloat(top.pixels(of: height)), leading: CGFloat(left.pixels(of: width)),
                   bottom: CGFloat(bottom.pixels(of: height)), trailing: CGFloat(right.pixels(of: width)))
    }

    /// The rectangle left clear on a canvas of `width` × `height`; empty (zero or negative
    /// width or height) when the insets leave no room.
    public func rect(width: Int, height: Int) -> CGRect {
        let insets = insets(width: width, height: height)
        return CGRect(x: insets.leading, y: insets.top, width: CGFloat(width) - insets.leading - insets.trailing,
                      height: CGFloat(height) - insets.top - insets.bottom)
    }

    /// The area as `--safe-area` and a scene's `safeArea` write it: its name, or its four insets.
    public var description: String {
        if let name { return name }
        func text(_ inset: Inset) -> String {
            switch inset {
            case .pixels(let pixels): return pixels.decimalText()
            case .share(let share): return (share * 100).decimalText() + "%"
            }
        }
        return [top, right, bottom, left].map(text).joined(separator: ",")
    }
}
