import Foundation

/// A type whose value can be animated by interpolating its `animatableData`.
///
/// This is SwiftUI's `Animatable`. An animation moves `animatableData` from the
/// old value's data to the new value's data; the rendered value is the type
/// rebuilt from the interpolated data.
///
/// Defaults, as in SwiftUI:
/// - a type whose `AnimatableData` is ``EmptyAnimatableData`` gets a getter
///   returning `EmptyAnimatableData()` and a setter that ignores its input, so
///   it changes in one step;
/// - a type that is itself ``VectorArithmetic`` uses `self` as its data.
///
/// ```swift
/// struct Wave: Animatable {
///     var phase: Double
///     var animatableData: Double {
///         get { phase }
///         set { phase = newValue }
///     }
/// }
/// ```
public protocol Animatable {
    /// The type that an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// `EmptyAnimatableData()`; setting it does nothing.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}
