extension JSONValue {
    /// The value as JSON text in `format`: no trailing newline; strings escape `"`, `\` and the
    /// control characters (`\b`, `\f`, `\n`, `\r`, `\t`, the others as `\u00xx`), nothing else.
    package func text(_ format: Format = .compact) -> String {
        var json = ""
        write(to: &json, format: format, depth: 0)
        return json
    }

    private func write(to json: inout String, format: Format, depth: Int) {
        // Indented as `JSONSerialization` does: a line for each member or element, and an empty
        // line inside an empty container.
        func open(_ bracket: String) {
            json += bracket
            if format.indented { json += "\n" }
        }
        func next(_ index: Int) {
            if index > 0 { json += format.indented ? ",\n" : "," }
            if format.indented { json += String(repeating: " ", count: 2 * (depth + 1)) }
        }
        func close(_ bracket: String) {
            if format.indented { json += "\n" + String(repeating: " ", count: 2 * depth) }
            json += bracket
        }
        switch self {
        case .null:
            json += "null"
        case .bool(let bool):
            json += bool ? "true" : "false"
        case .int(let int):
            json += String(int)
        case .number(let number):
            json += number.decimalText(places: format.decimalPlaces)
        case .string(let string):
            Self.write(string, to: &json)
        case .array(let elements):
            open("[")
            for (index, element) in elements.enumerated() {
                next(index)
                element.write(to: &json, format: format, depth: depth + 1)
            }
            close("]")
        case .object(let members):
            open("{")
            for (index, member) in format.ordered(members).enumerated() {
                next(index)
                Self.write(member.key, to: &json)
                json += format.indented ? " : " : ":"
                member.value.write(to: &json, format: format, depth: depth + 1)
            }
            close("}")
        }
    }

    /// `string` as a JSON string, in quotes.
    private static func write(_ string: String, to json: inout String) {
        json += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\u{8}": json += "\\b"
            case "\u{c}": json += "\\f"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: json.unicodeScalars.append(scalar)
            }
        }
        json += "\""
    }
}
