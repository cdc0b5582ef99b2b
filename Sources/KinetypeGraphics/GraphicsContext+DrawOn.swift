import Foundation
import KinetypePrimitives
import KinetypeText

extension GraphicsContext {
    /// Kinetype: draws a slice as if being written: its glyph outlines stroked along each
    /// contour up to `progress` (0 nothing, 1 whole outlines), then, at `progress` 1, filled.
    /// Colour glyphs (which have no outlines) fade in instead. The stroke is `lineWidth` wide
    /// (by default a thirtieth of the font size) in the run's colour.
    public func drawProgressively(_ slice: Text.Layout.RunSlice, progress: Double, lineWidth: CGFloat? = nil) {
        // Within a thousandth of either end counts as the end: a round cap on a stroke of
        // length 1e-9 would otherwise leave a dot.
        let clamped = max(0, min(1, progress))
        guard clamped > 0.001 else { return }
        if clamped >= 0.999 {
            draw(slice, options: .disablesSubpixelQuantization)
            return
        }
        let outline = slice.outline
        if outline.isEmpty {
            var faded = self
            faded.opacity *= clamped
            faded.draw(slice, options: .disablesSubpixelQuantization)
            return
        }
        let color = slice.run.foregroundColor ?? foregroundColor
        let width = lineWidth ?? max(1, slice.run.font.size / 30)
        stroke(outline.trimmedContours(to: CGFloat(clamped)), with: .color(color),
               style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
    }
}
