import Foundation

/// A type with values that support addition and scalar multiplication.
///
/// This is SwiftUI's `VectorArithmetic`: animations interpolate values of
/// conforming types. The space is a real vector space: `a + b`, `a - b`,
/// `.zero` come from `AdditiveArithmetic`, and scaling by a `Double` from
/// ``scale(by:)``.
///
/// `magnitudeSquared` is the squared Euclidean length ‖v‖². Springs use it to
/// decide when a value has settled (see ``Spring/settlingDuration(target:initialVelocity:epsilon:)``),
/// and the spring animation uses it for its rest thresholds.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`: v ← rhs·v.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself, ‖v‖² = Σ vᵢ².
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value toward `other`: self ← self + (other − self)·amount.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// Returns self + (other − self)·amount.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}
