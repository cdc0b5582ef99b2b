import Foundation

extension CaptionFormat {
    /// WebVTT: cues with `.` in times; inline `<00:00:01.200>` timestamps give word times
    /// (`WebVTTReader`).
    public static let webvtt = CaptionFormat(name: "webvtt")
}

/// WebVTT (``SubtitleParser/webVTT()``), and the language its header names.
enum WebVTTReader: CaptionFormatReader {
    static let format = CaptionFormat.webvtt
    static let extensions = ["vtt", "webvtt"]
    static let fileKind = ".vtt"

    /// The `WEBVTT` line.
    static func sniff(text head: Substring) -> Bool {
        head.hasPrefix("WEBVTT")
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        let lines = try input.lines()
        let cues = try SubtitleParser(fileName: input.fileName, lines: lines).webVTT()
        return CaptionReading(cues: cues, language: language(lines))
    }

    /// The header's `Language: de` (YouTube and yt-dlp write it); nil when the header has none.
    static func language(_ lines: [String]) -> String? {
        let header = lines.prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return header.first { $0.hasPrefix("Language:") }
            .map { $0.dropFirst("Language:".count).trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
