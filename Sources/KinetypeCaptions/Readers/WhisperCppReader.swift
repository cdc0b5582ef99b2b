import Foundation

extension CaptionFormat {
    /// whisper.cpp's JSON (`--output-json-full`): `transcription[].tokens[]` with `text` and
    /// `offsets` (milliseconds) (`WhisperCppReader`).
    public static let whisperCpp = CaptionFormat(name: "whisper-cpp")
}

/// whisper.cpp's full JSON (``WhisperParser``).
enum WhisperCppReader: CaptionFormatReader {
    static let format = CaptionFormat.whisperCpp
    static let extensions = ["json"]
    static let fileKind = WhisperParser.fileKind

    /// JSON with a `transcription` key.
    static func sniff(text head: Substring) -> Bool {
        CaptionInput.startsJSON(head) && head.contains("\"transcription\"")
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        try WhisperParser(fileName: input.fileName, text: input.text()).reading(format)
    }
}
