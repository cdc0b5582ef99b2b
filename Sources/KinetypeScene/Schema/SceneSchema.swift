import KinetypeAnimation
import KinetypeCard
import KinetypeDiagnostics
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// The JSON Schema (2020-12) of scene files, generated from the loader's own tables: the keys
/// of each mapping are the decoder's key lists (`SceneDocument.keys`, `SceneLayer.commonKeys`
/// and `textKeys`, the content kinds', `SceneKeyframes.keys`, …), so a key the loader learns is
/// a key the schema lists; names are the catalogues' entries with their summaries and the
/// enumerations' cases; numeric bounds are the `ValueRange`s the loader checks against.
///
/// What the loader checks beyond a value's own shape (a layer's end after its start, a file
/// that exists, a font's axes, a catalogue entry's parameters) the schema leaves to
/// `kinetype validate`. A value written `$name` or holding `{{name}}` is a template's parameter:
/// the schema accepts it where any value is typed, as the loader checks it against `params:`.
package enum SceneSchema {
    /// The schema of a whole scene file, its names from `catalogs`.
    package static func document(catalogs: Catalogs) -> JSONValue {
        var root: JSONValue = ["$schema": .string(SceneParameter.schemaDialect), "$id": "https://kinetype.dev/schema/scene.json",
                               "title": "Kinetype scene", "description": "A Kinetype scene file (version \(SceneDocument.currentVersion))."]
        let types: [String: JSONValue] = [
            "version": ["const": .int(SceneDocument.currentVersion), "description": "The format version; required."],
            "canvas": canvas,
            "fps": number(TitleCard.fpsRange, "Frames per second."),
            "duration": ["anyOf": [number(TitleCard.durationRange, "The card's length in seconds."),
                                   ["const": "audio", "description": "As long as the soundtrack."], parameterValue]],
            "poster": number(TitleCard.timeRange, "The time a still shows by default."),
            "safeArea": ["type": "string", "description": "The area safe.top, safe.bottom, … measure: \(SafeArea.names)."],
            "background": paint(footage: true),
            "fonts": ["anyOf": [scalarText, ["type": "array", "items": scalarText]], "description": "Font folders and files beside the scene."],
            "layers": ["type": "array", "items": ["$ref": "#/$defs/layer"]],
            "audio": ["anyOf": [scalarText, object(SceneAudio.keys, [:])], "description": "The soundtrack."],
            "params": ["type": "object", "additionalProperties": ["$ref": "#/$defs/parameter"],
                       "description": "The template's typed parameters, filled by --var, a batch row or the library."],
        ]
        root["type"] = "object"
        root["required"] = ["version"]
        root["properties"] = properties(SceneDocument.keys, types)
        root["additionalProperties"] = false
        root["$defs"] = .object([
            ("layer", layer(catalogs)),
            ("parameter", parameter),
            ("transition", transition(catalogs)),
            ("keyframes", keyframes),
            ("color", colorValue),
            ("parameterValue", parameterValueSchema),
        ])
        return root
    }

    /// Any scalar the loader reads as text: a string, a number or a Boolean.
    static let scalarText: JSONValue = ["type": ["string", "number", "boolean"]]
    /// A template's parameter standing for a value: `$name`, or a string holding `{{name}}`.
    static let parameterValue: JSONValue = ["$ref": "#/$defs/parameterValue"]
    /// The schema ``parameterValue`` refers to.
    static let parameterValueSchema: JSONValue = ["type": "string", "pattern": "^\\$[A-Za-z_][A-Za-z0-9_.-]*$|\\{\\{",
                                                  "description": "A template parameter: $name, or text with {{name}}."]

    /// `schema`, or a template parameter in its place.
    static func typed(_ schema: JSONValue) -> JSONValue { ["anyOf": [schema, parameterValue]] }

    /// A number in `range`.
    static func number(_ range: ValueRange, _ description: String? = nil) -> JSONValue {
        var schema: JSONValue = ["type": range.isWhole ? "integer" : "number"]
        schema[range.excludesLowerBound ? "exclusiveMinimum" : "minimum"] = SceneParameter.number(range.lowerBound)
        schema["maximum"] = SceneParameter.number(range.upperBound)
        schema["description"] = .string((description.map { $0 + " " } ?? "") + range.expectation.prefix(1).uppercased()
                                        + range.expectation.dropFirst() + ".")
        return typed(schema)
    }

    /// One of `names`.
    static func names(_ names: [String], _ description: String) -> JSONValue {
        typed(["enum": .array(names.map { .string($0) }), "description": .string(description)])
    }

    /// A colour, as `Color(parsing:)` reads it.
    static let color: JSONValue = ["$ref": "#/$defs/color"]
    /// The schema ``color`` refers to.
    static let colorValue: JSONValue = typed(["type": "string", "pattern": .string(SceneParameter.colorPattern),
                                              "description": "A colour: a name such as white, or a hex code such as \"#ff3b8e\"."])

    /// `true` or `false`.
    static let boolean: JSONValue = typed(["type": "boolean"])

    /// A mapping of the decoder's `keys`, each typed from `types` (any value when absent there),
    /// no other key.
    static func object(_ keys: [String], _ types: [String: JSONValue], required: [String] = []) -> JSONValue {
        var schema: JSONValue = ["type": "object", "properties": properties(keys, types), "additionalProperties": false]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return schema
    }

    /// The properties of `keys`, in the table's order.
    static func properties(_ keys: [String], _ types: [String: JSONValue]) -> JSONValue {
        .object(keys.map { ($0, types[$0] ?? [:]) })
    }

    /// A name of a catalogue, or a mapping with `name`, the keys in `fixed` and the entry's
    /// declared parameters (`CatalogParameter`: their choices, ranges and summaries): each name
    /// a constant with the entry's summary.
    static func catalogChoice(_ entries: [(name: String, summary: String, parameters: [CatalogParameter])], _ what: String,
                              fixed: [String] = ["name"], types: [String: JSONValue] = [:], drivable: Bool = false) -> JSONValue {
        let named: JSONValue = ["anyOf": .array(entries.map { ["const": .string($0.name), "description": .string($0.summary)] })]
        var mapping: JSONValue = ["type": "object", "required": ["name"]]
        var fixedTypes = types
        fixedTypes["name"] = ["anyOf": [named, parameterValue]]
        mapping["properties"] = properties(fixed, fixedTypes)
        mapping["allOf"] = .array(entries.map { entry in
            ["if": ["properties": ["name": ["const": .string(entry.name)]], "required": ["name"]],
             "then": ["properties": .object(entry.parameters.map { ($0.name, drivable ? drivableParameter($0) : parameter($0)) })]]
        })
        mapping["unevaluatedProperties"] = false
        return ["description": .string("\(what): a name, or {name, parameters…}."), "anyOf": [named, mapping, parameterValue]]
    }

    /// A parameter a sound driver may set in place of its value, when it is a number
    /// (`amplitude: {driver: {audio: rms}}`).
    static func drivableParameter(_ parameter: CatalogParameter) -> JSONValue {
        guard case .number = parameter.defaultValue, parameter.choices == nil else { return self.parameter(parameter) }
        return ["anyOf": [self.parameter(parameter), ["type": "object", "required": ["driver"]]]]
    }

    /// A catalogue entry's parameter: one of its choices, a number in its range, or a value
    /// of its default's type.
    static func parameter(_ parameter: CatalogParameter) -> JSONValue {
        var schema: JSONValue
        if let choices = parameter.choices {
            schema = names(choices, parameter.summary)
        } else if let range = parameter.range {
            schema = number(range, parameter.summary)
        } else {
            switch parameter.defaultValue {
            case .number: schema = typed(["type": "number", "description": .string(parameter.summary)])
            case .bool: schema = typed(["type": "boolean", "description": .string(parameter.summary)])
            case .string: schema = ["type": ["string", "number", "boolean"], "description": .string(parameter.summary)]
            }
        }
        return schema
    }

    /// `enter:` and `exit:`: a transition's name, or its name, timing and parameters.
    static func transition(_ catalogs: Catalogs) -> JSONValue {
        let types: [String: JSONValue] = [
            "duration": number(TitleCard.durationRange, "How long it takes, in seconds."),
            "delay": number(TitleCard.timeRange, "Seconds to wait first."),
            "stagger": names(TextTransition.StaggerUnit.allCases.map(\.rawValue), "What moves one after another."),
            "order": names(TextTransition.Order.allCases.map(\.rawValue), "The order they move in."),
            "seed": number(RangeSelector.seedRange, "The seed of order: random."),
            "curve": names(UnitCurve.named.map(\.name), "A curve."),
        ]
        return catalogChoice(catalogs.transitions.entries.map { ($0.name, $0.summary, $0.parameters) }, "A transition",
                             fixed: SceneTransition.timingKeys, types: types)
    }

    /// `canvas: 1280x720` or `{width, height}`.
    static var canvas: JSONValue {
        let side = number(SceneCanvas.sideRange)
        return ["description": "The frame size: WIDTHxHEIGHT, or {width, height}.",
                "anyOf": [["type": "string", "pattern": "^\\s*[0-9.]+\\s*[xX×]\\s*[0-9.]+\\s*$"],
                          object(SceneCanvas.keys, ["width": side, "height": side], required: SceneCanvas.keys), parameterValue]]
    }

    /// A parameter's declaration: a type alone, or a mapping of `SceneParameter.keys`.
    static var parameter: JSONValue {
        let kinds: JSONValue = ["enum": .array(SceneParameter.Kind.allCases.map { .string($0.rawValue) })]
        let types: [String: JSONValue] = [
            "type": kinds, "default": scalarText, "min": ["type": "number"], "max": ["type": "number"],
            "choices": ["type": "array", "items": scalarText, "minItems": 1], "label": scalarText, "description": scalarText,
            "required": ["type": "boolean"],
        ]
        return ["anyOf": [kinds, object(SceneParameter.keys, types, required: ["type"])]]
    }

    /// `keyframes:` — each property a list of keys `{at, value, curve | spring}`.
    static var keyframes: JSONValue {
        let at: JSONValue = ["anyOf": [number(TitleCard.timeRange),
                                       ["type": "string", "pattern": "^\\s*end\\s*(-\\s*[0-9.]+\\s*)?$",
                                        "description": "Seconds before the scene's end: end, end-0.6."]]]
        let offset: JSONValue = ["type": "array", "items": number(Canvas.distanceRange), "minItems": 2, "maxItems": 2]
        let values: [String: JSONValue] = ["offset": offset, "scale": number(SceneKeyframes.scaleRange),
                                           "rotation": number(SceneKeyframes.rotationRange), "opacity": number(ValueRange(0...1)), "color": color]
        func list(_ property: String) -> JSONValue {
            let key = object(SceneKeyframes.keyKeys, ["at": at, "value": values[property] ?? [:],
                                                      "curve": names(UnitCurve.named.map(\.name), "A curve.")], required: ["at", "value"])
            let driver: JSONValue = ["type": "object", "required": ["driver"]]
            return ["anyOf": [["type": "array", "items": key, "minItems": 1], driver]]
        }
        return object(SceneKeyframes.keys, Dictionary(uniqueKeysWithValues: SceneKeyframes.keys.map { ($0, list($0)) }))
    }
}
