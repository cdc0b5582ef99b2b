import Foundation

/// A value attached to a range of text that a `TextRenderer` reads back from the layout's runs
/// and slices, as in SwiftUI: `Text("Hi").customAttribute(Emphasis())`, then `run[Emphasis.self]`.
public protocol TextAttribute: Hashable {}

/// The custom attributes of a span of text, keyed by their type.
package struct CustomAttributes: Hashable {
    private var values: [ObjectIdentifier: AnyHashable] = [:]

    package subscript<T: TextAttribute>(_ type: T.Type) -> T? {
        get { values[ObjectIdentifier(type)]?.base as? T }
        set { values[ObjectIdentifier(type)] = newValue.map(AnyHashable.init) }
    }

    /// Adds `value` unless a value of its type is already set (the innermost modifier wins).
    mutating func addIfAbsent<T: TextAttribute>(_ value: T) {
        let key = ObjectIdentifier(T.self)
        if values[key] == nil { values[key] = AnyHashable(value) }
    }

    var isEmpty: Bool { values.isEmpty }
}
