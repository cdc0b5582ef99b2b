import Foundation
import KinetypeText

/// A layer's box as a stack lays it out: its size (content, padding and frame), its first and
/// last text baselines from its top (its height when it has no text), and the direction of its
/// first text, if any.
struct LayerMeasure {
    /// The box's size in points.
    var size: CGSize
    /// The first line's baseline, from the box's top.
    var firstBaseline: CGFloat
    /// The last line's baseline, from the box's top.
    var lastBaseline: CGFloat
    /// The paragraph direction of the first text in it; nil when it has none.
    var direction: LayoutDirection?

    /// A box of `size` with these baselines and direction.
    init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, direction: LayoutDirection?) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.direction = direction
    }

    /// A laid-out text's box: its size, its first and last lines' baselines (its height when it
    /// has no line) and its first line's direction.
    init(_ layout: Text.Layout) {
        let height = layout.size.height
        self.init(size: layout.size, firstBaseline: layout.first?.origin.y ?? height, lastBaseline: layout.last?.origin.y ?? height,
                  direction: layout.first?.paragraphDirection)
    }
}
