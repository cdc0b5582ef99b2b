import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeRasterKernels
import KinetypeText
internal import CKinetypeCairo

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
        cairo_save(cairo)
        setMatrix(transform)
        switch operation {
        case .text(let pieces, let options):
            for piece in pieces where !piece.glyphs.isEmpty {
                paintText(piece, options: options, alpha: alpha, foreground: foreground)
            }
        case .fill(let path, let shading, let style):
            cairo_new_path(cairo)
            appendPath(path)
            cairo_set_fill_rule(cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if !style.isAntialiased { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
            if paintMeshBackground(shading, alpha: alpha) { cairo_fill_preserve(cairo) }
            setSource(shading, alpha: alpha, foreground: foreground)
            cairo_fill(cairo)
        case .stroke(let path, let shading, let style):
            cairo_new_path(cairo)
            appendPath(path)
            cairo_set_line_width(cairo, Double(style.lineWidth))
            cairo_set_line_cap(cairo, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE][style.lineCap]!)
            cairo_set_line_join(cairo, [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL][style.lineJoin]!)
            cairo_set_miter_limit(cairo, Double(style.miterLimit))
            if !style.dash.isEmpty {
                let dashes = style.dash.map { Double($0) }
                cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(style.dashPhase))
            }
            if paintMeshBackground(shading, alpha: alpha) { cairo_stroke_preserve(cairo) }
            setSource(shading, alpha: alpha, foreground: foreground)
            cairo_stroke(cairo)
        case .image(let image, let rect):
            paintImage(image, in: rect, alpha: alpha)
        }
        cairo_restore(cairo)
    }

    private func setMatrix(_ t: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                    x0: Double(t.tx), y0: Double(t.ty))
        cairo_set_matrix(cairo, &matrix)
    }

    /// Draws a piece's glyphs: `cairo_show_glyphs`, or with `disablesSubpixelQuantization` (and
    /// always for a variable font's instance or a synthetic style) their outlines filled at exact positions
    /// (`cairo_glyph_path`); colour glyphs always show. A run with synthetic styles
    /// (``FontSynthesis``) takes a cairo face that emboldens or slants each glyph as FreeType
    /// loads it, so both ways (and the outlines a paint strokes) get the same ink.
    private func paintText(_ piece: TextPiece, options: Text.Layout.DrawingOptions, alpha: Double, foreground: Color) {
        let run = piece.run
        let font = run.font
        guard let face = CairoFontCache.shared.fontFace(path: font.path, index: font.index, synthesis: font.synthesis) else { return }
        let lineOrigin = run.storage.lineOrigin
        cairo_set_font_face(cairo, face)
        cairo_set_font_size(cairo, Double(font.size))
        // A variable font's instance: cairo sets the same axis values on the FreeType face
        // (`cairo_font_options_set_variations`, applied with `FT_Set_Var_Design_Coordinates` as
        // each glyph loads), so the outlines drawn are the instance HarfBuzz shaped with.
        let variations = Self.variations(of: font)
        let previousOptions = cairo_font_options_create()
        defer {
            if !variations.isEmpty { cairo_set_font_options(cairo, previousOptions) }
            cairo_font_options_destroy(previousOptions)
        }
        if !variations.isEmpty {
            cairo_get_font_options(cairo, previousOptions)
            let options = cairo_font_options_copy(previousOptions)
            cairo_font_options_set_variations(options, variations)
            cairo_set_font_options(cairo, options)
            cairo_font_options_destroy(options)
        }
        let color = run.foregroundColor ?? foreground
        setColor(color, alpha: alpha)
        var glyphs = piece.glyphs.map { index -> cairo_glyph_t in
            let p = run.glyphs[index].drawPosition
            return cairo_glyph_t(index: UInt(run.glyphs[index].id), x: Double(lineOrigin.x + p.x), y: Double(lineOrigin.y + p.y))
        }
        let key = GlyphMaskCache.Key(font: font)
        if let paint = TextPaint.of(run), paint.fill != nil || paint.stroke != nil {
            paintStyledText(piece, glyphs: glyphs, paint: paint, color: color, alpha: alpha, key: key)
        } else if (options.contains(.disablesSubpixelQuantization) || !variations.isEmpty || !font.synthesis.isEmpty)
                    && !run.storage.face.hasColorGlyphs {
            // A variable instance and a synthetic style always go as outlines: cairo 1.16 embeds
            // the font file's default instance, upright and regular, in PDF output, which would
            // lose the axis values, the emboldening and the slant.
            if !paintThroughMask(glyphs, key: key) {
                cairo_new_path(cairo)
                cairo_glyph_path(cairo, &glyphs, Int32(glyphs.count))
                cairo_fill(cairo)
            }
        } else {
            cairo_show_glyphs(cairo, &glyphs, Int32(glyphs.count))
        }
        paintDecorations(piece, color: color, alpha: alpha)
    }

    /// Paints `glyphs`' outlines, filled (or stroked as `key.stroke` says), with the current
    /// source through their cached coverage when ``glyphMaskTarget`` allows; false when it does
    /// not (then nothing is painted and the caller fills or strokes the path itself).
    private func paintThroughMask(_ glyphs: [cairo_glyph_t], key: GlyphMaskCache.Key) -> Bool {
        guard let target = glyphMaskTarget, GlyphMaskCache.paint(glyphs, key: key, in: cairo, into: target) else { return false }
        cairo_surface_mark_dirty(cairo_get_group_target(cairo))
        return true
    }

    /// Where filled glyph outlines may be painted through their cached coverage
    /// (``GlyphMaskCache``) now, or nil: on a raster canvas (or a group pushed on it) whose Cairo
    /// context is not in an error state (where Cairo draws nothing), with the
    /// over operator, default antialiasing and a solid opaque source (Cairo's fill then stores
    /// the colour where coverage is full and blends it in by coverage elsewhere), and clipped to
    /// nothing or to boxes of whole pixels (a clip that cuts through pixels is applied to the
    /// outlines by Cairo, which a mask would not reproduce).
    private var glyphMaskTarget: GlyphMaskCache.Target? {
        guard !isVector, cairo_status(cairo) == CAIRO_STATUS_SUCCESS, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER,
              cairo_get_antialias(cairo) == CAIRO_ANTIALIAS_DEFAULT else {
            return nil
        }
        let source = cairo_get_source(cairo)!
        var (red, green, blue, alpha) = (0.0, 0.0, 0.0, 0.0)
        guard cairo_pattern_get_rgba(source, &red, &green, &blue, &alpha) == CAIRO_STATUS_SUCCESS, alpha == 1 else { return nil }
        let target = cairo_get_group_target(cairo)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else {
            return nil
        }
        var (offsetX, offsetY) = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded(), abs(offsetX) < 1e7, abs(offsetY) < 1e7 else { return nil }
        guard let list = cairo_copy_clip_rectangle_list(cairo) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var boxes: [PixelRect] = []
        for index in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[index]
            var corners: [(Double, Double)] = []
            for (x, y) in [(r.x, r.y), (r.x + r.width, r.y + r.height)] {
                var (deviceX, deviceY) = (x, y)
                cairo_user_to_device(cairo, &deviceX, &deviceY)
                // Cairo keeps the clip in device space and hands it back through the inverse
                // transform, so a whole-pixel edge can come back a rounding error away.
                guard abs(deviceX - deviceX.rounded()) < 1e-6, abs(deviceY - deviceY.rounded()) < 1e-6,
                      abs(deviceX) < 1e7, abs(deviceY) < 1e7 else { return nil }
                corners.append((deviceX.rounded(), deviceY.rounded()))
            }
            let (x0, x1) = (Int(min(corners[0].0, corners[1].0)), Int(max(corners[0].0, corners[1].0)))
            let (y0, y1) = (Int(min(corners[0].1, corners[1].1)), Int(max(corners[0].1, corners[1].1)))
            boxes.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(target)) / 4
        return GlyphMaskCache.Target(
            data: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
            bounds: PixelRect(x: -Int(offsetX), y: -Int(offsetY), width: Int(cairo_image_surface_get_width(target)),
                              height: Int(cairo_image_surface_get_height(target))),
            stride: stride, boxes: boxes, pixel: Self.fillPixel(source))
    }

    /// The pixel Cairo's fill stores for an opaque solid `source` where coverage is full: the
    /// colour of a pixel filled with it (kept, by colour, for the colours seen last).
    private static func fillPixel(_ source: OpaquePointer) -> UInt32 {
        var (red, green, blue, alpha) = (0.0, 0.0, 0.0, 0.0)
        cairo_pattern_get_rgba(source, &red, &green, &blue, &alpha)
        return fillPixels.value(for: [red, green, blue, alpha]) { _ in
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
            let cairo = cairo_create(surface)!
            cairo_set_source(cairo, source)
            cairo_rectangle(cairo, 0, 0, 1, 1)
            cairo_fill(cairo)
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
            let pixel = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).load(as: UInt32.self)
            cairo_surface_destroy(surface)
            return pixel
        }
    }

    private static let fillPixels = BoundedCache<[Double], UInt32>(budget: 64)

    /// Draws glyphs with a ``TextPaint``'s fill and stroke: their outlines stroked under the
    /// fill, filled with the fill's shading placed in the bounds its extent names, or stroked
    /// over it. Colour glyphs (emoji) have no outlines to stroke and show as they are.
    ///
    /// Outlines filled or stroked with an opaque colour go through their cached coverage like
    /// plain text (``GlyphMaskCache``, with the stroke's width, join and miter limit in the key);
    /// the path is built only for what cannot.
    private func paintStyledText(_ piece: TextPiece, glyphs: [cairo_glyph_t], paint: TextPaint, color: Color, alpha: Double,
                                 key: GlyphMaskCache.Key) {
        let run = piece.run
        let fill = paint.fill ?? AnyShapeStyle(color)
        let frame = run.storage.layoutFrame
        guard !run.storage.face.hasColorGlyphs else {
            setSource(fill.shading(in: frame), alpha: alpha, foreground: color)
            var shown = glyphs
            cairo_show_glyphs(cairo, &shown, Int32(shown.count))
            return
        }
        // Glyphs in groups that share a box: every glyph at once, or a cluster at a time.
        var groups: [(glyphs: [cairo_glyph_t], box: CGRect)] = []
        switch paint.fillExtent ?? .text {
        case .text:
            groups = [(glyphs, frame)]
        case .line:
            let bounds = run.storage.bounds(of: piece.glyphs)
            groups = [(glyphs, CGRect(x: frame.minX, y: bounds.rect.minY, width: frame.width, height: bounds.rect.height))]
        case .glyph:
            for cluster in run.storage.clusters {
                let range = cluster.clamped(to: piece.glyphs)
                guard !range.isEmpty else { continue }
                let start = range.lowerBound - piece.glyphs.lowerBound
                groups.append((Array(glyphs[start..<(start + range.count)]), run.storage.bounds(of: range).rect))
            }
        }
        for group in groups {
            var hasPath = false
            func buildPath() {
                guard !hasPath else { return }
                var shapes = group.glyphs
                cairo_new_path(cairo)
                cairo_glyph_path(cairo, &shapes, Int32(shapes.count))
                hasPath = true
            }
            let stroke = paint.stroke
            func strokeOutline(_ stroke: TextStroke) {
                let join = [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL][stroke.lineJoin]!
                cairo_set_line_width(cairo, Double(stroke.lineWidth))
                cairo_set_line_join(cairo, join)
                cairo_set_miter_limit(cairo, 4)
                setSource(stroke.style.shading(in: group.box), alpha: alpha, foreground: color)
                var stroked = key
                stroked.stroke = [Double(stroke.lineWidth), Double(join.rawValue), 4]
                guard !paintThroughMask(group.glyphs, key: stroked) else { return }
                buildPath()
                cairo_stroke_preserve(cairo)
            }
            if let stroke, stroke.placement != .overFill { strokeOutline(stroke) }
            if stroke?.placement != .only {
                let shading = fill.shading(in: group.box)
                if paintMeshBackground(shading, alpha: alpha) {
                    buildPath()
                    cairo_fill_preserve(cairo)
                }
                setSource(shading, alpha: alpha, foreground: color)
                if !paintThroughMask(group.glyphs, key: key) {
                    buildPath()
                    cairo_fill_preserve(cairo)
                }
            }
            if let stroke, stroke.placement == .overFill { strokeOutline(stroke) }
            cairo_new_path(cairo)
        }
    }

    /// Underline and strikethrough at the font's post/OS2 positions and thicknesses (1/14 em
    /// below the baseline when the font gives none).
    private func paintDecorations(_ piece: TextPiece, color: Color, alpha: Double) {
        let run = piece.run
        guard run.underline != nil || run.strikethrough != nil else { return }
        let face = run.storage.face
        let scale = Double(run.font.size) / Double(face.unitsPerEm)
        let bounds = run.storage.bounds(of: piece.glyphs)
        let fallback = Double(run.font.size) / 14
        func bar(offset: Double?, size: Double?, decoration: TextDecoration) {
            let thickness = size.map { $0 * scale } ?? fallback
            let y = Double(bounds.origin.y) - (offset.map { $0 * scale } ?? -fallback * 1.5)
            setColor(decoration.color ?? color, alpha: alpha)
            cairo_rectangle(cairo, Double(bounds.origin.x), y - thickness / 2, Double(bounds.width), thickness)
            cairo_fill(cairo)
        }
        if let underline = run.underline {
            bar(offset: face.metric(.underlineOffset), size: face.metric(.underlineSize), decoration: underline)
        }
        if let strike = run.strikethrough {
            bar(offset: face.metric(.strikeoutOffset) ?? face.metric(.xHeight).map { $0 / 2 },
                size: face.metric(.strikeoutSize), decoration: strike)
        }
    }

    private func setColor(_ color: Color, alpha: Double) {
        let c = color.resolve()
        cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity) * alpha)
    }

    /// Appends `path` to Cairo's current path (quadratic curves become cubics).
    func appendPath(_ path: Path) {
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                cairo_move_to(cairo, Double(p.x), Double(p.y))
                current = p
            case .line(let p):
                cairo_line_to(cairo, Double(p.x), Double(p.y))
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cairo)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cairo, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    /// Sets the source for a shading. Conic gradients (which Cairo lacks) are a mesh of 90
    /// sectors around the centre, each blending two neighbouring colours.
    private func setSource(_ shading: GraphicsContext.Shading, alpha: Double, foreground: Color) {
        switch shading.kind {
        case .color(let color):
            setColor(color, alpha: alpha)
        case .foreground:
            setColor(foreground, alpha: alpha)
        case .linear(let gradient, let start, let end):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            addStops(gradient, to: pattern, alpha: alpha)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        case .radial(let gradient, let center, let r0, let r1):
            let pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(r0),
                                                      Double(center.x), Double(center.y), Double(r1))!
            addStops(gradient, to: pattern, alpha: alpha)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        case .conic(let gradient, let center, let angle):
            let pattern = cairo_pattern_create_mesh()!
            let sectors = 90
            let radius = 4.0 * Double(max(width, height))
            for i in 0..<sectors {
                let t0 = Double(i) / Double(sectors), t1 = Double(i + 1) / Double(sectors)
                let a0 = angle.radians + t0 * 2 * .pi, a1 = angle.radians + t1 * 2 * .pi
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, Double(center.x), Double(center.y))
                cairo_mesh_pattern_line_to(pattern, Double(center.x) + radius * cos(a0), Double(center.y) + radius * sin(a0))
                cairo_mesh_pattern_line_to(pattern, Double(center.x) + radius * cos(a1), Double(center.y) + radius * sin(a1))
                let c0 = gradient.color(at: t0).resolve(), c1 = gradient.color(at: t1).resolve()
                for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), Double(c.red), Double(c.green),
                                                             Double(c.blue), Double(c.opacity) * alpha)
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        case .mesh(let mesh, let rect):
            let pattern = isVector || !mesh.isValid ? meshPattern(mesh, in: rect, alpha: alpha) : shadedMesh(mesh, in: rect, alpha: alpha)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Sets a mesh gradient's background colour as the source and returns true when `shading`
    /// is a mesh whose background shows (the caller paints it, then the mesh over it).
    private func paintMeshBackground(_ shading: GraphicsContext.Shading, alpha: Double) -> Bool {
        guard case .mesh(let mesh, _) = shading.kind, mesh.background.resolve().opacity > 0 else { return false }
        setColor(mesh.background, alpha: alpha)
        return true
    }

    /// A Cairo mesh pattern of `mesh`'s tessellation in `rect`: one Coons patch per piece, its
    /// edges cubic curves from the nodes' positions and rates of change, its corners the nodes'
    /// colours; an invalid mesh paints nothing (its background shows).
    private func meshPattern(_ mesh: MeshGradient, in rect: CGRect, alpha: Double) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        guard mesh.isValid else { return pattern }
        let grid = mesh.tessellation(in: rect)
        let step = 1 / Double(MeshGradient.subdivisions)
        for row in 0..<(grid.rows - 1) {
            for column in 0..<(grid.columns - 1) {
                // Corners clockwise from the top left; each edge leaves its start along the
                // derivative in its direction, a third of the piece's length.
                let corners = [row * grid.columns + column, row * grid.columns + column + 1,
                               (row + 1) * grid.columns + column + 1, (row + 1) * grid.columns + column]
                let p = corners.map { grid.positions[$0] }
                let along = corners.map { grid.alongRow[$0] * (step / 3) }, down = corners.map { grid.alongColumn[$0] * (step / 3) }
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, p[0].x, p[0].y)
                let edges: [(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)] = [
                    (p[0] + along[0], p[1] - along[1], p[1]),
                    (p[1] + down[1], p[2] - down[2], p[2]),
                    (p[2] - along[2], p[3] + along[3], p[3]),
                    (p[3] - down[3], p[0] + down[0], p[0]),
                ]
                for (c1, c2, end) in edges {
                    cairo_mesh_pattern_curve_to(pattern, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
                }
                for (corner, index) in corners.enumerated() {
                    let c = grid.colors[index]
                    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.x, c.y, c.z, c.w * alpha)
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
        }
        return pattern
    }

    /// `mesh` in `rect` drawn into an image of the device pixels it covers, as a surface
    /// pattern in user space: its tessellation's pieces, two Gouraud-shaded triangles each
    /// (``ShadedTriangles``), a few additions a pixel where Cairo's own mesh rasterizer takes
    /// tens of nanoseconds. Vector canvases keep Cairo's mesh pattern.
    private func shadedMesh(_ mesh: MeshGradient, in rect: CGRect, alpha: Double) -> OpaquePointer {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        let transform = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let device = PixelRect(enclosing: rect.applying(transform)).intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !device.isEmpty,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(device.width), Int32(device.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            return cairo_pattern_create_rgba(0, 0, 0, 0)!
        }
        defer { cairo_surface_destroy(surface) }
        let grid = mesh.tessellation(in: rect)
        let vertices = (0..<grid.positions.count).map { index -> ShadedTriangles.Vertex in
            let p = CGPoint(x: grid.positions[index].x, y: grid.positions[index].y).applying(transform)
            let c = grid.colors[index]
            let a = c.w * alpha
            return ShadedTriangles.Vertex(x: Double(p.x) - Double(device.x), y: Double(p.y) - Double(device.y),
                                          color: SIMD4(c.x * a, c.y * a, c.z * a, a))
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * device.height) { pixels in
            let buffer = PixelBuffer(width: device.width, height: device.height, stride: stride,
                                     pixels: UnsafeMutableBufferPointer(start: pixels, count: stride * device.height))
            let shader = ShadedTriangles()
            for row in 0..<(grid.rows - 1) {
                for column in 0..<(grid.columns - 1) {
                    let topLeft = row * grid.columns + column, bottomLeft = topLeft + grid.columns
                    shader.fill(vertices[topLeft], vertices[topLeft + 1], vertices[bottomLeft + 1], into: buffer)
                    shader.fill(vertices[topLeft], vertices[bottomLeft + 1], vertices[bottomLeft], into: buffer)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        let pattern = cairo_pattern_create_for_surface(surface)!
        // Pattern space is the image's pixels: user space through the current transform, moved
        // to the image's corner.
        var toImage = m
        toImage.x0 -= Double(device.x)
        toImage.y0 -= Double(device.y)
        cairo_pattern_set_matrix(pattern, &toImage)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        return pattern
    }

    private func addStops(_ gradient: Gradient, to pattern: OpaquePointer, alpha: Double) {
        for stop in gradient.stops {
            let c = stop.color.resolve()
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.red), Double(c.green),
                                              Double(c.blue), Double(c.opacity) * alpha)
        }
    }
}

extension Gradient {
    /// The colour at `t` (0…1), interpolated between the nearest stops in sRGB.
    func color(at t: Double) -> Color {
        let stops = self.stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= Double(first.location) { return first.color }
        if t >= Double(last.location) { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.location) {
            let span = Double(b.location - a.location)
            let f = span > 0 ? (t - Double(a.location)) / span : 1
            let ca = a.color.resolve(), cb = b.color.resolve()
            func mix(_ x: Float, _ y: Float) -> Double { Double(x) + (Double(y) - Double(x)) * f }
            return Color(red: mix(ca.red, cb.red), green: mix(ca.green, cb.green), blue: mix(ca.blue, cb.blue),
                         opacity: mix(ca.opacity, cb.opacity))
        }
        return last.color
    }
}
