import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText


/// A marker highlight sweeping behind the runs that carry a ``HighlightAttribute``.
public struct HighlightRenderer: TextRenderer {
    /// 0: no highlight; 1: the highlight covers each marked run.
    public var progress: Double
    public var cornerRadius: CGFloat
    /// How a caption page is drawn instead, when the text carries caption words: a box behind
    /// the word being spoken.
    public var captions: CaptionStyleRenderer?

    public var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    public init(progress: Double, cornerRadius: CGFloat = 6, captions: CaptionStyleRenderer? = nil) {
        self.progress = progress
        self.cornerRadius = cornerRadius
        self.captions = captions
    }

    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        if let captions, layout.contains(where: { line in line.contains { $0[CaptionWordAttribute.self] != nil } }) {
            return captions.draw(layout: layout, in: &context)
        }
        let sweep = UnitCurve.easeInOut.value(at: max(0, min(1, progress)))
        for line in layout {
            for run in line {
                guard let highlight = run[HighlightAttribute.self], sweep > 0 else { continue }
                let bounds = run.typographicBounds
                // From just under the x-height to just below the baseline, like a marker stroke.
                var rect = CGRect(x: bounds.rect.minX - 4, y: bounds.origin.y - bounds.ascent * 0.55,
                                  width: bounds.width + 8, height: bounds.ascent * 0.55 + bounds.descent * 0.6)
                rect.size.width *= CGFloat(sweep)
                if run.layoutDirection == .rightToLeft { rect.origin.x = bounds.rect.maxX + 4 - rect.width }
                context.fill(Path(roundedRect: rect, cornerRadius: cornerRadius), with: .color(highlight.color.opacity(0.85)))
            }
        }
        for line in layout { context.draw(line) }
    }
}
