import Foundation

/// Space that grows along its stack's axis to take the length the stack's other layers leave, as
/// SwiftUI's `Spacer` does: an `HStack` of a name, a spacer and a logo puts the logo at the
/// stack's trailing edge. It draws nothing.
///
/// ```swift
/// var row = TitleCard.Layer(content: HStack([
///     TitleCard.Layer(Text("Ada Lovelace")),
///     TitleCard.Layer(content: SpacerContent()),
///     TitleCard.Layer(Text("LIVE")),
/// ]))
/// row.modifiers.frame = LayerFrame(width: 600)
/// ```
///
/// It is never shorter than its least length along the axis (`minLength`, 0 by default; SwiftUI's
/// default is the platform's spacing), and has no size across it. Outside a stack, and in a
/// z-stack, it takes no room.
public struct SpacerContent: LayerContent {
    /// The least width it takes in a row, in points.
    public var minWidth: CGFloat
    /// The least height it takes in a column, in points.
    public var minHeight: CGFloat

    /// A spacer of at least `minLength` points along its stack's axis.
    public init(minLength: CGFloat = 0) {
        self.init(minWidth: minLength, minHeight: minLength)
    }

    /// A spacer of at least `minWidth` points in a row and `minHeight` in a column (a length in
    /// relative units resolves differently along each axis).
    public init(minWidth: CGFloat, minHeight: CGFloat) {
        self.minWidth = max(0, minWidth)
        self.minHeight = max(0, minHeight)
    }

    /// No size and no drawing: a stack sizes a spacer itself.
    public func resolved(at moment: LayerMoment) throws -> ResolvedContent {
        ResolvedContent(size: .zero) { _ in }
    }
}
