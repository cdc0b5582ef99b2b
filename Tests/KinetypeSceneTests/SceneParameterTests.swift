import Foundation
import KinetypeCard
import KinetypeGraphics
import KinetypePrimitives
import KinetypeScene
import Testing

/// A template's typed parameters (`params:`): declarations, values checked against them with
/// the same errors whatever gave them, defaults, required values, and typed uses (`$name`).
@Suite struct SceneParameterTests {
    static let template = """
        version: 1
        params:
          name: {type: text, required: true}
          accent: {type: color, default: "#ff3b8e"}
          size: {type: number, default: 72, min: 24, max: 200}
          style: {type: choice, choices: [pop, karaoke], default: pop}
        canvas: 160x90
        layers:
          - text: "{{name}} {{style}}"
            font: {size: $size}
            color: $accent

        """

    static func load(_ values: [String: String], source: String = template) throws -> SceneDocument {
        try SceneLoader().load(string: source, fileName: "card.yaml", variables: values)
    }

    @Test("values fill the template; a missing one takes its default, CSV's text \"72\" is a number")
    func valuesAndDefaults() throws {
        let given = try Self.load(["name": "Ada", "size": "120", "accent": "red"])
        #expect(given.layers[0].font.size == 120 && given.layers[0].color == .red)
        #expect(given.layers[0].text == "Ada pop")
        let defaulted = try Self.load(["name": "Ada"])
        let pink = try Color(parsing: "#ff3b8e")
        #expect(defaulted.layers[0].font.size == 72 && defaulted.layers[0].color == pink)
        let given72 = try Self.load(["name": "Ada", "size": "72"])
        #expect(defaulted == given72, "a missing value is its default")
        #expect(defaulted.parameters.map(\.name) == ["name", "accent", "size", "style"])
        #expect(defaulted.parameters[2].minimum == 24 && defaulted.parameters[2].maximum == 200 && defaulted.parameters[2].defaultValue == "72")
    }

    @Test("a value that does not fit its declaration is an error naming the parameter", arguments: [
        ("size", "7x", "expected a number from 24 to 200; got \"7x\""),
        ("size", "250", "expected a number from 24 to 200; got \"250\""),
        ("accent", "#ff3b8", "expected a colour"),
        ("style", "karaoek", "expected one of pop, karaoke; got \"karaoek\" — did you mean \"karaoke\"?"),
    ])
    func badValues(name: String, value: String, says: String) throws {
        let error = try #require(throws: SceneError.self) { try Self.load(["name": "Ada", name: value]) }
        #expect(error.parameter == name && error.keyPath == "params.\(name)", "\(error)")
        #expect(error.message.contains(says), "\(error.message)")
        #expect(error.line != nil, "at the declaration: \(error)")
    }

    @Test("a required parameter without a value is an error; an undeclared use is one too")
    func requiredAndUndeclared() throws {
        let missing = try #require(throws: SceneError.self) { try Self.load([:]) }
        #expect(missing.parameter == "name" && missing.message.contains("needs a value for 'name'"), "\(missing)")
        let undeclared = Self.template.replacingOccurrences(of: "{{style}}", with: "{{stlye}}")
        let error = try #require(throws: SceneError.self) { try Self.load(["name": "Ada", "stlye": "x"], source: undeclared) }
        #expect(error.message.contains("'stlye' is used but not declared") && error.suggestion == "style", "\(error)")
        #expect(error.line == 9, "at the {{: \(error)")
        let dollar = Self.template.replacingOccurrences(of: "color: $accent", with: "color: $acent")
        let typo = try #require(throws: SceneError.self) { try Self.load(["name": "Ada"], source: dollar) }
        #expect(typo.suggestion == "accent" && typo.keyPath == "layers[0].color", "\(typo)")
    }

    @Test("a typed use checks the parameter's type: a number parameter is not a colour")
    func typedUse() throws {
        let source = Self.template.replacingOccurrences(of: "color: $accent", with: "color: $size")
        let error = try #require(throws: SceneError.self) { try Self.load(["name": "Ada"], source: source) }
        #expect(error.keyPath == "layers[0].color" && error.message.contains("$size is a number parameter, but this key takes a colour"),
                "\(error)")
    }

    @Test("a bad declaration is an error naming the parameter", arguments: [
        ("size: {type: nubmer}", "params.size.type", "did you mean \"number\""),
        ("size: {type: number, default: 300, min: 24, max: 200}", "params.size.default", "the default of parameter 'size'"),
        ("size: {type: number, min: 200, max: 24, default: 72}", "params.size.min", "parameter 'size' has min 200 above its max 24"),
        ("style: {type: choice, choices: []}", "params.style.choices", "the choice parameter 'style' has no choices"),
        ("style: {type: choice}", "params.style.type", "the choice parameter 'style' has no choices"),
        ("size: {type: text, min: 3}", "params.size.min", "'size' is a text parameter"),
        ("size: {type: text, required: false}", "params.size.required", "parameter 'size' is not required but has no default"),
        ("size: {type: text, required: true, default: Ada}", "params.size.required", "parameter 'size' is required and has a default"),
    ])
    func badDeclarations(declaration: String, keyPath: String, says: String) throws {
        let source = "version: 1\nparams:\n  \(declaration)\nlayers:\n  - text: hi\n"
        let error = try #require(throws: SceneError.self) { try Self.load([:], source: source) }
        #expect(error.keyPath == keyPath && error.message.contains(says), "\(error)")
        #expect(try #require(throws: SceneError.self) { try SceneLoader().parameters(string: source, fileName: "card.yaml") } == error)
    }

    @Test("a shorthand type declares a required parameter; a whole value can be a duration parameter")
    func shorthandAndDuration() throws {
        let source = "version: 1\nparams:\n  hold: duration\nduration: $hold\nlayers:\n  - text: hi\n"
        #expect(try Self.load(["hold": "4.5"], source: source).duration == 4.5)
        let error = try #require(throws: SceneError.self) { try Self.load(["hold": "0"], source: source) }
        #expect(error.message.contains("expected a number of seconds greater than 0 and at most 86400; got \"0\""), "\(error)")
        #expect(try SceneLoader().parameters(string: source, fileName: "card.yaml") == [SceneParameter(name: "hold", kind: .duration)])
    }
}
