import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeRasterKernels
import KinetypeText

extension Canvas {
    /// The device-space box an operation can touch (glyph boxes are padded by a third of the
    /// em for overhangs, marks and colour bitmaps; strokes by their width).
    func deviceBounds(of operation: DrawOperation, transform: CGAffineTransform) -> CGRect {
        var user = CGRect.null
        switch operation {
        case .text(let pieces, _):
            for piece in pieces where !piece.glyphs.isEmpty {
                let pad = piece.run.font.size * 0.35 + (TextPaint.of(piece.run)?.stroke?.reach ?? 0)
                user = user.union(piece.run.storage.bounds(of: piece.glyphs).rect.insetBy(dx: -pad, dy: -pad))
            }
        case .fill(let path, _, _):
            user = path.boundingRect
        case .stroke(let path, _, let style):
            let pad = style.lineWidth * max(1, style.lineJoin == .miter ? min(style.miterLimit, 4) : 1)
            user = path.boundingRect.insetBy(dx: -pad, dy: -pad)
        case .image(_, let rect):
            user = rect
        }
        return user.isNull ? user : user.applying(transform)
    }

    /// Paints `operation` with `transform` as the user space, its colours' alpha multiplied by `alpha`.
    func paint(_ operation: DrawOperation, transform: CGAffineTransform, alpha: Double, foreground: Color) {
        cairo.save()
        cairo.setMatrix(transform)
        switch operation {
        case .text(let pieces, let options):
            for piece in pieces where !piece.glyphs.isEmpty {
                paintText(piece, options: options, alpha: alpha, foreground: foreground)
            }
        case .fill(let path, let shading, let style):
            cairo.newPath()
            appendPath(path)
            cairo.setFillRule(evenOdd: style.isEOFilled)
            if !style.isAntialiased { cairo.disableAntialiasing() }
            if paintMeshBackground(shading, alpha: alpha) { cairo.fillPreserve() }
            setSource(shading, alpha: alpha, foreground: foreground)
            cairo.fill()
        case .stroke(let path, let shading, let style):
            cairo.newPath()
            appendPath(path)
            cairo.setLineWidth(Double(style.lineWidth))
            cairo.setLineCap(style.lineCap)
            cairo.setLineJoin(style.lineJoin)
            cairo.setMiterLimit(Double(style.miterLimit))
            if !style.dash.isEmpty {
                let dashes = style.dash.map { Double($0) }
                cairo.setDash(dashes, phase: Double(style.dashPhase))
            }
            if paintMeshBackground(shading, alpha: alpha) { cairo.strokePreserve() }
            setSource(shading, alpha: alpha, foreground: foreground)
            cairo.stroke()
        case .image(let image, let rect):
            paintImage(image, in: rect, alpha: alpha)
        }
        cairo.restore()
    }

    /// Sets `color`, its alpha multiplied by `alpha`, as the source.
    func setColor(_ color: Color, alpha: Double) {
        let c = color.resolve()
        cairo.setSourceRGBA(Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity) * alpha)
    }

    /// Appends `path` to Cairo's current path (quadratic curves become cubics).
    func appendPath(_ path: Path) {
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                cairo.move(to: Double(p.x), Double(p.y))
                current = p
            case .line(let p):
                cairo.line(to: Double(p.x), Double(p.y))
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo.curve(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), to: Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                cairo.curve(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), to: Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo.closePath()
                let (x, y) = cairo.currentPoint
                current = CGPoint(x: x, y: y)
            }
        }
    }
}
