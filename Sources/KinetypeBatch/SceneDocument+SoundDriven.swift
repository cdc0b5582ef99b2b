import Foundation
import KinetypeScene

extension SceneDocument {
    /// Whether anything in the scene waits on its soundtrack: `duration: audio`, a property
    /// driven by the sound or an effect fired by it (``audioDrivers``), an audiogram
    /// (``audiograms``), a lyric list pulsing on the beats.
    public var followsSound: Bool {
        durationFollowsAudio || !audioDrivers.isEmpty || !audiograms.isEmpty || (captions?.lyrics?.pulse ?? 0) > 0
    }

    /// Reads the soundtrack (`audio:`, relative to `baseURL`) and settles everything that follows
    /// it, as a render does: the duration, the driven properties, the effects' times and the
    /// lyric list's beats (``resolveSoundtrack(baseURL:)``, ``resolveAudioDrivers(soundtrack:)``,
    /// ``resolveLyricBeats(soundtrack:)``). Does nothing when nothing follows the sound
    /// (``followsSound``), so a scene whose sound only plays is drawn without reading it.
    public mutating func resolveSoundDriven(baseURL: URL?) throws {
        guard followsSound else { return }
        let track = try resolveSoundtrack(baseURL: baseURL)
        try resolveAudioDrivers(soundtrack: track)
        try resolveLyricBeats(soundtrack: track)
    }
}
