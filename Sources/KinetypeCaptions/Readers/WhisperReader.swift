import Foundation

extension CaptionFormat {
    /// openai-whisper's JSON: `segments[].words[]` with `word`, `start`, `end` (seconds); also
    /// its variants (WhisperX, whisper-timestamped) and insanely-fast-whisper's `chunks[]`
    /// (`WhisperReader`).
    public static let whisper = CaptionFormat(name: "whisper")
}

/// openai-whisper's word-level JSON and its variants (``WhisperParser``): the JSON object that no
/// other JSON format claims.
enum WhisperReader: CaptionFormatReader {
    static let format = CaptionFormat.whisper
    static let extensions = ["json"]
    static let fileKind = WhisperParser.fileKind

    /// A JSON object.
    static func sniff(text head: Substring) -> Bool {
        head.hasPrefix("{")
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        try WhisperParser(fileName: input.fileName, text: input.text()).reading(format)
    }
}
