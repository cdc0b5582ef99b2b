import Foundation

extension Animator {
    /// A change of the target value at a given time.
    struct Event {
        var time: TimeInterval
        var target: Value
        /// `nil` changes the value without animating: the running animation,
        /// if any, keeps its offset from the new value.
        var animation: Animation?
    }

    /// The animation running on the value, as SwiftUI's per-property animator keeps it.
    struct Running {
        var animation: Animation
        var state: AnimationState<Value.AnimatableData>
        /// The total change being animated (the sum of merged and combined changes).
        var interval: Value.AnimatableData
        var beginTime: TimeInterval
        var isLogicallyComplete = false
    }

    /// The animator replayed up to some time: SwiftUI's render loop, run offline.
    ///
    /// `advance(to:)` applies every event at or before the time and every
    /// frame strictly before it, in time order (an event before a frame at
    /// the same time). Frames fall at k/framesPerSecond on the animator's
    /// clock and only matter while an animation runs. Each frame calls the
    /// animation with the time since it began, as SwiftUI does once per
    /// display frame; stateful animations (springs, repeats) keep their state
    /// between frames.
    struct Simulation {
        var modelValue: Value
        var model: Value.AnimatableData
        var running: Running?
        var eventIndex = 0
        var frameIndex = Int.min
        /// The latest event's animation, reused by `retarget(to:at:)`.
        var lastAnimation: Animation?
        /// When the animation running after the latest event finished or
        /// first reported logical completion, on a frame.
        var completedAt: TimeInterval?
        var logicallyCompletedAt: TimeInterval?

        init(initialValue: Value) {
            modelValue = initialValue
            model = initialValue.animatableData
        }

        func frameTime(_ index: Int, _ fps: Double) -> TimeInterval { Double(index) / fps }

        /// The index of the first frame at or after `time`.
        func firstFrame(atOrAfter time: TimeInterval, _ fps: Double) -> Int {
            var k = Int((time * fps).rounded(.up))
            while Double(k) / fps < time { k += 1 }
            while Double(k - 1) / fps >= time { k -= 1 }
            return k
        }

        mutating func advance(to time: TimeInterval, events: [Event], fps: Double) {
            while true {
                let eventTime = eventIndex < events.count ? events[eventIndex].time : .infinity
                if running == nil {
                    guard eventTime <= time else { return }
                    apply(events[eventIndex], fps: fps)
                    continue
                }
                let frame = frameTime(frameIndex, fps)
                if eventTime <= time, eventTime <= frame {
                    apply(events[eventIndex], fps: fps)
                    continue
                }
                guard frame < time else { return }
                tick(at: frame)
                frameIndex += 1
            }
        }

        private mutating func apply(_ event: Event, fps: Double) {
            eventIndex += 1
            frameIndex = max(frameIndex, firstFrame(atOrAfter: event.time, fps))
            let data = event.target.animatableData
            let change = data - model
            modelValue = event.target
            model = data
            lastAnimation = event.animation
            guard let animation = event.animation, change != .zero else { return }
            completedAt = nil
            logicallyCompletedAt = nil
            guard var current = running else {
                running = Running(animation: animation, state: AnimationState(), interval: change, beginTime: event.time)
                return
            }
            let elapsed = event.time - current.beginTime
            var context = AnimationContext(state: current.state, isLogicallyComplete: current.isLogicallyComplete)
            if animation.shouldMerge(previous: current.animation, value: current.interval, time: elapsed, context: &context) {
                current.state = context.state
                current.animation = animation
            } else {
                CombinedAnimation.combine(
                    &current.animation, state: &current.state, value: current.interval,
                    elapsed: elapsed, newAnimation: animation, newValue: change)
            }
            current.interval += change
            current.isLogicallyComplete = false
            running = current
        }

        private mutating func tick(at time: TimeInterval) {
            guard var current = running else { return }
            var context = AnimationContext(state: current.state, isLogicallyComplete: current.isLogicallyComplete)
            guard current.animation.animate(value: current.interval, time: time - current.beginTime, context: &context) != nil else {
                running = nil
                completedAt = time
                if logicallyCompletedAt == nil { logicallyCompletedAt = time }
                return
            }
            current.state = context.state
            if context.isLogicallyComplete, !current.isLogicallyComplete {
                current.isLogicallyComplete = true
                if logicallyCompletedAt == nil { logicallyCompletedAt = time }
            }
            running = current
        }

        /// The value and velocity at `time`, evaluated on a copy of the state
        /// (this simulation must have been advanced to `time`).
        func sample(at time: TimeInterval) -> (data: Value.AnimatableData, velocity: Value.AnimatableData?, finished: Bool, logical: Bool) {
            guard let current = running else { return (model, .zero, true, true) }
            let elapsed = time - current.beginTime
            var context = AnimationContext(state: current.state, isLogicallyComplete: current.isLogicallyComplete)
            guard let covered = current.animation.animate(value: current.interval, time: elapsed, context: &context) else {
                return (model, .zero, true, true)
            }
            let velocity = current.animation.velocity(value: current.interval, time: elapsed, context: context)
            return (model - current.interval + covered, velocity, false, context.isLogicallyComplete)
        }
    }
}
