import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText


/// A marker highlight sweeping behind the runs that carry a `KinetypeText/HighlightAttribute`.
public struct HighlightRenderer: TextRenderer {
    /// 0: no highlight; 1: the highlight covers each marked run.
    public var progress: Double
    /// The corner radius of the marker's box, in points; 6 by default.
    public var cornerRadius: CGFloat
    /// How a caption page is drawn instead, when the text carries caption words: a box behind
    /// the word being spoken.
    public var captions: CaptionStyleRenderer?

    /// The renderer's ``progress`` (`Animatable`), so animating it sweeps the marker.
    public var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    /// A marker `progress` of the way across each marked run (clamped to 0…1 and eased in and out),
    /// with `captions` drawing a caption page instead.
    public init(progress: Double, cornerRadius: CGFloat = 6, captions: CaptionStyleRenderer? = nil) {
        self.progress = progress
        self.cornerRadius = cornerRadius
        self.captions = captions
    }

    /// Fills a rounded box behind each marked run, from just under the x-height to just below the
    /// baseline, in the attribute's colour at 85% opacity, growing from the run's start (its right
    /// end in right-to-left text); then draws the text over it (`TextRenderer`). A caption page
    /// (runs with a ``CaptionWordAttribute``) goes to ``captions`` instead, when set.
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
