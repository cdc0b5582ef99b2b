import Foundation
import KinetypeGraphics
import KinetypeText

// A layer's background and overlay (``LayerModifiers``): shapes sized to its box at each frame,
// so a plate follows its text as the text changes (a replacement's too, as it runs).

extension TitleCard {
    /// The box a layer's background and overlay fill at `moment` (its content's size, padded and
    /// framed, placed on the card); nil when it has neither, or is a group (placed by its children).
    func decorationBox(of layer: Layer, at moment: LayerMoment) throws -> CGRect? {
        guard layer.modifiers.background != nil || layer.modifiers.overlay != nil else { return nil }
        let size: CGSize
        if let text = try steppedText(of: layer, at: moment) {
            guard text.textPath == nil else { return nil }
            size = try measureText(text, of: layer, maxWidth: wrappingWidth(of: layer), at: moment).size
        } else if let stack = layer.content as? StackContent {
            size = try arrange(stack, proposed: layer.modifiers.contentProposal(proposal(for: layer)), at: moment.time).size
        } else if layer.content is GroupContent {
            return nil
        } else {
            size = try layer.content.resolved(at: moment).size
        }
        return placement(of: size, for: layer).box
    }

    /// Draws `shape` stretched to `box` (card points) at the layer's `moment`.
    func drawDecoration(_ shape: ShapeContent, in box: CGRect, at moment: LayerMoment, _ context: GraphicsContext) throws {
        var shape = shape
        shape.size = box.size
        let resolved = try shape.resolved(at: moment)
        var context = context
        context.translateBy(x: box.minX, y: box.minY)
        try resolved.draw(&context)
    }
}
