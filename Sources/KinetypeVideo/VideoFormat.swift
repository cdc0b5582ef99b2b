import Foundation

/// The videos ffmpeg writes: a container and the codec in it (`FFmpegEncoder`), each format a
/// value that carries what its encoder needs (``mp4``, ``webm``, ``mov``), so the encoder asks
/// the format instead of branching on it.
public struct VideoFormat: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The format's name, the extension it is written with (`mp4`, `webm`, `mov`).
    public let rawValue: String
    /// The extensions a path names it by, lowercased and without the dot, the one written first.
    public let extensions: [String]
    /// What a card's own frames are sent to ffmpeg as: with an opaque background, and with a
    /// clear one.
    package let input: (opaque: FFmpegInput, clear: FFmpegInput)
    /// Whether the pictures it holds have even sides (H.264 in 4:2:0): a card of odd sides is
    /// padded by a row or column, and a file of it reads back at the even sides.
    package let evenSides: Bool
    /// ffmpeg's arguments for the video codec and the container (`-c:v` … `-f`) of an encoding.
    package let codec: @Sendable (VideoEncoding) -> [String]
    /// ffmpeg's arguments for the sound of a video drawn over: the codecs of the video's sound
    /// streams in order, and whether the video is cut (``VideoUnderlay/window(from:to:)``).
    package let sound: @Sendable (_ sources: [String], _ cut: Bool) -> [String]

    /// A format and its encoder's facts (its declaration in `VideoFormat+Formats.swift`).
    init(name: String, extensions: [String], input: (opaque: FFmpegInput, clear: FFmpegInput), evenSides: Bool,
         codec: @escaping @Sendable (VideoEncoding) -> [String], sound: @escaping @Sendable (_ sources: [String], _ cut: Bool) -> [String]) {
        rawValue = name
        self.extensions = extensions
        self.input = input
        self.evenSides = evenSides
        self.codec = codec
        self.sound = sound
    }

    /// The format named `rawValue` (`mp4`, `webm`, `mov`), or nil.
    public init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = format
    }

    /// The format a path's extension names, or nil for one that is not a video Kinetype writes.
    public init?(path: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let format = Self.allCases.first(where: { $0.extensions.contains(ext) }) else { return nil }
        self = format
    }

    /// The name, as ``rawValue``.
    public var description: String { rawValue }

    /// Two formats are the same when their names are.
    public static func == (lhs: VideoFormat, rhs: VideoFormat) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The sides of the pictures a file of this format holds for a card of `width` × `height`.
    package func pictureSize(width: Int, height: Int) -> (width: Int, height: Int) {
        evenSides ? ((width + 1) / 2 * 2, (height + 1) / 2 * 2) : (width, height)
    }
}
