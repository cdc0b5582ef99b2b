/// The value of a custom attribute in inline markup: `^[text](name: value)`.
///
/// Apple's attribute syntax allows JSON 5 values; a text attribute only ever needs a scalar, so
/// the parser accepts strings, numbers and booleans and rejects `null`, objects and arrays with a
/// message rather than carrying shapes that no attribute can use.
///
/// ```swift
/// try InlineMarkup.parse(##"^[sale](color: "#ff3b8e", weight: 2, emphasis: true)"##)[0].attributes
/// // ["color": .string("#ff3b8e"), "weight": .number(2), "emphasis": .bool(true)]
/// ```
public enum MarkupValue: Hashable, Sendable, CustomStringConvertible {
    /// A quoted string, escapes resolved: `"#ff3b8e"` or `'#ff3b8e'`.
    case string(String)
    /// A number: `2`, `-0.5`, `1e3`, `.5`, `+1` (JSON 5 spellings; always finite).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)

    /// The string, or nil when the value is not a string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, or nil when the value is not a number.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The Boolean, or nil when the value is not a Boolean.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value as the markup would spell it: strings quoted and escaped, whole numbers without a
    /// fraction (`2`, not `2.0`).
    public var description: String {
        switch self {
        case .string(let value):
            var quoted = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": quoted += "\\\""
                case "\\": quoted += "\\\\"
                case "\n": quoted += "\\n"
                case "\t": quoted += "\\t"
                case "\r": quoted += "\\r"
                default: quoted.unicodeScalars.append(scalar)
                }
            }
            return quoted + "\""
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        case .bool(let value):
            return value ? "true" : "false"
        }
    }
}
