import KinetypeDiagnostics

extension SceneGroup: SceneContentKind {
    static let key = "group"
    static let example = "group: {layers: [{shape: …}, {text: …}]}"
    static let layerKeys = ["opacity"]

    /// `group: {layers: [...]}` and the layer's `opacity`.
    init(decoding node: SceneNode, in layer: SceneMapping) throws {
        if let key = SceneModifiers.keys.first(where: { layer[$0] != nil }) {
            throw layer[key]!.error(.invalidValue, "a group is placed by its layers, so it takes no \(key); use a stack (axis: z) to pad, frame or back them")
        }
        let group = try node.mapping(keys: ["layers"], expected: "a group: {layers: [a layer, another, …]}")
        let layersNode = try group.required("layers", example: "layers: [{text: \"Name\"}, {text: \"Role\"}]")
        let children = try layersNode.list(expected: "a list of layers, each item starting with '- '")
        guard !children.isEmpty else {
            throw layersNode.error(.invalidValue, "the group has no layers; give it at least one, or remove the group")
        }
        self.init(layers: try children.map { try SceneLayer(decoding: $0) },
                  opacity: try layer["opacity"]?.number(in: ValueRange(0...1)) ?? 1)
    }
}
