import Foundation
import KinetypeCard
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A card as a Lottie (Bodymovin JSON) animation: each glyph cluster, shape and picture drawn in
/// a frame is a layer (a glyph's outline from HarfBuzz, so every script and bidi order are
/// Kinetype's; a picture as an embedded PNG) whose position, scale, rotation and opacity are
/// keyframed over the frames it shows. Keys are only where the motion needs them: each stretch
/// between two keys eases along a cubic Bézier fitted to the frames it covers (within a quarter
/// pixel, a tenth of a degree, half a percent), so a spring or an ease takes a few keys, not one a
/// frame.
///
/// The drawing is captured from the card's own (``TitleCard/capturedOperations(at:)``). Fills and
/// outlines in plain colours and linear or radial gradients are kept; path clips (reveals) are
/// keyframed layer masks. Lottie 1.0 has no text layer and players differ on effects, so blur,
/// colour filters, shadows and glows, conic and mesh gradients, underlines, colour glyphs,
/// mattes, soft-edged and inverse masks, shaders, skewed glyphs, dashes and blend modes throw
/// ``LottieError/unsupported(feature:time:)``, naming the feature and the layer; with
/// `rasterizesUnsupported`, each such drawing is Kinetype's pixels as an image layer instead. A
/// plain background is a solid layer; a still gradient or picture background an embedded PNG (a
/// moving one, with `rasterizesUnsupported`, a picture a frame). Layers keep the card's drawing
/// order (``backToFront(_:)``).
struct LottieWriter {
    let card: TitleCard
    let name: String
    var rasterizesUnsupported = false
    /// The pictures drawn so far.
    let pictures = VectorRaster.Pictures()
    /// Whether pictures may be embedded (Telegram stickers refuse image layers).
    var allowsPictures = true

    /// One drawing's place at one frame.
    struct Pose: Equatable {
        var x, y, scaleX, scaleY, rotation, opacity: Double
        /// The clips as masks in the layer's own space: each one closed contour's vertices,
        /// then their in and out tangents, flattened.
        var clips: [[Double]] = []
    }

    /// What a layer shows: outlines in a paint, or pixels.
    enum Content {
        case shapes([[String: Any]], VectorPaint)
        case image(VectorRaster)
    }

    /// A drawing followed over the frames it shows in: what it shows, its poses, and the track
    /// drawn just before it in the frame it first showed in (nil: it was drawn first), which
    /// places it in front of that one.
    struct Track {
        var asset: Int
        var after: Int?
        var start: Int
        var poses: [Pose]
    }

    /// The tracks from back to front: each new track goes directly in front of the one drawn
    /// before it when it first showed (a list insertion, done as a walk of the tree of those
    /// links, later insertions after the same track nearer to it), so every frame keeps the order
    /// the card draws in, whenever each drawing comes and goes.
    static func backToFront(_ tracks: [Track]) -> [Int] {
        var children: [Int?: [Int]] = [:]
        for (index, track) in tracks.enumerated() { children[track.after, default: []].append(index) }
        var order: [Int] = []
        var stack = Array(children[nil, default: []])
        while let track = stack.popLast() {
            // Reversed insertion order, so the last inserted is visited first, straight after its parent.
            order.append(track)
            stack += children[track, default: []]
        }
        return order
    }

    func document(indices: [Int], progress: (@Sendable (Int, Int) -> Void)?) throws -> Data {
        var assets: [Key: Int] = [:]
        var contents: [Content] = []
        var tracks: [Track] = []
        var open: [String: [Int]] = [:]   // "asset#occurrence" -> track index, for the previous frame
        var imageAssets: [[String: Any]] = []
        // A moving background (rasterized) is a picture a frame, behind everything.
        var backgrounds: [(asset: Int, start: Int, count: Int)] = []
        if let picture = try card.backgroundPicture(at: 0) {
            guard allowsPictures else { throw LottieError.unsupported(feature: "a gradient or picture background (a sticker holds no images)", time: 0) }
            guard !card.backgroundMoves || rasterizesUnsupported else {
                throw LottieError.unsupported(feature: "a moving background (--rasterize-unsupported keeps it as a picture a frame)", time: 0)
            }
            if !card.backgroundMoves {
                let png = try Frame(canvas: picture).pngData(compression: .balanced)
                imageAssets.append(["id": "background", "w": card.pixelWidth, "h": card.pixelHeight, "e": 1, "u": "",
                                    "p": "data:image/png;base64," + png.base64EncodedString()])
            }
        }
        let hasBackgroundImage = !imageAssets.isEmpty
        for (position, index) in indices.enumerated() {
            let time = Double(index) / card.fps
            if card.backgroundMoves, let picture = try card.backgroundPicture(at: time) {
                let png = try Frame(canvas: picture).pngData(compression: .balanced)
                let key = Key.pixels(png, "background")
                let asset = assets[key] ?? {
                    assets[key] = contents.count
                    contents.append(.image(VectorRaster(png: png, width: card.pixelWidth, height: card.pixelHeight, transform: .identity)))
                    return contents.count - 1
                }()
                if let last = backgrounds.last, last.asset == asset, last.start + last.count == position {
                    backgrounds[backgrounds.count - 1].count += 1
                } else {
                    backgrounds.append((asset, position, 1))
                }
            }
            var seen: [Int: Int] = [:]
            var next: [String: [Int]] = [:]
            var previousTrack: Int?
            for (operation, state, layer) in try card.capturedOperations(at: time) {
                var drawn: [Use]
                do {
                    drawn = try uses(operation, state)
                } catch let feature {
                    guard rasterizesUnsupported, allowsPictures else {
                        throw LottieError.unsupported(feature: "\(feature.name) in \(layer)", time: time)
                    }
                    guard let raster = try VectorRaster.drawing(operation, state, width: card.pixelWidth, height: card.pixelHeight) else { continue }
                    drawn = [Use(key: .pixels(raster.png, ""), content: .image(raster),
                                 pose: Pose(x: Double(raster.transform.tx), y: Double(raster.transform.ty), scaleX: 100, scaleY: 100,
                                            rotation: 0, opacity: 100))]
                }
                for use in drawn {
                    let asset = assets[use.key] ?? {
                        assets[use.key] = contents.count
                        contents.append(use.content)
                        return contents.count - 1
                    }()
                    let occurrence = seen[asset, default: 0]
                    seen[asset] = occurrence + 1
                    let slot = "\(asset)#\(occurrence)"
                    if let previous = open[slot]?.first, tracks[previous].start + tracks[previous].poses.count == position {
                        tracks[previous].poses.append(use.pose)
                        next[slot] = [previous]
                        previousTrack = previous
                    } else {
                        tracks.append(Track(asset: asset, after: previousTrack, start: position, poses: [use.pose]))
                        next[slot] = [tracks.count - 1]
                        previousTrack = tracks.count - 1
                    }
                }
            }
            open = next
            progress?(position + 1, indices.count)
        }
        let frames = indices.count
        var imageIDs: [Int: String] = [:]
        for (asset, content) in contents.enumerated() {
            guard case .image(let raster) = content else { continue }
            imageIDs[asset] = "image \(imageIDs.count)"
            imageAssets.append(["id": imageIDs[asset]!, "w": raster.width, "h": raster.height, "e": 1, "u": "",
                                "p": "data:image/png;base64," + raster.png.base64EncodedString()])
        }
        var layers: [[String: Any]] = []
        var number = 1
        // Lottie lists layers front first.
        let backgroundTracks = backgrounds.map { Track(asset: $0.asset, after: nil, start: $0.start,
                                                      poses: Array(repeating: Pose(x: 0, y: 0, scaleX: 100, scaleY: 100, rotation: 0, opacity: 100), count: $0.count)) }
        for track in Self.backToFront(tracks).reversed().map({ tracks[$0] }) + backgroundTracks {
            layers.append(layer(track, content: contents[track.asset], imageID: imageIDs[track.asset], number: number, frames: indices.count))
            number += 1
        }
        let plain = card.background.resolve()
        if hasBackgroundImage {
            layers.append(["ddd": 0, "ind": number, "ty": 2, "nm": "background", "refId": "background", "sr": 1, "ks": Self.still(),
                           "ao": 0, "ip": 0, "op": frames, "st": 0, "bm": 0])
        } else if plain.opacity > 0 {
            layers.append(["ddd": 0, "ind": number, "ty": 1, "nm": "background", "sr": 1, "ks": Self.still(opacity: Double(plain.opacity) * 100),
                           "ao": 0, "sc": AnimatedSVG.color(plain), "sw": card.pixelWidth, "sh": card.pixelHeight,
                           "ip": 0, "op": frames, "st": 0, "bm": 0])
        }
        let document: [String: Any] = [
            "v": "5.7.0", "nm": name, "fr": card.fps, "ip": 0, "op": frames, "w": card.pixelWidth, "h": card.pixelHeight,
            "ddd": 0, "assets": imageAssets, "layers": layers, "markers": [Any](),
        ]
        var json = ""
        Self.write(document, to: &json)
        return Data(json.utf8)
    }

    /// The keys written first, in this order: players such as rlottie read an object's type, and
    /// a composition's rate, range and size, and a keyframe's time and value, before the rest.
    static let leadingKeys = ["ty", "v", "fr", "ip", "op", "w", "h", "t", "s"]

    /// JSON with each object's ``leadingKeys`` first and its other keys sorted, so the same
    /// animation gives the same bytes.
    static func write(_ value: Any, to json: inout String) {
        switch value {
        case let object as [String: Any]:
            json += "{"
            let keys = object.keys.sorted { a, b in
                let ra = leadingKeys.firstIndex(of: a) ?? leadingKeys.count, rb = leadingKeys.firstIndex(of: b) ?? leadingKeys.count
                return ra != rb ? ra < rb : a < b
            }
            for (index, key) in keys.enumerated() {
                if index > 0 { json += "," }
                write(key, to: &json)
                json += ":"
                write(object[key]!, to: &json)
            }
            json += "}"
        case let array as [Any]:
            json += "["
            for (index, element) in array.enumerated() {
                if index > 0 { json += "," }
                write(element, to: &json)
            }
            json += "]"
        case let string as String:
            json += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": json += "\\\""
                case "\\": json += "\\\\"
                case "\n": json += "\\n"
                case _ where scalar.value < 0x20: json += String(format: "\\u%04x", scalar.value)
                default: json.unicodeScalars.append(scalar)
                }
            }
            json += "\""
        case let bool as Bool:
            json += bool ? "true" : "false"
        case let int as Int:
            json += String(int)
        case let double as Double:
            json += AnimatedSVG.number(double)
        case let float as Float:
            json += AnimatedSVG.number(Double(float))
        default:
            json += "null"
        }
    }

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
    static func paintItems(_ paint: VectorPaint) -> [[String: Any]] {
        func rgba(_ c: Color.Resolved) -> [Double] { [Double(c.red), Double(c.green), Double(c.blue), 1] }
        /// A shading's keys: a colour and its opacity, or a gradient's type, ends and stops
        /// (colours, then opacities when any stop is not opaque).
        func shading(_ shading: VectorShading, solid: String, gradient: String) -> [String: Any] {
            func point(_ p: CGPoint) -> [String: Any] { ["a": 0, "k": [Double(p.x), Double(p.y)]] }
            func stops(_ list: [VectorShading.Stop]) -> [String: Any] {
                var values = list.flatMap { [$0.location, Double($0.color.red), Double($0.color.green), Double($0.color.blue)] }
                if list.contains(where: { $0.color.opacity < 1 }) { values += list.flatMap { [$0.location, Double($0.color.opacity)] } }
                return ["p": list.count, "k": ["a": 0, "k": values]]
            }
            switch shading {
            case .color(let color):
                return ["ty": solid, "c": ["a": 0, "k": rgba(color)], "o": ["a": 0, "k": Double(color.opacity) * 100]]
            case .linear(let list, let from, let to):
                return ["ty": gradient, "t": 1, "s": point(from), "e": point(to), "g": stops(list), "o": ["a": 0, "k": 100]]
            case .radial(let list, let center, let radius):
                return ["ty": gradient, "t": 2, "s": point(center), "e": point(CGPoint(x: center.x + radius, y: center.y)), "g": stops(list),
                        "h": ["a": 0, "k": 0], "a": ["a": 0, "k": 0], "o": ["a": 0, "k": 100]]
            }
        }
        var fill: [[String: Any]] = []
        if let color = paint.fill {
            var item = shading(color, solid: "fl", gradient: "gf")
            item["nm"] = "fill"
            item["r"] = paint.evenOdd ? 2 : 1
            fill = [item]
        }
        guard let stroke = paint.stroke else { return fill }
        var outline = shading(stroke.shading, solid: "st", gradient: "gs")
        outline["nm"] = "outline"
        outline["w"] = ["a": 0, "k": Double(stroke.width)]
        outline["lc"] = [StrokeStyle.LineCap.butt: 1, .round: 2, .square: 3][stroke.cap] ?? 1
        outline["lj"] = [StrokeStyle.LineJoin.miter: 1, .round: 2, .bevel: 3][stroke.join] ?? 1
        outline["ml"] = Double(stroke.miterLimit)
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
            let contours = Self.shapes(path.applying(toLayer)).compactMap { ($0["ks"] as? [String: Any])?["k"] as? [String: Any] }
            guard contours.count == 1, let contour = contours.first, contour["c"] as? Bool == true,
                  let v = contour["v"] as? [[Double]], let i = contour["i"] as? [[Double]], let o = contour["o"] as? [[Double]] else {
                throw VectorFeature("a clip of more than one closed contour")
            }
            clips.append((v + i + o).flatMap { $0 })
            key += "#clip\(v.count)"
        }
        return (clips, key)
    }

    /// What one captured operation shows: a use a glyph cluster of text, one for a shape or a picture.
    private func uses(_ operation: DrawOperation, _ state: DrawState) throws(VectorFeature) -> [Use] {
        guard state.blendMode == .normal else { throw VectorFeature("the blend mode \(state.blendMode)") }
        guard case .all = state.textShadows else { throw VectorFeature("drop shadows and glows") }
        for filter in state.filters {
            if case .blur(let radius) = filter.kind, radius < 0.05 { continue }
            if case .matrix(let matrix, _) = filter.kind, matrix == ColorMatrix() { continue }
            throw VectorFeature(filter.description.hasPrefix("blur") ? "blur" : "the filter \(filter.description)")
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

    /// A layer for a track: shown from its first frame to after its last, its pose keyframed
    /// where it changes. Outlines are a shape layer with the opacity on their group, where players
    /// apply it exactly (rlottie's layer opacity comes out one to three levels darker); pixels an
    /// image layer.
    private func layer(_ track: Track, content: Content, imageID: String?, number: Int, frames: Int) -> [String: Any] {
        let poses = track.poses
        var opacity = Self.animated(poses.map { [$0.opacity] }, start: track.start, tolerance: 0.5)
        if track.start + poses.count < frames { opacity = Self.closing(opacity, at: track.start + poses.count) }
        var transform: [String: Any] = [
            "a": ["a": 0, "k": [0, 0, 0]],
            "p": Self.animated(poses.map { [$0.x, $0.y, 0] }, start: track.start, tolerance: 0.25),
            "s": Self.animated(poses.map { [$0.scaleX, $0.scaleY, 100] }, start: track.start, tolerance: 0.1),
            "r": Self.animated(poses.map { [$0.rotation] }, start: track.start, tolerance: 0.1),
            "o": ["a": 0, "k": 100],
        ]
        var layer: [String: Any] = ["ddd": 0, "ind": number, "nm": "layer \(number)", "sr": 1, "ao": 0,
                                    "ip": track.start, "op": track.start + poses.count, "st": 0, "bm": 0]
        switch content {
        case .shapes(let shapes, let paint):
            var group = Self.groupTransform()
            group["o"] = opacity
            layer["ty"] = 4
            layer["shapes"] = [["ty": "gr", "nm": "shape", "it": shapes + Self.paintItems(paint) + [group]]]
        case .image:
            transform["o"] = opacity
            layer["ty"] = 2
            layer["refId"] = imageID ?? ""
        }
        layer["ks"] = transform
        if let first = poses.first, !first.clips.isEmpty {
            layer["hasMask"] = true
            layer["masksProperties"] = first.clips.indices.map { index -> [String: Any] in
                ["nm": "clip \(index + 1)", "mode": index == 0 ? "a" : "i", "inv": false, "o": ["a": 0, "k": 100],
                 "pt": Self.animatedShape(poses.map { $0.clips[index] }, start: track.start)]
            }
        }
        return layer
    }

    /// `opacity` held to its last frame, then nothing from frame `end` on (the layer's out
    /// point): rlottie draws a layer at its out point too, one frame longer than the format says,
    /// where the next drawing of the same glyph or the next frame's pixels already show.
    static func closing(_ opacity: [String: Any], at end: Int) -> [String: Any] {
        var keys: [[String: Any]]
        if opacity["a"] as? Int == 1, let list = opacity["k"] as? [[String: Any]] {
            keys = list
        } else {
            keys = [["t": end - 1, "s": [opacity["k"] as? Double ?? 100]]]
        }
        guard var last = keys.popLast() else { return opacity }
        if (last["t"] as? Int ?? end) >= end { return opacity }
        last["h"] = 1
        keys.append(last)
        keys.append(["t": end, "s": [0.0]])
        return ["a": 1, "k": keys]
    }

    /// A mask's contour over the frames from `start` (flattened as ``Pose/clips``): still, or
    /// keyframes where it changes, eased as ``animated(_:start:tolerance:)`` eases.
    static func animatedShape(_ values: [[Double]], start: Int) -> [String: Any] {
        func shape(_ flat: [Double]) -> [String: Any] {
            let count = flat.count / 6
            func points(_ part: Int) -> [[Double]] {
                (0..<count).map { [flat[(part * count + $0) * 2], flat[(part * count + $0) * 2 + 1]] }
            }
            return ["c": true, "v": points(0), "i": points(1), "o": points(2)]
        }
        if values.allSatisfy({ $0 == values[0] }) { return ["a": 0, "k": shape(values[0])] }
        let keys = Self.keys(values, tolerance: 0.25)
        return ["a": 1, "k": keys.enumerated().map { number, key -> [String: Any] in
            guard number + 1 < keys.count else { return ["t": start + key.index, "s": [shape(values[key.index])]] }
            return ["t": start + key.index, "s": [shape(values[key.index])],
                    "o": ["x": [key.ease.x1], "y": [key.ease.y1]], "i": ["x": [key.ease.x2], "y": [key.ease.y2]]]
        }]
    }

    /// A property over the frames from `start`: still when it never changes, else keyframes (see
    /// ``keys(_:tolerance:)``), each stretch eased by its Bézier; the last key has no easing, since
    /// no stretch leaves it (rlottie draws nothing for the property when it has one).
    static func animated(_ values: [[Double]], start: Int, tolerance: Double) -> [String: Any] {
        if values.allSatisfy({ $0 == values[0] }) { return ["a": 0, "k": values[0].count == 1 ? values[0][0] as Any : values[0] as Any] }
        let keys = Self.keys(values, tolerance: tolerance)
        let list: [[String: Any]] = keys.enumerated().map { number, key in
            guard number + 1 < keys.count else { return ["t": start + key.index, "s": values[key.index]] }
            let ease = key.ease
            return ["t": start + key.index, "s": values[key.index], "o": ["x": [ease.x1], "y": [ease.y1]], "i": ["x": [ease.x2], "y": [ease.y2]]]
        }
        return ["a": 1, "k": list]
    }

    /// How a stretch between two keys eases: Lottie's cubic Bézier from (0, 0) to (1, 1) through
    /// (x1, y1) and (x2, y2), time across and progress up.
    struct Ease: Equatable {
        var x1, y1, x2, y2: Double
        static let linear = Ease(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3)
    }

    /// The keyframes for `values` (one a frame): the first and last frames, and as few between as
    /// let each stretch follow every frame within `tolerance` in each component along its fitted
    /// ease. Stretches grow greedily (doubling, then halving back to the longest that fits), so
    /// a long still or straight stretch costs a few fits, not one a frame.
    static func keys(_ values: [[Double]], tolerance: Double) -> [(index: Int, ease: Ease)] {
        guard values.count > 1 else { return values.indices.map { ($0, Ease.linear) } }
        var keys: [(index: Int, ease: Ease)] = []
        var start = 0
        let last = values.count - 1
        while start < last {
            var good = (end: start + 1, ease: fit(values, start, start + 1, tolerance: tolerance) ?? .linear)
            var step = 1
            var bad: Int?
            while bad == nil, good.end < last {
                let end = min(good.end + step, last)
                if let ease = fit(values, start, end, tolerance: tolerance) { good = (end, ease); step *= 2 } else { bad = end }
            }
            if var high = bad {
                var low = good.end
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if let ease = fit(values, start, middle, tolerance: tolerance) { good = (middle, ease); low = middle } else { high = middle }
                }
            }
            keys.append((start, good.ease))
            start = good.end
        }
        keys.append((last, .linear))
        return keys
    }

    /// The ease that takes `values[from]` to `values[to]` through the frames between within
    /// `tolerance` in every component, or nil. The handles' times are fixed at a third and two
    /// thirds, so the curve's progress is a cubic in time and its two heights come from linear
    /// least squares over every frame and component.
    static func fit(_ values: [[Double]], _ from: Int, _ to: Int, tolerance: Double) -> Ease? {
        let a = values[from], b = values[to]
        let span = Double(to - from)
        func basis(_ u: Double) -> (Double, Double, Double) { (3 * (1 - u) * (1 - u) * u, 3 * (1 - u) * u * u, u * u * u) }
        var cc = 0.0, ce = 0.0, ee = 0.0, ct = 0.0, et = 0.0
        for k in from...to {
            let (b1, b2, b3) = basis(Double(k - from) / span)
            for d in a.indices {
                let delta = b[d] - a[d]
                let c = delta * b1, e = delta * b2, t = values[k][d] - a[d] - delta * b3
                cc += c * c; ce += c * e; ee += e * e; ct += c * t; et += e * t
            }
        }
        // A faint pull toward the straight line decides what the frames leave open (one frame
        // between the keys fixes only one combination of the two heights).
        let pull = 1e-6 * (cc + ee) + 1e-12
        cc += pull; ee += pull; ct += pull * Ease.linear.y1; et += pull * Ease.linear.y2
        var ease = Ease.linear
        let determinant = cc * ee - ce * ce
        ease.y1 = (ct * ee - et * ce) / determinant
        ease.y2 = (cc * et - ce * ct) / determinant
        guard ease.y1.isFinite, ease.y2.isFinite, abs(ease.y1) < 100, abs(ease.y2) < 100 else { return nil }
        for k in from...to {
            let (b1, b2, b3) = basis(Double(k - from) / span)
            let progress = b1 * ease.y1 + b2 * ease.y2 + b3
            for d in a.indices where abs(a[d] + (b[d] - a[d]) * progress - values[k][d]) > tolerance { return nil }
        }
        return ease
    }

    static func still(opacity: Double = 100) -> [String: Any] {
        ["a": ["a": 0, "k": [0, 0, 0]], "p": ["a": 0, "k": [0, 0, 0]], "s": ["a": 0, "k": [100, 100, 100]],
         "r": ["a": 0, "k": 0], "o": ["a": 0, "k": opacity]]
    }

    static func groupTransform() -> [String: Any] {
        ["ty": "tr", "a": ["a": 0, "k": [0, 0]], "p": ["a": 0, "k": [0, 0]], "s": ["a": 0, "k": [100, 100]],
         "r": ["a": 0, "k": 0], "o": ["a": 0, "k": 100], "sk": ["a": 0, "k": 0], "sa": ["a": 0, "k": 0]]
    }

    /// A path as Lottie shapes: one `sh` a contour, vertices with their in and out tangents
    /// (relative to the vertex), quadratic curves raised to cubic.
    static func shapes(_ path: Path) -> [[String: Any]] {
        var shapes: [[String: Any]] = []
        var vertices: [CGPoint] = [], ins: [CGPoint] = [], outs: [CGPoint] = []
        var closed = false
        func flush() {
            if vertices.count > 1 {
                // A closing segment that returns to the first vertex merges into it.
                if closed, let first = vertices.first, let last = vertices.last, hypot(first.x - last.x, first.y - last.y) < 1e-6 {
                    ins[0] = ins[ins.count - 1]
                    vertices.removeLast(); ins.removeLast(); outs.removeLast()
                }
                func list(_ points: [CGPoint]) -> [[Double]] { points.map { [Double($0.x), Double($0.y)] } }
                shapes.append(["ty": "sh", "nm": "contour", "ks": ["a": 0, "k": ["c": closed, "v": list(vertices), "i": list(ins), "o": list(outs)]]])
            }
            vertices = []; ins = []; outs = []; closed = false
        }
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                flush()
                vertices = [p]; ins = [.zero]; outs = [.zero]
                current = p
            case .line(let p):
                vertices.append(p); ins.append(.zero); outs.append(.zero)
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                outs[outs.count - 1] = CGPoint(x: c1.x - current.x, y: c1.y - current.y)
                vertices.append(p); ins.append(CGPoint(x: c2.x - p.x, y: c2.y - p.y)); outs.append(.zero)
                current = p
            case .curve(let p, let c1, let c2):
                outs[outs.count - 1] = CGPoint(x: c1.x - current.x, y: c1.y - current.y)
                vertices.append(p); ins.append(CGPoint(x: c2.x - p.x, y: c2.y - p.y)); outs.append(.zero)
                current = p
            case .closeSubpath:
                closed = true
                flush()
            }
        }
        flush()
        return shapes
    }
}

/// What a Lottie file cannot hold, and a Telegram sticker's rules.
public enum LottieError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The card draws `feature` (with the layer that draws it, first at `time` seconds), which
    /// Lottie players do not show alike.
    case unsupported(feature: String, time: TimeInterval)
    /// A Telegram sticker's rules the card breaks, each with how to fix it.
    case stickerRules([String])

    public var description: String {
        switch self {
        case .unsupported(let feature, let time):
            return "Lottie cannot show \(feature) (drawn from \(AnimatedSVG.number(time)) s): leave it out of the card, or write a video or GIF"
        case .stickerRules(let rules):
            return "a Telegram sticker must follow its rules: " + rules.joined(separator: "; ")
        }
    }

    public var errorDescription: String? { description }
}
