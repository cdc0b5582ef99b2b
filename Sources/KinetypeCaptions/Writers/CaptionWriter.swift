import Foundation
import KinetypeGraphics
import KinetypePrimitives

/// A caption file format Kinetype writes: its name, the extensions a path names it by, and a
/// caption card's pages as its text, so other players show the pages, lines and timing the card
/// draws.
///
/// Each writer is one row of the output table (`ExportFormat.exporters`, through
/// `CaptionFileExporter`): `-o talk.srt` writes the captions of the card the compiler built.
///
/// ```swift
/// let card = CaptionCard(track: try CaptionReader.read(contentsOf: URL(fileURLWithPath: "talk.vtt")))
/// let srt = SRTWriter().text(of: card)
/// ```
public protocol CaptionWriter: Sendable {
    /// The format's name, as `--format` takes it: `ass`, `webvtt`, `srt`, `ttml`.
    var name: String { get }
    /// The extensions, lowercased and without the dot, that name the format in a path.
    var extensions: [String] { get }
    /// `card`'s pages (``CaptionCard/pages()``) as a file of this format.
    func text(of card: CaptionCard) -> String
}

extension CaptionWriter {
    /// The caption file of `card`: ``text(of:)`` without control characters other than tab and
    /// line feed, which a track made in code may hold (the readers drop those of a file), so
    /// no written file holds a NUL or another byte other tools refuse.
    package func file(of card: CaptionCard) -> String {
        CaptionControls.removed(from: text(of: card))
    }

    /// `#RRGGBB`.
    static func hex(_ color: Color) -> String {
        String(color.resolve().description.prefix(7))
    }
}
