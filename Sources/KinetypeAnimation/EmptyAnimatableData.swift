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

    /// Does nothing: there is nothing to add.
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Does nothing: there is nothing to subtract.
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// The empty value.
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// The empty value.
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }

    /// Does nothing.
    @inlinable public mutating func scale(by rhs: Double) {}

    /// 0.
    @inlinable public var magnitudeSquared: Double { 0 }

    /// Always `true`: there is only one empty value.
    @inlinable public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}
