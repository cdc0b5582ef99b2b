import Foundation
import KinetypePrimitives

/// Words shown together: a page of one or two lines that stays on screen while they are spoken.
public struct CaptionPage: Hashable, Sendable {
    /// The page's words in order, each with its own times.
    public var words: [CaptionWord]
    /// When the page appears: its first word's start.
    public var start: Double
    /// When it goes: the cue's end where the file gives it; else the next page's start, or its
    /// last word's end plus a short hold.
    public var end: Double
    /// The indices of the words that start a line (after the first line).
    public var lineBreaks: [Int]
    /// Where the file places the page; nil is the card's position.
    public var anchor: UnitPoint?
    /// The row the page takes among pages shown at the same time at the same place: 0 at the
    /// anchor, 1 next to it towards the centre, and so on.
    public var row: Int
    /// The size the page's text is drawn at, as a factor of the card's font: 1, or less for a
    /// page holding a word wider than a line, which shrinks that page (and only it) until the
    /// word fits, down to ``CaptionCard/minimumScale`` (``CaptionCard/pages()``).
    public var scale: Double

    /// A page of `words` shown from `start` to `end` seconds, breaking lines before the words at
    /// `lineBreaks`, at the card's position unless `anchor` is given, drawn at `scale` times the
    /// card's font size.
    public init(words: [CaptionWord], start: Double, end: Double, lineBreaks: [Int] = [], anchor: UnitPoint? = nil, row: Int = 0,
                scale: Double = 1) {
        self.words = words
        self.start = start
        self.end = end
        self.lineBreaks = lineBreaks
        self.anchor = anchor
        self.row = row
        self.scale = scale
    }

    /// The page's text: its words with the spaces between them, and `\n` where a line starts.
    public var text: String {
        words.enumerated().map { index, word in
            (lineBreaks.contains(index) ? "\n" : index > 0 && word.spaceBefore ? " " : "") + word.text
        }.joined()
    }

    /// The number of lines.
    public var lineCount: Int { lineBreaks.count + 1 }
}

/// How words group into pages.
public struct CaptionPaging: Hashable, Sendable {
    /// The most lines a page has.
    public var maxLines: Int = 2
    /// The most characters a line has (spaces included), as broadcast guidelines set it.
    public var maxCharacters: Int = 42
    /// A silence longer than this (seconds) between two words starts a new page.
    public var pause: Double = 0.6
    /// How long a page stays after its last word when the next starts later, at most.
    public var hold: Double = 0.6
    /// Whether a word that ends a sentence (`.`, `!`, `?`, `…`, `。`, `！`, `？`, `؟`, `।`) ends its page.
    public var breaksAfterSentences = true
    /// The most words a page holds, as short-form video shows one to three at a time; nil is no
    /// limit but the lines'. A word is what the file gives (or, for a cue given as text alone,
    /// what the line breaker gives: a CJK cue's words are its line-break units); the pieces of
    /// a word broken across lines count as one.
    public var maxWords: Int?

    /// Paging rules; the defaults are two lines of 42 characters, a new page after a 0.6 s silence or
    /// a sentence's end, and a 0.6 s hold, with no limit of words but the lines' (`maxWords`).
    public init(maxLines: Int = 2, maxCharacters: Int = 42, pause: Double = 0.6, hold: Double = 0.6, breaksAfterSentences: Bool = true,
                maxWords: Int? = nil) {
        self.maxWords = maxWords
        self.maxLines = maxLines
        self.maxCharacters = maxCharacters
        self.pause = pause
        self.hold = hold
        self.breaksAfterSentences = breaksAfterSentences
    }

    /// A page shown for less than this many seconds is a flash, not read.
    static let flash = 0.3

    static let sentenceEnds: Set<Character> = [".", "!", "?", "…", "。", "！", "？", "؟", "।", "॥", "։", "።"]

    /// `words` (timed, in order) in pages: a page ends before a pause, after a sentence's end,
    /// before the words at `breaksBefore` (indices into `words`: where the file's cues start),
    /// after ``maxWords`` words, or before the word that would make `lines(words)` more than
    /// ``maxLines``. Words are never
    /// split, so a word (an emoji sequence included) is always on one page.
    public func pages(_ words: [CaptionWord], breaksBefore: Set<Int> = [], lines: ([CaptionWord]) -> Int) -> [CaptionPage] {
        pages(words, breaksBefore: breaksBefore, keptWithPrevious: [], lines: lines)
    }

    /// ``pages(_:breaksBefore:lines:)``, keeping each word at `keptWithPrevious` (indices into
    /// `words`) on the page of the word before it: the pieces of a word broken across lines stay
    /// on one page, which may then take more than ``maxLines`` lines. Such a run of words goes
    /// to a new page when the page so far and the whole run would take more than ``maxLines``.
    func pages(_ words: [CaptionWord], breaksBefore: Set<Int>, keptWithPrevious: Set<Int>, lines: ([CaptionWord]) -> Int) -> [CaptionPage] {
        var groups: [[CaptionWord]] = []
        // The words of each group, not counting the pieces of a broken word after its first.
        var counts: [Int] = []
        var current: [CaptionWord] = []
        var count = 0
        let maxWords = self.maxWords ?? Int.max
        for (index, word) in words.enumerated() {
            if breaksBefore.contains(index), !current.isEmpty {
                groups.append(current)
                counts.append(count)
                current = []
                count = 0
            }
            if keptWithPrevious.contains(index), !current.isEmpty {
                current.append(word)
                continue
            }
            if let last = current.last {
                var end = index + 1
                while keptWithPrevious.contains(end) { end += 1 }
                let pauses = word.start - last.end > pause
                let sentence = breaksAfterSentences && last.text.last(where: { !$0.isClosingQuote }).map(Self.sentenceEnds.contains) == true
                let full = count >= maxWords
                let overflows = !pauses && !sentence && !full && lines(current + words[index..<end]) > maxLines
                if pauses || sentence || full || overflows {
                    groups.append(current)
                    counts.append(count)
                    current = []
                    count = 0
                }
            }
            current.append(word)
            count += 1
        }
        if !current.isEmpty {
            groups.append(current)
            counts.append(count)
        }
        // Never a flash of a lone word: a page of one word on screen for less than a moment
        // (before a word too long to share its page) joins the page after it, or else the one
        // before, when the joined words still fit the lines; a break before a pause stays, and so does ``maxWords``.
        var index = 0
        while index < groups.count {
            let group = groups[index]
            let next = index + 1 < groups.count ? groups[index + 1].first!.start : group.last!.end
            if group.count == 1, next - group[0].start < Self.flash {
                if index + 1 < groups.count, groups[index + 1].first!.start - group[0].end <= pause, lines(group + groups[index + 1]) <= maxLines,
                   counts[index] + counts[index + 1] <= maxWords {
                    groups[index + 1] = group + groups[index + 1]
                    counts[index + 1] += counts[index]
                    groups.remove(at: index)
                    counts.remove(at: index)
                    continue
                }
                if index > 0, group[0].start - groups[index - 1].last!.end <= pause, lines(groups[index - 1] + group) <= maxLines,
                   counts[index - 1] + counts[index] <= maxWords {
                    groups[index - 1] += group
                    counts[index - 1] += counts[index]
                    groups.remove(at: index)
                    counts.remove(at: index)
                    continue
                }
            }
            index += 1
        }
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
