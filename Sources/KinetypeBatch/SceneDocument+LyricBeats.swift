import Foundation
import KinetypeAudio
import KinetypeScene
import KinetypeVideo

extension SceneDocument {
    /// Gives a lyric list that pulses on the beat (`captions.lyrics` with a `pulse`) the beats
    /// of `soundtrack`, on the card's clock: the sound is analysed (`AudioAnalysis`), and its
    /// beats heard on the card (from its `offset` on, moved to its `start`) are kept.
    ///
    /// Throws a ``SceneError`` at `captions.lyrics` when the list pulses and the scene has no
    /// soundtrack, and at `audio` when the file does not decode. Does nothing when nothing pulses.
    public mutating func resolveLyricBeats(soundtrack: Soundtrack?) throws {
        guard var lyrics = captions?.lyrics, lyrics.pulse > 0 else { return }
        guard let soundtrack else {
            throw sourceMap.error(.invalidValue, at: "captions.lyrics", """
                pulses on the beat, and the scene has no soundtrack to find beats in: add audio: song.mp3 (or --audio FILE)
                """)
        }
        let analysis: AudioAnalysis
        do {
            analysis = try AudioAnalysis.analyze(soundtrack.file.url, fps: min(max(fps, AudioAnalysis.fpsRange.lowerBound), AudioAnalysis.fpsRange.upperBound), bands: [])
        } catch let error as AudioError {
            throw sourceMap.error(.invalidValue, at: "audio", error.description)
        } catch let error as VideoError {
            throw sourceMap.error(.invalidValue, at: "audio", error.description)
        }
        lyrics.beats = AudioDriverEnvelope.events(.beats, analysis: analysis, soundtrack: soundtrack)
        captions?.lyrics = lyrics
    }
}
