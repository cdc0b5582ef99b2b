import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeTestSupportCore
import PropertyBased
import Testing

/// The reaction example of WWDC23 "Wind your way through advanced animations
/// in SwiftUI" (seed 003), written as in the seed minus the view modifier.
struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

func reactionTimeline() -> KeyframeTimeline<AnimationValues> {
    KeyframeTimeline(initialValue: AnimationValues()) {
        KeyframeTrack(\.angle) {
            CubicKeyframe(.zero, duration: 0.58)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.degrees(-16), duration: 0.125)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.zero, duration: 0.125)
        }

        KeyframeTrack(\.verticalStretch) {
            CubicKeyframe(1.0, duration: 0.1)
            CubicKeyframe(0.6, duration: 0.15)
            CubicKeyframe(1.5, duration: 0.1)
            CubicKeyframe(1.05, duration: 0.15)
            CubicKeyframe(1.0, duration: 0.88)
            CubicKeyframe(0.8, duration: 0.1)
            CubicKeyframe(1.04, duration: 0.4)
            CubicKeyframe(1.0, duration: 0.22)
        }

        KeyframeTrack(\.scale) {
            LinearKeyframe(1.0, duration: 0.36)
            SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
            SpringKeyframe(1.0, spring: .bouncy)
        }

        KeyframeTrack(\.verticalTranslation) {
            LinearKeyframe(0.0, duration: 0.1)
            SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
            SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
            SpringKeyframe(0.0, spring: .bouncy)
        }
    }
}

@Suite struct KeyframeTests {
    /// spring_values.py "reaction keyframes": (time, angle, stretch, scale, translation).
    static let reactionSamples: [(Double, Double, Double, Double, Double)] = [
        (0.05, -0.0015601563548241198, 1.02, 1.0, 0.0),
        (0.3, -0.029672407654013445, 1.0525, 1.0, 5.817016829159197),
        (0.45, -0.030997068709996183, 1.1974541531823086, 1.1829441415584045, -48.97711379914175),
        (0.65, 0.18927263426255092, 1.0014400512518447, 1.5138460816840746, -63.02786300107114),
        (0.9, 0.030758007221066565, 0.9959280732563935, 1.503625518174223, -59.89973671760325),
        (1.2, 0.0, 1.0202577014326042, 1.4499938606741598, -59.995607792862245),
        (1.6, 0.0, 0.8484149677419357, 0.9854176768219591, 2.7594849238370074),
        (2.0, 0.0, 1.0252781076561401, 1.00038376932032, -0.10850548889668943),
        (2.5, 0.0, 1.0, 0.999990218006678, 0.000740838372394137),
    ]

    @Test func reactionExampleMatchesScript() {
        let timeline = reactionTimeline()
        // The longest track is verticalTranslation: 0.1 + 0.15 + 1.0 + settling duration.
        expectClose(timeline.duration, 3.021958304074234, tolerance: 1e-9)
        for (time, angle, stretch, scale, translation) in Self.reactionSamples {
            let value = timeline.value(time: time)
            expectClose(value.angle.radians, angle, tolerance: 1e-9, "angle at \(time)")
            expectClose(value.verticalStretch, stretch, tolerance: 1e-9, "stretch at \(time)")
            expectClose(value.scale, scale, tolerance: 1e-9, "scale at \(time)")
            expectClose(value.verticalTranslation, translation, tolerance: 1e-9, "translation at \(time)")
        }
        let end = timeline.value(progress: 1)
        expectClose(end.verticalTranslation, 0, tolerance: 1e-4)
        #expect(timeline.value(time: -1).scale == 1 && timeline.value(time: -1).angle == .zero)
        expectClose(timeline.value(progress: 0.5).scale, timeline.value(time: timeline.duration / 2).scale, tolerance: 0)
    }

    @Test func seedTimelineSnippetAndBuilderControlFlow() {
        // The seed's KeyframeTimeline snippet, with tracks filled in, plus a loop,
        // a conditional and a local declaration as in the seed's map example.
        let points: [Double] = [10, 20, 40]
        let includeReturn = true
        let myKeyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack(\.x) {
                let count = Double(points.count)
                for point in points {
                    CubicKeyframe(CGFloat(point), duration: 3.0 / count)
                }
                if includeReturn {
                    LinearKeyframe(0, duration: 1)
                } else {
                    MoveKeyframe(0)
                }
            }
            KeyframeTrack(\.y) {
                LinearKeyframe(100, duration: 2, timingCurve: .easeInOut)
            }
        }
        let duration: TimeInterval = myKeyframes.duration
        expectClose(duration, 4, tolerance: 1e-12)
        let value = myKeyframes.value(time: 1.2)
        expectClose(Double(value.y), 100 * UnitCurve.easeInOut.value(at: 0.6), tolerance: 1e-9)
        expectClose(Double(myKeyframes.value(time: 1).x), 10, tolerance: 1e-12)
        expectClose(Double(myKeyframes.value(time: 3.5).x), 20, tolerance: 1e-12)
        expectClose(Double(myKeyframes.value(time: 9).x), 0, tolerance: 0)
    }

    @Test func cubicKeyframesFormACatmullRomSpline() {
        // Equal durations: the velocity at an inner point is (next − previous)/(2d).
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1)
            CubicKeyframe(3.0, duration: 1)
            CubicKeyframe(2.0, duration: 1)
        }
        expectClose(timeline.velocity(time: 1), (3.0 - 0.0) / 2, tolerance: 1e-12)
        expectClose(timeline.velocity(time: 2), (2.0 - 1.0) / 2, tolerance: 1e-12)
        expectClose(timeline.velocity(time: 0), 0, tolerance: 0)
        expectClose(timeline.velocity(time: 3), 0, tolerance: 0)
        // Hermite at s = 0.5 with p0 = 1, p1 = 3, m0 = 1.5, m1 = 0.5: 2 + (1.5 − 0.5)/8.
        expectClose(timeline.value(time: 1.5), 2.125, tolerance: 1e-12)
    }

    @Test func explicitVelocitiesAndHandOffs() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(2.0, duration: 1)                        // velocity 2
            CubicKeyframe(3.0, duration: 1, endVelocity: 0.5)      // starts at 2, ends at 0.5
            SpringKeyframe(4.0, duration: 0.5, spring: .smooth)    // starts at 0.5
            MoveKeyframe(10.0)
            CubicKeyframe(11.0, duration: 1)                       // after a move: from rest
        }
        expectClose(timeline.velocity(time: 1.0 + 1e-9), 2, tolerance: 1e-6)
        expectClose(timeline.velocity(time: 2.0), 0.5, tolerance: 1e-9)
        let spring = Spring.smooth
        expectClose(timeline.value(time: 2.25), 3 + spring.value(target: 1.0, initialVelocity: 0.5, time: 0.25), tolerance: 1e-12)
        // The spring is cut at 0.5 s; the move jumps to 10 at once; the cubic starts at rest.
        expectClose(timeline.value(time: 2.5), 3 + spring.value(target: 1.0, initialVelocity: 0.5, time: 0.5), tolerance: 1e-12)
        expectClose(timeline.value(time: 2.5 + 1e-9), 10, tolerance: 1e-6)
        expectClose(timeline.velocity(time: 2.5 + 1e-9), 0, tolerance: 1e-6)
        expectClose(timeline.duration, 3.5, tolerance: 1e-12)
    }

    @Test func laterTracksWinAndUntouchedPropertiesKeepTheirValue() {
        let timeline = KeyframeTimeline(initialValue: AnimationValues(scale: 2)) {
            KeyframeTrack(\.verticalStretch) { LinearKeyframe(3.0, duration: 1) }
            KeyframeTrack(\.verticalStretch) { LinearKeyframe(5.0, duration: 2) }
        }
        expectClose(timeline.value(time: 1).verticalStretch, 3, tolerance: 1e-12)
        #expect(timeline.value(time: 1).scale == 2)
        expectClose(timeline.duration, 2, tolerance: 0)
    }

    @Test func wholeValueTracksAndInitialVelocity() {
        let track = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack {
                LinearKeyframe(3.0, duration: 2)
            }
        }
        expectClose(track.value(time: 1), 2, tolerance: 1e-12)
        // A timeline restarted mid-flight starts its first cubic with the given velocity:
        // Hermite from 0 to 1 over 1 s with m0 = 2, m1 = 0 at s = 0.5 is 0.5 + 2/8.
        let restarted = KeyframeTimeline(initialValue: 0.0, initialVelocity: 2.0) {
            CubicKeyframe(1.0, duration: 1)
        }
        expectClose(restarted.velocity(time: 0), 2, tolerance: 1e-12)
        expectClose(restarted.value(time: 0.5), 0.75, tolerance: 1e-12)
    }

    @Test func springWithoutDurationSettles() {
        // 1e-4 settling epsilon: the value at the end is within 1e-4 of the target.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: .snappy)
        }
        expectClose(timeline.duration, Spring.snappy.settlingDuration(target: 1.0, epsilon: 1e-4), tolerance: 0)
        expectClose(timeline.value(time: timeline.duration), 1, tolerance: 1e-4)
    }

    // MARK: properties

    /// A random keyframe: kind 0 linear, 1 cubic, 2 spring with a duration.
    struct Spec: Sendable { var kind: Int; var value: Double; var duration: Double }

    static let specs = zip(Gen.int(in: 0...2), Gen.double(in: -10...10), Gen.double(in: 0.05...1.0))
        .map { Spec(kind: $0, value: $1, duration: $2) }
        .array(of: 2...8)

    static func timeline(_ specs: [Spec]) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0) {
            for spec in specs {
                switch spec.kind {
                case 0: LinearKeyframe(spec.value, duration: spec.duration)
                case 1: CubicKeyframe(spec.value, duration: spec.duration)
                default: SpringKeyframe(spec.value, duration: spec.duration, spring: .bouncy)
                }
            }
        }
    }

    @Test func valuesAreContinuousAtBoundaries() async {
        await propertyCheck(count: 200, input: Self.specs) { specs in
            let timeline = Self.timeline(specs)
            var boundary = 0.0
            for spec in specs.dropLast() {
                boundary += spec.duration
                let left = timeline.value(time: boundary - 1e-7)
                let right = timeline.value(time: boundary + 1e-7)
                expectClose(left, right, tolerance: 1e-3, "jump \(left) → \(right) at \(boundary)")
            }
        }
    }

    @Test func velocitiesAreContinuousIntoCubicAndSpringKeyframes() async {
        await propertyCheck(count: 200, input: Self.specs) { specs in
            let timeline = Self.timeline(specs)
            var boundary = 0.0
            for (spec, next) in zip(specs, specs.dropFirst()) {
                boundary += spec.duration
                // Smooth hand-offs: into a cubic or a spring, and out of a cubic.
                guard next.kind != 0 || spec.kind == 1 else { continue }
                let left = timeline.velocity(time: boundary - 1e-8)
                let right = timeline.velocity(time: boundary + 1e-8)
                expectClose(left, right, tolerance: 1e-3 * (1 + abs(left)), "velocity \(left) → \(right) at \(boundary), \(spec.kind) → \(next.kind)")
            }
        }
    }

    @Test func adjacentCubicsHaveContinuousVelocityForAnyDurations() async {
        await propertyCheck(input: Gen.double(in: -5...5).array(of: 3...6), Gen.double(in: 0.05...2).array(of: 6)) { values, durations in
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                for (value, duration) in zip(values, durations) {
                    CubicKeyframe(value, duration: duration)
                }
            }
            var boundary = 0.0
            for index in 0..<(values.count - 1) {
                boundary += durations[index]
                let left = timeline.velocity(time: boundary)
                let right = timeline.velocity(time: boundary + 1e-12)
                expectClose(left, right, tolerance: 1e-6 * (1 + abs(left)))
                // The value's one-sided slopes agree with each other and with the
                // reported velocity. (The acceleration may jump at the boundary, by
                // up to ~10⁵ here, so the slopes differ by up to h·10⁵/2 = 5·10⁻⁴.)
                let h = 1e-8
                let here = timeline.value(time: boundary)
                let leftSlope = (here - timeline.value(time: boundary - h)) / h
                let rightSlope = (timeline.value(time: boundary + h) - here) / h
                expectClose(leftSlope, rightSlope, tolerance: 2e-3 * (1 + abs(left)))
                expectClose(leftSlope, left, tolerance: 2e-3 * (1 + abs(left)))
            }
        }
    }
}
