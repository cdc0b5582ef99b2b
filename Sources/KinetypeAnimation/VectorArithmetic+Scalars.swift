import Foundation

// Scalar conformances, as in SwiftUI: scaling multiplies by the factor
// converted to the scalar's own type, and ‖x‖² = x².

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`: x ← x·rhs.
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// x².
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs` converted to `Float`: x ← x·Float(rhs).
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }

    /// x², computed in `Double`.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs` converted to `CGFloat`: x ← x·CGFloat(rhs).
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

    /// x², as a `Double`.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
