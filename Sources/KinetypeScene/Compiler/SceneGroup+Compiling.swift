import KinetypeCard

extension SceneGroup {
    /// The group as card content: each child compiled as a layer of the card (its errors at
    /// `layers[2].group.layers[0]…`).
    func compile(_ context: SceneCompiler.ContentContext) throws -> any LayerContent {
        if layers.last?.matte != nil {
            throw context.map.error(.invalidValue, at: "\(context.path).group.layers[\(layers.count - 1)].matte", """
                a matte is the layer just above this one, and this is the group's top layer; \
                add the matte layer after it, or remove matte
                """)
        }
        let children = try layers.enumerated().map { index, child in
            try context.compiler.layer(child, at: "\(context.path).group.layers[\(index)]", in: context.scene)
        }
        return GroupContent(children, opacity: opacity)
    }
}
