import Foundation
import KinetypeDiagnostics
import KinetypeText

/// The words and phrases a caption card sets apart, with their look (`--emphasis`; a scene's
/// `captions.emphasis`).
///
/// Matching is on whole words, case-folded, in any script: a caption word matches a keyword
/// when both, without the punctuation around them ("money," and "¿Money"), fold to the same
/// text (lower case, `ß` as `ss`, Greek final sigma as sigma; Swift's string comparison makes
/// composed and decomposed accents equal). A phrase of several words matches the same number of
/// consecutive words of one cue; where phrases overlap, the longest one starting first wins.
///
/// ```swift
/// let track = try CaptionReader.read(contentsOf: URL(fileURLWithPath: "talk.vtt"))
/// let keywords = try CaptionKeywords(["money", "free trial"], look: CaptionKeywordLook(scale: 1.3))
/// let marked = track.emphasizing(keywords)
/// ```
public struct CaptionKeywords: Hashable, Sendable {
    /// The keywords, each as its folded words, in the order given.
    public private(set) var phrases: [[String]]
    /// How the matching words look.
    public var look: CaptionKeywordLook

    /// The most keywords a list or file may hold.
    public static let maximumCount = 10_000
    /// The most words a keyword phrase may hold.
    public static let maximumPhraseWords = 20
    /// The largest keyword file read, in bytes.
    public static let largestFile = 4 << 20

    /// Why a list of keywords cannot be used, with the entry at fault (1-based).
    public enum Problem: Error, Hashable, Sendable {
        /// No word at all (an empty list, a file of blank lines).
        case empty
        /// More than ``CaptionKeywords/maximumCount`` keywords.
        case tooMany(Int)
        /// Entry `index` has more than ``CaptionKeywords/maximumPhraseWords`` words.
        case phraseTooLong(index: Int)
        /// Entry `index` holds no letter, digit or emoji once its punctuation is taken off.
        case noWord(index: Int, entry: String)

        /// The problem in words, with how to fix it.
        public var message: String {
            switch self {
            case .empty: "no keyword: give words or phrases, as money,free trial (one a line in a file)"
            case .tooMany(let count): "\(count) keywords, more than the \(CaptionKeywords.maximumCount) allowed: keep the ones that matter"
            case .phraseTooLong(let index): "keyword \(index) has more than \(CaptionKeywords.maximumPhraseWords) words: give a shorter phrase"
            case .noWord(let index, let entry):
                "keyword \(index) (\(Excerpt.quote(entry))) has no word, only punctuation: give a word, as money"
            }
        }
    }

    /// The keywords `entries` (each a word or a phrase of words separated by white space), with
    /// `look`; blank entries are passed over. Throws ``Problem`` for none, too many, a phrase too
    /// long or an entry of punctuation alone.
    public init(_ entries: [String], look: CaptionKeywordLook = CaptionKeywordLook()) throws(Problem) {
        var phrases: [[String]] = []
        for (index, entry) in entries.enumerated() {
            let words = entry.split(whereSeparator: \.isWhitespace)
            guard !words.isEmpty else { continue }
            guard words.count <= Self.maximumPhraseWords else { throw .phraseTooLong(index: index + 1) }
            let folded = words.map { Self.fold(Substring($0)) }
            guard folded.allSatisfy({ !$0.isEmpty }) else { throw .noWord(index: index + 1, entry: entry) }
            phrases.append(folded)
        }
        guard !phrases.isEmpty else { throw .empty }
        guard phrases.count <= Self.maximumCount else { throw .tooMany(phrases.count) }
        self.phrases = phrases
        self.look = look
    }

    /// The entries of a comma-separated list (`--emphasis money,free trial`).
    public static func entries(list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    /// The entries of a keyword file's text: one word or phrase a line; blank lines and lines
    /// starting with `#` are passed over.
    public static func entries(file text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init).filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
        }
    }

    /// The entries of the keyword file at `url`, named `file` in errors (``entries(file:)``); a
    /// file that cannot be read, or is not UTF-8 text, throws ``CaptionError`` with the reason.
    public static func entries(contentsOf url: URL, file: String) throws(CaptionError) -> [String] {
        let data: Data
        do {
            data = try InputFile.read(url, limit: largestFile, streams: true)
        } catch {
            throw CaptionError(file: file, line: 0, "cannot read the keywords: \(error.reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CaptionError(file: file, line: 0, "the keywords are not UTF-8 text: save the file as UTF-8, one word or phrase a line")
        }
        return entries(file: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    }

    /// A word as it is compared: the punctuation and symbols around it taken off (an emoji is
    /// kept), lower-cased, with `ß` as `ss` and `ς` as `σ`.
    public static func fold(_ word: Substring) -> String {
        let isMark: (Character) -> Bool = { character in
            !character.isLetter && !character.isNumber && !character.isColorEmoji
        }
        guard let first = word.firstIndex(where: { !isMark($0) }), let last = word.lastIndex(where: { !isMark($0) }) else { return "" }
        return word[first...last].lowercased().replacingOccurrences(of: "ß", with: "ss").replacingOccurrences(of: "ς", with: "σ")
    }

    /// For each word of `words`, whether a keyword covers it: phrases over consecutive words,
    /// the longest one starting at a word winning.
    public func matches(_ words: [String]) -> [Bool] {
        let folded = words.map { Self.fold(Substring($0)) }
        var marked = [Bool](repeating: false, count: words.count)
        var index = 0
        while index < folded.count {
            let length = byFirstWord[folded[index]]?.first { phrase in
                index + phrase.count <= folded.count && Array(folded[index..<(index + phrase.count)]) == phrase
            }?.count ?? 0
            guard length > 0 else {
                index += 1
                continue
            }
            for covered in index..<(index + length) { marked[covered] = true }
            index += length
        }
        return marked
    }

    /// The phrases by their first word, longest first.
    private var byFirstWord: [String: [[String]]] {
        Dictionary(grouping: phrases, by: { $0[0] }).mapValues { $0.sorted { $0.count > $1.count } }
    }
}

extension CaptionTrack {
    /// The track with every word a keyword of `keywords` covers carrying its look
    /// (``CaptionWord/keyword``): phrases match consecutive words within one cue.
    public func emphasizing(_ keywords: CaptionKeywords) -> CaptionTrack {
        var track = self
        for cue in track.cues.indices {
            let matched = keywords.matches(track.cues[cue].words.map(\.text))
            for (word, isKeyword) in matched.enumerated() where isKeyword {
                track.cues[cue].words[word].keyword = keywords.look
            }
        }
        return track
    }
}
