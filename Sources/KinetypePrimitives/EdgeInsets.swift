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
/// required); Kinetype has exactly those. SwiftUI's `Animatable` conformance lives in the
/// animation module, which owns `Animatable`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Zero insets on every side.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
