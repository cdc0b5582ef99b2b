import Foundation

/// The inset distances for the sides of a rectangle, as SwiftUI's `EdgeInsets`.
///
/// `leading` and `trailing` follow the layout direction: in left-to-right text, leading is the
/// left side. A `TextRenderer`'s `displayPadding` uses it to say how far its drawing spills past
/// the text's bounds (a glow, a shadow, a glyph that rises).
///
/// ```swift
/// let padding = EdgeInsets(top: 12, leading: 8, bottom: 12, trailing: 8)
/// ```
///
/// SwiftUI's initializers are `init()` and `init(top:leading:bottom:trailing:)` (all four labels
/// required); Kinetype has exactly those. SwiftUI's `EdgeInsets` is also `Animatable`; Kinetype's
/// is not.
public struct EdgeInsets: Hashable, Sendable {
    /// The top side's distance, in points (the layout's units). In a `displayPadding`, how far
    /// drawing may reach above the text's bounds.
    public var top: CGFloat
    /// The leading side's distance (the left side in left-to-right layouts), in points.
    public var leading: CGFloat
    /// The bottom side's distance, in points.
    public var bottom: CGFloat
    /// The trailing side's distance (the right side in left-to-right layouts), in points.
    public var trailing: CGFloat

    /// Zero insets on every side.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with each side given; all four labels are required, as in SwiftUI.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
