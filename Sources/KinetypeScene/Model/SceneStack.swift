import KinetypeCard
import KinetypeText

/// A stack layer's content: layers laid out in a column, a row or on top of each other, as
/// SwiftUI's `VStack`, `HStack` and `ZStack` (``StackContent`` says how they are sized).
///
/// In a scene file, a layer with `stack` in place of `text`:
///
/// ```yaml
/// layers:
///   - stack:
///       axis: vertical            # vertical (VStack) | horizontal (HStack) | z (ZStack); default vertical
///       spacing: 12               # a length ≥ 0 between neighbours (12, 1vh, 0.5em: SceneLength); default 8
///       alignment: leading        # leading | center | trailing (a column); top | center | bottom |
///                                 # firstTextBaseline | lastTextBaseline (a row); any (z); default center
///       layoutDirection: rightToLeft   # a row's direction; default: the first text's
///       layers:                   # text, shapes, images, stacks, spacers (SceneSpacer); each without position
///         - text: "**{{name}}**"
///         - text: "{{role}}"
///     position: bottomLeading
///     padding: [12, 24]
///     background: {shape: {kind: roundedRect, cornerRadius: 16}, fill: "#000a"}
/// ```
///
/// The children take no `position` (the stack places them); they keep their own times, which
/// are card times, and the stack closes up when one is not showing. A group cannot be a child:
/// use a z-stack.
public struct SceneStack: Equatable, Sendable {
    /// The direction of the layout.
    public var axis: StackContent.Axis
    /// How the children line up across the axis.
    public var alignment: StackContent.Alignment
    /// The length between neighbouring children (``SceneLength``: pixels, or `1vh`, `0.5em`, …).
    public var spacing: SceneLength
    /// A row's direction; nil to take the first text's.
    public var layoutDirection: LayoutDirection?
    /// The children, first (top, leading, bottom-most) first.
    public var layers: [SceneLayer]

    /// A stack of `layers` along `axis`.
    public init(axis: StackContent.Axis = .vertical, alignment: StackContent.Alignment = .center, spacing: SceneLength = SceneLength(8),
                layoutDirection: LayoutDirection? = nil, layers: [SceneLayer]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.layoutDirection = layoutDirection
        self.layers = layers
    }

    /// How many stacks deep it nests, itself included.
    var depth: Int {
        1 + (layers.compactMap { $0.stack?.depth }.max() ?? 0)
    }
}

extension SceneLayer {
    /// The layer's stack, when it is a stack layer.
    public var stack: SceneStack? { content?.as(SceneStack.self) }
}
