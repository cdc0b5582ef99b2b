/// A renderer parameter's value in a scene file: a string, a number, a Boolean or a list of these.
///
/// The loader does not know each renderer's parameters, so it keeps their values in this small
/// shape and the renderer checks them (`SceneSourceMap` gives it the line and column to report).
/// An unquoted YAML scalar that reads as a number or `true`/`false` becomes one; quoted, it stays a
/// string.
public indirect enum SceneValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([SceneValue])

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

    /// The elements, or nil when the value is not a list.
    public var list: [SceneValue]? {
        if case .list(let value) = self { return value }
        return nil
    }

    /// The value as JSON would spell it.
    public var description: String {
        switch self {
        case .string(let value): return MarkupValue.string(value).description
        case .number(let value): return MarkupValue.number(value).description
        case .bool(let value): return value ? "true" : "false"
        case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        }
    }
}
