import Foundation
import KinetypeCard

extension SceneStack {
    /// The stack as card content: each child compiled as a layer (its errors at
    /// `layers[2].stack.layers[0]…`), laid out by the card.
    func compile(_ context: SceneCompiler.ContentContext) throws -> any LayerContent {
        let children = try layers.enumerated().map { index, child in
            try context.compiler.layer(child, at: "\(context.path).stack.layers[\(index)]", in: context.scene)
        }
        let canvas = context.scene.canvas
        let gap = spacing.pixels(width: canvas.width, height: canvas.height, fontSize: context.layer.font.size, horizontal: axis == .horizontal)
        return StackContent(axis, alignment: alignment, spacing: CGFloat(gap), layoutDirection: layoutDirection, children)
    }
}
