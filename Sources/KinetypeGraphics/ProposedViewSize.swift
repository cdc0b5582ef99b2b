import Foundation
import KinetypePrimitives

/// A proposed size, as SwiftUI's `ProposedViewSize`: nil in a dimension means "ideal".
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width in points; nil asks for the ideal width, `.infinity` for the largest.
    public var width: CGFloat?
    /// The proposed height in points; nil asks for the ideal height, `.infinity` for the largest.
    public var height: CGFloat?
    /// A proposal of `width` and `height` (nil: ideal).
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    /// A proposal of zero by zero: the smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// No proposal in either dimension: the ideal size. A text renderer lays the text out one
    /// line per paragraph.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// An infinite proposal in both dimensions: the largest size. Text treats it as ``unspecified``.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
}
