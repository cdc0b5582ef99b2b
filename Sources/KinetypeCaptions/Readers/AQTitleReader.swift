import Foundation

extension CaptionFormat {
    /// AQTitle (`.aqt`): blocks that start `-->> frame` at 25 frames a second (`AQTitleReader`).
    public static let aqTitle = CaptionFormat(name: "aqtitle")
}

/// AQTitle's subtitles, as ffmpeg reads them: a line `-->> 000125` starts a block at that frame
/// (25 a second), its text the lines after it until the next block, which ends it; a block with
/// no text only ends the one before. The file's last block lasts ``lastBlockDuration`` seconds.
enum AQTitleReader: CaptionFormatReader {
    static let format = CaptionFormat.aqTitle
    static let extensions = ["aqt"]
    static let fileKind = ".aqt"

    /// The rate the frames are counted at.
    static let frameRate = 25.0
    /// How long the last block shows: no later block ends it.
    static let lastBlockDuration = 2.0

    /// A first line `-->> ` and a frame number.
    static func sniff(text head: Substring) -> Bool {
        frame(head.prefix { $0 != "\n" && $0 != "\r" }) != nil
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        var blocks: [(start: Double, text: [String], line: Int)] = []
        for (index, raw) in try input.lines().enumerated() {
            let line = raw.drop { $0 == "\u{FEFF}" }.trimmingCharacters(in: .whitespaces)
            if let frame = frame(Substring(line)) {
                blocks.append((frame / frameRate, [], index + 1))
            } else if !line.isEmpty {
                guard !blocks.isEmpty else {
                    throw CaptionError(file: input.fileName, line: index + 1, "expected a block's start first, as -->> 000125 (frame 125 at 25 a second)")
                }
                blocks[blocks.count - 1].text.append(line)
            }
        }
        var cues: [CaptionCue] = []
        for (position, block) in blocks.enumerated() {
            let end = position + 1 < blocks.count ? blocks[position + 1].start : block.start + lastBlockDuration
            if let cue = CaptionText.cue(block.text.joined(separator: "\n"), start: block.start, end: end, line: block.line) {
                cues.append(cue)
            }
        }
        return CaptionReading(cues: cues)
    }

    /// The frame of a block's first line (`-->> 000125`); nil for any other line.
    static func frame(_ line: Substring) -> Double? {
        guard line.hasPrefix("-->>") else { return nil }
        let digits = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Double(digits)
    }
}
