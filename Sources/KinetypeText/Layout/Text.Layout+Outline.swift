import Foundation
import KinetypePrimitives

extension Text.Layout.RunSlice {
    /// Kinetype: the outlines of the slice's glyphs as a path in layout coordinates (y down),
    /// from the font's glyph shapes (`hb_font_get_glyph_shape`). Colour bitmap glyphs have none.
    /// A synthetic bold and oblique (``FontSynthesis``) are in it, as FreeType draws them:
    /// thickened by a 24th of the em, then sheared.
    public var outline: Path {
        var path = Path()
        for index in indices { run.storage.appendOutline(of: index, to: &path) }
        return path
    }
}

extension Text.Layout.Run {
    /// Kinetype: the outlines of every glyph of the run, in layout coordinates (y down).
    public var outline: Path {
        var path = Path()
        for index in storage.glyphs.indices { storage.appendOutline(of: index, to: &path) }
        return path
    }
}

extension Text.Layout.Line {
    /// Kinetype: the outlines of every glyph of the line, in layout coordinates (y down).
    public var outline: Path {
        var path = Path()
        for run in self { path.addPath(run.outline) }
        return path
    }
}

extension RunStorage {
    /// Adds glyph `index`'s outline, scaled from font units (y up) to pixels (y down) and placed.
    func appendOutline(of index: Int, to path: inout Path) {
        let glyph = glyphs[index]
        let scale = self.scale
        let origin = CGPoint(x: lineOrigin.x + glyph.drawPosition.x, y: lineOrigin.y + glyph.drawPosition.y)
        // A synthetic oblique shears the outline as cairo does when it draws the glyph.
        let shear = synthesis.contains(.oblique) ? FontSynthesis.obliqueShear : 0
        func point(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: origin.x + (CGFloat(x) + shear * CGFloat(y)) * scale, y: origin.y - CGFloat(y) * scale)
        }
        var elements = OutlineSink.outline(of: glyph.id, in: face)
        if synthesis.contains(.bold) {
            elements = FontSynthesis.emboldened(elements, strength: Double(face.unitsPerEm) * FontSynthesis.boldStrength)
        }
        for element in elements {
            switch element {
            case .move(let x, let y): path.move(to: point(x, y))
            case .line(let x, let y): path.addLine(to: point(x, y))
            case .quad(let cx, let cy, let x, let y): path.addQuadCurve(to: point(x, y), control: point(cx, cy))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                path.addCurve(to: point(x, y), control1: point(c1x, c1y), control2: point(c2x, c2y))
            case .close: path.closeSubpath()
            }
        }
    }
}
