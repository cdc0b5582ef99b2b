import Foundation
import KinetypePrimitives

/// The lengths of a layer's ``LayerModifiers`` given as fractions of the size proposed to the
/// stack the layer is in, resolved when the stack lays its children out (a scene's `60%` in a
/// stack's layers), as SwiftUI's `containerRelativeFrame` sizes a view by its container.
///
/// A horizontal length (leading, trailing, a width) counts the width proposed to the stack, a
/// vertical one its height. A side proposed without bound (a ``LayerModifiers/fixedSize`` stack)
/// keeps the length the modifiers already hold (a scene's `%` of the canvas).
///
/// ```swift
/// var name = TitleCard.Layer(Text("Ada Lovelace"))
/// name.modifiers.containerRelative = ContainerRelativeLengths(maxWidth: 0.6)   // 60% of the stack's width
/// ```
public struct ContainerRelativeLengths: Equatable, Sendable {
    /// The top padding, as a share of the proposed height; nil to keep the modifiers' own.
    public var top: CGFloat?
    /// The leading padding, as a share of the proposed width; nil to keep the modifiers' own.
    public var leading: CGFloat?
    /// The bottom padding, as a share of the proposed height; nil to keep the modifiers' own.
    public var bottom: CGFloat?
    /// The trailing padding, as a share of the proposed width; nil to keep the modifiers' own.
    public var trailing: CGFloat?
    /// The frame's fixed width, as a share of the proposed width; nil to keep the modifiers' own.
    public var width: CGFloat?
    /// The frame's fixed height, as a share of the proposed height; nil to keep the modifiers' own.
    public var height: CGFloat?
    /// The frame's least width, as a share of the proposed width; nil to keep the modifiers' own.
    public var minWidth: CGFloat?
    /// The frame's greatest width, as a share of the proposed width; nil to keep the modifiers' own.
    public var maxWidth: CGFloat?
    /// The frame's least height, as a share of the proposed height; nil to keep the modifiers' own.
    public var minHeight: CGFloat?
    /// The frame's greatest height, as a share of the proposed height; nil to keep the modifiers' own.
    public var maxHeight: CGFloat?

    /// The given shares (each nil to keep the modifiers' own length).
    public init(top: CGFloat? = nil, leading: CGFloat? = nil, bottom: CGFloat? = nil, trailing: CGFloat? = nil,
                width: CGFloat? = nil, height: CGFloat? = nil, minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    /// Whether it gives no share.
    public var isEmpty: Bool { self == ContainerRelativeLengths() }

    /// `modifiers` with these shares of `container` in place of their lengths (a frame made
    /// when a share gives one of its lengths); a side of `container` at `unbounded` or more is left.
    func resolve(_ modifiers: LayerModifiers, in container: CGSize, unbounded: CGFloat) -> LayerModifiers {
        var result = modifiers
        let across = container.width < unbounded ? container.width : nil
        let down = container.height < unbounded ? container.height : nil
        func length(_ share: CGFloat?, of side: CGFloat?) -> CGFloat? {
            guard let share, let side else { return nil }
            return share * side
        }
        if let value = length(top, of: down) { result.padding.top = value }
        if let value = length(leading, of: across) { result.padding.leading = value }
        if let value = length(bottom, of: down) { result.padding.bottom = value }
        if let value = length(trailing, of: across) { result.padding.trailing = value }
        let frameShares: [(WritableKeyPath<LayerFrame, CGFloat?>, CGFloat?, CGFloat?)] = [
            (\.width, width, across), (\.height, height, down), (\.minWidth, minWidth, across),
            (\.maxWidth, maxWidth, across), (\.minHeight, minHeight, down), (\.maxHeight, maxHeight, down),
        ]
        for (key, share, side) in frameShares {
            guard let value = length(share, of: side) else { continue }
            var frame = result.frame ?? LayerFrame()
            frame[keyPath: key] = value
            result.frame = frame
        }
        return result
    }
}
