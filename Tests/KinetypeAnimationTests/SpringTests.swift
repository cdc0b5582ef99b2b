import Foundation
import KinetypeAnimation
import KinetypeTestSupportCore
import PropertyBased
import Testing

/// Spring numbers from three independent sources: Apple's documentation, the
/// exact SwiftUI values that Respring's tests pin down, and
/// `Reference/spring_values.py` (the reference formulas, run in Python).
@Suite struct SpringTests {
    // MARK: Apple documentation (swiftui-spring.md)

    @Test func appleDocumentationExampleDurationBounce() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        expectClose(spring.mass, 1.0, tolerance: 0)
        expectClose(spring.stiffness, 157.9, tolerance: 0.05)
        expectClose(spring.damping, 17.6, tolerance: 0.05)
    }

    @Test func appleDocumentationExampleMassStiffnessDamping() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        expectClose(spring.duration, 0.63, tolerance: 0.005)
        expectClose(spring.bounce, 0.5, tolerance: 0.005)
    }

    // MARK: SwiftUI's exact values (Respring equality tests)

    @Test func smoothSettlingDurationIsSwiftUIsGridValue() {
        #expect(Spring.smooth.settlingDuration == 0.7999999999999999)
        #expect(Spring().settlingDuration == 0.7999999999999999)
    }

    @Test func presetsAreTheirDurationBounceSprings() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.bouncy(duration: 0.8, extraBounce: 0.1) == Spring(duration: 0.8, bounce: 0.3 + 0.1))
        #expect(Spring.snappy(extraBounce: -0.05) == Spring(duration: 0.5, bounce: 0.15 - 0.05))
        #expect(Spring.smooth(duration: 1) == Spring(duration: 1, bounce: 0))
    }

    @Test func bounceAtOrBelowMinusOneGivesNaN() {
        let spring = Spring(duration: 0.7, bounce: -1.2)
        #expect(spring.bounce.isNaN)
        #expect(spring.duration.isNaN)
    }

    @Test func zeroMassGivesNaN() {
        let spring = Spring(mass: 0, stiffness: 50, damping: 0.4)
        #expect(spring.stiffness.isNaN)
        #expect(spring.damping.isNaN)
    }

    // MARK: spring_values.py, "spring inits" block

    @Test(arguments: [
        // (spring, duration, bounce, dampingRatio, stiffness, damping) from derived()
        (Spring(duration: 0.7, bounce: 0.2), 0.7, 0.19999999999999996, 0.8, 80.56819919256618, 14.361566416410485),
        (Spring(duration: 0.7, bounce: -0.2), 0.7, -0.19999999999999996, 1.2499999999999998, 171.20742328420314, 22.43994752564138),
        (Spring(duration: 0.3, bounce: 1.2), 0.3, 1.0, 0.0, 438.6490844928604, 0.0),
        (Spring(response: 0.4, dampingRatio: 0.8), 0.4, 0.19999999999999996, 0.8, 246.74011002723387, 25.132741228718345),
        (Spring(response: 0.2, dampingRatio: 1.8), 0.19999999999999993, -0.4444444444444443, 1.7999999999999994, 5408.543211796968, 113.09733552923255),
        (Spring(mass: 0.6, stiffness: 120, damping: 1.1), 0.4442882938158366, 0.9351818783912331, 0.06481812160876686, 119.99999999999997, 1.1),
        (Spring(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: true), 15.390597961942806, -0.9510102051443379, 20.412414523193736, 83.23333333333335, 10.0),
        (Spring(mass: 0.6, stiffness: 0.1, damping: 10), 15.390597961942369, 0.0, 1.0, 0.09999999999999999, 0.4898979485566356),
    ])
    func derivedPropertiesMatchScript(_ spring: Spring, _ duration: Double, _ bounce: Double, _ ratio: Double, _ stiffness: Double, _ damping: Double) {
        let relative = 1e-12
        expectClose(spring.duration, duration, tolerance: relative * duration)
        expectClose(spring.response, duration, tolerance: relative * duration)
        expectClose(spring.bounce, bounce, tolerance: 1e-12)
        expectClose(spring.dampingRatio, ratio, tolerance: relative * max(1, ratio))
        expectClose(spring.stiffness, stiffness, tolerance: relative * stiffness)
        expectClose(spring.damping, damping, tolerance: relative * max(1, damping))
    }

    @Test func overDampingIsClampedToCriticalUnlessAllowed() {
        // Script: mass 0.6, k 0.1, c 10 -> critical (omega 0, lambda = sqrt(k/m)) unless allowed.
        let clamped = Spring(mass: 0.6, stiffness: 0.1, damping: 10)
        expectClose(clamped.dampingRatio, 1.0, tolerance: 1e-12)
        let over = Spring(mass: 0.6, stiffness: 0.1, damping: 10, allowOverDamping: true)
        #expect(over.bounce < -0.9)
    }

    // MARK: spring_values.py, "spring value/velocity (T = 1.2, v0 = 0.1)" block

    @Test(arguments: [
        (Spring.smooth, 0.05, 0.160241186886263, 5.0745325190451736),
        (Spring.smooth, 0.2, 0.8601188787463077, 3.057682081177043),
        (Spring.smooth, 0.6, 1.194585272560482, 0.060081910094347143),
        (Spring.bouncy, 0.05, 0.17797177360840655, 5.931106670013475),
        (Spring.bouncy, 0.2, 1.0503235947302718, 3.5242891645699066),
        (Spring.bouncy, 0.6, 1.2008395428379601, -0.0836125665976048),
        (Spring(duration: 0.7, bounce: -0.2), 0.05, 0.08753293309507712, 4.03861282967366),
        (Spring(duration: 0.7, bounce: -0.2), 0.2, 0.5617811332707573, 3.918503301573137),
        (Spring(duration: 0.7, bounce: -0.2), 0.6, 1.0922044996219875, 1.6836740977814295),
    ])
    func motionMatchesScript(_ spring: Spring, _ time: Double, _ value: Double, _ velocity: Double) {
        expectClose(spring.value(target: 1.2, initialVelocity: 0.1, time: time), value, tolerance: 1e-12)
        expectClose(spring.velocity(target: 1.2, initialVelocity: 0.1, time: time), velocity, tolerance: 1e-12)
        expectClose(spring.value(fromValue: 2.0, toValue: 3.2, initialVelocity: 0.1, time: time), 2.0 + value, tolerance: 1e-12)
        expectClose(spring.velocity(fromValue: 2.0, toValue: 3.2, initialVelocity: 0.1, time: time), velocity, tolerance: 1e-12)
    }

    @Test func overDampedVelocityKeepsSwiftUIsPlusOne() {
        // The documented quirk: at t = 0 the over-damped velocity is v0 + T, not v0.
        let spring = Spring(duration: 0.7, bounce: -0.2)
        expectClose(spring.velocity(target: 1.2, initialVelocity: 0.1, time: 0), 1.3, tolerance: 1e-12)
        expectClose(Spring.bouncy.velocity(target: 1.2, initialVelocity: 0.1, time: 0), 0.1, tolerance: 1e-12)
    }

    // MARK: settling duration

    @Test func settlingDurationsMatchScript() {
        // spring_values.py, "settling durations" block.
        expectClose(Spring.bouncy.settlingDuration, 1.0447130905120119, tolerance: 1e-12)
        expectClose(Spring.snappy.settlingDuration, 0.8768271225053476, tolerance: 1e-12)
        expectClose(Spring(duration: 0.7, bounce: -0.2).settlingDuration, 1.7000000000000004, tolerance: 1e-12)
        expectClose(Spring.smooth.settlingDuration(target: 10.0, initialVelocity: 1.0, epsilon: 0.01), 0.7999999999999999, tolerance: 1e-12)
        expectClose(Spring.smooth.settlingDuration(fromValue: 5.0, toValue: 15.0, initialVelocity: 1.0, epsilon: 0.01), 0.7999999999999999, tolerance: 1e-12)
        #expect(Spring(duration: 0.3, bounce: 1.2).settlingDuration == .infinity)
    }

    @Test(arguments: [
        // (settlingDuration, dampingRatio, omega, lambda) from settling_root(): the exact root.
        (0.5, 0.3, 36.57363350706299, 11.501875628783644),
        (0.4, 0.8, 13.491445033938591, 17.988593378584792),
        (0.456, 0.321, 37.69406822906727, 12.775907206297461),
        (2.0, 1.0, 0.0, 4.616706738225793),
    ])
    func settlingDurationInitializerSolvesTheEnvelopeEquation(_ duration: Double, _ ratio: Double, _ omega: Double, _ lambda: Double) {
        // Newton's method converges to the root that brentq finds; SwiftUI's
        // slope quirk only changes the path, so agreement to 1e-6 is expected.
        let spring = Spring(settlingDuration: duration, dampingRatio: ratio)
        expectClose(spring.dampingRatio, min(ratio, 1), tolerance: 1e-9)
        expectClose(spring.stiffness, omega * omega + lambda * lambda, tolerance: 1e-6 * (omega * omega + lambda * lambda))
        expectClose(spring.damping, 2 * lambda, tolerance: 1e-6 * lambda)
    }

    @Test func settlingDurationInitializerClampsItsInputs() {
        // dampingRatio is clamped to at most 1 and the duration to [0.01, 10].
        #expect(Spring(settlingDuration: 2, dampingRatio: 20) == Spring(settlingDuration: 2, dampingRatio: 1))
        #expect(Spring(settlingDuration: 11, dampingRatio: 0.9) == Spring(settlingDuration: 10, dampingRatio: 0.9))
        let nan = Spring(settlingDuration: .nan, dampingRatio: .nan)
        #expect(nan.stiffness.isNaN)
    }

    // MARK: update and force

    @Test func updateAdvancesLikeTheClosedForm() {
        var value = 0.0, velocity = 0.0
        Spring.bouncy.update(value: &value, velocity: &velocity, target: 1.2, deltaTime: 0.2)
        expectClose(value, Spring.bouncy.value(target: 1.2, time: 0.2), tolerance: 1e-15)
        expectClose(velocity, Spring.bouncy.velocity(target: 1.2, time: 0.2), tolerance: 1e-15)
        // A second step of the same spring from where the first ended is the same motion.
        Spring.bouncy.update(value: &value, velocity: &velocity, target: 1.2, deltaTime: 0.2)
        expectClose(value, Spring.bouncy.value(target: 1.2, time: 0.4), tolerance: 1e-12)
    }

    @Test func forceIsStiffnessTimesDisplacementMinusDampingTimesVelocity() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        // k = 100, c = 10: F = 100·(0.2 − 1) − 10·(−0.2) = −78.
        expectClose(spring.force(target: 0.2, position: 1.0, velocity: -0.2), -78, tolerance: 1e-9)
    }

    // MARK: properties

    @Test func springsSettleAtTheirTarget() async {
        await propertyCheck(input: Gen.double(in: 0.1...2), Gen.double(in: -0.9...0.95), Gen.double(in: -100...100), Gen.double(in: -50...50)) { duration, bounce, target, velocity in
            let spring = Spring(duration: duration, bounce: bounce)
            // Far past the settling time the spring is at the target. The slow mode of
            // an over-damped spring decays at about ω₀/(2ζ), so wait in proportion to ζ.
            let late = spring.value(target: target, initialVelocity: velocity, time: 60 * duration * max(1, spring.dampingRatio))
            expectClose(late, target, tolerance: 1e-6 * (1 + abs(target) + abs(velocity)))
            let settle = spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: 1e-3)
            #expect(settle.isFinite && settle >= 0)
            if bounce <= 0 {
                // The scan guarantees the distance is below ε at the returned time.
                let distance = abs(spring.value(target: target, initialVelocity: velocity, time: settle) - target)
                #expect(distance < 1e-3 || settle == 0)
            }
        }
    }

    @Test func velocityIsTheDerivativeOfValueExceptOverDamped() async {
        await propertyCheck(input: Gen.double(in: 0.2...1.5), Gen.double(in: 0...0.9), Gen.double(in: 0...1.5)) { duration, bounce, time in
            let spring = Spring(duration: duration, bounce: bounce)
            let h = 1e-6
            let numeric = (spring.value(target: 1.0, initialVelocity: 0.3, time: time + h)
                - spring.value(target: 1.0, initialVelocity: 0.3, time: time - h)) / (2 * h)
            expectClose(spring.velocity(target: 1.0, initialVelocity: 0.3, time: time), numeric, tolerance: 1e-4 * (1 + abs(numeric)))
        }
    }
}
