import Foundation

/// A pair of animatable values, which is itself animatable.
///
/// Component-wise arithmetic: (a, b) + (c, d) = (a + c, b + d),
/// s·(a, b) = (s·a, s·b), and ‖(a, b)‖² = ‖a‖² + ‖b‖².
/// Nest pairs for more components; `CGRect`'s data is
/// `AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>`.
///
/// Kinetype addition: `AnimatablePair` is also ``Animatable`` (its data is
/// itself), so composite vectors can be driven by ``Animator`` directly.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// (0, 0).
    @inlinable
    public static var zero: AnimatablePair<First, Second> { .init(.zero, .zero) }

    /// Adds component-wise: (a, b) += (c, d) makes (a + c, b + d).
    @inlinable
    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Subtracts component-wise: (a, b) −= (c, d) makes (a − c, b − d).
    @inlinable
    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// The component-wise sum (a + c, b + d).
    @inlinable
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
        .init(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The component-wise difference (a − c, b − d).
    @inlinable
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
        .init(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Scales both components.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// ‖first‖² + ‖second‖².
    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
extension AnimatablePair: Animatable {}
