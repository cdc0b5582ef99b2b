/// A JSON value whose objects keep their members in the order they were built: what Kinetype's
/// JSON writers (Lottie, OpenTimelineIO) build, and ``text(_:)`` writes the same bytes for every
/// time.
///
/// Objects are written in their members' order, or with their keys sorted (``Format/KeyOrder``);
/// numbers are ``number(_:)`` (a `Double`, written by `Double.decimalText(places:)`) or
/// ``int(_:)``. Literals build values directly:
///
/// ```swift
/// let layer: JSONValue = ["ty": 4, "nm": "layer 1", "ks": ["a": 0, "k": [0, 0, 0]]]
/// layer.text(.compact)   // {"ty":4,"nm":"layer 1","ks":{"a":0,"k":[0,0,0]}}
/// ```
package enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number, written in decimal digits.
    case int(Int)
    /// A number, written as ``Format/decimalPlaces`` says.
    case number(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its members in the order given (keys are unique; see ``subscript(_:)``).
    case object([(key: String, value: JSONValue)])

    /// An array of numbers.
    package static func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }

    /// The member `key` of an object (nil for other values, or when it has none); setting it
    /// replaces the member in its place, or appends it, and turns a non-object into an object.
    package subscript(key: String) -> JSONValue? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }
        set {
            var members: [(key: String, value: JSONValue)] = []
            if case .object(let existing) = self { members = existing }
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append((key, newValue))
            }
            self = .object(members)
        }
    }

    /// The whole number this value holds, if it is an ``int(_:)``.
    package var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The number this value holds, if it is a ``number(_:)``.
    package var doubleValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The elements, if it is an ``array(_:)``.
    package var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object of `elements`, in the order written.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array of `elements`.
    package init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByStringInterpolation {
    /// A string.
    package init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// A whole number.
    package init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A number.
    package init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    package init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}
