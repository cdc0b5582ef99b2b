import Foundation
import KinetypePrimitives
import KinetypeSymbols
import KinetypeText

extension TextReplacement {
    /// An interpolate replace's options; nil for another replace.
    public var interpolation: InterpolateOptions? {
        for case .interpolate(let options) in effect.options { return options }
        return nil
    }

    /// `text` as an interpolate replace with `options` shows it at the end: every span with the
    /// options' axes on its font, at their size, tracking and colour (settings left out keep
    /// the text's own).
    ///
    /// - Throws: `PrimitivesError` when the colour is not one (`Color(parsing:)`'s grammar).
    public static func interpolationTarget(_ text: Text, options: InterpolateOptions) throws -> Text {
        let color = try options.color.map { try Color(parsing: $0) }
        return text.restyled(variations: options.axes.map { FontVariation($0.tag, $0.value) },
                             size: options.size.map { CGFloat($0) }, tracking: options.tracking.map { CGFloat($0) },
                             color: color)
    }

    /// The text an interpolate replace shows `local` seconds after it started, coming from
    /// `old`: the two texts' sizes, axes, tracking and colour mixed by the change's progress
    /// (an ease-in-out over 0.35 s by default; a spring's may pass 1 and come back). When the
    /// two do not show the same string in the same spans, the new text takes over halfway.
    public func interpolatedText(from old: Text, at local: TimeInterval) -> Text {
        let progress = wholeProgress(at: local)
        if let mixed = old.interpolated(to: text, fraction: progress) { return mixed }
        return progress < 0.5 ? old : text
    }
}
