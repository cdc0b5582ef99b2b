extension SymbolEffectOptions {
    /// How an effect repeats: continuously, or a number of times with a rest between plays.
    ///
    /// Mirrors SwiftUI's `SymbolEffectOptions.RepeatBehavior`: `.continuous`,
    /// `.periodic(_ count: Int? = nil, delay: Double? = nil)` and `.periodic(delay:)`.
    /// A periodic behaviour without a count repeats forever, each play followed by `delay`.
    public struct RepeatBehavior: Hashable, Sendable {
        /// Plays, then plays again, forever, with no rest.
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: 0) }

        /// Plays `count` times (forever when `nil`), resting `delay` seconds after each play.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count.map { max(1, $0) }, delay: max(0, delay ?? 0))
        }

        /// Plays forever, resting `delay` seconds after each play.
        public static func periodic(delay: Double?) -> RepeatBehavior { .periodic(nil, delay: delay) }

        /// How many times the effect plays; `nil` means forever.
        public let count: Int?
        /// The rest after each play, in seconds at speed 1.
        public let delay: Double
    }
}
