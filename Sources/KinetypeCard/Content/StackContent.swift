import Foundation
import KinetypeText

/// Layers laid out in a column, a row or on top of each other, as SwiftUI's `VStack`, `HStack`
/// and `ZStack` lay out their views (see ``VStack(alignment:spacing:_:)``).
///
/// The card proposes the stack a size (the canvas less its margins, or what its own stack
/// proposes), and the stack proposes sizes to its children as SwiftUI's stacks do: the least
/// flexible child first (a shape, a fixed frame), each offered an equal share of the length left,
/// text wrapping to its share; children are then placed in order, `spacing` points apart, and
/// aligned across the axis (by their boxes' edges or centres, or by their first or last text
/// baselines). A row runs right to left when its layout direction is right to left: the stack's
/// own, or else that of the first text in it. Only the children that show at a time are laid out
/// then, so the others close up when one ends.
///
/// Each child keeps its stages and times (card seconds); its anchor and offset are replaced by
/// the place the stack gives it. The stack is then placed, timed and staged as any layer, its
/// clip, transition and glyph stages acting on its box as on a shape of that size.
///
/// Where it differs from SwiftUI: spacing is 8 points unless given (SwiftUI picks it per pair of
/// views), a child's box is its typographic box (ascent plus descent plus the font's line gap for
/// text) and a shape's fixed size (SwiftUI's shapes take what they are offered; frame one with
/// `maxWidth: .infinity` for that).
public struct StackContent: LayerContent {
    /// The direction children are laid out in.
    public enum Axis: String, CaseIterable, Sendable {
        /// A column, top to bottom (`VStack`).
        case vertical
        /// A row, leading to trailing (`HStack`).
        case horizontal
        /// On top of each other, the first at the bottom (`ZStack`).
        case z
    }

    /// How children line up across the axis: a column's `leading`, `center` or `trailing`; a
    /// row's `top`, `center`, `bottom`, `firstTextBaseline` or `lastTextBaseline`; a z-stack's any
    /// of them (the others centred on the other axis).
    public enum Alignment: String, CaseIterable, Sendable {
        case leading, center, trailing, top, bottom, firstTextBaseline, lastTextBaseline

        /// Where along a box's width it aligns, 0 (the leading edge) to 1, in a left-to-right layout.
        var horizontal: CGFloat {
            switch self {
            case .leading: 0
            case .trailing: 1
            default: 0.5
            }
        }

        /// Where along a box's height it aligns, 0 (the top) to 1; nil for a baseline.
        var vertical: CGFloat? {
            switch self {
            case .top: 0
            case .bottom: 1
            case .firstTextBaseline, .lastTextBaseline: nil
            default: 0.5
            }
        }
    }

    /// The direction of the layout.
    public var axis: Axis
    /// How children line up across the axis.
    public var alignment: Alignment
    /// The points between neighbouring children (not used by a z-stack).
    public var spacing: CGFloat
    /// The direction a row runs; nil (default) takes that of the first text in the stack.
    public var layoutDirection: LayoutDirection?
    /// The children, first (top, leading, bottom-most) first.
    public var layers: [TitleCard.Layer]

    /// A stack of `layers` along `axis`, aligned by `alignment`, `spacing` points apart (8 by default).
    public init(_ axis: Axis, alignment: Alignment = .center, spacing: CGFloat? = nil, layoutDirection: LayoutDirection? = nil,
                _ layers: [TitleCard.Layer]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing ?? 8
        self.layoutDirection = layoutDirection
        self.layers = layers
    }

    /// A stack is laid out and drawn by the card, which places its children; on its own it has no
    /// size and draws nothing.
    public func resolved(at moment: LayerMoment) throws -> ResolvedContent {
        ResolvedContent(size: .zero) { _ in }
    }

    /// The children's characters at a time of the stack, joined by spaces (empty children skipped).
    public func plainText(at time: TimeInterval) -> String {
        layers.map { $0.content.plainText(at: time - $0.start) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
