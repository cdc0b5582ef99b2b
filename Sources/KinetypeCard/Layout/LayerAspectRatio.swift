import Foundation

/// SwiftUI's `aspectRatio(_:contentMode:)` on a layer: the size proposed to the layer's framed
/// content is the largest of ``ratio`` inside the size proposed to the layer (``ContentMode/fit``),
/// or the smallest around it (``ContentMode/fill``).
///
/// As in SwiftUI, the ratio shapes the proposal, not the content: a flexible frame
/// (`maxWidth: .infinity, maxHeight: .infinity`) takes the ratio's size, and a text wraps to
/// its width. Unlike SwiftUI, the ratio is always given (Kinetype's content has no ideal ratio
/// to fall back on). A side proposed without bound (``LayerModifiers/fixedSize``) follows the
/// other side; with both unbounded the proposal is left as it is.
///
/// ```swift
/// var plate = TitleCard.Layer(Text("LIVE"))
/// plate.modifiers.frame = LayerFrame(maxWidth: .infinity, maxHeight: .infinity)
/// plate.modifiers.aspectRatio = LayerAspectRatio(16.0 / 9, contentMode: .fit)
/// ```
public struct LayerAspectRatio: Equatable, Sendable {
    /// Width over height, above 0.
    public var ratio: CGFloat
    /// Whether the ratio's size fits inside the proposal or fills it.
    public var contentMode: ContentMode

    /// A ratio of width over height, fitted inside the proposal or filling it.
    public init(_ ratio: CGFloat, contentMode: ContentMode = .fit) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    /// `proposed` made the ratio's shape: the largest such size inside it (fit) or the smallest
    /// around it (fill); a side at `unbounded` or more follows the other side.
    func proposal(_ proposed: CGSize, unbounded: CGFloat) -> CGSize {
        guard ratio > 0, ratio.isFinite else { return proposed }
        let width = proposed.width < unbounded, height = proposed.height < unbounded
        switch (width, height) {
        case (true, true):
            let wider = proposed.width / max(proposed.height, .leastNonzeroMagnitude) > ratio
            let byHeight = wider == (contentMode == .fit)
            return byHeight ? CGSize(width: proposed.height * ratio, height: proposed.height)
                            : CGSize(width: proposed.width, height: proposed.width / ratio)
        case (true, false): return CGSize(width: proposed.width, height: proposed.width / ratio)
        case (false, true): return CGSize(width: proposed.height * ratio, height: proposed.height)
        case (false, false): return proposed
        }
    }
}
