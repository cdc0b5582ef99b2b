import KinetypePrimitives

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
///
/// Its mix's values read as its own (`audio.start`, `audio.volume`).
@dynamicMemberLookup
public struct SceneAudio: Hashable, Sendable {
    /// The sound file, as written (relative to the scene file).
    public var file: String
    /// Where the sound starts, the second it is taken from, its gain and fades.
    public var mix: SoundMix

    /// The gains a soundtrack's volume takes (``SoundMix/volumeRange``).
    public static let volumeRange = SoundMix.volumeRange

    /// A soundtrack of `file` mixed as `mix` (by default as it is, from the card's start).
    public init(file: String, mix: SoundMix = SoundMix()) {
        self.file = file
        self.mix = mix
    }

    /// A soundtrack; the defaults play the file as it is from the card's start.
    public init(file: String, start: Double = 0, offset: Double = 0, volume: Double = 1, fadeIn: Double = 0, fadeOut: Double = 0) {
        self.init(file: file, mix: SoundMix(start: start, offset: offset, volume: volume, fadeIn: fadeIn, fadeOut: fadeOut))
    }

    /// A value of ``mix``.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<SoundMix, Value>) -> Value {
        get { mix[keyPath: keyPath] }
        set { mix[keyPath: keyPath] = newValue }
    }
}
