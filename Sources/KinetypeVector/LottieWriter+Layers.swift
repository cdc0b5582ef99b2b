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
    func layer(_ track: Track, content: Content, imageID: String?, number: Int, frames: Int) -> JSONValue {
        let poses = track.poses
        var opacity = Self.animated(poses.map { [$0.opacity] }, start: track.start, tolerance: 0.5)
        if track.start + poses.count < frames { opacity = Self.closing(opacity, at: track.start + poses.count) }
        var transform: JSONValue = [
            "a": ["a": 0, "k": [0, 0, 0]],
            "p": Self.animated(poses.map { [$0.x, $0.y, 0] }, start: track.start, tolerance: 0.25),
            "s": Self.animated(poses.map { [$0.scaleX, $0.scaleY, 100] }, start: track.start, tolerance: 0.1),
            "r": Self.animated(poses.map { [$0.rotation] }, start: track.start, tolerance: 0.1),
            "o": ["a": 0, "k": 100],
        ]
        var layer: JSONValue = ["ddd": 0, "ind": .int(number), "nm": "layer \(number)", "sr": 1, "ao": 0,
                                "ip": .int(track.start), "op": .int(track.start + poses.count), "st": 0, "bm": 0]
        switch content {
        case .shapes(let shapes, let paint):
            var group = Self.groupTransform()
            group["o"] = opacity
            layer["ty"] = 4
            layer["shapes"] = [["ty": "gr", "nm": "shape", "it": .array(shapes + Self.paintItems(paint) + [group])]]
        case .image:
            transform["o"] = opacity
            layer["ty"] = 2
            layer["refId"] = .string(imageID ?? "")
        }
        layer["ks"] = transform
        if let first = poses.first, !first.clips.isEmpty {
            layer["hasMask"] = true
            layer["masksProperties"] = .array(first.clips.indices.map { index -> JSONValue in
                ["nm": "clip \(index + 1)", "mode": index == 0 ? "a" : "i", "inv": false, "o": ["a": 0, "k": 100],
                 "pt": Self.animatedShape(poses.map { $0.clips[index] }, start: track.start)]
            })
        }
        return layer
    }

    /// `opacity` held to its last frame, then nothing from frame `end` on (the layer's out
    /// point): rlottie draws a layer at its out point too, one frame longer than the format says,
    /// where the next drawing of the same glyph or the next frame's pixels already show.
    static func closing(_ opacity: JSONValue, at end: Int) -> JSONValue {
        var keys: [JSONValue]
        if opacity["a"]?.intValue == 1, let list = opacity["k"]?.arrayValue {
            keys = list
        } else {
            keys = [["t": .int(end - 1), "s": [.number(opacity["k"]?.doubleValue ?? 100)]]]
        }
        guard var last = keys.popLast() else { return opacity }
        if (last["t"]?.intValue ?? end) >= end { return opacity }
        last["h"] = 1
        keys.append(last)
        keys.append(["t": .int(end), "s": [0.0]])
        return ["a": 1, "k": .array(keys)]
    }

    /// A mask's contour over the frames from `start` (flattened as ``Pose/clips``): still, or
    /// keyframes where it changes, eased as ``animated(_:start:tolerance:)`` eases.
    static func animatedShape(_ values: [[Double]], start: Int) -> JSONValue {
        func shape(_ flat: [Double]) -> JSONValue {
            let count = flat.count / 6
            func points(_ part: Int) -> JSONValue {
                .array((0..<count).map { .numbers([flat[(part * count + $0) * 2], flat[(part * count + $0) * 2 + 1]]) })
            }
            return ["c": true, "v": points(0), "i": points(1), "o": points(2)]
        }
        if values.allSatisfy({ $0 == values[0] }) { return ["a": 0, "k": shape(values[0])] }
        let keys = Self.keys(values, tolerance: 0.25)
        return ["a": 1, "k": .array(keys.enumerated().map { number, key -> JSONValue in
            guard number + 1 < keys.count else { return ["t": .int(start + key.index), "s": [shape(values[key.index])]] }
            return ["t": .int(start + key.index), "s": [shape(values[key.index])],
                    "o": ["x": [.number(key.ease.x1)], "y": [.number(key.ease.y1)]], "i": ["x": [.number(key.ease.x2)], "y": [.number(key.ease.y2)]]]
        })]
    }

    /// A property over the frames from `start`: still when it never changes, else keyframes (see
    /// ``keys(_:tolerance:)``), each stretch eased by its Bézier; the last key has no easing, since
    /// no stretch leaves it (rlottie draws nothing for the property when it has one).
    static func animated(_ values: [[Double]], start: Int, tolerance: Double) -> JSONValue {
        if values.allSatisfy({ $0 == values[0] }) { return ["a": 0, "k": values[0].count == 1 ? .number(values[0][0]) : .numbers(values[0])] }
        let keys = Self.keys(values, tolerance: tolerance)
        let list: [JSONValue] = keys.enumerated().map { number, key in
            guard number + 1 < keys.count else { return ["t": .int(start + key.index), "s": .numbers(values[key.index])] }
            let ease = key.ease
            return ["t": .int(start + key.index), "s": .numbers(values[key.index]),
                    "o": ["x": [.number(ease.x1)], "y": [.number(ease.y1)]], "i": ["x": [.number(ease.x2)], "y": [.number(ease.y2)]]]
        }
        return ["a": 1, "k": .array(list)]
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

    static func still(opacity: Double = 100) -> JSONValue {
        ["a": ["a": 0, "k": [0, 0, 0]], "p": ["a": 0, "k": [0, 0, 0]], "s": ["a": 0, "k": [100, 100, 100]],
         "r": ["a": 0, "k": 0], "o": ["a": 0, "k": .number(opacity)]]
    }

    static func groupTransform() -> JSONValue {
        ["ty": "tr", "a": ["a": 0, "k": [0, 0]], "p": ["a": 0, "k": [0, 0]], "s": ["a": 0, "k": [100, 100]],
         "r": ["a": 0, "k": 0], "o": ["a": 0, "k": 100], "sk": ["a": 0, "k": 0], "sa": ["a": 0, "k": 0]]
    }

    /// A path as Lottie shapes: one `sh` a contour (``Contour``).
    static func shapes(_ path: Path) -> [JSONValue] {
        Contour.contours(of: path).map { contour in
            func list(_ points: [CGPoint]) -> JSONValue { .array(points.map { .numbers([Double($0.x), Double($0.y)]) }) }
            return ["ty": "sh", "nm": "contour",
                    "ks": ["a": 0, "k": ["c": .bool(contour.closed), "v": list(contour.vertices), "i": list(contour.ins), "o": list(contour.outs)]]]
        }
    }
}
