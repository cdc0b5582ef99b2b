import Foundation

extension CaptionFormat {
    /// YouTube's SubViewer (`.sbv`, from YouTube Studio): blocks of `0:00:01.000,0:00:02.500`
    /// and the text; SubViewer 2's `.sub` too (`SBVReader`).
    public static let sbv = CaptionFormat(name: "sbv")
}

/// YouTube's SBV and SubViewer 2 (``SubtitleParser/sbv()``).
enum SBVReader: CaptionFormatReader {
    static let format = CaptionFormat.sbv
    static let extensions = ["sbv", "sub"]
    static let fileKind = ".sbv"

    /// A times line first.
    static func sniff(text head: Substring) -> Bool {
        head.firstMatch(of: #/^\d+:\d{2}:\d{2}\.\d+,\d+:\d{2}:\d{2}\.\d+[ \t]*\n/#) != nil
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        CaptionReading(cues: try SubtitleParser(fileName: input.fileName, lines: input.lines()).sbv())
    }
}
