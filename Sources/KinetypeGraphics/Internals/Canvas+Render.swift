import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeRasterKernels
import KinetypeText
internal import CKinetypeCairo

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
        cairo_save(cairo)
        if box == nil { applyPathClips(state.clips) }
        setOperator(state.blendMode)
        if needsGroup {
            cairo_rectangle(cairo, Double(region.x), Double(region.y), Double(region.width), Double(region.height))
            cairo_clip(cairo)
            cairo_push_group(cairo)
            // The drawing goes into the empty group as it is; the blend mode (restored with the
            // state the group saved) applies when the group is painted.
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            paint(operation, transform: state.transform, alpha: 1, foreground: state.foregroundColor)
            cairo_pop_group_to_source(cairo)
            cairo_identity_matrix(cairo)
            if let box {
                cairo_rectangle(cairo, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
                cairo_clip(cairo)
            }
            paintSource(opacity: state.opacity, clips: state.clips)
        } else {
            paint(operation, transform: state.transform, alpha: state.opacity, foreground: state.foregroundColor)
        }
        cairo_restore(cairo)
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
        cairo_set_operator(part.cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(part.cairo, layer.surface, Double(-region.x), Double(-region.y))
        cairo_paint(part.cairo)
        part.applyFilters(state.filters, origin: region)
        compositeSurface(part, at: region, state)
    }

    /// Paints `source` (whose top-left is at `region`'s origin) with the state's blend mode,
    /// opacity and clips.
    private func compositeSurface(_ source: Canvas, at region: PixelRect, _ state: DrawState, clipTo limit: PixelRect? = nil) {
        cairo_surface_flush(source.surface)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        applyPathClips(state.clips)
        if let limit {
            cairo_rectangle(cairo, Double(limit.x), Double(limit.y), Double(limit.width), Double(limit.height))
            cairo_clip(cairo)
        }
        setOperator(state.blendMode)
        cairo_set_source_surface(cairo, source.surface, Double(region.x), Double(region.y))
        paintSource(opacity: state.opacity, clips: state.clips)
        cairo_restore(cairo)
    }

    /// Paints the current source through the mask clips (if any) at `opacity`.
    private func paintSource(opacity: Double, clips: [ClipShape]) {
        let masks = clips.compactMap { clip -> (Canvas, Double)? in
            if case .mask(let canvas, let maskOpacity) = clip { return (canvas, maskOpacity) }
            return nil
        }
        guard let (mask, maskOpacity) = masks.first else {
            cairo_paint_with_alpha(cairo, opacity)
            return
        }
        // Source × opacity × mask alpha: group the faded source, then mask it (the blend mode
        // applies to the masking, not inside the group).
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_paint_with_alpha(cairo, opacity * maskOpacity)
        cairo_pop_group_to_source(cairo)
        cairo_surface_flush(mask.surface)
        cairo_mask_surface(cairo, mask.surface, 0, 0)
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
            cairo_identity_matrix(cairo)
            cairo_new_path(cairo)
            if inverse {
                cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
                appendPath(path)
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            } else {
                appendPath(path)
                cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            }
            cairo_clip(cairo)
        }
    }

    private func setOperator(_ mode: GraphicsContext.BlendMode) {
        cairo_set_operator(cairo, CairoOperators.map[mode] ?? CAIRO_OPERATOR_OVER)
    }

    /// Runs the filters over the whole canvas, in order (premultiplied ARGB32, in place); the
    /// canvas is the part of a larger one whose top-left corner is `origin`'s (for the positions
    /// shader-style effects see).
    func applyFilters(_ filters: [GraphicsContext.Filter], origin: PixelRect = PixelRect(x: 0, y: 0, width: 0, height: 0)) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!
        data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { pixels in
            let buffer = PixelBuffer(width: width, height: height, stride: stride,
                                     pixels: UnsafeMutableBufferPointer(start: pixels, count: stride * height))
            var scratch = BlurScratch()
            for filter in filters {
                switch filter.kind {
                case .blur(let radius):
                    GaussianBlur(radius: radius).apply(to: buffer, region: buffer.bounds, scratch: &scratch)
                case .matrix(let matrix, _):
                    matrix.apply(to: buffer, region: buffer.bounds)
                case .colorEffect(let effect, let scale):
                    ShaderEffects(buffer: buffer, originX: origin.x, originY: origin.y, scale: scale).apply { position, color in
                        effect(position, color)
                    }
                case .distortionEffect(let effect, _, let scale):
                    ShaderEffects(buffer: buffer, originX: origin.x, originY: origin.y, scale: scale).applyReadingLayer { position, layer in
                        layer.sample(at: effect(position))
                    }
                case .layerEffect(let effect, _, let scale):
                    ShaderEffects(buffer: buffer, originX: origin.x, originY: origin.y, scale: scale).applyReadingLayer(effect)
                case .innerShadow(let color, let radius, let x, let y):
                    // The shadow the outside casts (alpha inverted), kept where the drawing
                    // is and laid over it: out = shadow × source alpha + source × (1 − that).
                    var outside = Frame(width: width, height: height)
                    var shadow = outside.withPixelBuffer { outsideBuffer in
                        for row in 0..<height {
                            for column in 0..<width {
                                outsideBuffer[x: column, y: row] = (255 - (buffer[x: column, y: row] >> 24)) << 24
                            }
                        }
                        return Canvas.shadow(of: outsideBuffer, color: color, radius: radius, x: x, y: y, scratch: &scratch)
                    }
                    shadow.withPixelBuffer { shadowBuffer in
                        for row in 0..<height {
                            for column in 0..<width {
                                let s = buffer[x: column, y: row]
                                let alpha = s >> 24
                                guard alpha > 0 else { continue }
                                let inside = Canvas.scaled(shadowBuffer[x: column, y: row], by: alpha)
                                buffer[x: column, y: row] = Canvas.over(inside, s, inverse: 255 - (inside >> 24))
                            }
                        }
                    }
                case .shadowsOnly(let shadows):
                    // The drawing stays in `buffer` while each shadow is cast from it over the
                    // shadows so far; the shadows gather in `beneath`, which then replaces it.
                    var beneath = Frame(width: width, height: height)
                    beneath.withPixelBuffer { beneathBuffer in
                        for case .shadow(let color, let radius, let x, let y) in shadows.map(\.kind) {
                            var source = Frame(width: width, height: height)
                            var shadow = source.withPixelBuffer { sourceBuffer in
                                for row in 0..<height {
                                    for column in 0..<width {
                                        let s = buffer[x: column, y: row]
                                        sourceBuffer[x: column, y: row] = Canvas.over(s, beneathBuffer[x: column, y: row], inverse: 255 - (s >> 24))
                                    }
                                }
                                return Canvas.shadow(of: sourceBuffer, color: color, radius: radius, x: x, y: y, scratch: &scratch)
                            }
                            shadow.withPixelBuffer { shadowBuffer in
                                for row in 0..<height {
                                    for column in 0..<width {
                                        let b = beneathBuffer[x: column, y: row]
                                        beneathBuffer[x: column, y: row] = Canvas.over(b, shadowBuffer[x: column, y: row], inverse: 255 - (b >> 24))
                                    }
                                }
                            }
                        }
                        for row in 0..<height {
                            for column in 0..<width { buffer[x: column, y: row] = beneathBuffer[x: column, y: row] }
                        }
                    }
                case .shadow(let color, let radius, let x, let y):
                    let caster = DropShadow(color: color.resolve(), radius: radius, x: x, y: y)
                    let (shadow, shadowInk) = ShadowCache.shadow(of: buffer, caster) {
                        Canvas.shadow(of: buffer, color: color, radius: radius, x: x, y: y, scratch: &scratch)
                    }
                    guard let shadowInk else { continue }
                    shadow.pixels.withUnsafeBufferPointer { cast in
                        // The drawing over its shadow: out = source + shadow × (1 − source alpha),
                        // where the shadow has ink (elsewhere it adds nothing).
                        let pixels = buffer.pixels.baseAddress!
                        for row in shadowInk.minY..<shadowInk.maxY {
                            let shade = cast.baseAddress! + row * shadow.stride, drawn = pixels + row * buffer.stride
                            for column in shadowInk.minX..<shadowInk.maxX {
                                let d = shade[column]
                                guard d != 0 else { continue }
                                let s = drawn[column]
                                let inverse = 255 - (s >> 24)
                                guard inverse > 0 else { continue }
                                drawn[column] = Canvas.over(s, d, inverse: inverse)
                            }
                        }
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The shadow `source` casts (``DropShadow``), in a frame of its own.
    private static func shadow(of source: PixelBuffer, color: Color, radius: Double, x: Double, y: Double,
                               scratch: inout BlurScratch) -> Frame {
        var shadow = Frame(width: source.width, height: source.height)
        shadow.withPixelBuffer { target in
            DropShadow(color: color.resolve(), radius: radius, x: x, y: y).render(from: source, region: source.bounds, into: target, scratch: &scratch)
        }
        return shadow
    }

    /// Every premultiplied channel of `pixel` times `factor / 255`.
    static func scaled(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let value = ((pixel >> UInt32(shift)) & 0xFF) * factor
            result |= ((value + 127) / 255) << UInt32(shift)
        }
        return result
    }

    /// `min(255, source + (destination × inverse + 127) / 255)` per premultiplied channel
    /// (`inverse` at most 255), two channels at a time (``ChannelPairs``).
    @inline(__always)
    package static func over(_ source: UInt32, _ destination: UInt32, inverse: UInt32) -> UInt32 {
        ChannelPairs.sum(source & 0x00FF_00FF, ChannelPairs.scaled(destination, by: inverse, half: 0x80))
            | ChannelPairs.sum((source >> 8) & 0x00FF_00FF, ChannelPairs.scaled(destination >> 8, by: inverse, half: 0x80)) << 8
    }

    /// Sets every pixel's alpha to its complement (for inverse layer clips); colour becomes black.
    func invertAlpha() {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_XOR)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_paint(cairo)
        cairo_restore(cairo)
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

/// SwiftUI blend modes to Cairo operators. `plusDarker` has no Cairo operator and is drawn as `darken`.
enum CairoOperators {
    static let map: [GraphicsContext.BlendMode: cairo_operator_t] = [
        .normal: CAIRO_OPERATOR_OVER, .multiply: CAIRO_OPERATOR_MULTIPLY, .screen: CAIRO_OPERATOR_SCREEN,
        .overlay: CAIRO_OPERATOR_OVERLAY, .darken: CAIRO_OPERATOR_DARKEN, .lighten: CAIRO_OPERATOR_LIGHTEN,
        .colorDodge: CAIRO_OPERATOR_COLOR_DODGE, .colorBurn: CAIRO_OPERATOR_COLOR_BURN,
        .softLight: CAIRO_OPERATOR_SOFT_LIGHT, .hardLight: CAIRO_OPERATOR_HARD_LIGHT,
        .difference: CAIRO_OPERATOR_DIFFERENCE, .exclusion: CAIRO_OPERATOR_EXCLUSION,
        .hue: CAIRO_OPERATOR_HSL_HUE, .saturation: CAIRO_OPERATOR_HSL_SATURATION, .color: CAIRO_OPERATOR_HSL_COLOR,
        .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY, .clear: CAIRO_OPERATOR_CLEAR, .copy: CAIRO_OPERATOR_SOURCE,
        .sourceIn: CAIRO_OPERATOR_IN, .sourceOut: CAIRO_OPERATOR_OUT, .sourceAtop: CAIRO_OPERATOR_ATOP,
        .destinationOver: CAIRO_OPERATOR_DEST_OVER, .destinationIn: CAIRO_OPERATOR_DEST_IN,
        .destinationOut: CAIRO_OPERATOR_DEST_OUT, .destinationAtop: CAIRO_OPERATOR_DEST_ATOP,
        .xor: CAIRO_OPERATOR_XOR, .plusDarker: CAIRO_OPERATOR_DARKEN, .plusLighter: CAIRO_OPERATOR_ADD,
    ]
}
