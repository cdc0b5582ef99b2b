import Foundation
import KinetypeGraphics
import KinetypePrimitives

/// SwiftUI's layout modifiers on a layer: `padding`, `frame`, `aspectRatio`, `fixedSize`,
/// `background` and `overlay`, in that order
/// (`content.padding(…).frame(…).aspectRatio(…).fixedSize(…).background(…).overlay(…)`).
///
/// The layer's box is its content's laid-out size (a text's typographic box, a shape's size, a
/// stack's size) grown by ``padding``, then framed by ``frame``; the layer's anchor and offset
/// place the box, and the ``background`` and ``overlay`` shapes fill it, so a plate grows and
/// shrinks with its text (as a ``ReplacementStage`` changes it, too). The background is drawn beneath the content and the overlay above it,
/// both moved by the layer's keyframes and drawn through its filter stages; the layer's
/// transitions and reveals act on the content (put plate and text in a stack to move them as one).
///
/// ```swift
/// var name = TitleCard.Layer(Text("Ada Lovelace"), anchor: .bottomLeading)
/// name.modifiers.padding = EdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24)
/// name.modifiers.background = ShapeContent(.capsule, size: .zero, fill: AnyShapeStyle(Color.black.opacity(0.6)))
/// ```
public struct LayerModifiers: Sendable {
    /// Space around the content, in points; none by default.
    public var padding = EdgeInsets()
    /// The frame around the padded content; nil (default) for none.
    public var frame: LayerFrame?
    /// The shape of the size proposed to the frame (SwiftUI's `aspectRatio(_:contentMode:)`);
    /// nil (default) for the proposal as it comes.
    public var aspectRatio: LayerAspectRatio?
    /// The sides on which the layer takes its ideal length whatever it is proposed, as SwiftUI's
    /// `fixedSize(horizontal:vertical:)`: a text does not wrap, a frame that fills what it is
    /// offered hugs its content instead. Neither by default.
    public var fixedSize: (horizontal: Bool, vertical: Bool) = (false, false)
    /// Lengths of these modifiers given as shares of the size proposed to the stack the layer is
    /// in, put in place of the lengths above when the stack lays it out; nil (default) for none.
    public var containerRelative: ContainerRelativeLengths?
    /// A shape beneath the content, sized to the layer's box (its own size is not used); nil for none.
    public var background: ShapeContent?
    /// A shape above the content, sized to the layer's box; nil for none.
    public var overlay: ShapeContent?

    /// No padding, frame, background or overlay.
    public init() {}

    /// Whether it changes nothing: no padding, frame, aspect ratio, fixed size, background or overlay.
    var isEmpty: Bool {
        padding == EdgeInsets() && frame == nil && aspectRatio == nil && !fixedSize.horizontal && !fixedSize.vertical
            && background == nil && overlay == nil
    }

    /// The size proposed to the frame when the layer is proposed `proposed`: a fixed side
    /// unbounded (``TitleCard/unbounded``), then shaped by the aspect ratio.
    func frameProposal(_ proposed: CGSize) -> CGSize {
        var size = proposed
        if fixedSize.horizontal { size.width = TitleCard.unbounded }
        if fixedSize.vertical { size.height = TitleCard.unbounded }
        return aspectRatio?.proposal(size, unbounded: TitleCard.unbounded) ?? size
    }

    /// The size proposed to the content when the box is proposed `proposed`: less the padding,
    /// within the frame, shaped by the aspect ratio and unbounded on fixed sides.
    func contentProposal(_ proposed: CGSize) -> CGSize {
        var size = frameProposal(proposed)
        if let frame {
            size.width = LayerFrame.proposal(size.width, fixed: frame.width, min: frame.minWidth, max: frame.maxWidth)
            size.height = LayerFrame.proposal(size.height, fixed: frame.height, min: frame.minHeight, max: frame.maxHeight)
        }
        return CGSize(width: max(0, size.width - padding.leading - padding.trailing),
                      height: max(0, size.height - padding.top - padding.bottom))
    }

    /// The padded size of content of `size`.
    func paddedSize(_ size: CGSize) -> CGSize {
        CGSize(width: size.width + padding.leading + padding.trailing, height: size.height + padding.top + padding.bottom)
    }

    /// The box's size for content of `size` when the box is proposed `proposed`.
    func boxSize(for size: CGSize, proposed: CGSize) -> CGSize {
        let padded = paddedSize(size)
        guard let frame else { return padded }
        let proposed = frameProposal(proposed)
        return CGSize(width: LayerFrame.length(padded.width, proposed: proposed.width, fixed: frame.width,
                                               min: frame.minWidth, max: frame.maxWidth),
                      height: LayerFrame.length(padded.height, proposed: proposed.height, fixed: frame.height,
                                                min: frame.minHeight, max: frame.maxHeight))
    }

    /// Where content of `size` sits in a box of `box` size: after the padding, the padded
    /// content at the frame's alignment. In a right-to-left layout the leading padding is on the
    /// right and the trailing on the left, as SwiftUI's are.
    func contentOffset(for size: CGSize, in box: CGSize, rightToLeft: Bool = false) -> CGPoint {
        let padded = paddedSize(size)
        let alignment = frame?.alignment ?? .center
        return CGPoint(x: (box.width - padded.width) * alignment.x + (rightToLeft ? padding.trailing : padding.leading),
                       y: (box.height - padded.height) * alignment.y + padding.top)
    }
}
