import Foundation

/// The caption formats Kinetype reads: one row a format, in the order detection tries them.
///
/// ``CaptionFormat/allCases`` (and so `--caption-format`'s values), the list of file kinds in
/// help and messages, and detection all come from this table.
enum CaptionFormats {
    /// Every format's reader, in detection order.
    ///
    /// A file's bytes are tried first against each binary format's signature (wherever its row
    /// is), then its extension names the format (where several rows share it, the first whose
    /// text sniff matches, else the last of them), and last its text is sniffed row by row.
    ///
    /// The order matters where sniffs overlap: WebVTT before ASS (a WebVTT cue may start a line
    /// with `Dialogue:`), SBV and ASS before SRT (an SBV file may hold `-->`, an SRT file a
    /// `Dialogue:` line), SAMI and YouTube's XML before TTML, the JSON formats told by their keys
    /// before Whisper's, which takes any JSON object; MicroDVD before SBV, which reads a `.sub`
    /// that is not MicroDVD's.
    static let all: [any CaptionFormatReader.Type] = [
        WebVTTReader.self,
        SCCReader.self,
        SAMIReader.self,
        YouTubeTimedTextReader.self,
        TTMLReader.self,
        MicroDVDReader.self,
        SBVReader.self,
        LRCReader.self,
        ASSReader.self,
        SRTReader.self,
        WhisperCppReader.self,
        SpeechServiceReader.self,
        WhisperReader.self,
        EBUSTLReader.self,
        AQTitleReader.self,
    ]

    /// The reader of `format`.
    static func reader(of format: CaptionFormat) -> any CaptionFormatReader.Type {
        all.first { $0.format == format }!
    }

    /// The format whose signature `input`'s bytes start with.
    static func detect(bytes input: CaptionInput) -> (any CaptionFormatReader.Type)? {
        all.first { $0.sniff(bytes: input.data) }
    }

    /// The format `fileName`'s extension names; `head` (the text sniffed, read only when rows
    /// share the extension) tells those rows apart.
    static func detect<Failure: Error>(fileName: String, head: () throws(Failure) -> Substring) throws(Failure) -> (any CaptionFormatReader.Type)? {
        let named = (fileName as NSString).pathExtension.lowercased()
        let candidates = all.filter { $0.extensions.contains(named) }
        guard candidates.count > 1 else { return candidates.first }
        let text = try head()
        return candidates.first { $0.sniff(text: text) } ?? candidates.last
    }

    /// The first format whose text sniff matches `head`.
    static func detect(text head: Substring) -> (any CaptionFormatReader.Type)? {
        all.first { $0.sniff(text: head) }
    }
}
