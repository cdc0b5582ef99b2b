import Foundation
import KinetypeAnimation
import KinetypeTestSupportCore
import PropertyBased
import Testing

/// Offline evaluation with retargeting. Numbers from `Reference/spring_values.py`
/// ("bouncy retarget to 2 at 0.3") or from the animations' definitions.
@Suite struct AnimatorTests {
    @Test func bouncyRetargetMatchesScript() {
        let a = Animator(animation: .bouncy, from: 0.0, to: 1.0)
        a.retarget(to: 2.0, at: 0.3)
        expectClose(a.value(at: 0.2), 0.880468027489502, tolerance: 1e-12)
        expectClose(a.value(at: 0.3), 1.0296568008439329, tolerance: 1e-12)
        expectClose(a.value(at: 0.4), 1.4556132464261293, tolerance: 1e-12)
        expectClose(a.value(at: 0.5), 1.8841498261214193, tolerance: 1e-12)
        expectClose(a.value(at: 1.0), 1.998299349516847, tolerance: 1e-12)
        #expect(a.target == 2.0)
        #expect(a.value(at: 10) == 2.0)
        #expect(a.isComplete(at: 10))
        #expect(!a.isComplete(at: 0.5))
    }

    @Test func queriesDoNotDependOnTheirOrder() {
        let a = Animator(animation: .bouncy, from: 0.0, to: 1.0)
        a.retarget(to: -1.0, at: 0.45)
        let late = a.value(at: 2.7)
        let early = a.value(at: 0.6)
        let fresh = Animator(animation: .bouncy, from: 0.0, to: 1.0)
        fresh.retarget(to: -1.0, at: 0.45)
        #expect(fresh.value(at: 0.6) == early)
        #expect(fresh.value(at: 2.7) == late)
    }

    @Test func retargetInThePastInvalidatesLaterAnswers() {
        let a = Animator(animation: .smooth, from: 0.0, to: 1.0)
        let before = a.value(at: 3.5)
        a.retarget(to: 5.0, at: 1.2)
        #expect(before == 1.0)
        #expect(a.value(at: 3.5) != before)
        #expect(a.value(at: 1.1) == Animation.smooth.value(from: 0.0, to: 1.0, at: 1.1))
    }

    @Test func changesWithoutAnimationJump() {
        let a = Animator(0.0)
        a.retarget(to: 3.0, at: 1.0, animation: nil)
        #expect(a.value(at: 0.5) == 0)
        #expect(a.value(at: 1.0) == 3)
        #expect(a.completionTime() == 1.0)
        #expect(Animator(4.0).value(at: 2) == 4)
    }

    @Test func timingCurvesDoNotMergeButCombine() {
        // Two linear animations add: the second animates from wherever the
        // first is toward the new target over its own second.
        let a = Animator(animation: .linear(duration: 1), from: 0.0, to: 1.0)
        a.retarget(to: 3.0, at: 0.5)
        // At 0.75: first covers 0.75 of its 1; the second covers 0.25 of (3 − 0.75).
        expectClose(a.value(at: 0.75), 0.75 + 0.25 * (3 - 0.75), tolerance: 1e-9)
        expectClose(a.value(at: 1.25), 1 + 0.75 * (3 - 1), tolerance: 1e-9)
        expectClose(a.completionTime() ?? -1, 91.0 / 60, tolerance: 1e-12)
    }

    @Test func springTakesOverATimingCurveWithItsVelocity() {
        let a = Animator(animation: .linear(duration: 1), from: 0.0, to: 1.0)
        a.retarget(to: 1.0 + 1e-9, at: 0.5, animation: .smooth)
        // The linear motion had velocity 1 at 0.5 s. One 1/300 s spring step
        // later (k = 157.9, c = 25.1): v = 1 + (k·(1 − 0.5033) − c·1)/600 ≈ 1.09;
        // a spring starting from rest would have about 0.13.
        expectClose(a.velocity(at: 0.5 + 1e-6), 1.089, tolerance: 0.01)
        expectClose(a.value(at: 0.5 + 1e-6), 0.5 + 1.0 / 300, tolerance: 1e-9)
    }

    @Test func springBlendsResponsesOverBlendDuration() {
        // interactiveSpring (response 0.15) replaced by a slower spring with a
        // blend: right after the change the stiffness is still close to the old one.
        let blended = Animator(animation: .interactiveSpring, from: 0.0, to: 1.0)
        blended.retarget(to: 2.0, at: 0.05, animation: .spring(response: 1.0, dampingFraction: 1, blendDuration: 0.5))
        let abrupt = Animator(animation: .interactiveSpring, from: 0.0, to: 1.0)
        abrupt.retarget(to: 2.0, at: 0.05, animation: .spring(response: 1.0, dampingFraction: 1, blendDuration: 0))
        #expect(blended.value(at: 0.15) > abrupt.value(at: 0.15))
        #expect(blended.value(at: 20) == 2 && abrupt.value(at: 20) == 2)
    }

    @Test func logicalCompletionRestartsWithEachChange() {
        let a = Animator(animation: .smooth, from: 0.0, to: 1.0)
        a.retarget(to: 2.0, at: 0.3)
        // Logically complete one response (0.5 s) after the change, on a frame.
        expectClose(a.logicalCompletionTime() ?? -1, 48.0 / 60, tolerance: 1e-12)
        #expect(!a.isLogicallyComplete(at: 0.7))
        #expect(a.isLogicallyComplete(at: 0.85))
    }

    @Test func framesPerSecondSetsTheRenderLoop() {
        let a = Animator(animation: .linear(duration: 1), from: 0.0, to: 1.0, framesPerSecond: 30)
        expectClose(a.completionTime() ?? -1, 31.0 / 30, tolerance: 1e-12)
    }

    @Test func retargetingASpringKeepsVelocityContinuous() async {
        await propertyCheck(count: 60, input: Gen.double(in: 0.05...1.5), Gen.double(in: -3...3), Gen.double(in: 0.2...1.0), Gen.double(in: 0.3...1)) { time, target, response, fraction in
            let animation = Animation.spring(response: response, dampingFraction: fraction)
            let a = Animator(animation: animation, from: 0.0, to: 1.0)
            let before = a.velocity(at: time)
            let position = a.value(at: time)
            a.retarget(to: target, at: time)
            let after = a.velocity(at: time + 1e-9)
            // The velocity can change only by what one 1/300 s integration step
            // of the spring's force allows: h·(k·|Δ| + c·|v|), with k = (2π/r)², c = 2√k·ζ.
            let k = pow(2 * Double.pi / response, 2)
            let bound = 1.5 * (k * (abs(target - position) + 2) + 2 * k.squareRoot() * fraction * (abs(before) + 1)) / 300
            expectClose(after, before, tolerance: bound, "velocity \(before) → \(after), bound \(bound)")
            // …and the position does not jump.
            expectClose(a.value(at: time + 1e-9), position, tolerance: abs(before) * 2e-2 + bound / 300)
        }
    }

    @Test func concurrentQueriesAgree() async {
        let a = Animator(animation: .bouncy, from: 0.0, to: 1.0)
        a.retarget(to: 3.0, at: 0.4)
        let times = (0..<200).map { Double($0) * 0.013 }
        let serial = Animator(animation: .bouncy, from: 0.0, to: 1.0)
        serial.retarget(to: 3.0, at: 0.4)
        let reference = times.map { serial.value(at: $0) }
        let results = await withTaskGroup(of: (Int, Double).self) { group in
            for (index, time) in times.enumerated().reversed() {
                group.addTask { (index, a.value(at: time)) }
            }
            var values = [Double](repeating: .nan, count: times.count)
            for await (index, value) in group { values[index] = value }
            return values
        }
        #expect(results == reference)
    }
}
