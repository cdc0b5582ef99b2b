import Foundation
import KinetypeAnimation
import KinetypeTestSupportCore
import Testing

/// The custom phases of WWDC23 "Wind your way through advanced animations
/// in SwiftUI" (seed 003), as in the seed minus the view modifiers.
enum Phase: CaseIterable {
    case initial
    case move
    case scale

    var verticalOffset: Double {
        switch self {
        case .initial: 0
        case .move, .scale: -64
        }
    }

    var scale: Double {
        switch self {
        case .initial: 1.0
        case .move: 1.1
        case .scale: 1.8
        }
    }
}

@Suite struct PhaseAnimatorTests {
    static func reaction(triggers: [TimeInterval]) -> PhaseAnimator<Phase> {
        PhaseAnimator(Phase.allCases, triggers: triggers) { phase in
            switch phase {
            case .initial: .smooth
            case .move: .easeInOut(duration: 0.3)
            case .scale: .spring(
                duration: 0.3, bounce: 0.7)
            }
        }
    }

    @Test func oneCyclePerTriggerMatchesScript() {
        let animator = Self.reaction(triggers: [0])
        // spring_values.py "phases": move at 0, scale when the ease finishes
        // (frame 19), initial when the spring is logically complete (0.3 s later).
        let changes = animator.changes(through: 10)
        #expect(changes.map(\.phase) == [.move, .scale, .initial])
        expectClose(changes[1].time, 0.31666666666666665, tolerance: 1e-12)
        expectClose(changes[2].time, 0.6166666666666667, tolerance: 1e-12)
        let samples: [(Double, Double, Double)] = [
            (0.1, -14.833588243375925, 1.023177481630275),
            (0.15, -32.0, 1.05),
            (0.3, -64.0, 1.1),
            (0.45, -64.0, 2.021542756135702),
            (0.71, -43.17298605085648, 1.4559300127369936),
            (1.03, -2.38457447608549, 1.0246739854162525),
            (1.3, -0.1462443988379647, 1.0016177962572435),
            (2.0, 0.0, 1.0),   // both springs have finished (|v|, |a| ≤ 0.06 and within 1 %)
        ]
        for (time, offset, scale) in samples {
            // Ease values sit on a 2^-20 grid (64 · 2^-19 ≈ 1.2e-4); springs are exact.
            expectClose(animator.value(at: time, \.verticalOffset), offset, tolerance: 2e-4, "offset at \(time)")
            expectClose(animator.value(at: time) { $0.scale }, scale, tolerance: 1e-6, "scale at \(time)")
        }
        #expect(animator.phase(at: 0.2) == .move)
        #expect(animator.phase(at: 0.5) == .scale)
        #expect(animator.phase(at: 5) == .initial)
        #expect(animator.value(at: 30, \.scale) == 1.0)
    }

    @Test func restsAtTheFirstPhaseUntilTriggered() {
        let animator = Self.reaction(triggers: [1.5])
        #expect(animator.value(at: 1.2, \.verticalOffset) == 0)
        #expect(animator.phase(at: 1.2) == .initial)
        // The cycle is the same, shifted by the trigger time.
        let shifted = Self.reaction(triggers: [0])
        // (0.4512 s keeps both replays off the 1/300 s spring grid's boundaries.)
        expectClose(animator.value(at: 1.5 + 0.4512, \.scale), shifted.value(at: 0.4512, \.scale), tolerance: 1e-9)
    }

    @Test func aTriggerDuringACycleStartsANewOne() {
        let animator = Self.reaction(triggers: [0, 0.2])
        let changes = animator.changes(through: 10)
        #expect(changes.map(\.phase) == [.move, .move, .scale, .initial])
        expectClose(changes[2].time, 0.2 + 19.0 / 60, tolerance: 1e-12)
    }

    @Test func loopingCyclesForever() {
        // The seed's first example: phases [false, true], easeInOut(duration: 1).
        let animator = PhaseAnimator([false, true]) { _ in .easeInOut(duration: 1.0) }
        let opacity: (Bool) -> Double = { $0 ? 1.0 : 0.5 }
        // To true at 0; each ease ends on frame 61 after it began.
        let period = 61.0 / 60
        let ease25 = 0.1291619310473198 // spring_values.py: easeInOut(0.25)
        expectClose(animator.value(at: 0.25, opacity), 0.5 + 0.5 * ease25, tolerance: 1e-5)
        expectClose(animator.value(at: period + 0.25, opacity), 1 - 0.5 * ease25, tolerance: 1e-5)
        expectClose(animator.value(at: 2 * period + 0.25, opacity), 0.5 + 0.5 * ease25, tolerance: 1e-5)
        #expect(animator.phase(at: period + 0.1) == false)
        #expect(animator.changes(through: 10).count == 10)
    }

    @Test func defaultAnimationIsDefault() {
        // `.default` is logically complete after its 0.55 s response (frame 33).
        let animator = PhaseAnimator([0.0, 1.0])
        let times = animator.changes(through: 2).map(\.time)
        #expect(times.count == 4)
        expectClose(times[1], 0.55, tolerance: 1e-12)
        expectClose(times[3], 1.65, tolerance: 1e-9)
        expectClose(animator.value(at: 0.3) { $0 }, Animation.default.value(from: 0.0, to: 1.0, at: 0.3), tolerance: 1e-12)
    }

    @Test func unanimatedPhasesDoNotSpin() {
        let animator = PhaseAnimator([1, 2, 3]) { _ in nil }
        #expect(animator.changes(through: 100).count == 3)
        #expect(animator.value(at: 1) { Double($0) } == 1)
    }
}

@Suite struct TransitionPhaseTests {
    @Test func valuesAndIdentity() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity)
        #expect(!TransitionPhase.willAppear.isIdentity && !TransitionPhase.didDisappear.isIdentity)
    }
}
