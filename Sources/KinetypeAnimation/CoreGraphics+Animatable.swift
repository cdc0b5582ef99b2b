import Foundation

// SwiftUI's conformances of the Core Graphics geometry types. Foundation on
// Linux provides CGPoint, CGSize and CGRect. (CGAffineTransform is not in
// Foundation on Linux; another Kinetype module defines it.)

extension CGPoint: Animatable {
    /// (x, y).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// (width, height).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// ((origin.x, origin.y), (size.width, size.height)).
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
