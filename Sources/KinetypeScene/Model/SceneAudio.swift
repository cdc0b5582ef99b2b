/// A scene's soundtrack, as written: the sound muxed into the card's video.
///
/// In a scene file:
///
/// ```yaml
/// audio: song.mp3                  # the file, from the card's start, as it is
/// audio:
///   file: song.mp3                 # WAV, MP3, FLAC, Ogg, M4A, or a video's sound; relative to the scene file
///   start: 0.5                     # the card's second the sound starts at (default 0)
///   offset: 12                     # the file's second it is taken from (default 0)
///   volume: 0.8                    # linear gain, 0 to 16 (default 1)
///   fadeIn: 0.25                   # seconds of fade-in from its start (default 0)
///   fadeOut: 1                     # seconds of fade-out to its end or the card's (default 0)
/// duration: audio                  # the card lasts as long as the sound (start + the file after offset)
/// ```
///
/// MP4 holds it as AAC, WebM as Opus, MOV as 16-bit PCM, trimmed or padded with silence to the
/// card; stills, GIFs and the other formats leave it out (the command line says so). The
/// command line's `--audio FILE` replaces it. A card compiled on its own
/// (`TitleCard(scene:)`) has no sound: the command line reads the file and hands it to the
/// video writer (`VideoExporter.Options.soundtrack`).
public struct SceneAudio: Hashable, Sendable {
    /// The sound file, as written (relative to the scene file).
    public var file: String
    /// The card's second the sound starts at.
    public var start: Double
    /// The file's second the sound is taken from.
    public var offset: Double
    /// The linear gain.
    public var volume: Double
    /// Seconds of fade-in.
    public var fadeIn: Double
    /// Seconds of fade-out.
    public var fadeOut: Double

    /// The gains `volume` takes: silence to 16 times (+24 dB).
    public static let volumeRange = 0.0...16.0

    /// A soundtrack; the defaults play the file as it is from the card's start.
    public init(file: String, start: Double = 0, offset: Double = 0, volume: Double = 1, fadeIn: Double = 0, fadeOut: Double = 0) {
        self.file = file
        self.start = start
        self.offset = offset
        self.volume = volume
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
    }
}
