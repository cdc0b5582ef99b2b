import Foundation

/// An empty type for animatable data: a zero-dimensional vector.
///
/// Every operation is a no-op and ‖v‖² = 0. Types whose `animatableData` is
/// `EmptyAnimatableData` do not animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates the (only) empty value.
    @inlinable public init() {}

    /// The empty value.
    @inlinable public static var zero: EmptyAnimatableData { .init() }

    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }

    /// Does nothing.
    @inlinable public mutating func scale(by rhs: Double) {}

    /// 0.
    @inlinable public var magnitudeSquared: Double { 0 }

    @inlinable public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}
