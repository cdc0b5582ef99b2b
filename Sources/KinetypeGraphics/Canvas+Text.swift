import Foundation
import KinetypePrimitives
import KinetypeText

extension Canvas {
    /// Draws every line of `layout` with its top-left corner at `origin`, in each run's colour or
    /// `color` where the text set none.
    public func draw(_ layout: Text.Layout, at origin: CGPoint, color: Color = .white,
                     options: Text.Layout.DrawingOptions = []) {
        var context = GraphicsContext(canvas: self)
        context.foregroundColor = color
        context.translateBy(x: origin.x, y: origin.y)
        context.draw(layout, options: options)
    }
}
