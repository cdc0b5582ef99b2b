/// A keyframed property driven by the scene's soundtrack in place of its keys: a signal of the
/// sound, smoothed, mapped from `from` to `to`.
///
/// In a scene file, in a layer's `keyframes` (scale, rotation and opacity take one):
///
/// ```yaml
/// keyframes:
///   scale: {driver: {audio: onsets, from: 1, to: 1.5, attack: 0.02, release: 0.2}}
///   opacity: {driver: {audio: rms, from: 0.4, to: 1}}
///   rotation: {driver: {audio: "band:bass", from: 0, to: 8, release: 0.1}}
/// ```
///
/// - `audio`: `rms` (the level), `band:bass`, `band:mid`, `band:treble` or `band:LOW-HIGH` (a
///   band's level; `kinetype audio`'s bands), `onsets` or `beats`.
/// - A level is divided by its loudest frame in the sound, so the loudest moment reaches `to`;
///   it follows rises over `attack` seconds and falls over `release` seconds (a one-pole
///   follower, time constants).
/// - An onset or beat is a pulse: up to `to` over `attack` seconds (0: at once), then back to
///   `from` decaying over `release` seconds (a time constant), so a pulse peaks on its event.
///
/// The command line analyses the soundtrack (`kinetype audio`'s analysis, at the scene's frame
/// rate) and turns each driver into a key a frame before the card compiles; in Swift,
/// `SceneDocument.resolveAudioDrivers(soundtrack:)` does it.
public struct SceneAudioDriver: Hashable, Sendable {
    /// What of the sound drives the value.
    public enum Signal: Hashable, Sendable {
        /// The level a frame.
        case rms
        /// A band's level a frame: `bass`, `mid`, `treble`, or `LOW-HIGH` in hertz.
        case band(String)
        /// The onsets, as pulses.
        case onsets
        /// The beats, as pulses.
        case beats
    }

    /// The signal.
    public var signal: Signal
    /// The value at silence, or between pulses.
    public var from: Double
    /// The value at the loudest frame, or at a pulse's peak.
    public var to: Double
    /// Seconds to rise.
    public var attack: Double
    /// Seconds to fall (a time constant).
    public var release: Double

    /// A driver; the defaults map the signal onto 0 to 1, rising at once and falling over 0.25 s.
    public init(signal: Signal, from: Double = 0, to: Double = 1, attack: Double = 0, release: Double = 0.25) {
        self.signal = signal
        self.from = from
        self.to = to
        self.attack = attack
        self.release = release
    }

    /// The properties a driver can drive: one number each.
    public static let drivable = ["scale", "rotation", "opacity"]
}
