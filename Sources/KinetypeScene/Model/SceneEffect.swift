import KinetypeEffects
import KinetypePrimitives
import KinetypeText
/// A symbol-style effect on a layer, with when it plays and its options.
///
/// In a scene file:
///
/// ```yaml
/// effects:
///   - effect: bounce.up.byLayer      # the effect in Symbols dot syntax (required)
///     at: [1.0, 2.5]                 # scene times (s) a discrete effect triggers; or at: 1.0
///     active: [[0, 3]]               # scene time ranges an indefinite effect runs; or [0, 3]
///     options: {repeat: 2, speed: 1.5}   # repeat: N | continuous, speed > 0, nonRepeating
///   - effect: replace.downUp         # a replace also takes the new text and how the change runs:
///     at: 2
///     to: "New text"
///     duration: 0.8                  # seconds (default the effect's 0.35)
///     curve: easeInOut               # or spring: smooth | {duration, bounce}; speed in options
/// ```
///
/// The effect string is kept as written: which effects exist and what their dots mean belongs to
/// the effects layer, which parses it. The loader checks only its shape (dot-separated words) and
/// that at least one of `at` and `active` says when the effect plays. Times are scene times in
/// seconds, like a layer's `start` and `end`.
public struct SceneEffect: Hashable, Sendable {
    /// How often an effect repeats: the Symbols framework's `.repeat(_:)` behaviours.
    public enum Repeat: Hashable, Sendable {
        /// `repeat: 3`: this many times (at least 1).
        case count(Int)
        /// `repeat: continuous`: until the effect is no longer active.
        case continuous
    }

    /// `SymbolEffectOptions` by name: `repeat`, `speed` and `nonRepeating`.
    public struct Options: Hashable, Sendable {
        /// The repeat behaviour; nil for the effect's own (default).
        public var `repeat`: Repeat?
        /// The speed multiplier, greater than 0; default 1.
        public var speed: Double
        /// `.nonRepeating`; default false. Not together with `repeat`.
        public var nonRepeating: Bool

        /// Options; the effect's own behaviour at normal speed by default.
        public init(repeat: Repeat? = nil, speed: Double = 1, nonRepeating: Bool = false) {
            self.repeat = `repeat`
            self.speed = speed
            self.nonRepeating = nonRepeating
        }
    }

    /// The effect as written, such as `bounce.up.byLayer`.
    public var effect: String
    /// The scene times (seconds) a discrete effect triggers at; default none.
    public var at: [Double]
    /// The scene time ranges (seconds) an indefinite effect is active in; default none.
    public var active: [ClosedRange<Double>]
    /// The sound's events a discrete effect triggers on (`at: beats`, `at: onsets`: the
    /// `SceneAudioDriver/Signal/beats` or `onsets` of the scene's soundtrack), in place of `at`
    /// times until the sound is analysed (`SceneDocument.resolveAudioDrivers(soundtrack:)` fills
    /// ``at``); nil (default) for none.
    public var atSound: SceneAudioDriver.Signal?
    /// The options; default `Options()`.
    public var options: Options
    /// The new text (inline markup) of a `replace` effect, shown from the effect's first `at` time.
    public var to: String?
    /// How long a `replace` effect's change lasts, in seconds; nil for the effect's own 0.35 s
    /// (see `TextReplacement/animation(duration:timing:)`).
    public var duration: Double?
    /// The curve or spring a `replace` effect's change follows (`curve`, `spring`, read as a
    /// transition's); nil for the effect's own ease-out.
    public var timing: TextTransition.Timing?

    /// An effect; give it `at` or `active` times.
    public init(effect: String, at: [Double] = [], active: [ClosedRange<Double>] = [],
                options: Options = Options()) {
        self.effect = effect
        self.at = at
        self.active = active
        self.options = options
    }
}
