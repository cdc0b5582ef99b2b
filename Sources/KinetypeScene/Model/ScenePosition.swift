import KinetypePrimitives
import KinetypeText
import KinetypeAnimation

/// Where a layer's text block sits: an anchor of the canvas, then an offset in pixels.
///
/// In a scene file, `position: {anchor: bottomLeading, offset: [40, -40]}`, or just the anchor:
/// `position: top`. Anchors are SwiftUI's `UnitPoint` names (`UnitPoint.named`). The offset moves the block as SwiftUI's `offset(x:y:)` does: x to the right,
/// y downwards. Default: centred, no offset.
public struct ScenePosition: Hashable, Sendable {
    /// The point of the canvas (and of the text block) that line up.
    public var anchor: UnitPoint
    /// Pixels to the right of the anchored place.
    public var offsetX: Double
    /// Pixels below the anchored place.
    public var offsetY: Double

    /// A position; centred with no offset by default.
    public init(anchor: UnitPoint = .center, offsetX: Double = 0, offsetY: Double = 0) {
        self.anchor = anchor
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}
