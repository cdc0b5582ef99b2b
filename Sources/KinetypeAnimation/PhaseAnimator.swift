import Foundation

/// Animates through a sequence of phases and answers the value of any
/// property at any time.
///
/// Kinetype's offline counterpart of SwiftUI's `PhaseAnimator` and
/// `phaseAnimator(_:trigger:content:animation:)`. It starts at the first
/// phase. Each change to the next phase is animated with `animation(phase)`
/// (the phase being moved *to*; `nil` changes without animating; the
/// default is ``Animation/default``), and the phase after that follows when
/// the change's animation is logically complete:
///
/// - **Looping** (``init(_:framesPerSecond:animation:)``): the change to the
///   second phase happens at time 0, and the phases then cycle forever,
///   wrapping from the last to the first.
/// - **Triggered** (``init(_:triggers:framesPerSecond:animation:)``): the value
///   rests at the first phase; each trigger time runs one full cycle through
///   every phase and back to the first, as shown in WWDC23 "Wind your way
///   through advanced animations in SwiftUI".
///
/// Each property is then animated by an ``Animator`` with those changes, so
/// springs merge and keep their velocity across phases as in SwiftUI.
///
/// ```swift
/// enum Phase: CaseIterable {
///     case initial, move, scale
///     var verticalOffset: Double { self == .initial ? 0 : -64 }
/// }
///
/// let animator = PhaseAnimator(Phase.allCases, triggers: [0, 2]) { phase in
///     switch phase {
///     case .initial: .smooth
///     case .move: .easeInOut(duration: 0.3)
///     case .scale: .spring(duration: 0.3, bounce: 0.7)
///     }
/// }
/// animator.value(at: 0.2, \.verticalOffset)
/// ```
///
/// Decisions on the points the reference marks UNCERTAIN:
/// - **When a phase completes.** A phase advances when its animation is
///   *logically* complete (``Animator/logicalCompletionTime(within:)``, on a
///   frame): the default criterion of SwiftUI's completion handlers. A
///   spring is done after its response, a timing curve on the first frame
///   after its duration. The time is measured for the animation on its own,
///   so it does not depend on the property; a phase change that changes no
///   property still waits for its animation. An animation that never
///   completes (`repeatForever`) stops the sequence in its phase.
/// - **Triggers.** One full cycle per trigger. A trigger that arrives while
///   a cycle is still running starts a new cycle from the second phase at
///   once; the rest of the old cycle is dropped.
/// - A looping cycle in which no phase takes time (all animations `nil`)
///   runs once and stops, instead of spinning forever.
public struct PhaseAnimator<Phase: Equatable> {
    /// The phases, in order.
    public let phases: [Phase]
    /// The trigger times, sorted; `nil` when looping.
    public let triggers: [TimeInterval]?
    /// The frame rate of the replayed render loop.
    public let framesPerSecond: Double

    private let animations: [Animation?]
    /// How long each phase's change takes to complete logically; `nil` if never.
    private let lengths: [TimeInterval?]

    /// Creates a phase animator that loops through `phases` forever.
    ///
    /// - Parameters:
    ///   - phases: The phases; must not be empty.
    ///   - framesPerSecond: The frame rate of the replayed render loop (default 60).
    ///   - animation: The animation for the change to each phase (default `.default`).
    public init<Phases: Sequence<Phase>>(_ phases: Phases, framesPerSecond: Double = 60, animation: (Phase) -> Animation? = { _ in .default }) {
        self.init(phases: Array(phases), triggers: nil, framesPerSecond: framesPerSecond, animation: animation)
    }

    /// Creates a phase animator that runs one cycle through `phases` at each trigger time.
    ///
    /// - Parameters:
    ///   - phases: The phases; must not be empty.
    ///   - triggers: The times at which the trigger value changes.
    ///   - framesPerSecond: The frame rate of the replayed render loop (default 60).
    ///   - animation: The animation for the change to each phase (default `.default`).
    public init<Phases: Sequence<Phase>>(_ phases: Phases, triggers: [TimeInterval], framesPerSecond: Double = 60, animation: (Phase) -> Animation? = { _ in .default }) {
        self.init(phases: Array(phases), triggers: triggers.sorted(), framesPerSecond: framesPerSecond, animation: animation)
    }

    private init(phases: [Phase], triggers: [TimeInterval]?, framesPerSecond: Double, animation: (Phase) -> Animation?) {
        precondition(!phases.isEmpty, "PhaseAnimator needs at least one phase")
        self.phases = phases
        self.triggers = triggers
        self.framesPerSecond = framesPerSecond
        animations = phases.map(animation)
        lengths = animations.map { animation in
            guard let animation else { return 0 }
            return Animator(animation: animation, from: 0.0, to: 1.0, framesPerSecond: framesPerSecond)
                .logicalCompletionTime()
        }
    }

    /// The phase changes up to and including `time`, in order: when each
    /// happens and the phase it moves to.
    public func changes(through time: TimeInterval) -> [(time: TimeInterval, phase: Phase)] {
        indexedChanges(through: time).map { ($0.time, phases[$0.index]) }
    }

    /// The phase most recently moved to at or before `time` (the first phase
    /// before any change).
    public func phase(at time: TimeInterval) -> Phase {
        phases[indexedChanges(through: time).last?.index ?? 0]
    }

    /// The value at `time` of the property that `property` gives for each phase.
    ///
    /// Each call replays the changes from the start; for many queries on one
    /// property, make an ``animator(for:through:)`` once.
    public func value<V: Animatable>(at time: TimeInterval, _ property: (Phase) -> V) -> V {
        animator(for: property, through: time).value(at: time)
    }

    /// The velocity at `time` of the property's animatable data.
    public func velocity<V: Animatable>(at time: TimeInterval, _ property: (Phase) -> V) -> V.AnimatableData {
        animator(for: property, through: time).velocity(at: time)
    }

    /// An animator for the property with every phase change up to `horizon`.
    /// Its answers are valid up to `horizon`.
    public func animator<V: Animatable>(for property: (Phase) -> V, through horizon: TimeInterval) -> Animator<V> {
        let values = phases.map(property)
        let animator = Animator(values[0], framesPerSecond: framesPerSecond)
        for change in indexedChanges(through: horizon) {
            animator.retarget(to: values[change.index], at: change.time, animation: animations[change.index])
        }
        return animator
    }

    private func indexedChanges(through time: TimeInterval) -> [(time: TimeInterval, index: Int)] {
        guard phases.count > 1 else { return [] }
        guard let triggers else {
            return cycle(from: 0, until: time, looping: true)
        }
        var changes: [(time: TimeInterval, index: Int)] = []
        for (number, trigger) in triggers.enumerated() where trigger <= time {
            let next = number + 1 < triggers.count ? triggers[number + 1] : .infinity
            changes += cycle(from: trigger, until: min(time, next.nextDown), looping: false)
        }
        return changes
    }

    /// The changes of cycles starting at `start` up to `end`: to phase 1, 2,
    /// …, and back to 0 (then on, if looping), each after the previous one's
    /// logical completion.
    private func cycle(from start: TimeInterval, until end: TimeInterval, looping: Bool) -> [(time: TimeInterval, index: Int)] {
        var changes: [(time: TimeInterval, index: Int)] = []
        var time = start
        var index = 1
        var idleSteps = 0
        while time <= end {
            changes.append((time, index))
            if !looping, index == 0 { break }
            guard let length = lengths[index] else { break }
            idleSteps = length > 0 ? 0 : idleSteps + 1
            if idleSteps >= phases.count { break }
            time += length
            index = (index + 1) % phases.count
        }
        return changes
    }
}

extension PhaseAnimator: Sendable where Phase: Sendable {}
