import Foundation
import KinetypeDiagnostics
import KinetypeText

/// Emoji that follow words on caption pages (`--emoji map.csv`; a scene's `captions.emoji`): a
/// CSV file of `word,emoji` rows.
///
/// ```text
/// word,emoji
/// fire,🔥
/// money,💰
/// love,❤️
/// ```
///
/// A header row `word,emoji`, blank lines and lines starting with `#` are passed over; a field
/// may be in double quotes. Words match as keywords do (``CaptionKeywords/fold(_:)``: whole words,
/// case-folded, without the punctuation around them, in any script). An emoji must be one the
/// typesetter draws in colour: an emoji-presentation character or sequence (`❤` alone is a
/// text character: write `❤️`, with U+FE0F); anything else is refused with its line.
///
/// ```swift
/// let track = try CaptionReader.read(contentsOf: URL(fileURLWithPath: "talk.vtt"))
/// let map = try CaptionEmojiMap(csv: "fire,🔥\nmoney,💰", file: "emoji.csv")
/// let marked = track.addingEmoji(map)
/// ```
public struct CaptionEmojiMap: Hashable, Sendable {
    /// The emoji of each folded word.
    public private(set) var emoji: [String: String]

    /// The most rows a map may hold.
    public static let maximumCount = 10_000
    /// The largest map file read, in bytes.
    public static let largestFile = 4 << 20
    /// The most characters (grapheme clusters) an emoji field may hold.
    public static let maximumEmojiLength = 8

    /// The map of `emoji` by word (folded here).
    public init(_ emoji: [String: String]) {
        self.emoji = Dictionary(emoji.map { (CaptionKeywords.fold(Substring($0.key)), $0.value) }) { first, _ in first }
    }

    /// The map in the CSV text `csv` of the file `file` (its name as the user gave it, for
    /// errors); throws ``CaptionError`` naming the file and line of a row that is not
    /// `word,emoji`, whose word is not one word, or whose emoji is not a colour emoji, and of a
    /// file with no row.
    public init(csv: String, file: String) throws(CaptionError) {
        var emoji: [String: String] = [:]
        for (index, raw) in csv.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = index + 1
            let row = raw.trimmingCharacters(in: .whitespaces)
            guard !row.isEmpty, !row.hasPrefix("#") else { continue }
            let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(Self.field)
            guard fields.count == 2 else {
                throw CaptionError(file: file, line: line, "\(Excerpt.quote(row)) is not a word,emoji row: write one word, a comma and its emoji, as fire,🔥")
            }
            if line == 1 || emoji.isEmpty, fields[0].lowercased() == "word", fields[1].lowercased() == "emoji" { continue }
            let word = CaptionKeywords.fold(Substring(fields[0]))
            guard !word.isEmpty, !fields[0].contains(where: \.isWhitespace) else {
                throw CaptionError(file: file, line: line, "\(Excerpt.quote(fields[0])) is not one word: give the word the emoji follows, as fire,🔥")
            }
            let symbol = fields[1]
            guard !symbol.isEmpty, symbol.count <= Self.maximumEmojiLength, symbol.allSatisfy(\.isColorEmoji) else {
                throw CaptionError(file: file, line: line, """
                    \(Excerpt.quote(symbol)) is not an emoji: give one drawn in colour, as 🔥 (a text character such as ❤ needs \
                    U+FE0F after it: ❤️)
                    """)
            }
            emoji[word] = emoji[word] ?? symbol
            guard emoji.count <= Self.maximumCount else {
                throw CaptionError(file: file, line: line, "more than \(Self.maximumCount) words: keep the ones that matter")
            }
        }
        guard !emoji.isEmpty else {
            throw CaptionError(file: file, line: 0, "no word,emoji row: write one a line, as fire,🔥")
        }
        self.emoji = emoji
    }

    /// The map read from the file at `url`, named `file` in errors (``init(csv:file:)``); a file
    /// that cannot be read, or is not UTF-8 text, is named with the reason.
    public init(contentsOf url: URL, file: String) throws(CaptionError) {
        let data: Data
        do {
            data = try InputFile.read(url, limit: Self.largestFile, streams: true)
        } catch {
            throw CaptionError(file: file, line: 0, "cannot read the emoji map: \(error.reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CaptionError(file: file, line: 0, "the emoji map is not UTF-8 text: save it as UTF-8 CSV of word,emoji rows")
        }
        try self.init(csv: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, file: file)
    }

    /// A CSV field without its surrounding white space and double quotes.
    private static func field(_ text: Substring) -> String {
        var field = text.trimmingCharacters(in: .whitespaces)
        if field.count >= 2, field.hasPrefix("\""), field.hasSuffix("\"") { field = String(field.dropFirst().dropLast()) }
        return field
    }
}

extension CaptionTrack {
    /// The track with each word `map` has an emoji for carrying it (``CaptionWord/emoji``).
    public func addingEmoji(_ map: CaptionEmojiMap) -> CaptionTrack {
        var track = self
        for cue in track.cues.indices {
            for word in track.cues[cue].words.indices {
                if let emoji = map.emoji[CaptionKeywords.fold(Substring(track.cues[cue].words[word].text))] {
                    track.cues[cue].words[word].emoji = emoji
                }
            }
        }
        return track
    }
}
