import ArgumentParser
import Foundation
import Kinetype

/// The soundtrack options of `render`, `captions` and `batch`: `--audio FILE` and how it plays.
struct SoundtrackOptions: ParsableArguments {
    @Option(name: .customLong("audio"), help: """
        A soundtrack for the video (WAV, MP3, FLAC, Ogg, M4A, or a video's sound), in place of the scene's audio: key: \
        AAC in MP4, Opus in WebM, PCM in MOV, trimmed or padded with silence to the card. Stills, GIFs and the other formats \
        leave it out, with a note.
        """)
    var audio: String?

    @Option(name: .customLong("audio-start"), parsing: .unconditional, help: "The card's second the soundtrack starts at (default 0).")
    var start: Double?

    @Option(name: .customLong("audio-offset"), parsing: .unconditional, help: "The sound file's second the soundtrack is taken from (default 0).")
    var offset: Double?

    @Option(name: .customLong("audio-volume"), parsing: .unconditional, help: "The soundtrack's gain, linear, 0 to 16 (default 1; 0.5 is -6 dB).")
    var volume: Double?

    @Option(name: .customLong("audio-fade-in"), parsing: .unconditional, help: "Seconds the soundtrack fades in over from its start (default 0).")
    var fadeIn: Double?

    @Option(name: .customLong("audio-fade-out"), parsing: .unconditional, help: "Seconds the soundtrack fades out over to its end or the card's (default 0).")
    var fadeOut: Double?

    func validate() throws {
        try validating {
            for (value, option) in [(start, "--audio-start"), (offset, "--audio-offset"), (fadeIn, "--audio-fade-in"), (fadeOut, "--audio-fade-out")] {
                _ = try value.map { try TitleCard.timeRange.checked($0, option: option, example: "1.5") }
            }
            _ = try volume.map { try ValueRange(SceneAudio.volumeRange).checked($0, option: "--audio-volume", example: "0.8") }
        }
    }

    /// The options as one value for the library (``SoundtrackOverride``).
    var override: SoundtrackOverride {
        SoundtrackOverride(file: audio, start: start, offset: offset, volume: volume, fadeIn: fadeIn, fadeOut: fadeOut)
    }

    /// Puts `--audio` in `document` in place of its `audio:`, and the other options over
    /// whichever soundtrack it has (``SoundtrackOverride/apply(to:)``).
    func override(_ document: inout SceneDocument) throws {
        try override.apply(to: &document)
    }

    /// The soundtrack of `document` (after ``override(_:)``) for `format`, read and checked;
    /// `duration: audio` fitted, the properties the sound drives keyed and audiograms' levels read
    /// (`SceneDocument.resolveAudioDrivers(soundtrack:)`) and a lyric list's beats found
    /// (`SceneDocument.resolveLyricBeats(soundtrack:)`). A format that holds no sound gets
    /// none, with a note on standard error (the file is still read for whatever follows it,
    /// `SceneDocument.followsSound`); nil when there is no soundtrack.
    func soundtrack(of document: inout SceneDocument, baseURL: URL?, format: ExportFormat) throws -> Soundtrack? {
        let holdsSound = format.exporter.holdsSound && !format.isTimeline
        if let audio = document.audio, !holdsSound {
            Streams.printError("note: \(format.rawValue) holds no sound, so the soundtrack '\(audio.file)' is left out; write an MP4, WebM or MOV to hear it\n")
        }
        guard holdsSound || document.followsSound else { return nil }
        // --audio is relative to the working folder, the scene's audio: to the scene.
        let track = try document.resolveSoundtrack(baseURL: override.baseURL(sceneFolder: baseURL))
        try document.resolveAudioDrivers(soundtrack: track)
        try document.resolveLyricBeats(soundtrack: track)
        return holdsSound ? track : nil
    }
}
