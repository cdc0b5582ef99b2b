/// How an effect repeats and how fast it plays, with SwiftUI's names and chaining.
///
/// ```swift
/// let options: SymbolEffectOptions = .repeat(3).speed(2)
/// let loop: SymbolEffectOptions = .repeat(.periodic(2, delay: 0.5))
/// ```
///
/// Decisions: `.repeat(n)` is `.repeat(.periodic(n))` and `.nonRepeating` is `.repeat(1)`, so
/// they compare equal. With no repeat behaviour, a discrete effect plays once and an indefinite
/// one repeats continuously (``SymbolEffectTiming/resolvedRepeat(_:behavior:)``). Speed divides
/// every duration (periods, staggers, delays): `.speed(2)` plays in half the time. Counts below 1
/// become 1 and speeds at or below 0 become 1, as a scene file would get from the dictionary
/// reader's error instead.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The repeat behaviour, or `nil` for the effect's own default.
    public private(set) var repeatBehavior: RepeatBehavior?
    /// The playback rate; 1 is normal, 2 twice as fast.
    public private(set) var speed: Double = 1

    /// The effect's default repeat behaviour at normal speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

    /// Plays the effect once.
    public static var nonRepeating: SymbolEffectOptions { .default.nonRepeating }
    /// Plays the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .default.repeat(count) }
    /// Repeats with `behavior`: `.continuous` or `.periodic(count, delay:)`.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        .default.repeat(behavior)
    }
    /// Plays at `speed` times the normal rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { .default.speed(speed) }

    /// A copy that plays once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }
    /// A copy that plays `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self.repeat(.periodic(count)) }
    /// A copy with `behavior`.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repeatBehavior = behavior
        return copy
    }
    /// A copy at `speed` times the normal rate (values at or below 0, or not finite, mean 1).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed > 0 && speed.isFinite ? speed : 1
        return copy
    }
}
