import Yams

extension SceneRenderer {
    /// A renderer name, or a mapping with `name` and any parameters.
    init(decoding node: SceneNode) throws {
        let names = node.context.rendererNames
        let expected = "a renderer, one of \(names.joined(separator: ", "))"
        if case .scalar = node.node {
            self.init(name: try node.name(in: names, expected: expected))
            return
        }
        let renderer = try node.anyMapping(expected: "\(expected), or {name, parameters…}")
        let nameNode = try renderer.required("name", example: "name: \(names.first ?? "wave")")
        self.init(name: try nameNode.name(in: names, expected: expected))
        for entry in renderer.entries where entry.key != "name" {
            parameters[entry.key] = try SceneValue(decoding: entry.value)
        }
    }
}

extension SceneValue {
    static let expectation = "a string, a number, true or false, or a list of these"

    /// An unquoted scalar that reads as a number or Boolean becomes one; anything else scalar is
    /// a string; a list becomes a list.
    init(decoding node: SceneNode) throws {
        switch node.node {
        case .scalar:
            let (text, bare) = try node.scalarText(expected: Self.expectation)
            if bare, text == "true" || text == "false" {
                self = .bool(text == "true")
            } else if bare, let number = SceneNode.number(text) {
                guard number.isFinite else { throw node.error(.invalidValue, "expected a finite number; got \(text)") }
                self = .number(number)
            } else {
                self = .string(text)
            }
        case .sequence:
            self = .list(try node.list(expected: Self.expectation).map { try SceneValue(decoding: $0) })
        default:
            throw node.wrongType(Self.expectation)
        }
    }
}
