import KinetypePrimitives
import KinetypeText
import KinetypeAnimation

/// Where a layer's text block sits: an anchor of the canvas, then an offset in pixels.
///
/// In a scene file, `position: {anchor: bottomLeading, offset: [40, -40]}`, or just the anchor:
/// `position: top`. Anchors are SwiftUI's `UnitPoint` names (`UnitPoint.named`). The offset moves the block as SwiftUI's `offset(x:y:)` does: x to the right,
/// y downwards. Default: centred, no offset.
///
/// The anchor is a point of the canvas inset by a margin: 5% of the canvas *width*, rounded to a
/// whole pixel, on all four sides (64 px on 1280x720, top and bottom too; 54 px on 1080x1920), so
/// `bottomLeading` puts the layer's bottom-left corner 64 px in from the left and the bottom of a
/// 1280x720 card. To sit flush with an edge, undo it with the offset (`[-64, 64]`), or give the
/// layer its own `margin` (a ``ScenePadding``: one length, `[vertical, horizontal]`, four, or
/// sides), in pixels or relative units, so a template keeps its inset on any canvas:
///
/// ```yaml
/// position: {anchor: bottomLeading, margin: [5vh, 5vw]}   # 5% of the height from the bottom
/// position: {anchor: bottom, offset: [0, -2vh], margin: [safe.bottom, 0]}
/// ```
///
/// The offset takes lengths too (``SceneLength``, negative ones included): `[2vw, -1.5em]`.
public struct ScenePosition: Hashable, Sendable {
    /// The point of the canvas (and of the text block) that line up.
    public var anchor: UnitPoint
    /// The distance to the right of the anchored place (pixels, or a relative length).
    public var offsetX: SceneLength
    /// The distance below the anchored place (pixels, or a relative length).
    public var offsetY: SceneLength
    /// The inset from the canvas's edges the anchor is a point of; nil (default) for 5% of the
    /// canvas width a side.
    public var margin: ScenePadding?

    /// A position; centred with no offset and the default margin by default.
    public init(anchor: UnitPoint = .center, offsetX: SceneLength = 0, offsetY: SceneLength = 0, margin: ScenePadding? = nil) {
        self.anchor = anchor
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.margin = margin
    }
}
