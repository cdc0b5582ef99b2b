import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Range selectors' weights against reference formulas written out here, sampled across ranges,
/// offsets, eases, orders and modes.
@Suite struct RangeSelectorTests {
    /// After Effects' shapes as plain functions of the unit's place `p` (covering [p, p+1)) in a
    /// range lo…hi: the reference the selector must match.
    static func reference(_ shape: RangeSelector.Shape, place p: Double, lo: Double, hi: Double) -> Double {
        if shape == .square {
            let overlap = min(p + 1, hi) - max(p, lo)
            return overlap <= 0 ? 0 : min(1, overlap)
        }
        let x = p + 0.5
        let u = (x - lo) / (hi - lo)
        switch shape {
        case .rampUp: return u <= 0 ? 0 : u >= 1 ? 1 : u
        case .rampDown: return u <= 0 ? 1 : u >= 1 ? 0 : 1 - u
        case .triangle: return u <= 0 || u >= 1 ? 0 : (u <= 0.5 ? 2 * u : 2 - 2 * u)
        case .round: return u <= 0 || u >= 1 ? 0 : sqrt(1 - pow(2 * u - 1, 2))
        case .smooth: return u <= 0 || u >= 1 ? 0 : pow(sin(Double.pi * u), 2)   // = (1 − cos 2πu) / 2
        case .square: return 0
        }
    }

    @Test("each shape matches its formula at sampled places, ranges and offsets", arguments: RangeSelector.Shape.allCases)
    func shapes(_ shape: RangeSelector.Shape) {
        for count in [1, 5, 12, 37] {
            for (start, end, offset) in [(0.0, 100.0, 0.0), (20, 70, 0), (0, 40, 25), (10, 90, -30), (33.3, 66.6, 5), (80, 20, 0)] {
                let selector = RangeSelector(shape: shape, start: AnimatedValue(start), end: AnimatedValue(end), offset: AnimatedValue(offset))
                let weights = selector.weights(count: count, at: 0)
                let k = Double(count) / 100
                let lo = min(start, end) * k + offset * k, hi = max(start, end) * k + offset * k
                for i in 0..<count {
                    let expected = Self.reference(shape, place: Double(i), lo: lo, hi: hi)
                    expectClose(weights[i], expected, tolerance: 1e-12, "\(shape) \(count) units \(start)…\(end)+\(offset): unit \(i) \(weights[i]) vs \(expected)")
                }
            }
        }
    }

    @Test("square covers whole units inside the range and the covered fraction at its edges")
    func squareEdges() {
        // 10 units, 25%…55%: units 0, 1 out; 2 half (2.5…3); 3, 4 in; 5 half (5…5.5); the rest out.
        let weights = RangeSelector(shape: .square, start: 25, end: 55).weights(count: 10, at: 0)
        #expect(weights == [0, 0, 0.5, 1, 1, 0.5, 0, 0, 0, 0])
    }

    @Test("offset shifts the range by the same amount as moving both ends; index basis counts units")
    func offsetAndBasis() {
        for shape in RangeSelector.Shape.allCases {
            let shifted = RangeSelector(shape: shape, start: 10, end: 50, offset: 20).weights(count: 20, at: 0)
            let moved = RangeSelector(shape: shape, start: 30, end: 70).weights(count: 20, at: 0)
            #expect(shifted == moved, "\(shape)")
            // Percent of 20 units: 5% is one unit.
            let percent = RangeSelector(shape: shape, start: 10, end: 40).weights(count: 20, at: 0)
            let index = RangeSelector(basis: .index, shape: shape, start: 2, end: 8).weights(count: 20, at: 0)
            #expect(percent.indices.allSatisfy { abs(percent[$0] - index[$0]) < 1e-12 }, "\(shape)")
        }
        // Index basis: units 2, 3 and 4 exactly.
        #expect(RangeSelector(basis: .index, start: 2, end: 5).weights(count: 7, at: 0) == [0, 0, 1, 1, 1, 0, 0])
    }

    @Test("ramp up holds full weight past the range's end and none before its start (a wipe as the offset moves)")
    func rampWipe() {
        let selector = RangeSelector(shape: .rampUp, start: 0, end: 100,
                                     offset: AnimatedValue(from: -100, to: 100, animation: .linear(duration: 2)))
        #expect(selector.weights(count: 8, at: 0).allSatisfy { $0 == 1 })
        #expect(selector.weights(count: 8, at: 2).allSatisfy { $0 == 0 })
        let middle = selector.weights(count: 8, at: 1)   // range 0…100: the plain ramp
        #expect(middle.enumerated().allSatisfy { abs($1 - (Double($0) + 0.5) / 8) < 1e-12 })
        // Weights fall as time goes on, for every unit.
        var previous = [Double](repeating: 2, count: 8)
        for step in 0...20 {
            let w = selector.weights(count: 8, at: Double(step) / 10)
            #expect(zip(w, previous).allSatisfy { $0 <= $1 + 1e-12 })
            previous = w
        }
    }

    @Test("start, end and offset animate along their curve, after their delay")
    func animatedValues() {
        let value = AnimatedValue(from: 10, to: 90, animation: .timingCurve(.easeInOut, duration: 2), delay: 0.5)
        #expect(value.value(at: 0) == 10)
        #expect(value.value(at: 0.5) == 10)
        expectClose(value.value(at: 1.5), 10 + 80 * UnitCurve.easeInOut.value(at: 0.5), tolerance: 1e-9)
        expectClose(value.value(at: 3), 90, tolerance: 1e-9)
        #expect(AnimatedValue(42).value(at: 7) == 42)
    }

    @Test("ease high and low follow the Hermite reference: identity at 0, smoothstep at 100, flat or steep ends")
    func eases() {
        func hermite(_ v: Double, m0: Double, m1: Double) -> Double {
            let h10 = v * v * v - 2 * v * v + v, h01 = -2 * v * v * v + 3 * v * v, h11 = v * v * v - v * v
            return h10 * m0 + h01 + h11 * m1
        }
        for (high, low) in [(0.0, 0.0), (100, 100), (100, 0), (0, 100), (-100, 50), (-100, -100), (30, -70)] {
            let selector = RangeSelector(easeHigh: high, easeLow: low)
            for v in stride(from: 0.0, through: 1.0, by: 0.05) {
                let eased = selector.eased(v)
                expectClose(eased, hermite(v, m0: 1 - low / 100, m1: 1 - high / 100), tolerance: 1e-12)
                #expect(eased >= -1e-12 && eased <= 1 + 1e-12, "stays within 0…1")
            }
        }
        let smooth = RangeSelector(easeHigh: 100, easeLow: 100)
        for v in stride(from: 0.0, through: 1.0, by: 0.1) {
            expectClose(smooth.eased(v), v * v * (3 - 2 * v), tolerance: 1e-12)
        }
        // Ease high flattens the top: near 1 the eased value is closer to 1 than the plain one.
        #expect(RangeSelector(easeHigh: 100).eased(0.9) > 0.9)
        #expect(RangeSelector(easeLow: 100).eased(0.1) < 0.1)
        // Applied to a selector's weights: a triangle with both eases is smoothstep of the triangle.
        let plain = RangeSelector(shape: .triangle).weights(count: 9, at: 0)
        let eased = RangeSelector(shape: .triangle, easeHigh: 100, easeLow: 100).weights(count: 9, at: 0)
        #expect(zip(plain, eased).allSatisfy { abs($1 - $0 * $0 * (3 - 2 * $0)) < 1e-12 })
    }

    @Test("randomize is a permutation, the same for the same seed, different for another, and moves the weights with it")
    func randomize() {
        for count in [1, 2, 7, 30, 100] {
            let a = RangeSelector(seed: 1).order(count: count)
            #expect(a.sorted() == Array(0..<count))
            #expect(RangeSelector(seed: 1).order(count: count) == a)
            if count >= 7 { #expect(RangeSelector(seed: 2).order(count: count) != a) }
        }
        #expect(RangeSelector().order(count: 5) == [0, 1, 2, 3, 4])
        // SplitMix64's first outputs for seed 1 (Vigna's splitmix64.c reference values).
        var generator = SplitMix64(seed: 1)
        #expect(generator.next() == 0x910A_2DEC_8902_5CC1)
        #expect(generator.next() == 0xBEEB_8DA1_658E_EC67)
        // Weights follow the shuffled places: unit i gets the weight the ramp gives place order[i].
        let shuffled = RangeSelector(shape: .rampUp, seed: 9)
        let plain = RangeSelector(shape: .rampUp).weights(count: 12, at: 0)
        let order = shuffled.order(count: 12)
        #expect(shuffled.weights(count: 12, at: 0) == order.map { plain[$0] })
    }

    @Test("modes combine selectors as After Effects does, a lone subtract selecting the rest")
    func modes() {
        typealias Mode = RangeSelector.Mode
        #expect(Mode.add.combine(nil, 0.3) == 0.3)
        #expect(Mode.subtract.combine(nil, 0.3) == 0.7)
        #expect(Mode.intersect.combine(nil, 0.3) == 0.3)
        #expect(Mode.min.combine(nil, 0.3) == 0.3)
        #expect(Mode.add.combine(0.5, 0.3) == 0.8)
        expectClose(Mode.subtract.combine(0.5, 0.3), 0.2, tolerance: 1e-12)
        #expect(Mode.intersect.combine(0.5, 0.3) == 0.15)
        #expect(Mode.min.combine(0.5, 0.3) == 0.3)
        #expect(Mode.max.combine(0.5, 0.3) == 0.5)
        expectClose(Mode.difference.combine(0.5, 0.8), 0.3, tolerance: 1e-12)
    }

    @Test("amount scales the weights, negative amounts reverse them")
    func amount() {
        let full = RangeSelector(shape: .triangle).weights(count: 6, at: 0)
        let half = RangeSelector(shape: .triangle, amount: 50).weights(count: 6, at: 0)
        let negative = RangeSelector(shape: .triangle, amount: -100).weights(count: 6, at: 0)
        #expect(zip(full, half).allSatisfy { abs($0 / 2 - $1) < 1e-12 })
        #expect(zip(full, negative).allSatisfy { $0 == -$1 })
    }
}
