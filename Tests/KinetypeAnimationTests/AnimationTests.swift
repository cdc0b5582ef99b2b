import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// Built-in animations evaluated offline. Expected numbers are hand-computed
/// from the documented definitions or come from `Reference/spring_values.py`.
@Suite struct AnimationTests {
    @Test func defaultIsOnlyEqualToItself() {
        #expect(Animation.default == .default)
        #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0))
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        #expect(Animation.easeInOut != .easeIn)
        #expect(Animation.linear == .timingCurve(0, 0, 1, 1))
        #expect(Set([Animation.smooth, .smooth, .bouncy]).count == 2)
    }

    @Test func springFormsMapToResponseAndDampingFraction() {
        // Apple: spring(duration:bounce:) is spring(response: duration, dampingFraction: 1 − bounce).
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1.0, blendDuration: 0))
        #expect(Animation.smooth == .spring(response: 0.5, dampingFraction: 1.0))
        #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85))
        #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.bouncy(duration: 0.3, extraBounce: 0.1) == .spring(response: 0.3, dampingFraction: 1 - (0.3 + 0.1)))
        #expect(Animation.spring(duration: 0.5, bounce: -0.5) == .spring(response: 0.5, dampingFraction: 2))
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
        #expect(Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) != .interactiveSpring)
        let spring = Spring(response: 0.4, dampingRatio: 0.8)
        #expect(Animation.spring(spring) == .spring(response: spring.response, dampingFraction: spring.dampingRatio))
    }

    @Test func timingCurvesFollowTheirCurve() {
        let easeInOut = Animation.easeInOut(duration: 1)
        expectClose(easeInOut.value(from: 0.0, to: 10.0, at: 0.5), 5, tolerance: 1e-12)
        expectClose(easeInOut.value(from: 0.0, to: 10.0, at: 0.25), 10 * 0.1291619310473198, tolerance: 1e-4) // script: easeInOut(0.25)
        expectClose(Animation.linear(duration: 2).value(from: 0.0, to: 1.0, at: 0.5), 0.25, tolerance: 1e-12)
        expectClose(Animation.linear.value(from: 4.0, to: 2.0, at: 0.175), 3, tolerance: 1e-12)
        expectClose(Animation.timingCurve(.circularEaseIn, duration: 1).value(from: 0.0, to: 1.0, at: 0.5), 1 - sqrt(0.75), tolerance: 1e-12)
        expectClose(Animation.timingCurve(UnitPoint(x: 0, y: 0), UnitPoint(x: 1, y: 1), duration: 1).value(from: 0.0, to: 1.0, at: 0.3), 0.3, tolerance: 1e-6)
        // Velocity: Δ·curve′/d; linear over 2 s moving 1 → 0.5 per second.
        expectClose(Animation.linear(duration: 2).velocity(from: 0.0, to: 1.0, at: 0.7), 0.5, tolerance: 1e-12)
        // After the duration the value is the target.
        expectClose(easeInOut.value(from: 0.0, to: 10.0, at: 1.5), 10, tolerance: 0)
    }

    @Test func timingCurvesCompleteOnTheFirstFrameAfterTheirDuration() {
        // Frames are k/60 s: 0.35 s ends on frame 22 (0.3667 s); 1 s on frame 61.
        expectClose(Animation.easeInOut.completionTime(from: 0.0, to: 1.0) ?? -1, 22.0 / 60, tolerance: 1e-12)
        expectClose(Animation.linear(duration: 1).completionTime(from: 0.0, to: 1.0) ?? -1, 61.0 / 60, tolerance: 1e-12)
        expectClose(Animation.linear(duration: 1).logicalCompletionTime(from: 0.0, to: 1.0) ?? -1, 61.0 / 60, tolerance: 1e-12)
    }

    @Test func fluidSpringMatchesScript() {
        // spring_values.py "fluid spring .smooth 0 -> 1": leapfrog steps of 1/300 s.
        expectClose(Animation.smooth.value(from: 0.0, to: 1.0, at: 0.1), 0.370761948345911, tolerance: 1e-12)
        expectClose(Animation.smooth.value(from: 0.0, to: 1.0, at: 0.25), 0.8233350436358755, tolerance: 1e-12)
        expectClose(Animation.smooth.value(from: 0.0, to: 1.0, at: 0.5), 0.9844691391517424, tolerance: 1e-12)
        // At 1 s it has finished (on frame 50, see below) and shows the target.
        expectClose(Animation.smooth.value(from: 0.0, to: 1.0, at: 1.0), 1, tolerance: 0)
        // The same motion scaled: from 10 to 30 covers 20 × the unit motion.
        expectClose(Animation.smooth.value(from: 10.0, to: 30.0, at: 0.25), 10 + 20 * 0.8233350436358755, tolerance: 1e-9)
    }

    @Test func fluidSpringCompletionUsesAbsoluteThresholds() {
        // spring_values.py: finished on the first frame with |v|, |a| ≤ 0.06 and within 1 %.
        expectClose(Animation.smooth.completionTime(from: 0.0, to: 1.0) ?? -1, 0.8333333333333334, tolerance: 1e-12)
        expectClose(Animation.smooth.completionTime(from: 0.0, to: 100.0) ?? -1, 1.2666666666666666, tolerance: 1e-12)
        expectClose(Animation.bouncy.completionTime(from: 0.0, to: 1.0) ?? -1, 0.7666666666666667, tolerance: 1e-12)
        // Logically complete after the response, 0.5 s (frame 30).
        expectClose(Animation.smooth.logicalCompletionTime(from: 0.0, to: 1.0) ?? -1, 0.5, tolerance: 1e-12)
        // The default animation is a response-0.55 spring: logically complete on frame 33.
        expectClose(Animation.default.logicalCompletionTime(from: 0.0, to: 1.0) ?? -1, 33.0 / 60, tolerance: 1e-12)
    }

    @Test func interpolatingSpringMatchesScript() {
        // spring_values.py: k = 100, c = 10 (ζ = 0.5), fraction at 0.1 and 0.3 s.
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        expectClose(animation.value(from: 0.0, to: 1.0, at: 0.1), 0.34029984660829826, tolerance: 1e-12)
        expectClose(animation.value(from: 0.0, to: 2.0, at: 0.3), 2 * 1.1243547674084116, tolerance: 1e-12)
        // Logically complete at 2π/√k = 0.628 s → frame 38 (0.6333 s).
        expectClose(animation.logicalCompletionTime(from: 0.0, to: 1.0) ?? -1, 38.0 / 60, tolerance: 1e-12)
        // Removal at max(−ln(ε/(1+|A|))/(ζ/ω₀), 1) = 147.27 s → frame 8837.
        expectClose(animation.completionTime(from: 0.0, to: 1.0) ?? -1, 8837.0 / 60, tolerance: 1e-9)
        // The duration/bounce form: stiffness (2π/0.5)², ζ = 1.
        let critical = Animation.interpolatingSpring(duration: 0.5, bounce: 0)
        let omega = 2 * Double.pi / 0.5
        expectClose(critical.value(from: 0.0, to: 1.0, at: 0.2), 1 - (1 + omega * 0.2) * exp(-omega * 0.2), tolerance: 1e-12)
        #expect(Animation.interpolatingSpring(Spring(duration: 0.5, bounce: 0)) == .interpolatingSpring(mass: 1, stiffness: Spring.smooth.stiffness, damping: Spring.smooth.damping))
    }

    @Test func delayAndSpeedShiftAndScaleTime() {
        let base = Animation.linear(duration: 1)
        expectClose(base.delay(0.5).value(from: 0.0, to: 1.0, at: 0.4), 0, tolerance: 0)
        expectClose(base.delay(0.5).value(from: 0.0, to: 1.0, at: 0.75), 0.25, tolerance: 1e-12)
        expectClose(base.delay(0.5).velocity(from: 0.0, to: 1.0, at: 0.25), 0, tolerance: 0)
        // "a one-second animation with a speed of 2.0 completes in half the time"
        expectClose(base.speed(2).value(from: 0.0, to: 1.0, at: 0.25), 0.5, tolerance: 1e-12)
        expectClose(base.speed(2).velocity(from: 0.0, to: 1.0, at: 0.25), 2, tolerance: 1e-12)
        expectClose(base.speed(2).completionTime(from: 0.0, to: 1.0) ?? -1, 31.0 / 60, tolerance: 1e-12)
    }

    @Test func logicallyCompleteAfterReportsEarly() {
        let animation = Animation.linear(duration: 1).logicallyComplete(after: 0.4)
        expectClose(animation.logicalCompletionTime(from: 0.0, to: 1.0) ?? -1, 24.0 / 60, tolerance: 1e-12)
        // It never extends the base.
        expectClose(animation.completionTime(from: 0.0, to: 1.0) ?? -1, 61.0 / 60, tolerance: 1e-12)
    }

    @Test func animatesGeometryThroughAnimatableData() {
        let rect = Animation.linear(duration: 1).value(
            from: CGRect(x: 0, y: 0, width: 10, height: 10),
            to: CGRect(x: 10, y: 20, width: 30, height: 50), at: 0.5)
        #expect(rect == CGRect(x: 5, y: 10, width: 20, height: 30))
        let angle = Animation.linear(duration: 1).value(from: Angle.zero, to: .degrees(90), at: 0.5)
        expectClose(angle.degrees, 45, tolerance: 1e-9)
        let point = Animation.linear(duration: 1).value(from: UnitPoint.topLeading, to: .bottomTrailing, at: 0.25)
        #expect(point == UnitPoint(x: 0.25, y: 0.25))
    }
}

/// The elastic ease in-out from Apple's `CustomAnimation` documentation.
struct ElasticEaseInEaseOut: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

/// A custom animation that keeps state: it counts its calls.
struct CountingAnimation: CustomAnimation {
    struct Calls: AnimationStateKey {
        static var defaultValue: Int { 0 }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Calls.self] += 1
        if context.state[Calls.self] > 10 { return nil }
        return value.scaled(by: Double(context.state[Calls.self]) / 10)
    }
}

@Suite struct CustomAnimationTests {
    @Test func customAnimationsRunThroughAnimation() {
        let animation = Animation(ElasticEaseInEaseOut(duration: 1))
        let p = 0.75
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        expectClose(animation.value(from: 0.0, to: 2.0, at: 0.75), 2 * ((pow(2, -20 * p + 10) * s) / 2 + 1), tolerance: 1e-12)
        expectClose(animation.value(from: 0.0, to: 2.0, at: 1.5), 2, tolerance: 0)
        #expect(animation == Animation(ElasticEaseInEaseOut(duration: 1)))
        #expect(animation != Animation(ElasticEaseInEaseOut(duration: 2)))
        // No velocity reported: the animator falls back to a finite difference.
        let h = 1e-6
        let numeric = (animation.value(from: 0.0, to: 2.0, at: 0.75 + h) - animation.value(from: 0.0, to: 2.0, at: 0.75)) / h
        expectClose(animation.velocity(from: 0.0, to: 2.0, at: 0.75), numeric, tolerance: 1e-2 * abs(numeric))
    }

    @Test func stateLivesAcrossFrames() {
        // One call per 60 Hz frame before t, plus one at t: at t = 0.05 the frames
        // 0, 1/60 and 2/60 ran, then the query itself is the fourth call.
        let animator = Animator(animation: Animation(CountingAnimation()), from: 0.0, to: 1.0)
        expectClose(animator.value(at: 0.05), 0.4, tolerance: 1e-12)
        // Ten calls, then it finishes on the eleventh frame (k = 10).
        expectClose(animator.completionTime() ?? -1, 10.0 / 60, tolerance: 1e-12)
    }

    @Test func contextWithStateKeepsTheFlag() {
        var context = AnimationContext<Double>(state: AnimationState(), isLogicallyComplete: true)
        context.state[CountingAnimation.Calls.self] = 3
        let other = context.withState(AnimationState<CGFloat>())
        #expect(other.isLogicallyComplete)
        #expect(other.state[CountingAnimation.Calls.self] == 0)
    }
}
