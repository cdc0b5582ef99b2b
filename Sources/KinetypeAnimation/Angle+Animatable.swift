import Foundation
import KinetypePrimitives

// Angle lives in KinetypePrimitives, the geometry at the bottom; its Animatable
// conformance lives here, with Animatable.
extension Angle: Animatable {
    /// The angle in radians.
    @inlinable
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
