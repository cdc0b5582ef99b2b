import Foundation

/// A subtitle format Kinetype reads, named as `--caption-format` names it (`srt`, `webvtt`,
/// `whisper-cpp` …): one for each row of the formats' table, each declared beside its reader
/// (``srt``, ``webvtt``, ``ass`` …).
public struct CaptionFormat: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// The format's name.
    public let rawValue: String

    /// The format named `rawValue`; nil when Kinetype reads no format of that name.
    public init?(rawValue: String) {
        guard CaptionFormats.all.contains(where: { $0.format.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// The format called `name`, as its reader's file declares it.
    init(name: String) { rawValue = name }

    /// Every format Kinetype reads, in the order detection tries them.
    public static var allCases: [CaptionFormat] { CaptionFormats.all.map { $0.format } }

    /// The file name extensions that name the format, lower case and without the dot (formats
    /// may share one, `json`, `xml`, `sub`: their content tells them apart).
    public var extensions: [String] { CaptionFormats.reader(of: self).extensions }

    /// How help and messages name the format's files (`.srt`, `YouTube's .json3/.srv3`).
    public var fileKind: String { CaptionFormats.reader(of: self).fileKind }

    /// The files Kinetype reads, as messages and help name them: each format's ``fileKind``.
    public static let fileKinds: String = {
        var kinds: [String] = []
        for reader in CaptionFormats.all where !kinds.contains(reader.fileKind) { kinds.append(reader.fileKind) }
        return kinds.dropLast().joined(separator: ", ") + (kinds.count > 1 ? ", or " : "") + (kinds.last ?? "")
    }()

    /// The format of a text file: the one its extension names, else the first whose start its
    /// text has (`WEBVTT`, `Scenarist_SCC`, `<SAMI>`, an XML `<timedtext>` or `<tt>` element, a
    /// MicroDVD `{1}{25}`, an SBV times line, an LRC time or tag, `[Script Info]`, a cue number
    /// and `-->`, a JSON object); nil when none does.
    public static func detect(fileName: String, text: String) -> CaptionFormat? {
        let head = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        let named = CaptionFormats.detect(fileName: fileName) { head }
        return (named ?? CaptionFormats.detect(text: head))?.format
    }
}
