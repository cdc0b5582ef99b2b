import KinetypePrimitives
import KinetypeText
import KinetypeEffects
import Yams

extension SceneRenderer {
    /// A renderer name, or a mapping with `name` and any parameters, checked against the loader's
    /// renderer catalogue.
    init(decoding node: SceneNode) throws {
        let catalog = node.context.renderers
        let names = catalog.entries.map(\.name)
        let expected = "a renderer, one of \(names.joined(separator: ", "))"
        let mapping: SceneMapping?
        if case .scalar = node.node {
            self.init(name: try node.name(in: names, expected: expected))
            mapping = nil
        } else {
            let renderer = try node.anyMapping(expected: "\(expected), or {name, parameters…}")
            let nameNode = try renderer.required("name", example: "name: \(names.first ?? "…")")
            self.init(name: try nameNode.name(in: names, expected: expected))
            let entry = try catalog.entry(named: name)
            parameters = try node.parameters(of: renderer, skipping: ["name"], kind: .renderer,
                                             declared: entry.parameters)
            mapping = renderer
        }
        do {
            _ = try catalog.renderer(named: name, parameters: parameters)
        } catch let error as CatalogError {
            throw node.catalogError(error, in: mapping)
        }
    }
}
