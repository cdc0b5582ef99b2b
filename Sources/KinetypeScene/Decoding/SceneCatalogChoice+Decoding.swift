import KinetypeDiagnostics
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
        try SceneCatalogChoice(decoding: node, catalog: node.context.catalogs.shaders, drivable: true)
    }

    /// A reveal of the loader's reveal catalogue.
    static func reveal(decoding node: SceneNode) throws -> SceneCatalogChoice {
        try SceneCatalogChoice(decoding: node, catalog: node.context.catalogs.reveals)
    }

    /// A name, or a mapping with `name` and any parameters, checked against `catalog`: the
    /// name, the parameters' names, choices and ranges (the entry is built once, by the
    /// compiler).
    private init(decoding node: SceneNode, catalog: some Catalog, drivable: Bool = false) throws {
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
            // Numeric parameters may follow the sound: {driver: {audio: rms, from, to}}.
            let numeric = declared.filter { if case .number = $0.defaultValue { true } else { false } }
            for entry in choice.entries where entry.key != "name" && SceneAudioDriver.names(entry.value) {
                guard drivable else {
                    throw entry.value.error(.invalidValue, "a \(kind.rawValue)'s parameters cannot be driven by the sound; give \(entry.key) a value")
                }
                let range = numeric.first { $0.name == entry.key }?.range ?? ValueRange(-1e9...1e9)
                drivers[entry.key] = try SceneAudioDriver(decoding: entry.value, property: entry.key, range: range,
                                                          drivable: numeric.map(\.name))
            }
            parameters = try node.parameters(of: choice, skipping: ["name"] + drivers.keys.sorted(), kind: kind, declared: declared)
            mapping = choice
        }
        do {
            _ = try catalog.store.parameters(parameters, for: try catalog.entry(named: name))
        } catch let error as CatalogError {
            throw node.catalogError(error, in: mapping)
        }
    }
}
