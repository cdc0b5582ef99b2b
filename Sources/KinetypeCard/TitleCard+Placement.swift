import Foundation
import KinetypeText

extension TitleCard {
    /// Kinetype: a text layer's layout at `time` (seconds of the card) as the card draws it, with
    /// its text steps applied, and the point of the canvas its layout's origin sits at; nil when
    /// the layer is not text, runs along a path, or does not show then.
    ///
    /// Writers that place the words themselves (an animated ASS script) read the words' boxes
    /// here, so their frames line up with the card's: the same wrapping width, the same anchor,
    /// offset and whole-point rounding as drawing (`TitleCard+Drawing`). Transform, transition and
    /// glyph steps, which move the drawn text away from this place, are left out.
    package func placedLayout(of layer: Layer, at time: TimeInterval) throws -> (layout: Text.Layout, origin: CGPoint)? {
        let end = layer.end ?? duration
        guard let content = layer.content as? TextContent, time >= layer.start, time <= end + 1e-9 else { return nil }
        let moment = LayerMoment(local: time - layer.start, time: time, start: layer.start, end: end,
                                 canvas: CGSize(width: width, height: height), frameDuration: 1 / fps, reduceMotion: reduceMotion)
        var text = content.text(moment.local)
        for case let stage as any TextStage in layer.stages {
            text = try stage.apply(to: text, at: moment)
        }
        guard text.textPath == nil else { return nil }
        let layout = try self.layout(text, maxWidth: wrappingWidth(of: layer))
        return (layout, origin(of: layout.size, for: layer, rightToLeft: layout.first?.paragraphDirection == .rightToLeft))
    }
}
