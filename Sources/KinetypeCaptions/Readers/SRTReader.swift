import Foundation

extension CaptionFormat {
    /// SubRip: numbered cues, `00:00:01,000 --> 00:00:02,500` (`SRTReader`).
    public static let srt = CaptionFormat(name: "srt")
}

/// SubRip (`.srt`): an optional cue number, the times line, then the text lines
/// (``SubtitleParser/srt()``).
enum SRTReader: CaptionFormatReader {
    static let format = CaptionFormat.srt
    static let extensions = ["srt"]
    static let fileKind = ".srt"

    /// A cue number (or a time) first, and a times arrow.
    static func sniff(text head: Substring) -> Bool {
        head.first?.isNumber == true && head.contains("-->")
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        CaptionReading(cues: try SubtitleParser(fileName: input.fileName, lines: input.lines()).srt())
    }
}
