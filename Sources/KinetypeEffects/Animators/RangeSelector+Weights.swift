import Foundation
import KinetypePrimitives

extension RangeSelector {
    /// The weight of each of `count` units at `time` seconds into the layer, in reading order.
    ///
    /// With `s`, `e` and `o` the start, end and offset at `time`, the range in unit lengths is
    /// `lo = min(s + o, e + o) × k`, `hi = max(s + o, e + o) × k`, where `k` is `count / 100` for
    /// percent and 1 for indices. Unit `i` sits at place `p` (its index, or its rank in the
    /// shuffled order) and covers `[p, p + 1)`; its centre is `x = p + ½` and `u = (x − lo) / (hi − lo)`.
    /// After Effects documents its shapes by their graphs ("Range selector properties", Adobe After
    /// Effects User Guide: square, ramp up, ramp down, triangle, round, smooth); these are the
    /// formulas drawn there:
    ///
    /// | shape    | weight                                                         |
    /// |----------|----------------------------------------------------------------|
    /// | square   | coverage: `clamp(min(p + 1, hi) − max(p, lo), 0, 1)`           |
    /// | rampUp   | 0 for `u ≤ 0`, `u` inside, 1 for `u ≥ 1` (past the end stays full) |
    /// | rampDown | `1 − rampUp`: 1 before the range, 0 past it                    |
    /// | triangle | `1 − |2u − 1|` inside, 0 outside: peak at the middle           |
    /// | round    | `√(1 − (2u − 1)²)` inside, 0 outside: a semicircle             |
    /// | smooth   | `(1 − cos 2πu) / 2` inside, 0 outside: a raised-cosine (Hann) bell |
    ///
    /// An empty range (`lo = hi`) selects nothing, except that the ramps keep their step (units
    /// past `hi` count as past the end). The shape's value `v` is then eased (``eased(_:)``),
    /// times `amount / 100`.
    public func weights(count: Int, at time: TimeInterval) -> [Double] {
        guard count > 0 else { return [] }
        let scale = basis == .percent ? Double(count) / 100 : 1
        let o = offset.value(at: time)
        let a = (start.value(at: time) + o) * scale, b = (end.value(at: time) + o) * scale
        let lo = Swift.min(a, b), hi = Swift.max(a, b)
        let places = order(count: count)
        return places.map { place in
            eased(Self.shape(shape, place: Double(place), lo: lo, hi: hi)) * amount / 100
        }
    }

    /// The place of each unit: its index, or (with a seed) its rank in a shuffled order, a
    /// permutation of `0..<count` that depends only on the seed and the count.
    public func order(count: Int) -> [Int] {
        let identity = Array(0..<count)
        guard let seed else { return identity }
        var generator = SplitMix64(seed: seed)
        return generator.shuffled(identity)
    }

    /// The shape's value for the unit covering `[place, place + 1)` of a range `lo…hi` (unit lengths).
    static func shape(_ shape: Shape, place: Double, lo: Double, hi: Double) -> Double {
        if shape == .square {
            return Swift.min(1, Swift.max(0, Swift.min(place + 1, hi) - Swift.max(place, lo)))
        }
        let x = place + 0.5
        guard hi > lo else {
            switch shape {
            case .rampUp: return x >= hi ? 1 : 0
            case .rampDown: return x >= hi ? 0 : 1
            default: return 0
            }
        }
        let u = (x - lo) / (hi - lo)
        switch shape {
        case .rampUp: return Swift.min(1, Swift.max(0, u))
        case .rampDown: return 1 - Swift.min(1, Swift.max(0, u))
        default: break
        }
        guard u > 0, u < 1 else { return 0 }
        let w = 2 * u - 1
        switch shape {
        case .triangle: return 1 - abs(w)
        case .round: return (1 - w * w).squareRoot()
        case .smooth: return (1 - cos(2 * Double.pi * u)) / 2
        case .square, .rampUp, .rampDown: return 0
        }
    }

    /// `v` (0…1) through ease high and ease low: the cubic Hermite curve from (0, 0) to (1, 1)
    /// whose slope is `m₀ = 1 − easeLow/100` at 0 and `m₁ = 1 − easeHigh/100` at 1,
    ///
    ///     f(v) = (v³ − 2v² + v)·m₀ + (3v² − 2v³) + (v³ − v²)·m₁
    ///
    /// 0 and 0 is the identity; 100 flattens that end to slope 0 (both at 100 is smoothstep,
    /// `3v² − 2v³`); −100 doubles its slope. With slopes from 0 to 2 the curve is monotone and
    /// stays within 0…1 (Fritsch and Carlson, "Monotone piecewise cubic interpolation", SIAM J.
    /// Numer. Anal. 17, 1980: `m₀² + m₁² ≤ 9` suffices). After Effects names the two controls
    /// but does not publish its curve; this one has the behaviour its guide describes.
    public func eased(_ v: Double) -> Double {
        guard easeHigh != 0 || easeLow != 0 else { return v }
        let m0 = 1 - easeLow / 100, m1 = 1 - easeHigh / 100
        let v2 = v * v, v3 = v2 * v
        return (v3 - 2 * v2 + v) * m0 + (3 * v2 - 2 * v3) + (v3 - v2) * m1
    }
}

extension RangeSelector.Mode {
    /// `weight` combined into `accumulated`, the weights of the selectors before it:
    /// add `a + w`, subtract `a − w`, intersect `a × w`, min, max, difference `|a − w|`.
    /// The first selector starts from `a = 0`, or from `a = 1` for subtract and intersect, so a
    /// lone subtract selects the rest (`1 − w`), as in After Effects.
    public func combine(_ accumulated: Double?, _ weight: Double) -> Double {
        let a = accumulated ?? (self == .subtract || self == .intersect ? 1 : 0)
        switch self {
        case .add: return a + weight
        case .subtract: return a - weight
        case .intersect: return a * weight
        case .min: return accumulated == nil ? weight : Swift.min(a, weight)
        case .max: return Swift.max(a, weight)
        case .difference: return abs(a - weight)
        }
    }
}
