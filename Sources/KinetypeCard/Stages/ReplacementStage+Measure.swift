import Foundation
import KinetypeEffects
import KinetypeText

extension ReplacementStage {
    /// The box of the text the stage shows at `moment` as a layer measures it, `text` being the
    /// layer's own (`layout` lays a text out as the layer does): the text before the first
    /// replacement starts; while a replacement runs, the box moving from the old text's to the
    /// new one's as the change progresses (an interpolate replace's text in between as it is);
    /// the new text's once it is done. A plate that hugs the text grows and shrinks with it.
    func measure(_ text: Text, at moment: LayerMoment, layout: (Text) throws -> Text.Layout) throws -> LayerMeasure {
        let started = replacements.filter { moment.local >= $0.time }
        guard let replacement = started.last else { return LayerMeasure(try layout(text)) }
        let before = started.count > 1 ? started[started.count - 2].text : text
        let elapsed = moment.local - replacement.time
        if replacement.interpolation != nil {
            let shown = elapsed < replacement.duration(count: 0) ? replacement.interpolatedText(from: before, at: elapsed) : replacement.text
            return LayerMeasure(try layout(shown))
        }
        let old = try layout(before), new = try layout(replacement.text)
        let count = max(TextReplacement.slices(old).count, TextReplacement.slices(new).count)
        guard elapsed < replacement.duration(count: count) else { return LayerMeasure(new) }
        let from = LayerMeasure(old), to = LayerMeasure(new)
        let progress = CGFloat(replacement.wholeProgress(at: elapsed))
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        // A spring may carry the box past the new size and back, never below nothing.
        return LayerMeasure(size: CGSize(width: max(0, mix(from.size.width, to.size.width)),
                                         height: max(0, mix(from.size.height, to.size.height))),
                            firstBaseline: mix(from.firstBaseline, to.firstBaseline),
                            lastBaseline: mix(from.lastBaseline, to.lastBaseline), direction: to.direction)
    }

    /// The text the layer's stack weighs for how much it can grow at `moment`: the text of the
    /// latest replacement that has started, else `text`.
    func latestText(_ text: Text, at moment: LayerMoment) -> Text {
        replacements.last { moment.local >= $0.time }?.text ?? text
    }
}
