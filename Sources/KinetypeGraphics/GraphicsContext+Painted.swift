import Foundation
import KinetypePrimitives

extension GraphicsContext {
    /// Draws `path` painted as text is (``TextPaint``): filled with `fill` (nil for none) over
    /// its drop shadows and glows and under its inner shadows, and stroked under, over or
    /// instead of the fill, the stroke's style placed in `box`. Shape layers and outline
    /// morphs draw this way.
    ///
    /// ```swift
    /// let canvas = try Canvas(width: 120, height: 80)
    /// let box = CGRect(x: 20, y: 10, width: 80, height: 60)
    /// GraphicsContext(canvas: canvas).drawPainted(Path(ellipseIn: box), fill: .color(.white),
    ///                                             stroke: TextStroke(AnyShapeStyle(Color.black), lineWidth: 4),
    ///                                             shadows: [TextShadow(color: .black, radius: 6, y: 3)], in: box)
    /// ```
    public func drawPainted(_ path: Path, fill: Shading?, stroke: TextStroke?, shadows: [TextShadow], in box: CGRect) {
        drawPainted(path, fills: fill.map { [($0, 1)] } ?? [], stroke: stroke, shadows: shadows, in: box)
    }

    /// Draws `path` as ``drawPainted(_:fill:stroke:shadows:in:)`` does, its fills laid one over
    /// the other in one layer, each at its opacity: a cross-fade from one fill to another.
    package func drawPainted(_ path: Path, fills: [(shading: Shading, opacity: Double)], stroke: TextStroke?,
                             shadows: [TextShadow], in box: CGRect) {
        var shadowed = self
        for shadow in shadows where shadow.kind != .inner {
            for filter in shadow.filters { shadowed.addFilter(filter) }
        }
        let inner = shadows.filter { $0.kind == .inner }.flatMap(\.filters)
        let paint = { (context: inout GraphicsContext) in
            if let stroke, stroke.placement == .underFill { context.stroke(path, with: stroke, in: box) }
            if stroke?.placement != .only, !fills.isEmpty {
                var filled = context
                for filter in inner { filled.addFilter(filter) }
                if fills.count == 1, fills[0].opacity == 1 {
                    filled.fill(path, with: fills[0].shading)
                } else {
                    filled.drawLayer { layer in
                        for fill in fills {
                            var faded = layer
                            faded.opacity *= fill.opacity
                            faded.fill(path, with: fill.shading)
                        }
                    }
                }
            }
            if let stroke, stroke.placement != .underFill { context.stroke(path, with: stroke, in: box) }
        }
        if shadows.isEmpty {
            var context = self
            paint(&context)
        } else {
            shadowed.drawLayer { paint(&$0) }
        }
    }

    /// Strokes `path` with a text outline: its style placed in `box`, round caps, its join.
    package func stroke(_ path: Path, with stroke: TextStroke, in box: CGRect) {
        self.stroke(path, with: stroke.style.shading(in: box),
                    style: StrokeStyle(lineWidth: stroke.lineWidth, lineCap: .round, lineJoin: stroke.lineJoin))
    }
}

extension TextStroke {
    /// The outline `amount` of the way from `from` to `to`: the width moves (from or to 0 when
    /// one side has no outline), a colour moves to a colour; a gradient or other style, the join
    /// and the placement switch half-way. Nil when neither side has an outline.
    package static func interpolated(_ from: TextStroke?, _ to: TextStroke?, amount: Double) -> TextStroke? {
        guard let near = amount < 0.5 ? from ?? to : to ?? from else { return nil }
        var stroke = near
        let a = CGFloat(amount)
        stroke.lineWidth = (from?.lineWidth ?? 0) * (1 - a) + (to?.lineWidth ?? 0) * a
        if let start = (from ?? to)?.style.color, let end = (to ?? from)?.style.color {
            stroke.style = AnyShapeStyle(start.interpolated(towards: end, amount: amount))
        }
        return stroke
    }
}

extension TextShadow {
    /// The shadows `amount` of the way from `from` to `to`: the two lists pair by place where
    /// the kinds agree, and a pair's colour, radius and offset move; the others fade out (or in).
    package static func interpolated(_ from: [TextShadow], _ to: [TextShadow], amount: Double) -> [TextShadow] {
        let a = CGFloat(amount)
        var result: [TextShadow] = []
        for index in 0..<max(from.count, to.count) {
            let start = index < from.count ? from[index] : nil, end = index < to.count ? to[index] : nil
            if let start, let end, start.kind == end.kind {
                var shadow = start
                shadow.color = start.color.interpolated(towards: end.color, amount: amount)
                shadow.radius = start.radius * (1 - a) + end.radius * a
                shadow.x = start.x * (1 - a) + end.x * a
                shadow.y = start.y * (1 - a) + end.y * a
                result.append(shadow)
            } else {
                if var start { start.color = start.color.opacity(1 - amount); result.append(start) }
                if var end { end.color = end.color.opacity(amount); result.append(end) }
            }
        }
        return result
    }
}
