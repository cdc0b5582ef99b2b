import KinetypeDiagnostics
import Foundation
import KinetypeSymbols

/// A symbol effect on a title card layer, with when it plays (times are the layer's own,
/// seconds since it started).
public struct ScheduledSymbolEffect: Sendable {
    /// When an effect plays.
    public enum Schedule: Hashable, Sendable {
        /// A discrete effect, played once (or as its options repeat) at each time: the
        /// equivalent of a changing `value:`.
        case triggers([TimeInterval])
        /// An indefinite effect, running while the time is inside an interval: the equivalent of
        /// `isActive`. It is at rest outside them.
        case active([ClosedRange<TimeInterval>])
        /// A transition effect (appear, disappear, draw on, draw off) starting at a time.
        case transition(at: TimeInterval)
        /// A leaving transition (disappear, draw off) timed to finish at a time, however many
        /// glyphs it staggers over.
        case transitionEnding(at: TimeInterval)
    }

    /// The effect and its options in dot syntax (`AnySymbolEffect(.bounce.up.byLayer)`): the first
    /// argument of SwiftUI's `symbolEffect(_:options:value:)`.
    public var effect: AnySymbolEffect
    /// How it repeats and how fast it plays (`.repeat(3)`, `.speed(2)`), SwiftUI's `options:`;
    /// `.default` leaves the effect's own.
    public var options: SymbolEffectOptions
    /// When it plays; the case decides the behaviour it plays with (``behavior``).
    public var schedule: Schedule

    /// An effect played as `schedule` says (layer times, in seconds). ``validate()`` checks that
    /// the effect has the behaviour the schedule asks of it;
    /// ``defaultSchedule(for:at:active:length:)`` picks a schedule that suits the effect.
    ///
    /// ```swift
    /// // Bounce at 0.5 s and again at 2 s, twice each time, glyph by glyph.
    /// let bounce = ScheduledSymbolEffect(AnySymbolEffect(.bounce.up.byLayer), options: .repeat(2),
    ///                                    schedule: .triggers([0.5, 2]))
    /// ```
    public init(_ effect: AnySymbolEffect, options: SymbolEffectOptions = .default, schedule: Schedule) {
        self.effect = effect
        self.options = options
        self.schedule = schedule
    }

    /// The behaviour the schedule asks of the effect.
    public var behavior: SymbolEffectBehavior {
        switch schedule {
        case .triggers: return .discrete
        case .active: return .indefinite
        case .transition, .transitionEnding: return .transition
        }
    }

    /// How long a transition effect runs over `count` glyphs (``SymbolEffectTiming``'s numbers).
    package func transitionDuration(count: Int) -> TimeInterval {
        typealias T = SymbolEffectTiming
        let steps = Double(max(0, count - 1))
        if effect.name == .drawOn || effect.name == .drawOff {
            if effect.contains(.wholeSymbol) { return T.drawDuration / options.speed }
            if effect.contains(.individually) { return T.drawDuration * Double(max(1, count)) / options.speed }
            return (T.drawDuration + T.drawStagger * steps) / options.speed
        }
        let stagger = effect.contains(.byLayer) ? T.layerStagger * steps : 0
        return (T.transitionDuration + stagger) / options.speed
    }

    /// True for effects that leave (disappear, draw off): before their time they are at rest.
    var isExit: Bool { effect.name == .disappear || effect.name == .drawOff }

    /// The pose of layer `index` of `count` at layer time `time`.
    package func pose(at time: TimeInterval, layer index: Int, of count: Int) -> SymbolEffectPose {
        let local: TimeInterval?
        switch schedule {
        case .triggers(let times):
            local = times.filter { $0 <= time }.max().map { time - $0 }
        case .active(let intervals):
            local = intervals.first { $0.contains(time) }.map { time - $0.lowerBound }
        case .transitionEnding(let end):
            return ScheduledSymbolEffect(effect, options: options, schedule: .transition(at: end - transitionDuration(count: count)))
                .pose(at: time, layer: index, of: count)
        case .transition(let start):
            if time < start {
                // Entering effects are hidden until they start; leaving ones are at rest.
                if isExit { return .rest }
                local = 0
            } else {
                local = time - start
            }
        }
        guard let local else { return .rest }
        return (try? effect.pose(behavior, at: local, layer: index, layerCount: count, options: options)) ?? .rest
    }

    /// The schedule for an effect given trigger times and active intervals (layer times), or,
    /// with neither, the quick-mode default over a layer of `length` seconds: a discrete effect
    /// once at the start, an indefinite one for the whole layer, appear and draw on from the
    /// start, disappear and draw off finishing at the end. Replace needs a second text.
    public static func defaultSchedule(for effect: AnySymbolEffect, at times: [TimeInterval] = [],
                                       active: [ClosedRange<TimeInterval>] = [], length: TimeInterval) throws -> Schedule {
        let behaviors = effect.behaviors
        if effect.name == .replace || behaviors == [.contentTransition] {
            throw ScheduleError.contentTransitionNotSupported(effect: effect.description)
        }
        if !active.isEmpty { return .active(active) }
        let isTransition = behaviors.contains(.transition) && !behaviors.contains(.discrete)
        if !times.isEmpty { return isTransition ? .transition(at: times[0]) : .triggers(times) }
        if isTransition {
            let leaves = effect.name == .disappear || effect.name == .drawOff
            return leaves ? .transitionEnding(at: length) : .transition(at: 0)
        }
        if behaviors.contains(.discrete) { return .triggers([0]) }
        return .active([0...length])
    }

    /// Checks that the effect has the behaviour its schedule needs.
    public func validate() throws {
        guard effect.behaviors.contains(behavior) else {
            throw SymbolEffectError.unsupportedBehavior(effect: effect.name, behavior)
        }
    }
}

/// A symbol effect Kinetype cannot schedule yet; says what to do instead.
public enum ScheduleError: KinetypeError, Equatable, Sendable, CustomStringConvertible {
    /// `effect` (its dot string) is a content transition such as `replace`, which has no schedule:
    /// it changes a layer's text into another, which a ``TextReplacement`` does.
    case contentTransitionNotSupported(effect: String)

    /// The error as a user reads it, with what to use instead.
    public var description: String {
        switch self {
        case .contentTransitionNotSupported(let effect):
            return "\(effect) is a content transition (one text becoming another), which this version of Kinetype does not draw yet; use appear, disappear or a transition instead"
        }
    }
}
