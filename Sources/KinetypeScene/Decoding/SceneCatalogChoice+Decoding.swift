import KinetypePrimitives
import KinetypeText
import KinetypeEffects
import Yams

extension SceneCatalogChoice {
    /// A renderer of the loader's renderer catalogue.
    static func renderer(decoding node: SceneNode) throws -> SceneCatalogChoice {
        try SceneCatalogChoice(decoding: node, catalog: node.context.catalogs.renderers)
    }

    /// A shader-style effect of the loader's shader catalogue.
    static func shader(decoding node: SceneNode) throws -> SceneCatalogChoice {
        try SceneCatalogChoice(decoding: node, catalog: node.context.catalogs.shaders)
    }

    /// A reveal of the loader's reveal catalogue.
    static func reveal(decoding node: SceneNode) throws -> SceneCatalogChoice {
        try SceneCatalogChoice(decoding: node, catalog: node.context.catalogs.reveals)
    }

    /// A name, or a mapping with `name` and any parameters, checked against `catalog`: the
    /// name, the parameters' names, choices and ranges (the entry is built once, by the
    /// compiler).
    private init(decoding node: SceneNode, catalog: some Catalog) throws {
        let kind = catalog.store.kind, entries = catalog.entries
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
            _ = try catalog.store.parameters(parameters, for: try catalog.entry(named: name))
        } catch let error as CatalogError {
            throw node.catalogError(error, in: mapping)
        }
    }
}
