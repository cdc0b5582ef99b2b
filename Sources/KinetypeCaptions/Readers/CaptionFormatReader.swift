import Foundation

/// One caption format's reader: the format's name and extensions, how its files are recognised,
/// and how one is read.
///
/// A reader is a row of ``CaptionFormats/all``: adding a format is a file under `Readers/` with
/// a type that conforms (and the format's ``CaptionFormat`` name), and its row in the table.
protocol CaptionFormatReader: SendableMetatype {
    /// The format read, named as `--caption-format` names it.
    static var format: CaptionFormat { get }
    /// The file name extensions that name the format, lower case and without the dot. Formats
    /// that share one (`.json`, `.xml`, `.sub`) are told apart by ``sniff(text:)``.
    static var extensions: [String] { get }
    /// How help and messages name the format's files (`.srt`, `YouTube's .json3/.srv3`);
    /// formats named together give the same words.
    static var fileKind: String { get }
    /// Whether the format is binary: its bytes are read and never decoded as text.
    static var isBinary: Bool { get }
    /// Whether the file's bytes start as the format's do (a binary format's signature): checked
    /// before the file's extension, as such a signature says more than a name.
    static func sniff(bytes: Data) -> Bool
    /// Whether `head`, a text file from its first character that is not white space or a byte
    /// order mark, starts as the format's files do: checked when the file's name does not say.
    static func sniff(text head: Substring) -> Bool
    /// The cues of `input`, which is in this format.
    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading
}

extension CaptionFormatReader {
    static var isBinary: Bool { false }
    static func sniff(bytes: Data) -> Bool { false }
    static func sniff(text head: Substring) -> Bool { false }
}
