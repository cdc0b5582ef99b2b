import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeRasterKernels
import KinetypeText

extension Canvas {
    var pixelBounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Draws `operation` with `state`: straight onto the canvas; through a group when opacity must
    /// apply to the whole (gradients, colour glyphs) or a mask clips; through an offscreen layer
    /// the size of the operation plus the filters' reach when filters apply. Adds the touched
    /// pixels to `dirty`.
    func render(_ operation: DrawOperation, _ state: DrawState, dirty: inout PixelRect, withTextShadows: Bool = true) {
        guard state.opacity > 0 else { return }
        if case .beneath(let wanted) = state.textShadows {
            // The first of two passes (``TextShadowPass``): only text with these shadows, plainly.
            guard withTextShadows, case .text(let pieces, let options) = operation else { return }
            let kept = pieces.filter { Self.shadows(of: $0, beneath: true) == wanted }
            guard !kept.isEmpty else { return }
            var plain = state
            plain.textShadows = .all
            render(.text(kept, options), plain, dirty: &dirty, withTextShadows: false)
            return
        }
        if withTextShadows, case .text(let pieces, let options) = operation,
           let groups = Self.shadowGroups(pieces, onlyInner: state.textShadows.isAbove) {
            // Text with shadows (``TextPaint``): each group of pieces that shares its shadows is
            // drawn with them as the first filters, then the context's own.
            for (group, shadows) in groups {
                var shadowed = state
                shadowed.filters = shadows.flatMap(\.filters).map { $0.scaled(by: state.transformScale) } + state.filters
                render(.text(group, options), shadowed, dirty: &dirty, withTextShadows: false)
            }
            return
        }
        let bounds = deviceBounds(of: operation, transform: state.transform)
        guard !bounds.isNull, !bounds.isEmpty || bounds.width > 0 || bounds.height > 0 else { return }
        var region = PixelRect(enclosing: bounds.insetBy(dx: -1, dy: -1))
        if !state.filters.isEmpty {
            region = region.expanded(by: state.filters.map(\.reach).reduce(0, +))
        }
        region = region.intersection(pixelBounds)
        guard !region.isEmpty else { return }
        dirty = dirty.isEmpty ? region : dirty.union(region)

        if !state.filters.isEmpty {
            guard let layer = try? Canvas(width: region.width, height: region.height) else { return }
            let shifted = state.transform.concatenating(CGAffineTransform(translationX: CGFloat(-region.x), y: CGFloat(-region.y)))
            layer.paint(operation, transform: shifted, alpha: 1, foreground: state.foregroundColor)
            layer.applyFilters(state.filters, origin: region)
            compositeSurface(layer, at: region, state)
            return
        }
        let hasMask = state.clips.contains { if case .mask = $0 { return true } else { return false } }
        // Clipped only to boxes of whole pixels (karaoke's sung and unsung parts of a word):
        // drawn whole in a group, then painted through the box, so the parts of a drawing cut at
        // the same pixel edge add up to exactly the pixels of the whole. Cairo would otherwise
        // cut the outlines at the box before filling them, which moves a few coverage values
        // near the cut, so the page's shape, and the shadow cast from it, would change as the
        // cut moves.
        let box = Self.wholePixelBox(state.clips)
        let needsGroup = hasMask || box != nil || (state.opacity < 1 && !operation.takesAlphaDirectly)
        cairo.save()
        if box == nil { applyPathClips(state.clips) }
        cairo.setOperator(state.blendMode)
        if needsGroup {
            cairo.rectangle(Double(region.x), Double(region.y), Double(region.width), Double(region.height))
            cairo.clip()
            cairo.pushGroup()
            // The drawing goes into the empty group as it is; the blend mode (restored with the
            // state the group saved) applies when the group is painted.
            cairo.setOperator(.normal)
            paint(operation, transform: state.transform, alpha: 1, foreground: state.foregroundColor)
            cairo.popGroupToSource()
            cairo.identityMatrix()
            if let box {
                cairo.rectangle(Double(box.x), Double(box.y), Double(box.width), Double(box.height))
                cairo.clip()
            }
            paintSource(opacity: state.opacity, clips: state.clips)
        } else {
            paint(operation, transform: state.transform, alpha: state.opacity, foreground: state.foregroundColor)
        }
        cairo.restore()
    }

    /// A piece's drop shadows and glows (`beneath`), or its inner shadows.
    package static func shadows(of piece: TextPiece, beneath: Bool) -> [TextShadow] {
        (TextPaint.of(piece.run)?.shadows ?? []).filter { ($0.kind == .inner) != beneath }
    }

    /// The pieces in runs of equal shadows (only inner shadows with `onlyInner`), when any piece
    /// has shadows; nil when none has.
    package static func shadowGroups(_ pieces: [TextPiece], onlyInner: Bool) -> [([TextPiece], [TextShadow])]? {
        let shadows = pieces.map { onlyInner ? Self.shadows(of: $0, beneath: false) : TextPaint.of($0.run)?.shadows ?? [] }
        guard shadows.contains(where: { !$0.isEmpty }) else { return nil }
        var groups: [([TextPiece], [TextShadow])] = []
        for (piece, pieceShadows) in zip(pieces, shadows) {
            if let last = groups.last, last.1 == pieceShadows {
                groups[groups.count - 1].0.append(piece)
            } else {
                groups.append(([piece], pieceShadows))
            }
        }
        return groups
    }

    /// Composites a whole-canvas layer's `layerDirty` pixels, filtering them first.
    func composite(layer: Canvas, dirty layerDirty: PixelRect, _ state: DrawState, dirty: inout PixelRect) {
        guard state.opacity > 0 else { return }
        if state.filters.isEmpty {
            let region = layerDirty.intersection(pixelBounds)
            guard !region.isEmpty else { return }
            dirty = dirty.isEmpty ? region : dirty.union(region)
            compositeSurface(layer, at: PixelRect(x: 0, y: 0, width: layer.width, height: layer.height), state, clipTo: region)
            return
        }
        let region = layerDirty.expanded(by: state.filters.map(\.reach).reduce(0, +)).intersection(pixelBounds)
        guard !region.isEmpty, let part = try? Canvas(width: region.width, height: region.height) else { return }
        dirty = dirty.isEmpty ? region : dirty.union(region)
        part.cairo.setOperator(.copy)
        part.cairo.setSource(layer.surface, x: Double(-region.x), y: Double(-region.y))
        part.cairo.paint()
        part.applyFilters(state.filters, origin: region)
        compositeSurface(part, at: region, state)
    }

    /// Paints `source` (whose top-left is at `region`'s origin) with the state's blend mode,
    /// opacity and clips.
    private func compositeSurface(_ source: Canvas, at region: PixelRect, _ state: DrawState, clipTo limit: PixelRect? = nil) {
        source.surface.flush()
        cairo.save()
        cairo.identityMatrix()
        applyPathClips(state.clips)
        if let limit {
            cairo.rectangle(Double(limit.x), Double(limit.y), Double(limit.width), Double(limit.height))
            cairo.clip()
        }
        cairo.setOperator(state.blendMode)
        cairo.setSource(source.surface, x: Double(region.x), y: Double(region.y))
        paintSource(opacity: state.opacity, clips: state.clips)
        cairo.restore()
    }

    /// Paints the current source through the mask clips (if any) at `opacity`.
    private func paintSource(opacity: Double, clips: [ClipShape]) {
        let masks = clips.compactMap { clip -> (Canvas, Double)? in
            if case .mask(let canvas, let maskOpacity) = clip { return (canvas, maskOpacity) }
            return nil
        }
        guard let (mask, maskOpacity) = masks.first else {
            cairo.paint(alpha: opacity)
            return
        }
        // Source × opacity × mask alpha: group the faded source, then mask it (the blend mode
        // applies to the masking, not inside the group).
        cairo.pushGroup()
        cairo.setOperator(.normal)
        cairo.paint(alpha: opacity * maskOpacity)
        cairo.popGroupToSource()
        mask.surface.flush()
        cairo.mask(mask.surface)
    }

    /// The box of whole device pixels that `clips` come to when every clip is a path holding
    /// one axis-aligned rectangle with whole-pixel corners (their intersection); nil when there
    /// are no clips or any clip is something else.
    static func wholePixelBox(_ clips: [ClipShape]) -> PixelRect? {
        guard !clips.isEmpty else { return nil }
        var box: PixelRect?
        for clip in clips {
            guard case .path(let path, _, false) = clip, let rect = wholePixelRectangle(path) else { return nil }
            box = box.map { $0.intersection(rect) } ?? rect
        }
        return box
    }

    /// The rectangle `path` holds when it is one closed axis-aligned rectangle whose corners lie
    /// on whole pixels (as `Path(_ rect:)` makes it); else nil.
    private static func wholePixelRectangle(_ path: Path) -> PixelRect? {
        var points: [CGPoint] = []
        var closed = false
        var simple = true
        path.forEach { element in
            switch element {
            case .move(let p) where points.isEmpty: points.append(p)
            case .line(let p) where !closed: points.append(p)
            case .closeSubpath where !closed: closed = true
            default: simple = false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard simple, closed, points.count == 4 else { return nil }
        let whole = points.map { CGPoint(x: $0.x.rounded(), y: $0.y.rounded()) }
        guard zip(points, whole).allSatisfy({ abs($0.x - $1.x) < 1e-6 && abs($0.y - $1.y) < 1e-6 }) else { return nil }
        // Each side runs along one axis.
        for index in 0..<4 {
            let (a, b) = (whole[index], whole[(index + 1) % 4])
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let xs = whole.map(\.x), ys = whole.map(\.y)
        let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
        guard Set(xs).count <= 2, Set(ys).count <= 2 else { return nil }
        return PixelRect(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    private func applyPathClips(_ clips: [ClipShape]) {
        for clip in clips {
            guard case .path(let path, let evenOdd, let inverse) = clip else { continue }
            cairo.identityMatrix()
            cairo.newPath()
            if inverse {
                cairo.rectangle(0, 0, Double(width), Double(height))
                appendPath(path)
                cairo.setFillRule(evenOdd: true)
            } else {
                appendPath(path)
                cairo.setFillRule(evenOdd: evenOdd)
            }
            cairo.clip()
        }
    }

    /// Sets every pixel's alpha to its complement (for inverse layer clips); colour becomes black.
    func invertAlpha() {
        cairo.save()
        cairo.identityMatrix()
        cairo.setOperator(.xor)
        cairo.setSourceRGBA(0, 0, 0, 1)
        cairo.paint()
        cairo.restore()
    }
}

extension DrawOperation {
    /// True when opacity can multiply into the colours instead of needing a group.
    var takesAlphaDirectly: Bool {
        switch self {
        case .text(let pieces, _):
            // Glyphs stroked under or over their fill overlap themselves, as colour glyphs do.
            return !pieces.contains { $0.run.storage.face.hasColorGlyphs || TextPaint.of($0.run)?.stroke != nil }
        case .fill(_, let shading, _), .stroke(_, let shading, _):
            if case .color = shading.kind { return true }
            if case .foreground = shading.kind { return true }
            return false
        case .image:
            // Painted with the alpha (an SVG through a group of its own).
            return true
        }
    }
}

