/// How a sound lies under a card: the card's second it starts at, the file's second it is taken
/// from, its gain and its fades. A scene's `audio:` (`SceneAudio`, its file a name as written) and
/// the video writer's `Soundtrack` (its file probed) hold one each; the command line's `--audio-*`
/// options change it.
///
/// ```swift
/// var mix = SoundMix(offset: 12, fadeOut: 1)
/// mix.volume = 0.5   // −6 dB
/// ```
public struct SoundMix: Hashable, Sendable {
    /// The card's second the sound starts at; silence before it. Default 0.
    public var start: Double
    /// The file's second the sound is taken from (an intro skipped). Default 0.
    public var offset: Double
    /// The gain, linear: 1 (default) leaves the sound as it is, 0.5 halves its amplitude (−6 dB).
    public var volume: Double
    /// Seconds the sound fades in over from its start. Default 0.
    public var fadeIn: Double
    /// Seconds the sound fades out over before it ends (the file's end or the card's,
    /// whichever comes first). Default 0.
    public var fadeOut: Double

    /// The gains ``volume`` takes: silence to 16 times (+24 dB).
    public static let volumeRange = 0.0...16.0

    /// A mix; the defaults play the sound as it is from the card's start.
    public init(start: Double = 0, offset: Double = 0, volume: Double = 1, fadeIn: Double = 0, fadeOut: Double = 0) {
        self.start = start
        self.offset = offset
        self.volume = volume
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
    }
}
