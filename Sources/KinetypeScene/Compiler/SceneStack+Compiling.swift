import Foundation
import KinetypeCard

extension SceneStack {
    /// The stack as card content: each child compiled as a layer (its errors at
    /// `layers[2].stack.layers[0]…`), laid out by the card.
    func compile(_ context: SceneCompiler.ContentContext) throws -> any LayerContent {
        let children = try layers.enumerated().map { index, child in
            var layer = try context.compiler.layer(child, at: "\(context.path).stack.layers[\(index)]", in: context.scene)
            // A child's `%` counts the size proposed to the stack.
            layer.modifiers.containerRelative = child.resolved(on: context.scene.canvas).modifiers.containerRelative()
            return layer
        }
        let canvas = context.scene.canvas
        let gap = spacing.pixels(width: canvas.width, height: canvas.height, fontSize: context.layer.font.size,
                                 horizontal: axis == .horizontal, safeArea: context.scene.safeArea)
        return StackContent(axis, alignment: alignment, spacing: CGFloat(gap), layoutDirection: layoutDirection, children)
    }
}
