import KinetypeEffects
import Yams

extension SceneShader {
    /// A shader name, or a mapping with `name` and any parameters, checked against the loader's
    /// shader catalogue.
    init(decoding node: SceneNode) throws {
        let catalog = node.context.shaders
        let names = catalog.entries.map(\.name)
        let expected = "a shader, one of \(names.joined(separator: ", "))"
        let mapping: SceneMapping?
        if case .scalar = node.node {
            self.init(name: try node.name(in: names, expected: expected))
            mapping = nil
        } else {
            let shader = try node.anyMapping(expected: "\(expected), or {name, parameters…}")
            let nameNode = try shader.required("name", example: "name: \(names.first ?? "…")")
            self.init(name: try nameNode.name(in: names, expected: expected))
            let entry = try catalog.entry(named: name)
            parameters = try node.parameters(of: shader, skipping: ["name"], kind: .shader, declared: entry.parameters)
            mapping = shader
        }
        do {
            _ = try catalog.shader(named: name, parameters: parameters)
        } catch let error as CatalogError {
            throw node.catalogError(error, in: mapping)
        }
    }
}
