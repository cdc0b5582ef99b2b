import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeText

/// A template's parameters as JSON Schema (2020-12): what `kinetype schema SCENE` prints, for a
/// form, an API or an agent to fill the template with values `SceneParameter.check(_:)` takes.
extension SceneParameter {
    /// The JSON Schema dialect the schemas declare.
    package static let schemaDialect = "https://json-schema.org/draft/2020-12/schema"

    /// An object schema of `parameters`: one property a parameter (its type, bounds, choices,
    /// label, description and default) and the required ones listed. Other members are allowed,
    /// as a batch row's other columns name its output.
    package static func schema(of parameters: [SceneParameter], title: String) -> JSONValue {
        var schema: JSONValue = ["$schema": .string(schemaDialect), "title": .string(title), "type": "object"]
        schema["properties"] = .object(parameters.map { ($0.name, $0.schema) })
        schema["required"] = .array(parameters.filter(\.isRequired).map { .string($0.name) })
        return schema
    }

    /// This parameter's property schema.
    package var schema: JSONValue {
        var schema: JSONValue = [:]
        switch kind {
        case .text: schema["type"] = "string"
        case .font, .image, .audio:
            schema["type"] = "string"
            schema["pattern"] = "\\S"
        case .boolean: schema["type"] = "boolean"
        case .choice:
            schema["type"] = "string"
            schema["enum"] = .array(choices.map { .string($0) })
        case .color:
            schema["type"] = "string"
            schema["pattern"] = .string(Self.colorPattern)
        case .number, .integer, .duration:
            schema["type"] = kind == .integer ? "integer" : "number"
            if let range {
                if range.lowerBound > -Double.greatestFiniteMagnitude {
                    schema[range.excludesLowerBound ? "exclusiveMinimum" : "minimum"] = Self.number(range.lowerBound)
                }
                if range.upperBound < Double.greatestFiniteMagnitude { schema["maximum"] = Self.number(range.upperBound) }
            }
        }
        if let label { schema["title"] = .string(label) }
        schema["description"] = .string(description ?? expectation.prefix(1).uppercased() + expectation.dropFirst() + ".")
        if let defaultValue { schema["default"] = typed(defaultValue) }
        return schema
    }

    /// A value as JSON of its kind: a number, a Boolean or a string.
    package func typed(_ value: String) -> JSONValue {
        switch kind {
        case .number, .integer, .duration:
            SceneNode.number(value.trimmingCharacters(in: .whitespaces)).map(Self.number) ?? .string(value)
        case .boolean: .bool(value == "true")
        default: .string(value)
        }
    }

    /// A whole number as an integer, anything else as a decimal.
    static func number(_ value: Double) -> JSONValue {
        value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .number(value)
    }

    /// The colours `Color(parsing:)` reads, as a regular expression: a hex code with its `#`
    /// (3, 4, 6 or 8 digits) or a colour name in any case, with spaces around.
    package static var colorPattern: String {
        let names = Color.parsableNames.map { name in
            name.map { character in
                let lower = character.lowercased(), upper = character.uppercased()
                return lower == upper ? lower : "[\(lower)\(upper)]"
            }.joined()
        }
        let hex = "#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})"
        return "^\\s*(\(hex)|\(names.joined(separator: "|")))\\s*$"
    }
}
