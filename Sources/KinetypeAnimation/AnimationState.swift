import Foundation

/// A container that stores the state of a custom animation.
///
/// SwiftUI's `AnimationState`: a map from ``AnimationStateKey`` types to
/// values. Reading a key that was never written returns the key's
/// ``AnimationStateKey/defaultValue``.
///
/// <!-- doc-example: declarations -->
/// ```swift
/// private struct TimeOffset: AnimationStateKey {
///     static var defaultValue: TimeInterval { 0 }
/// }
///
/// /// Runs linearly for a second from the first time it is asked for a value.
/// struct LateLinear: CustomAnimation {
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         if context.state[TimeOffset.self] == 0 { context.state[TimeOffset.self] = time }
///         let elapsed = time - context.state[TimeOffset.self]
///         return elapsed >= 1 ? nil : value.scaled(by: elapsed)
///     }
/// }
/// ```
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any]

    /// An empty state.
    public init() {
        storage = [:]
    }

    /// The value stored for `key`, or its default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value in ``AnimationState``.
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value

    /// The value a state holds for this key until it is written.
    static var defaultValue: Value { get }
}
