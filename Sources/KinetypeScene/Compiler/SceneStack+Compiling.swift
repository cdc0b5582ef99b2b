import Foundation
import KinetypeCard

extension SceneStack {
    /// The stack as card content: each child compiled as a layer (its errors at
    /// `layers[2].stack.layers[0]…`), laid out by the card.
    func compile(_ context: SceneCompiler.ContentContext) throws -> any LayerContent {
        let children = try layers.enumerated().map { index, child in
            try context.compiler.layer(child, at: "\(context.path).stack.layers[\(index)]", in: context.scene)
        }
        return StackContent(axis, alignment: alignment, spacing: CGFloat(spacing), layoutDirection: layoutDirection, children)
    }
}
