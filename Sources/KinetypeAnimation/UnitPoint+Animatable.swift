import Foundation
import KinetypePrimitives

// UnitPoint lives in KinetypePrimitives, the geometry at the bottom; its Animatable
// conformance lives here, with Animatable.
extension UnitPoint: Animatable {
    /// (x, y).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
