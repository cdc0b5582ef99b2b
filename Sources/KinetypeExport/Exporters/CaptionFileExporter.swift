import Foundation
import KinetypeCaptions
import KinetypeCard

/// Writes a card's captions as a caption file for other players (``ExportFormat/ass``,
/// ``ExportFormat/webVTT``, ``ExportFormat/srt``, ``ExportFormat/ttml``) through its
/// `CaptionWriter`: the pages of the card's `TitleCard/captionCard`, with the lines, timing
/// and look the card draws them with. It draws no frames.
public struct CaptionFileExporter: CardExporter {
    /// The writer of the format's text.
    public let writer: any CaptionWriter

    /// The exporter of `writer`'s format.
    public init(_ writer: any CaptionWriter) {
        self.writer = writer
    }

    /// The format the writer names (`CaptionWriter/name`).
    public var format: ExportFormat { ExportFormat(name: writer.name) }
    /// The writer's extensions.
    public var extensions: [String] { writer.extensions }
    /// None: it writes text, not frames.
    public func frameBuffers(threads: Int) -> Int { 0 }

    /// Writes the pages of `card`'s captions to `url` (``AtomicFile/write(_:to:)``); a card
    /// without captions throws ``ExportError/noCaptions(format:)``. The frames are not drawn, so
    /// `indices` does not matter.
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: NoFormatOptions) throws {
        guard let captions = card.captionCard else { throw ExportError.noCaptions(format: format) }
        try AtomicFile.write(Data(writer.file(of: captions).utf8), to: url)
    }
}

extension ExportFormat {
    /// An ASS script of the card's caption pages with karaoke tags, `.ass` or `.ssa` (`ASSWriter`).
    public static let ass = ExportFormat(name: "ass")
    /// WebVTT of the card's caption pages with word timestamps, `.vtt` (`WebVTTWriter`).
    public static let webVTT = ExportFormat(name: "webvtt")
    /// SRT of the card's caption pages, `.srt` (`SRTWriter`).
    public static let srt = ExportFormat(name: "srt")
    /// TTML (IMSC 1.1 text) of the card's caption pages, `.ttml` or `.dfxp` (`TTMLWriter`).
    public static let ttml = ExportFormat(name: "ttml")
}
