import Foundation

/// Words shown together: a page of one or two lines that stays on screen while they are spoken.
public struct CaptionPage: Hashable, Sendable {
    public var words: [CaptionWord]
    /// When the page appears: its first word's start.
    public var start: Double
    /// When it goes: the next page's start, or its last word's end plus a short hold.
    public var end: Double

    public init(words: [CaptionWord], start: Double, end: Double) {
        self.words = words
        self.start = start
        self.end = end
    }

    /// The page's text: its words with the spaces between them.
    public var text: String {
        words.enumerated().map { index, word in (index > 0 && word.spaceBefore ? " " : "") + word.text }.joined()
    }
}

/// How words group into pages.
public struct CaptionPaging: Hashable, Sendable {
    /// The most lines a page has.
    public var maxLines: Int = 2
    /// A silence longer than this (seconds) between two words starts a new page.
    public var pause: Double = 0.6
    /// How long a page stays after its last word when the next starts later, at most.
    public var hold: Double = 0.6
    /// Whether a word that ends a sentence (`.`, `!`, `?`, `…`, `。`, `！`, `？`, `؟`, `।`) ends its page.
    public var breaksAfterSentences = true

    public init(maxLines: Int = 2, pause: Double = 0.6, hold: Double = 0.6, breaksAfterSentences: Bool = true) {
        self.maxLines = maxLines
        self.pause = pause
        self.hold = hold
        self.breaksAfterSentences = breaksAfterSentences
    }

    static let sentenceEnds: Set<Character> = [".", "!", "?", "…", "。", "！", "？", "؟", "।", "॥", "։", "።"]

    /// `words` (timed, in order) in pages: a page ends before a pause, after a sentence's end,
    /// before the words at `breaksBefore` (indices into `words`: where the file's cues start),
    /// or before the word that would make `lines(text)` more than ``maxLines``. Words are never
    /// split, so a word (an emoji sequence included) is always on one page.
    public func pages(_ words: [CaptionWord], breaksBefore: Set<Int> = [], lines: (String) -> Int) -> [CaptionPage] {
        var groups: [[CaptionWord]] = []
        var current: [CaptionWord] = []
        for (index, word) in words.enumerated() {
            if breaksBefore.contains(index), !current.isEmpty {
                groups.append(current)
                current = []
            }
            if let last = current.last {
                let pauses = word.start - last.end > pause
                let sentence = breaksAfterSentences && last.text.last(where: { !$0.isClosingQuote }).map(Self.sentenceEnds.contains) == true
                let overflows = !pauses && !sentence && lines(CaptionPage(words: current + [word], start: 0, end: 0).text) > maxLines
                if pauses || sentence || overflows {
                    groups.append(current)
                    current = []
                }
            }
            current.append(word)
        }
        if !current.isEmpty { groups.append(current) }
        return groups.enumerated().map { index, group in
            let start = group.first!.start, last = group.last!.end
            let next = index + 1 < groups.count ? groups[index + 1].first!.start : nil
            let end = next.map { min($0, last + hold) } ?? last
            var page = CaptionPage(words: group, start: start, end: max(end, last))
            if let next { page.end = min(page.end, next) }
            return page
        }
    }
}

extension Character {
    /// Quotes and brackets that may follow a sentence's last punctuation (`."`, `!)`, `。」`).
    var isClosingQuote: Bool { "\"'”’»)]}」』）】".contains(self) }
}
