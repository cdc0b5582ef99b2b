import Foundation
import KinetypeVideo
import KinetypeCard

/// The writer of one output format: what it writes, the extensions a path names it by, and how
/// it writes a card.
///
/// Every format has one exporter, listed once in ``ExportFormat/exporters``; format resolution
/// (``ExportFormat/init(path:)``), the extension lists that help and errors print
/// (`ExportFormat/extensionList(conjunction:)`) and `TitleCard/export(to:format:options:)`
/// all read that table. Adding a format is a file with its exporter and one row there.
///
/// An exporter's own settings are its ``Options``, kept in ``ExportOptions`` by their type
/// (``ExportOptions/subscript(_:)``) beside the settings every format shares.
public protocol CardExporter: Sendable {
    /// The settings this exporter reads besides the shared ones (``NoFormatOptions`` when none).
    associatedtype Options: FormatOptions

    /// The format it writes.
    var format: ExportFormat { get }
    /// The extension of the file it writes, without the dot ("" for a folder).
    var fileExtension: String { get }
    /// The extensions, lowercased and without the dot, that name this format in a path ("" for a
    /// path without one); empty for a format chosen only by name (`--format animated-svg`).
    var extensions: [String] { get }
    /// Whether it holds one frame (``ExportOptions/stillTime``) rather than the card's motion.
    var isStill: Bool { get }
    /// Whether a card can be drawn over a video into this format
    /// (`TitleCard/export(over:to:format:options:)`).
    var drawsOverVideo: Bool { get }
    /// Whether the file it writes holds a soundtrack (``VideoExporter/Options/soundtrack``);
    /// the others leave a soundtrack out.
    var holdsSound: Bool { get }

    /// The frames a render into this format holds at once on `threads` threads
    /// (`TitleCard/frameBufferBytes(format:options:)`).
    func frameBuffers(threads: Int) -> Int
    /// Bytes held besides whole frames for a `width` × `height` card (a GIF's changed rectangles
    /// waiting for the palette); 0 by default.
    func heldBytes(width: Int, height: Int) -> Int

    /// Writes frames `indices` of `card` (checked against its frame count) to `url`, with the
    /// shared `options` and its own `settings`.
    func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: Options) throws
    /// Writes `card` drawn over `video` to `url` (``drawsOverVideo``); a still draws the card at
    /// its still time over the video's picture then, others throw
    /// ``ExportError/cannotDrawOverVideo(format:)`` by default.
    func export(_ card: TitleCard, over video: VideoUnderlay, to url: URL, options: ExportOptions, settings: Options) throws
}

extension CardExporter {
    /// The first of ``extensions``, or the format's raw value when it claims none.
    public var fileExtension: String { extensions.first ?? format.rawValue }
    /// False: the card's motion, unless the exporter says otherwise.
    public var isStill: Bool { false }
    /// The stills draw over a video by default; a motion format must say so (``VideoExporter``).
    public var drawsOverVideo: Bool { isStill }
    /// False: only a video holds sound (``VideoExporter``).
    public var holdsSound: Bool { false }
    /// None besides whole frames.
    public func heldBytes(width: Int, height: Int) -> Int { 0 }

    /// For a still, draws the card at its still time over the video's picture then (from the
    /// card's start in the video, `VideoUnderlay/cardStart`) and writes it as
    /// this format; any other format throws ``ExportError/cannotDrawOverVideo(format:)``.
    public func export(_ card: TitleCard, over video: VideoUnderlay, to url: URL, options: ExportOptions, settings: Options) throws {
        guard isStill else { throw ExportError.cannotDrawOverVideo(format: format) }
        try card.over(try video.frame(at: video.cardStart + card.stillTime(options))).export(to: url, format: format, options: options)
    }

    /// Writes frames `indices` of `card` to `url` with its settings from `options`.
    func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions) throws {
        try export(card, to: url, indices: indices, options: options, settings: options[Options.self])
    }

    /// Writes `card` drawn over `video` to `url` with its settings from `options`.
    func export(_ card: TitleCard, over video: VideoUnderlay, to url: URL, options: ExportOptions) throws {
        try export(card, over: video, to: url, options: options, settings: options[Options.self])
    }
}
