import Foundation
import KinetypeAnimation
import KinetypeTestSupportCore
import PropertyBased
import Testing

/// `repeatCount` and `repeatForever`, checked against the passes Apple
/// documents: autoreversed passes count toward the count, and a pass ends on
/// the first 60 Hz frame after the base finished (reference §2.4). The linear
/// curve is a Bézier whose values are rounded to 2⁻²⁰, hence the 10⁻⁶ tolerances.
@Suite struct RepeatAnimationTests {
    /// The frame index on which each pass of a `duration`-second base ends:
    /// the first frame k with k/60 − start/60 > duration.
    static func passEnds(duration: Double, count: Int) -> [Int] {
        var ends: [Int] = []
        var start = 0
        for _ in 0..<count {
            var k = start
            while !(Double(k) / 60 - Double(start) / 60 > duration) { k += 1 }
            ends.append(k)
            start = k
        }
        return ends
    }

    @Test func threePassesWithAutoreverse() {
        // Apple's truck example: forward, back, forward.
        let animator = Animator(animation: .linear(duration: 1).repeatCount(3, autoreverses: true), from: 0.0, to: 1.0)
        expectClose(animator.value(at: 0.5), 0.5, tolerance: 1e-12)
        // Pass 2 starts on frame 61 and plays backward.
        expectClose(animator.value(at: 61.0 / 60 + 0.25), 0.75, tolerance: 1e-9)
        #expect(animator.velocity(at: 61.0 / 60 + 0.25) < 0)
        // Pass 3 starts on frame 122 and plays forward.
        expectClose(animator.value(at: 122.0 / 60 + 0.25), 0.25, tolerance: 1e-9)
        // The animation ends on frame 183 at the final value.
        expectClose(animator.completionTime() ?? -1, 183.0 / 60, tolerance: 1e-12)
        expectClose(animator.value(at: 4), 1, tolerance: 0)
    }

    @Test func countOfTwoGoesForwardBackThenJumps() {
        // "When autoreverse is true and repeatCount is 2, the animation moves
        // forward, then reverses, then stops" — and shows the model value.
        let animator = Animator(animation: .linear(duration: 1).repeatCount(2), from: 0.0, to: 1.0)
        expectClose(animator.value(at: 61.0 / 60 + 0.9), 0.1, tolerance: 1e-6)
        expectClose(animator.completionTime() ?? -1, 122.0 / 60, tolerance: 1e-12)
        expectClose(animator.value(at: 122.0 / 60 + 0.01), 1, tolerance: 0)
    }

    @Test func withoutAutoreverseEachPassStartsOver() {
        let animator = Animator(animation: .linear(duration: 1).repeatCount(2, autoreverses: false), from: 0.0, to: 1.0)
        expectClose(animator.value(at: 61.0 / 60 + 0.25), 0.25, tolerance: 1e-9)
    }

    @Test func repeatForeverNeverCompletes() {
        let animator = Animator(animation: .linear(duration: 0.5).repeatForever(autoreverses: false), from: 0.0, to: 1.0)
        #expect(animator.completionTime(within: 20) == nil)
        #expect(!animator.isComplete(at: 100))
        let ends = Self.passEnds(duration: 0.5, count: 200)
        // 31 frames per pass: at 100 s the pass began on the last pass end before it.
        let start = ends.last(where: { Double($0) / 60 <= 100 })!
        expectClose(animator.value(at: 100), (100 - Double(start) / 60) / 0.5, tolerance: 1e-6)
    }

    @Test func passesFollowTheDocumentedSchedule() async {
        await propertyCheck(count: 40, input: Gen.double(in: 0.2...1.2), Gen.int(in: 1...5), Gen.bool, Gen.double(in: 0.05...0.95)) { duration, count, autoreverses, fraction in
            let animator = Animator(animation: .linear(duration: duration).repeatCount(count, autoreverses: autoreverses), from: 0.0, to: 10.0)
            let ends = Self.passEnds(duration: duration, count: count)
            for pass in 0..<count {
                let start = pass == 0 ? 0.0 : Double(ends[pass - 1]) / 60
                let forward = 10 * fraction
                let expected = autoreverses && pass % 2 == 1 ? 10 - forward : forward
                // 10 × the 2⁻²⁰ grid of the Bézier value.
                expectClose(animator.value(at: start + fraction * duration), expected, tolerance: 1e-5, "pass \(pass)")
            }
            expectClose(animator.completionTime() ?? -1, Double(ends[count - 1]) / 60, tolerance: 1e-9)
            #expect(animator.value(at: Double(ends[count - 1]) / 60 + 0.001) == 10)
        }
    }
}
