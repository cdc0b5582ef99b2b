import Foundation
import KinetypeScene

/// The command line's soundtrack options (`--audio FILE`, `--audio-start`, `--audio-offset`,
/// `--audio-volume`, `--audio-fade-in`, `--audio-fade-out`) as one value, laid over a scene's
/// `audio:` (``apply(to:)``): for `render` and `captions` once, for `batch` on every row.
public struct SoundtrackOverride: Sendable, Equatable {
    /// A sound file in place of the scene's, relative to the working folder.
    public var file: String?
    /// Replaces ``SoundMix/start``.
    public var start: Double?
    /// Replaces ``SoundMix/offset``.
    public var offset: Double?
    /// Replaces ``SoundMix/volume``.
    public var volume: Double?
    /// Replaces ``SoundMix/fadeIn``.
    public var fadeIn: Double?
    /// Replaces ``SoundMix/fadeOut``.
    public var fadeOut: Double?

    /// Options as given; nil leaves the scene's value.
    public init(file: String? = nil, start: Double? = nil, offset: Double? = nil, volume: Double? = nil, fadeIn: Double? = nil,
                fadeOut: Double? = nil) {
        self.file = file
        self.start = start
        self.offset = offset
        self.volume = volume
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
    }

    /// Whether it changes nothing.
    public var isEmpty: Bool { self == SoundtrackOverride() }

    /// The folder the soundtrack's file is relative to: the working folder (nil) for ``file``,
    /// else `sceneFolder`.
    public func baseURL(sceneFolder: URL?) -> URL? { file != nil ? nil : sceneFolder }

    /// Puts ``file`` in `document` in place of its `audio:` (recorded as set by `--audio`), and
    /// the other values over whichever soundtrack it has. Throws a ``SceneError`` naming the
    /// option when they adjust a soundtrack the scene does not have.
    public func apply(to document: inout SceneDocument) throws {
        if let file {
            document.audio = SceneAudio(file: file)
            document.sourceMap.record(option: "--audio", at: "audio")
        }
        guard var track = document.audio else {
            let given = [("--audio-start", start), ("--audio-offset", offset), ("--audio-volume", volume), ("--audio-fade-in", fadeIn),
                         ("--audio-fade-out", fadeOut)].first { $0.1 != nil }
            if let given {
                throw SceneError(.invalidValue, file: document.sourceMap.file, keyPath: "audio",
                                 message: "adjusts a soundtrack, and there is none: give it with --audio FILE (or audio: in the scene)", option: given.0)
            }
            return
        }
        track.mix.start = start ?? track.start
        track.mix.offset = offset ?? track.offset
        track.mix.volume = volume ?? track.volume
        track.mix.fadeIn = fadeIn ?? track.fadeIn
        track.mix.fadeOut = fadeOut ?? track.fadeOut
        document.audio = track
    }
}
