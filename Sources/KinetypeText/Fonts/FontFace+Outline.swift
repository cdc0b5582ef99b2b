import Foundation
import KinetypePrimitives

extension FontFace {
    /// Kinetype: the outline of glyph `glyph` in font units, y up, as `hb_font_get_glyph_shape`
    /// gives it (from the face's ``outlines`` once read); empty for a glyph without one.
    package func outline(of glyph: UInt32) -> Path {
        var path = Path()
        for element in OutlineSink.outline(of: glyph, in: self) {
            switch element {
            case .move(let x, let y): path.move(to: CGPoint(x: x, y: y))
            case .line(let x, let y): path.addLine(to: CGPoint(x: x, y: y))
            case .quad(let cx, let cy, let x, let y): path.addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: cx, y: cy))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                path.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y))
            case .close: path.closeSubpath()
            }
        }
        return path
    }

    /// What the face's outline cache did so far, and what it holds.
    package var outlineStatistics: CacheStatistics { outlines.statistics }
}
