import Foundation

/// A caption file as a reader takes it: its bytes, and its text and lines decoded on first use,
/// so a binary format's reader never decodes text and a line-based one splits the lines once.
final class CaptionInput {
    /// The file's name, for messages and for its extension.
    let fileName: String
    /// The file's bytes.
    let data: Data
    /// The iconv name of the text's encoding (`--encoding`); nil reads UTF-8, or UTF-16 with a
    /// byte order mark.
    let encoding: String?
    private var decoded: String?
    private var split: [String]?

    /// The input of `data`, from a file called `fileName`, its text in `encoding` when given.
    init(data: Data, fileName: String, encoding: String? = nil) {
        self.data = data
        self.fileName = fileName
        self.encoding = encoding
    }

    /// The file's extension, lower case, without the dot ("" when it has none).
    var fileExtension: String { (fileName as NSString).pathExtension.lowercased() }

    /// The decoded text (``CaptionReader/decode(_:fileName:)``, or iconv with ``encoding``).
    func text() throws(CaptionError) -> String {
        if let decoded { return decoded }
        let text: String
        if let encoding {
            text = try CaptionReader.convert(data, from: encoding, fileName: fileName)
        } else {
            text = try CaptionReader.decode(data, fileName: fileName)
        }
        decoded = text
        return text
    }

    /// The text from its first character that is not white space or a byte order mark, as the
    /// formats' sniffs read it.
    func head() throws(CaptionError) -> Substring {
        try text().drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    }

    /// The text's lines, split at `\r\n`, `\r` and `\n` (an empty last line when the text ends
    /// with a break).
    func lines() throws(CaptionError) -> [String] {
        if let split { return split }
        // One pass over the UTF-8 bytes: CRLF, CR and LF each end a line (a line break is never
        // part of a grapheme with what follows it, so the indices are the text's own).
        let text = try self.text(), bytes = text.utf8
        var lines: [String] = []
        var start = bytes.startIndex, index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                bytes.formIndex(after: &index)
                continue
            }
            lines.append(String(text[start..<index]))
            bytes.formIndex(after: &index)
            if byte == 0x0D, index != bytes.endIndex, bytes[index] == 0x0A { bytes.formIndex(after: &index) }
            start = index
        }
        lines.append(String(text[start...]))
        split = lines
        return lines
    }
}

extension CaptionInput {
    /// Whether `head` starts a JSON object or array.
    static func startsJSON(_ head: Substring) -> Bool {
        head.first == "{" || head.first == "["
    }
}
