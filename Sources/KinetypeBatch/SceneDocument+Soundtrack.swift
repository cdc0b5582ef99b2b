import Foundation
import KinetypeCard
import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeScene
import KinetypeVideo

extension SceneDocument {
    /// The scene's soundtrack (`audio:`, its file relative to `baseURL`, the scene's folder),
    /// read and checked (`SoundFile.probe(_:)`); nil when it has none. A `duration: audio` scene
    /// is made to last until the sound's end (``fit(toSoundEndingAt:)``).
    ///
    /// Throws a ``SceneError`` at `audio` (or naming the option that set it, as the source map
    /// records) when the file does not read as sound or its `offset` or `start` lie past the
    /// sound's or the card's end, and at `duration` for `duration: audio` without a soundtrack.
    public mutating func resolveSoundtrack(baseURL: URL?) throws -> Soundtrack? {
        guard let spec = audio else {
            if durationFollowsAudio {
                throw sourceMap.error(.invalidValue, at: "duration", """
                    duration: audio makes the card as long as its soundtrack, and it has none: add audio: song.mp3 (or --audio), \
                    or give the duration in seconds
                    """)
            }
            return nil
        }
        let url = SceneCompiler(baseURL: baseURL).fileURL(spec.file)
        let file: SoundFile
        do {
            file = try SoundFile.probe(url)
        } catch let error as VideoError {
            throw sourceMap.error(.invalidValue, at: "audio", error.description)
        }
        func refuse(_ key: String, _ message: String) -> SceneError {
            sourceMap.error(.invalidValue, at: "audio", "\(key) \(message)")
        }
        guard spec.offset < file.duration else {
            throw refuse("offset", """
                \(ValueRange.format(spec.offset)) is at or after the end of '\(url.relativePath)' (\(ValueRange.format(file.duration)) s): \
                take the sound from earlier
                """)
        }
        let track = Soundtrack(file: file, mix: spec.mix)
        if durationFollowsAudio { try fit(toSoundEndingAt: track.end) }
        guard spec.start < duration else {
            throw refuse("start", """
                \(ValueRange.format(spec.start)) is at or after the card's end at \(ValueRange.format(duration)) s, so the sound is never heard: \
                start it earlier
                """)
        }
        return track
    }
}
