import Foundation
import KinetypeCard
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A card as a Lottie (Bodymovin JSON) animation: each glyph cluster drawn in a frame is a shape
/// layer of its outline (HarfBuzz's glyphs, so every script and bidi order are Kinetype's) in its
/// colour, whose position, scale, rotation and opacity are keyframed over the frames it shows, with only the keys a straight line between its neighbours
/// does not already give (within a quarter pixel, a tenth of a degree, half a percent).
///
/// The drawing is captured from the card's own (``TitleCard/capturedOperations(at:)``). Lottie
/// 1.0 has no text layer and players differ on effects, so blur, shadows, glows, gradient or
/// stroked text, underlines, colour glyphs, clips and masks, shaders, pictures, skewed glyphs and
/// blend modes throw ``LottieError/unsupported(feature:time:)``, naming the feature. A plain
/// background is a solid layer; a still gradient or picture background an embedded PNG.
struct LottieWriter {
    let card: TitleCard
    let name: String

    /// One glyph cluster's place at one frame.
    struct Pose: Equatable {
        var x, y, scaleX, scaleY, rotation, opacity: Double
    }

    /// A glyph cluster followed over the frames it shows in: its precomposition and its poses.
    struct Track {
        var asset: Int
        var order: Double
        var start: Int
        var poses: [Pose]
    }

    func document(indices: [Int], progress: (@Sendable (Int, Int) -> Void)?) throws -> Data {
        var assets: [String: Int] = [:]
        var assetShapes: [(shapes: [[String: Any]], paint: AnimatedSVG.PlainPaint)] = []
        var tracks: [Track] = []
        var open: [String: [Int]] = [:]   // "asset#occurrence" -> track index, for the previous frame
        var background: [String: Any]?
        if let picture = try card.backgroundPicture(at: 0) {
            guard !card.backgroundMoves else { throw LottieError.unsupported(feature: "a moving background", time: 0) }
            let png = try Frame(canvas: picture).pngData(compression: .balanced)
            background = ["id": "background", "w": card.pixelWidth, "h": card.pixelHeight, "e": 1, "u": "",
                          "p": "data:image/png;base64," + png.base64EncodedString()]
        }
        for (position, index) in indices.enumerated() {
            let time = Double(index) / card.fps
            var seen: [String: Int] = [:]
            var next: [String: [Int]] = [:]
            for (order, (operation, state)) in try card.capturedOperations(at: time).enumerated() {
                for use in try uses(operation, state, time: time) {
                    let key = use.outline + "#" + Self.paintKey(use.paint)
                    let asset = assets[key] ?? {
                        assets[key] = assetShapes.count
                        assetShapes.append((use.shapes, use.paint))
                        return assetShapes.count - 1
                    }()
                    let occurrence = seen["\(asset)", default: 0]
                    seen["\(asset)"] = occurrence + 1
                    let slot = "\(asset)#\(occurrence)"
                    if let previous = open[slot]?.first, tracks[previous].start + tracks[previous].poses.count == position {
                        tracks[previous].poses.append(use.pose)
                        next[slot] = [previous]
                    } else {
                        tracks.append(Track(asset: asset, order: Double(position) * 1e6 + Double(order), start: position, poses: [use.pose]))
                        next[slot] = [tracks.count - 1]
                    }
                }
            }
            open = next
            progress?(position + 1, indices.count)
        }
        let frames = indices.count
        var layers: [[String: Any]] = []
        var number = 1
        for track in tracks.sorted(by: { $0.order > $1.order }) {
            layers.append(layer(track, asset: assetShapes[track.asset], number: number))
            number += 1
        }
        let plain = card.background.resolve()
        if background != nil {
            layers.append(["ddd": 0, "ind": number, "ty": 2, "nm": "background", "refId": "background", "sr": 1, "ks": Self.still(),
                           "ao": 0, "ip": 0, "op": frames, "st": 0, "bm": 0])
        } else if plain.opacity > 0 {
            layers.append(["ddd": 0, "ind": number, "ty": 1, "nm": "background", "sr": 1, "ks": Self.still(opacity: Double(plain.opacity) * 100),
                           "ao": 0, "sc": AnimatedSVG.color(plain), "sw": card.pixelWidth, "sh": card.pixelHeight,
                           "ip": 0, "op": frames, "st": 0, "bm": 0])
        }
        var assetList: [[String: Any]] = []
        if let background { assetList.append(background) }
        let document: [String: Any] = [
            "v": "5.7.0", "nm": name, "fr": card.fps, "ip": 0, "op": frames, "w": card.pixelWidth, "h": card.pixelHeight,
            "ddd": 0, "assets": assetList, "layers": layers, "markers": [Any](),
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

    /// A glyph cluster drawn: its outline's shapes (in layout coordinates), colour and pose.
    struct Use {
        var outline: String
        var shapes: [[String: Any]]
        var paint: AnimatedSVG.PlainPaint
        var pose: Pose
    }

    /// A paint's Lottie items: the fill and the outline (`st`), the one drawn on top first, as
    /// Lottie lists a group's items front to back.
    static func paintItems(_ paint: AnimatedSVG.PlainPaint) -> [[String: Any]] {
        func rgba(_ c: Color.Resolved) -> [Double] { [Double(c.red), Double(c.green), Double(c.blue), 1] }
        var fill: [[String: Any]] = []
        if let color = paint.fill {
            fill = [["ty": "fl", "nm": "fill", "c": ["a": 0, "k": rgba(color)], "o": ["a": 0, "k": Double(color.opacity) * 100], "r": 1]]
        }
        guard let stroke = paint.stroke else { return fill }
        let join = ["miter": 1, "round": 2, "bevel": 3][stroke.join] ?? 1
        let outline: [[String: Any]] = [["ty": "st", "nm": "outline", "c": ["a": 0, "k": rgba(stroke.color)],
                                         "o": ["a": 0, "k": Double(stroke.color.opacity) * 100], "w": ["a": 0, "k": Double(stroke.width)],
                                         "lc": 2, "lj": join, "ml": 4]]
        return stroke.underFill ? fill + outline : outline + fill
    }

    /// A key that tells paints apart, for sharing outlines.
    static func paintKey(_ paint: AnimatedSVG.PlainPaint) -> String {
        let fill = paint.fill.map { AnimatedSVG.color($0) + "/\($0.opacity)" } ?? "none"
        let stroke = paint.stroke.map { "\(AnimatedSVG.color($0.color))/\($0.color.opacity)/\($0.width)/\($0.join)/\($0.underFill)" } ?? "none"
        return fill + "|" + stroke
    }

    private func uses(_ operation: DrawOperation, _ state: DrawState, time: TimeInterval) throws -> [Use] {
        func unsupported(_ feature: String) -> LottieError { .unsupported(feature: feature, time: time) }
        guard state.blendMode == .normal else { throw unsupported("the blend mode \(state.blendMode)") }
        guard case .all = state.textShadows else { throw unsupported("drop shadows and glows") }
        for filter in state.filters {
            if case .blur(let radius) = filter.kind, radius < 0.05 { continue }
            throw unsupported(filter.description.hasPrefix("blur") ? "blur" : "the filter \(filter.description)")
        }
        guard state.clips.isEmpty else { throw unsupported("a clip or mask (reveals, mattes)") }
        guard case .text(let pieces, _) = operation else { throw unsupported("a shape or picture layer") }
        let t = state.transform
        let scaleX = hypot(Double(t.a), Double(t.b))
        guard scaleX > 1e-9 else { return [] }
        let determinant = Double(t.a * t.d - t.b * t.c)
        let shear = Double(t.a * t.c + t.b * t.d) / (scaleX * scaleX)
        guard abs(shear) < 1e-3 else { throw unsupported("a skewed glyph") }
        let pose = Pose(x: Double(t.tx), y: Double(t.ty), scaleX: scaleX * 100, scaleY: determinant / scaleX * 100,
                        rotation: atan2(Double(t.b), Double(t.a)) * 180 / .pi, opacity: state.opacity * 100)
        var result: [Use] = []
        for piece in pieces {
            let run = piece.run
            if let feature = AnimatedSVG.unsupportedFeature(of: run) { throw unsupported(feature) }
            // One layer a glyph cluster, so each can move on its own in another frame.
            for cluster in run.storage.clusters {
                let glyphs = cluster.clamped(to: piece.glyphs)
                guard !glyphs.isEmpty else { continue }
                let path = Text.Layout.RunSlice(run: run, indices: glyphs).outline
                let d = AnimatedSVG.pathData(path)
                guard !d.isEmpty else { continue }
                result.append(Use(outline: d, shapes: Self.shapes(path), paint: AnimatedSVG.plainPaint(of: run, foreground: state.foregroundColor),
                                  pose: pose))
            }
        }
        return result
    }

    /// A precomposition layer for a track: shown from its first frame to after its last, its
    /// pose keyframed where it changes.
    private func layer(_ track: Track, asset: (shapes: [[String: Any]], paint: AnimatedSVG.PlainPaint), number: Int) -> [String: Any] {
        let poses = track.poses
        func property(_ values: [[Double]], tolerance: Double) -> [String: Any] {
            if values.allSatisfy({ $0 == values[0] }) { return ["a": 0, "k": values[0].count == 1 ? values[0][0] as Any : values[0] as Any] }
            let kept = Self.simplify(values, tolerance: tolerance)
            // Linear segments; the last key has no easing, since no segment leaves it (rlottie
            // draws nothing for the property when it has one).
            let keys: [[String: Any]] = kept.map { index in
                index == kept.last ? ["t": track.start + index, "s": values[index]]
                    : ["t": track.start + index, "s": values[index], "i": ["x": [1], "y": [1]], "o": ["x": [0], "y": [0]]]
            }
            return ["a": 1, "k": keys]
        }
        let transform: [String: Any] = [
            "a": ["a": 0, "k": [0, 0, 0]],
            "p": property(poses.map { [$0.x, $0.y, 0] }, tolerance: 0.25),
            "s": property(poses.map { [$0.scaleX, $0.scaleY, 100] }, tolerance: 0.1),
            "r": property(poses.map { [$0.rotation] }, tolerance: 0.1),
            "o": ["a": 0, "k": 100],
        ]
        // The opacity goes on the group, where players apply it exactly (rlottie's layer
        // opacity comes out one to three levels darker).
        var group = Self.groupTransform()
        group["o"] = property(poses.map { [$0.opacity] }, tolerance: 0.5)
        let shapes: [[String: Any]] = [["ty": "gr", "nm": "glyph", "it": asset.shapes + Self.paintItems(asset.paint) + [group]]]
        return ["ddd": 0, "ind": number, "ty": 4, "nm": "glyph \(number)", "sr": 1, "ks": transform, "ao": 0, "shapes": shapes,
                "ip": track.start, "op": track.start + poses.count, "st": 0, "bm": 0]
    }

    /// The indices of `values` to keep as keyframes: the ends, and (Ramer–Douglas–Peucker) each
    /// value a straight line between the kept ones misses by more than `tolerance`.
    static func simplify(_ values: [[Double]], tolerance: Double) -> [Int] {
        guard values.count > 2 else { return Array(values.indices) }
        var keep = Set([0, values.count - 1])
        func split(_ low: Int, _ high: Int) {
            guard high - low > 1 else { return }
            var worst = -1.0, at = low
            for i in (low + 1)..<high {
                let f = Double(i - low) / Double(high - low)
                let miss = zip(values[low], values[high]).enumerated().map { k, pair in abs(pair.0 + (pair.1 - pair.0) * f - values[i][k]) }.max() ?? 0
                if miss > worst { worst = miss; at = i }
            }
            if worst > tolerance {
                keep.insert(at)
                split(low, at)
                split(at, high)
            }
        }
        split(0, values.count - 1)
        return keep.sorted()
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
    /// The card draws `feature` (first at `time` seconds), which Lottie players do not show alike.
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
