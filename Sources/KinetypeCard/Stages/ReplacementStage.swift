import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypeText

/// A layer's content transitions (`replace`, numeric text) as a stage: each replaces the text
/// before it at its time, drawing the change from the old text to the new while it runs.
public struct ReplacementStage: ContentStage {
    /// The replacements in time order (a counter is a chain of numeric-text replacements).
    public private(set) var replacements: [TextReplacement]

    /// A stage of `replacements`, kept sorted by their times.
    public init(_ replacements: [TextReplacement]) {
        self.replacements = replacements.sorted { $0.time < $1.time }
    }

    /// The latest replacement that has started draws the change from the text before it (the
    /// layer's text, or the replacement before) to its own; once done, its text is the text,
    /// drawn by the layer's renderer and animators as the text before it was. An interpolate
    /// replace's texts in between are drawn that way too.
    public func content(_ text: Text, at moment: LayerMoment, placement: LayerPlacement,
                        in context: GraphicsContext) throws -> Text? {
        let started = replacements.filter { moment.local >= $0.time }
        guard let replacement = started.last else { return text }
        let before = started.count > 1 ? started[started.count - 2].text : text
        if replacement.interpolation != nil {
            // The same text re-styled: laid out and drawn at the values in between, as the text is.
            let elapsed = moment.local - replacement.time
            var next = elapsed < replacement.duration(count: 0) ? replacement.interpolatedText(from: before, at: elapsed) : replacement.text
            if let renderer = text.attachedRenderer { next.attachedRenderer = renderer }
            return next
        }
        let old = try placement.layout(before)
        let new = try placement.layout(replacement.text)
        let elapsed = moment.local - replacement.time
        let count = max(TextReplacement.slices(old).count, TextReplacement.slices(new).count)
        guard elapsed < replacement.duration(count: count) else {
            var next = replacement.text
            if let renderer = text.attachedRenderer { next.attachedRenderer = renderer }
            return next
        }
        var context = context
        context.drawPieces(of: [old, new]) {
            replacement.draw(old: old, at: placement.origin(of: old), new: new, at: placement.origin(of: new), local: elapsed, in: $0)
        }
        return nil
    }

    /// One ``TitleCard/Timeline/Interval/Kind/replace`` interval for each replacement: from its time for
    /// as long as it runs over the layer's characters, named by its effect.
    public func intervals(in span: LayerSpan) -> [TitleCard.Timeline.Interval] {
        replacements.compactMap { replacement in
            span.interval(.replace, replacement.effect.description, from: replacement.time,
                          to: replacement.time + replacement.duration(count: span.count))
        }
    }
}
