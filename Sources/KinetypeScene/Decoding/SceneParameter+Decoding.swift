import KinetypeDiagnostics
import KinetypeText

extension SceneParameter {
    /// The keys of a parameter's declaration: the decoder table `kinetype schema` describes.
    static let keys = ["type", "default", "min", "max", "choices", "label", "description", "required"]

    /// A scene's `params:` block: each key a parameter's name, each value its declaration (a
    /// mapping of ``keys``, or a type alone, as `name: text`). Every error names the parameter.
    static func declarations(decoding node: SceneNode) throws -> [SceneParameter] {
        let example = "params: {size: {type: number, default: 72, min: 24, max: 200}}"
        let mapping = try node.anyMapping(expected: "\(node.context.mappingNoun) of parameters, as \(example)")
        return try mapping.entries.map { name, value in
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "_-.".contains($0) }) else {
                throw value.error(.invalidValue, """
                    the parameter name '\(name)' is not one {{…}} can use: use letters, digits, _, - and .
                    """)
            }
            return try SceneParameter(decoding: value, name: name)
        }
    }

    /// One declaration; `name` is its key in `params:`.
    init(decoding node: SceneNode, name: String) throws {
        let kinds = Kind.allCases.map(\.rawValue)
        let typeExpectation = "the type of parameter '\(name)', one of \(kinds.joined(separator: ", "))"
        if case .scalar = node.node {
            self.init(name: name, kind: Kind(rawValue: try node.name(in: kinds, expected: typeExpectation))!)
            return
        }
        let mapping = try node.mapping(keys: Self.keys, expected: "the declaration of parameter '\(name)', as {type: number, default: 72}")
        let typeNode = try mapping.required("type", example: "type: text (one of \(kinds.joined(separator: ", ")))")
        self.init(name: name, kind: Kind(rawValue: try typeNode.name(in: kinds, expected: typeExpectation))!)
        label = try mapping["label"]?.string("the label a form shows for '\(name)'")
        description = try mapping["description"]?.string("a sentence on what '\(name)' does")
        if let node = mapping["min"] { minimum = try node.number("the lowest value of '\(name)', a number") }
        if let node = mapping["max"] { maximum = try node.number("the highest value of '\(name)', a number") }
        for key in ["min", "max"] where !kind.isNumeric {
            if let node = mapping[key] {
                throw node.error(.invalidValue, "'\(name)' is a \(kind.rawValue) parameter; \(key) applies to number, integer and duration ones only")
            }
        }
        if let minimum, let maximum, minimum > maximum {
            throw mapping["min"]!.error(.invalidValue, """
                parameter '\(name)' has min \(ValueRange.format(minimum)) above its max \(ValueRange.format(maximum)); \
                make min the lower bound
                """)
        }
        if kind == .duration, let maximum, maximum <= 0 {
            throw mapping["max"]!.error(.invalidValue, "parameter '\(name)' is a duration, greater than 0; give it a max above 0")
        }
        if let node = mapping["choices"] {
            guard kind == .choice else {
                throw node.error(.invalidValue, "'\(name)' is a \(kind.rawValue) parameter; choices apply to choice ones only")
            }
            choices = try node.list(expected: "the choices of '\(name)', a list such as [pop, karaoke]").map {
                try $0.string("a choice of '\(name)'")
            }
            if let repeated = choices.enumerated().first(where: { choices[..<$0.offset].contains($0.element) }) {
                throw node.error(.invalidValue, "parameter '\(name)' lists the choice '\(repeated.element)' twice; list each once")
            }
        }
        if kind == .choice, choices.isEmpty {
            throw (mapping["choices"] ?? typeNode).error(.invalidValue, """
                the choice parameter '\(name)' has no choices; list them, as choices: [pop, karaoke]
                """)
        }
        if let node = mapping["default"] {
            let value = try node.string("the default value of '\(name)'")
            if let problem = check(value) {
                throw node.error(.invalidValue, "the default of parameter '\(name)' does not fit its declaration: \(problem.message)",
                                 suggestion: problem.suggestion)
            }
            defaultValue = value
        }
        let required = try mapping["required"]?.bool()
        if required == false, defaultValue == nil {
            throw mapping["required"]!.error(.invalidValue, """
                parameter '\(name)' is not required but has no default; give it a default, or leave required out
                """)
        }
        if required == true, defaultValue != nil {
            throw mapping["required"]!.error(.invalidValue, """
                parameter '\(name)' is required and has a default, which a required parameter never uses; \
                leave out required: true (a parameter with a default may be left out), or the default
                """)
        }
        isRequired = required ?? (defaultValue == nil)
    }
}
