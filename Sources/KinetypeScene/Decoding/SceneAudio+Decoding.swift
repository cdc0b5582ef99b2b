import Foundation
import KinetypeDiagnostics

extension SceneAudio {
    /// The keys of `audio:` as a mapping.
    static let keys = ["file", "start", "offset", "volume", "fadeIn", "fadeOut"]

    /// `audio: FILE` or `{file: FILE, start, offset, volume, fadeIn, fadeOut}`.
    init(decoding node: SceneNode) throws {
        if case .scalar = node.node {
            self.init(file: try Self.file(node))
            return
        }
        let mapping = try node.mapping(keys: Self.keys, expected: "a sound file, or {file: song.mp3, start: 0, offset: 0, volume: 1, fadeIn: 0, fadeOut: 0}")
        guard let file = mapping["file"] else {
            throw node.error(.missingKey, "audio needs a file: add file: song.mp3 (WAV, MP3, FLAC, Ogg or M4A, relative to the scene file)")
        }
        self.init(file: try Self.file(file),
                  start: try mapping["start"]?.seconds(allowZero: true) ?? 0,
                  offset: try mapping["offset"]?.seconds(allowZero: true) ?? 0,
                  volume: try mapping["volume"]?.number(in: ValueRange(Self.volumeRange)) ?? 1,
                  fadeIn: try mapping["fadeIn"]?.seconds(allowZero: true) ?? 0,
                  fadeOut: try mapping["fadeOut"]?.seconds(allowZero: true) ?? 0)
    }

    private static func file(_ node: SceneNode) throws -> String {
        let file = try node.string("a sound file name, relative to the scene file")
        guard !file.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw node.error(.invalidValue, "the sound's file name is empty; name a WAV, MP3, FLAC, Ogg or M4A file")
        }
        return file
    }
}
