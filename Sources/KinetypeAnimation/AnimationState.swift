import Foundation

/// A container that stores the state of a custom animation.
///
/// SwiftUI's `AnimationState`: a map from ``AnimationStateKey`` types to
/// values. Reading a key that was never written returns the key's
/// ``AnimationStateKey/defaultValue``.
///
/// ```swift
/// private struct TimeOffset: AnimationStateKey {
///     static var defaultValue: TimeInterval { 0 }
/// }
/// context.state[TimeOffset.self] = time
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
