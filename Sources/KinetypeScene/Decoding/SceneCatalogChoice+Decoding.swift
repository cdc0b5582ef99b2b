import KinetypePrimitives
import KinetypeText
import KinetypeEffects
import Yams

extension SceneCatalogChoice {
    /// A renderer of the loader's renderer catalogue.
    static func renderer(decoding node: SceneNode) throws -> SceneCatalogChoice {
        let catalog = node.context.renderers
        return try SceneCatalogChoice(decoding: node, kind: .renderer, entries: catalog.entries) {
            _ = try catalog.renderer(named: $0, parameters: $1)
        }
    }

    /// A shader-style effect of the loader's shader catalogue.
    static func shader(decoding node: SceneNode) throws -> SceneCatalogChoice {
        let catalog = node.context.shaders
        return try SceneCatalogChoice(decoding: node, kind: .shader, entries: catalog.entries) {
            _ = try catalog.shader(named: $0, parameters: $1)
        }
    }

    /// A reveal of the loader's reveal catalogue.
    static func reveal(decoding node: SceneNode) throws -> SceneCatalogChoice {
        let catalog = node.context.reveals
        return try SceneCatalogChoice(decoding: node, kind: .reveal, entries: catalog.entries) {
            _ = try catalog.reveal(named: $0, parameters: $1)
        }
    }

    /// A name, or a mapping with `name` and any parameters, checked against `entries` (the
    /// catalogue of `kind`); `check` builds the entry once with its parameters, so invalid values
    /// are reported at the entry.
    private init(decoding node: SceneNode, kind: CatalogKind, entries: [some CatalogEntry],
                 check: (String, [String: ParameterValue]) throws -> Void) throws {
        let names = entries.map(\.name)
        let expected = "a \(kind.rawValue), one of \(names.joined(separator: ", "))"
        let mapping: SceneMapping?
        if case .scalar = node.node {
            self.init(name: try node.name(in: names, expected: expected))
            mapping = nil
        } else {
            let choice = try node.anyMapping(expected: "\(expected), or {name, parameters…}")
            let nameNode = try choice.required("name", example: "name: \(names.first ?? "…")")
            self.init(name: try nameNode.name(in: names, expected: expected))
            let declared = entries.first { $0.name == name }?.parameters ?? []
            parameters = try node.parameters(of: choice, skipping: ["name"], kind: kind, declared: declared)
            mapping = choice
        }
        do {
            try check(name, parameters)
        } catch let error as CatalogError {
            throw node.catalogError(error, in: mapping)
        }
    }
}
