import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// SwiftUI's `Angle`. The stored value is radians; degrees = radians·180/π.
/// The animatable data is the angle in radians, so an animation from
/// `.degrees(0)` to `.degrees(360)` turns a full circle (it is not reduced
/// modulo 2π).
///
/// Kinetype adds `AdditiveArithmetic` (a + b, a − b, −a) and scaling by a
/// number (a·s, s·a, a/s), all computed on radians.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees: radians·180/π.
    @inlinable
    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// A zero angle.
    @inlinable
    public init() { radians = 0 }

    /// Creates an angle of `radians` radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle of `degrees` degrees: radians = degrees·π/180.
    @inlinable
    public init(degrees: Double) { radians = degrees * (.pi / 180.0) }

    /// An angle of `radians` radians.
    @inlinable
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Orders angles by their radians (no reduction modulo 2π).
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: AdditiveArithmetic {
    /// A zero angle.
    public static let zero = Angle()

    /// The sum of the two angles, in radians (not reduced modulo 2π).
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of the two angles, in radians (not reduced modulo 2π).
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// Adds `rhs` to `lhs`.
    @inlinable public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// Subtracts `rhs` from `lhs`.
    @inlinable public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }

    /// The opposite angle, −radians.
    @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// The angle scaled by `rhs`.
    @inlinable public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle scaled by `lhs`.
    @inlinable public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// The angle divided by `rhs`.
    @inlinable public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}
