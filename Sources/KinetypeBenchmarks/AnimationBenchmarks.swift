import Foundation
import KinetypeAnimation
import KinetypePrimitives

/// Micro-benchmarks of the animation math, in nanoseconds per evaluation.
///
/// - `spring.value`: 10⁶ calls of `Spring.value(target:initialVelocity:time:)`
///   on `Double` (the bouncy, smooth and an over-damped spring in turn, at
///   times spread over 0…2 s);
/// - `keyframes.value`: 10⁶ `KeyframeTimeline.value(time:)` lookups on the
///   four-track reaction timeline of WWDC23 "Wind your way through advanced
///   animations in SwiftUI" (a struct with three `Double`s and an `Angle`).
///
/// Each runs once to warm up, then is timed three times; the best run is
/// reported. A checksum of the results is kept so the work is not optimised away.
enum AnimationBenchmarks {
    struct ReactionValues {
        var scale = 1.0
        var verticalStretch = 1.0
        var verticalTranslation = 0.0
        var angle = Angle.zero
    }

    static let evaluations = 1_000_000

    static func run() -> [(name: String, value: Double, unit: String)] {
        [
            (name: "spring.value (Double)", value: measure(springValues), unit: "ns/eval"),
            (name: "keyframes.value(time:) (4 tracks)", value: measure(timelineLookups), unit: "ns/eval"),
        ]
    }

    /// The best of three timed runs, in ns per evaluation.
    private static func measure(_ body: () -> Double) -> Double {
        var checksum = body()
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            checksum += body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            best = min(best, elapsed / Double(evaluations))
        }
        if checksum.isNaN { print("checksum", checksum) }
        return best
    }

    private static func springValues() -> Double {
        let springs = [Spring.bouncy, Spring.smooth, Spring(duration: 0.7, bounce: -0.2)]
        var sum = 0.0
        for i in 0..<evaluations {
            let spring = springs[i % 3]
            sum += spring.value(target: 1.0, initialVelocity: 0.5, time: Double(i % 2000) * 0.001)
        }
        return sum
    }

    static func reactionTimeline() -> KeyframeTimeline<ReactionValues> {
        KeyframeTimeline(initialValue: ReactionValues()) {
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

    private static func timelineLookups() -> Double {
        let timeline = reactionTimeline()
        let step = timeline.duration / Double(evaluations)
        var sum = 0.0
        for i in 0..<evaluations {
            let value = timeline.value(time: Double(i) * step)
            sum += value.scale + value.verticalStretch + value.verticalTranslation + value.angle.radians
        }
        return sum
    }
}
