import Foundation
import KinetypeCard
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension LottieWriter {
    /// What tells drawings apart, so one drawn again in the next frame continues its track:
    /// outlines by their path data and paint, pixels by their PNG (hashed by Foundation on its
    /// length and first bytes, compared whole only when those agree) and their clips.
    enum Key: Hashable {
        case outline(String)
        case pixels(Data, String)
    }

    /// A drawing in one frame: what it shows (`key` tells drawings apart), and its pose.
    struct Use {
        var key: Key
        var content: Content
        var pose: Pose
    }

    /// A paint's Lottie items: the fill and the outline (`st`, `gs`), the one drawn on top
    /// first, as Lottie lists a group's items front to back.
    static func paintItems(_ paint: VectorPaint) -> [JSONValue] {
        func rgba(_ c: Color.Resolved) -> JSONValue { .numbers([Double(c.red), Double(c.green), Double(c.blue), 1]) }
        /// A shading's keys: a colour and its opacity, or a gradient's type, ends and stops
        /// (colours, then opacities when any stop is not opaque).
        func shading(_ shading: VectorShading, solid: String, gradient: String) -> JSONValue {
            func point(_ p: CGPoint) -> JSONValue { ["a": 0, "k": .numbers([Double(p.x), Double(p.y)])] }
            func stops(_ list: [VectorShading.Stop]) -> JSONValue {
                var values = list.flatMap { [$0.location, Double($0.color.red), Double($0.color.green), Double($0.color.blue)] }
                if list.contains(where: { $0.color.opacity < 1 }) { values += list.flatMap { [$0.location, Double($0.color.opacity)] } }
                return ["p": .int(list.count), "k": ["a": 0, "k": .numbers(values)]]
            }
            switch shading {
            case .color(let color):
                return ["ty": .string(solid), "c": ["a": 0, "k": rgba(color)], "o": ["a": 0, "k": .number(Double(color.opacity) * 100)]]
            case .linear(let list, let from, let to):
                return ["ty": .string(gradient), "t": 1, "s": point(from), "e": point(to), "g": stops(list), "o": ["a": 0, "k": 100]]
            case .radial(let list, let center, let radius):
                return ["ty": .string(gradient), "t": 2, "s": point(center), "e": point(CGPoint(x: center.x + radius, y: center.y)), "g": stops(list),
                        "h": ["a": 0, "k": 0], "a": ["a": 0, "k": 0], "o": ["a": 0, "k": 100]]
            }
        }
        var fill: [JSONValue] = []
        if let color = paint.fill {
            var item = shading(color, solid: "fl", gradient: "gf")
            item["nm"] = "fill"
            item["r"] = .int(paint.evenOdd ? 2 : 1)
            fill = [item]
        }
        guard let stroke = paint.stroke else { return fill }
        var outline = shading(stroke.shading, solid: "st", gradient: "gs")
        outline["nm"] = "outline"
        outline["w"] = ["a": 0, "k": .number(Double(stroke.width))]
        outline["lc"] = .int([StrokeStyle.LineCap.butt: 1, .round: 2, .square: 3][stroke.cap] ?? 1)
        outline["lj"] = .int([StrokeStyle.LineJoin.miter: 1, .round: 2, .bevel: 3][stroke.join] ?? 1)
        outline["ml"] = .number(Double(stroke.miterLimit))
        return stroke.underFill ? fill + [outline] : [outline] + fill
    }

    /// The pose `t` and `opacity` give, nil when it shows nothing (scaled to nothing).
    static func pose(_ t: CGAffineTransform, opacity: Double) throws(VectorFeature) -> Pose? {
        let scaleX = hypot(Double(t.a), Double(t.b))
        guard scaleX > 1e-9 else { return nil }
        let determinant = Double(t.a * t.d - t.b * t.c)
        guard abs(determinant) > 1e-12 else { return nil }
        let shear = Double(t.a * t.c + t.b * t.d) / (scaleX * scaleX)
        guard abs(shear) < 1e-3 else { throw VectorFeature("a skewed glyph or shape") }
        return Pose(x: Double(t.tx), y: Double(t.ty), scaleX: scaleX * 100, scaleY: determinant / scaleX * 100,
                    rotation: atan2(Double(t.b), Double(t.a)) * 180 / .pi, opacity: opacity * 100)
    }

    /// The clips of `state` as masks of a layer placed by `layer` (reveals, a group's wipe): one
    /// closed contour each, flattened (``Pose/clips``), and a key of their shapes' vertex counts.
    static func masks(_ state: DrawState, layer: CGAffineTransform) throws(VectorFeature) -> (clips: [[Double]], key: String) {
        guard !state.clips.isEmpty, abs(Double(layer.a * layer.d - layer.b * layer.c)) > 1e-12 else { return ([], "") }
        let toLayer = layer.inverted()
        var clips: [[Double]] = []
        var key = ""
        for clip in state.clips {
            guard case .path(let path, _, let inverse) = clip, !inverse else { throw VectorFeature("a matte, a soft-edged or an inverse mask") }
            let contours = Contour.contours(of: path.applying(toLayer))
            guard contours.count == 1, let contour = contours.first, contour.closed else {
                throw VectorFeature("a clip of more than one closed contour")
            }
            clips.append((contour.vertices + contour.ins + contour.outs).flatMap { [Double($0.x), Double($0.y)] })
            key += "#clip\(contour.vertices.count)"
        }
        return (clips, key)
    }

    /// What one captured operation shows: a use a glyph cluster of text, one for a shape or a picture.
    func uses(_ operation: DrawOperation, _ state: DrawState) throws(VectorFeature) -> [Use] {
        guard state.blendMode == .normal else { throw VectorFeature(state.blendSource ?? "the blend mode \(state.blendMode)") }
        guard case .all = state.textShadows else { throw VectorFeature("drop shadows and glows") }
        for filter in state.filters {
            if case .blur(let radius) = filter.kind, radius < 0.05 { continue }
            if case .matrix(let matrix, _) = filter.kind, matrix == ColorMatrix() { continue }
            throw VectorFeature.filter(filter)
        }
        let (clips, clipKey) = try Self.masks(state, layer: state.transform)
        func shapes(_ path: Path, _ paint: VectorPaint) throws(VectorFeature) -> [Use] {
            guard var pose = try Self.pose(state.transform, opacity: state.opacity) else { return [] }
            pose.clips = clips
            let d = AnimatedSVG.pathData(path)
            guard !d.isEmpty else { return [] }
            return [Use(key: .outline(d + "#" + paint.key + clipKey), content: .shapes(Self.shapes(path), paint), pose: pose)]
        }
        switch operation {
        case .fill(let path, let shading, let style):
            return try shapes(path, try VectorPaint.filling(shading, style: style, foreground: state.foregroundColor))
        case .stroke(let path, let shading, let style):
            return try shapes(path, try VectorPaint.stroking(shading, style: style, foreground: state.foregroundColor))
        case .image(let picture, let rect):
            guard allowsPictures else { throw VectorFeature("a picture (a sticker holds no images)") }
            guard let raster = try? pictures.raster(picture, in: rect, state) else { throw VectorFeature("a picture too large to embed") }
            guard var pose = try Self.pose(raster.transform, opacity: state.opacity) else { return [] }
            pose.clips = try Self.masks(state, layer: raster.transform).clips
            return [Use(key: .pixels(raster.png, clipKey), content: .image(raster), pose: pose)]
        case .text(let pieces, _):
            var result: [Use] = []
            for piece in pieces {
                let run = piece.run
                if let feature = VectorPaint.unsupportedFeature(of: run) { throw VectorFeature(feature) }
                let groups = VectorPaint.groups(of: run, glyphs: piece.glyphs)
                // One layer a glyph cluster, so each can move on its own in another frame.
                for cluster in run.storage.clusters {
                    let glyphs = cluster.clamped(to: piece.glyphs)
                    guard !glyphs.isEmpty else { continue }
                    let group = groups.first { $0.overlaps(glyphs) } ?? piece.glyphs
                    let paint = try VectorPaint.of(run, glyphs: piece.glyphs, group: group, foreground: state.foregroundColor)
                    result += try shapes(Text.Layout.RunSlice(run: run, indices: glyphs).outline, paint)
                }
            }
            return result
        }
    }
}
