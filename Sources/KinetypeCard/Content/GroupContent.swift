import Foundation
import KinetypeGraphics

/// Layers that move, fade and wipe as one: a plate, a logo and two lines of text as a layer's
/// content.
///
/// Each child is placed, timed and drawn as it would be on the card (its own anchor, offset,
/// times in card seconds and stages); the group's own offset and transform stages move them all,
/// its filter stages draw them as one layer, and its clip, transition and glyph stages act on the
/// box around the children's boxes, as on a shape of that size. The group's anchor is the pivot
/// of its keyframed scale and rotation.
///
/// ```swift
/// let plate = TitleCard.Layer(content: ShapeContent(.roundedRect(cornerRadius: 12), size: CGSize(width: 520, height: 110),
///                                                   fill: AnyShapeStyle(Color.black.opacity(0.6))))
/// let name = TitleCard.Layer(Text("Ada Lovelace").font(.system(size: 44, weight: .bold)), offset: CGSize(width: 0, height: -18))
/// let role = TitleCard.Layer(Text("Analytical Engine programmer").font(.system(size: 24)), offset: CGSize(width: 0, height: 28))
/// var lowerThird = TitleCard.Layer(content: GroupContent([plate, name, role]), anchor: .bottom)
/// lowerThird.enter = try TextTransition.named("opacity")
/// ```
public struct GroupContent: LayerContent {
    /// The children, bottom first.
    public var layers: [TitleCard.Layer]
    /// 0 to 1.
    public var opacity: Double

    /// A group of `layers` (bottom first, each timed in card seconds), drawn at `opacity` (0 to 1).
    public init(_ layers: [TitleCard.Layer], opacity: Double = 1) {
        self.layers = layers
        self.opacity = opacity
    }

    /// A group is drawn by the card, which places its children (``TitleCard``'s drawing); on its
    /// own it has no size and draws nothing.
    public func resolved(at moment: LayerMoment) throws -> ResolvedContent {
        ResolvedContent(size: .zero) { _ in }
    }

    /// The children's characters at a time of the group, joined by spaces (empty children skipped).
    public func plainText(at time: TimeInterval) -> String {
        layers.map { $0.content.plainText(at: time - $0.start) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
