import Foundation
import KinetypeCard
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension LottieWriter {
    /// A layer for a track: shown from its first frame to after its last, its pose keyframed
    /// where it changes. Outlines are a shape layer with the opacity on their group, where players
    /// apply it exactly (rlottie's layer opacity comes out one to three levels darker); pixels an
    /// image layer.
    func layer(_ track: Track, content: Content, imageID: String?, number: Int, frames: Int) -> [String: Any] {
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
