import Foundation

/// Evaluates animations offline: the value and velocity of an animated
/// property at any time, its completion times, and retargeting mid-flight.
///
/// Kinetype addition. SwiftUI runs animations inside its render loop and
/// never exposes their values; a renderer that draws frame *t* of a video
/// needs them directly. An `Animator` holds one property's timeline of
/// target changes, each with its animation, and replays SwiftUI's
/// per-property animator on it:
///
/// - a change with an animation starts animating the difference
///   Δ = new − old. If an animation is already running, the new one either
///   **merges** with it (``CustomAnimation/shouldMerge(previous:value:time:context:)``
///   returns `true`: springs do, taking over the current position and
///   velocity) or is **combined** with it (both run and add up);
/// - the shown value is target − Δ + covered, and the target once the
///   animation has finished;
/// - animations are evaluated on frames at k/``framesPerSecond`` seconds
///   plus at the queried time. Stateless animations (timing curves,
///   interpolating springs) do not depend on the frame rate; repeat passes
///   end on the first frame after the base finished, as in SwiftUI.
///
/// ```swift
/// let a = Animator(animation: .bouncy, from: 0.0, to: 1.0)
/// a.retarget(to: 2.0, at: 0.3)      // merges, keeping the spring's velocity
/// a.value(at: 0.5)
/// a.completionTime()                // when it comes to rest at 2
/// ```
///
/// Queries are pure functions of the timeline: the answer at a time does
/// not depend on which times were asked before. Replays are cached every
/// eighth of a second, so a query costs at most
/// that much of frames; queries may run on several threads at once.
///
/// Decision: animations begin exactly at the time of their change. SwiftUI
/// starts them on the next display frame and, without a test host, resets
/// the start on the second frame (reference §9.7); a renderer wants the
/// change time itself.
public final class Animator<Value: Animatable> {
    /// The frame rate of the replayed render loop.
    public let framesPerSecond: Double

    private let initialValue: Value
    private let lock = NSLock()
    private var events: [Event] = []
    /// checkpoints[i] is the simulation advanced to time i / ``checkpointsPerSecond``.
    private var checkpoints: [Simulation] = []
    /// How often a replay is cached: a frame's many queries (one per glyph of a staggered
    /// transition) each replay at most an eighth of a second.
    static var checkpointsPerSecond: Double { 8 }
    /// Incremented by every change, so that a replay begun before a change
    /// does not store its checkpoints after it.
    private var generation = 0

    /// Creates an animator whose value rests at `value` until it is retargeted.
    ///
    /// - Parameters:
    ///   - value: The value before any change.
    ///   - framesPerSecond: The rate of the replayed render loop (default 60).
    public init(_ value: Value, framesPerSecond: Double = 60) {
        precondition(framesPerSecond > 0, "framesPerSecond must be positive")
        initialValue = value
        self.framesPerSecond = framesPerSecond
    }

    /// Creates an animator that animates from `from` to `to` starting at `time`.
    ///
    /// - Parameters:
    ///   - animation: The animation, or `nil` to jump to `to` at `time`.
    ///   - from: The value before `time`.
    ///   - to: The target.
    ///   - time: When the animation begins (default 0).
    ///   - framesPerSecond: The rate of the replayed render loop (default 60).
    public convenience init(animation: Animation?, from: Value, to: Value, at time: TimeInterval = 0, framesPerSecond: Double = 60) {
        self.init(from, framesPerSecond: framesPerSecond)
        retarget(to: to, at: time, animation: animation)
    }

    /// The latest target.
    public var target: Value {
        lock.withLock { events.last?.target ?? initialValue }
    }

    /// Changes the target at `time`, animating with the animation of the
    /// latest change at or before `time` (no animation if there is none).
    public func retarget(to target: Value, at time: TimeInterval) {
        let animation: Animation? = lock.withLock { events.last(where: { $0.time <= time })?.animation }
        retarget(to: target, at: time, animation: animation)
    }

    /// Changes the target at `time` with `animation`; `nil` jumps without
    /// animating (a running animation keeps its offset from the new target).
    ///
    /// Changes may be added in any order; changes at the same time apply in
    /// the order they were added.
    public func retarget(to target: Value, at time: TimeInterval, animation: Animation?) {
        precondition(!time.isNaN, "the time of a change must be a number")
        lock.withLock {
            let index = events.firstIndex(where: { $0.time > time }) ?? events.endIndex
            events.insert(Event(time: time, target: target, animation: animation), at: index)
            generation += 1
            // Checkpoint i includes the changes at or before its time.
            let keep = time <= 0 ? 0 : min(checkpoints.count, Int(min((time * Self.checkpointsPerSecond).rounded(.up), Double(Int32.max))))
            checkpoints.removeSubrange(keep...)
        }
    }

    /// The value at `time`.
    public func value(at time: TimeInterval) -> Value {
        let simulation = simulation(at: time)
        var value = simulation.modelValue
        value.animatableData = simulation.sample(at: time).data
        return value
    }

    /// The velocity of the animatable data at `time`, in units per second.
    ///
    /// It is the running animation's own velocity (for springs, the
    /// integrator's), or a forward difference over 10⁻⁴ s when the animation
    /// does not report one. It is zero once the animation has finished.
    public func velocity(at time: TimeInterval) -> Value.AnimatableData {
        let simulation = simulation(at: time)
        let sample = simulation.sample(at: time)
        if let velocity = sample.velocity { return velocity }
        let h = 1e-4
        let later = self.simulation(at: time + h).sample(at: time + h).data
        return (later - sample.data).scaled(by: 1 / h)
    }

    /// Whether every animation has finished at `time`, so the value equals the target.
    public func isComplete(at time: TimeInterval) -> Bool {
        simulation(at: time).sample(at: time).finished
    }

    /// Whether the animation running after the latest change at or before
    /// `time` is logically complete at `time` (a spring after its response,
    /// a timing curve when it finishes; see ``AnimationContext/isLogicallyComplete``).
    public func isLogicallyComplete(at time: TimeInterval) -> Bool {
        let simulation = simulation(at: time)
        let sample = simulation.sample(at: time)
        return sample.logical || simulation.running?.isLogicallyComplete == true
    }

    /// The time at which the value comes to rest at its final target: the
    /// first frame after the latest change on which the animation reports
    /// it has finished, or the latest change's time if it does not animate.
    /// `nil` if that takes longer than `limit` seconds after the latest change
    /// (for example with `repeatForever`).
    public func completionTime(within limit: TimeInterval = 600) -> TimeInterval? {
        completion(within: limit) { $0.completedAt }
    }

    /// The time at which the animation started by the latest change is
    /// logically complete (or finished, if it never reports logical
    /// completion), on a frame; `nil` if not within `limit` seconds.
    ///
    /// This is when SwiftUI fires `.logicallyComplete` completion handlers;
    /// ``PhaseAnimator`` advances its phases at these times.
    public func logicalCompletionTime(within limit: TimeInterval = 600) -> TimeInterval? {
        completion(within: limit) { $0.logicallyCompletedAt }
    }

    private func completion(within limit: TimeInterval, _ pick: (Simulation) -> TimeInterval?) -> TimeInterval? {
        precondition(limit.isFinite && limit >= 0, "the completion search needs a finite, non-negative limit")
        guard let lastChange = lock.withLock({ events.last?.time }) else { return 0 }
        var second = lastChange.rounded(.up)
        while true {
            let simulation = simulation(at: second)
            if let found = pick(simulation) {
                let time = max(found, lastChange)
                return time <= lastChange + limit ? time : nil
            }
            if simulation.running == nil { return lastChange }
            if second > lastChange + limit { return nil }
            second += 1
        }
    }

    /// The replay advanced to `time`, resumed from the latest checkpoint.
    private func simulation(at time: TimeInterval) -> Simulation {
        precondition(time.isFinite, "animator queries need a finite time")
        let (events, start, startSecond, generation) = lock.withLock { () -> ([Event], Simulation, Int, Int) in
            let wanted = time.isFinite ? Int(min(max((time * Self.checkpointsPerSecond).rounded(.down), -1), Double(Int32.max))) : -1
            let index = min(wanted, checkpoints.count - 1)
            if index >= 0 { return (self.events, checkpoints[index], index, self.generation) }
            return (self.events, Simulation(initialValue: initialValue), -1, self.generation)
        }
        var simulation = start
        var fresh: [Simulation] = []
        var second = startSecond + 1
        while Double(second) / Self.checkpointsPerSecond <= time {
            simulation.advance(to: Double(second) / Self.checkpointsPerSecond, events: events, fps: framesPerSecond)
            fresh.append(simulation)
            second += 1
        }
        if !fresh.isEmpty {
            lock.withLock {
                if checkpoints.count == startSecond + 1, self.generation == generation {
                    checkpoints.append(contentsOf: fresh)
                }
            }
        }
        simulation.advance(to: time, events: events, fps: framesPerSecond)
        return simulation
    }
}

// @unchecked Sendable: all mutable state (the changes, the checkpoint cache and the generation)
// is read and written only inside `lock.withLock`; replays run on private copies taken under the
// lock, and the other properties are `let`s of `Value` or `Double`. A `Mutex` would not make it
// checked: the methods serve any `Animatable` value, and handing a copy of a non-`Sendable` value
// out of a `Mutex` is refused, so the lock stays an `NSLock`.
extension Animator: @unchecked Sendable where Value: Sendable {}
