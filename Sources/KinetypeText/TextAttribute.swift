import Foundation

/// A value attached to a range of text that a `TextRenderer` reads back from the layout's runs
/// and slices, as in SwiftUI: `Text("Hi").customAttribute(Emphasis())`, then `run[Emphasis.self]`.
///
/// Decision: unlike SwiftUI's `TextAttribute`, which asks only for `Hashable`, this one also
/// refines `Sendable`. A layout is read by the threads that render frames in parallel, and its
/// runs hand these values out, so the compiler must be able to prove they can cross threads;
/// SwiftUI draws on one thread and does not need to. Attributes are small values in practice
/// (`struct Emphasis: TextAttribute {}` conforms as written), so SwiftUI code still ports by
/// changing the import; one holding a non-`Sendable` class is refused at compile time instead of
/// racing at run time.
public protocol TextAttribute: Hashable, Sendable {}

/// The custom attributes of a span of text, keyed by their type.
package struct CustomAttributes: Hashable, Sendable {
    /// The values by their type. Existentials of `TextAttribute` (not `AnyHashable`) keep the
    /// `Sendable` conformance checked.
    private var values: [ObjectIdentifier: any TextAttribute] = [:]

    package subscript<T: TextAttribute>(_ type: T.Type) -> T? {
        get { values[ObjectIdentifier(type)] as? T }
        set { values[ObjectIdentifier(type)] = newValue }
    }

    /// Adds `value` unless a value of its type is already set (the innermost modifier wins).
    mutating func addIfAbsent<T: TextAttribute>(_ value: T) {
        let key = ObjectIdentifier(T.self)
        if values[key] == nil { values[key] = value }
    }

    var isEmpty: Bool { values.isEmpty }

    package static func == (lhs: CustomAttributes, rhs: CustomAttributes) -> Bool {
        lhs.values.count == rhs.values.count && lhs.values.allSatisfy { key, value in
            rhs.values[key].map { AnyHashable(value) == AnyHashable($0) } ?? false
        }
    }

    package func hash(into hasher: inout Hasher) {
        // Order-independent, as the dictionary's own hash is: the sum of each entry's hash.
        var sum = 0
        for (key, value) in values {
            var entry = Hasher()
            entry.combine(key)
            entry.combine(AnyHashable(value))
            sum &+= entry.finalize()
        }
        hasher.combine(values.count)
        hasher.combine(sum)
    }
}
