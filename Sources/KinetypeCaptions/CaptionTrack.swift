import Foundation
import KinetypePrimitives

/// One spoken word with its times, in seconds from the start of the track.
public struct CaptionWord: Hashable, Sendable {
    /// The word as shown (no surrounding spaces; punctuation stays with its word).
    public var text: String
    /// When the word starts being spoken, in seconds.
    public var start: Double
    /// When it ends, in seconds from the start of the track.
    public var end: Double
    /// Whether a space separates the word from the one before it (false inside scripts
    /// written without spaces, such as Chinese and Japanese, and for the first word).
    public var spaceBefore: Bool
    /// The line of the input file the word comes from (1-based), for messages.
    public var line: Int
    /// Whether the file starts a new line at the word (a line break in the cue's text, ASS's
    /// `\N`, a new speaker): pages keep the break where the line fits.
    public var lineBreakBefore: Bool
    /// Italic, bold or underlined in the file (`<i>`, `<b>`, `<u>`, ASS's `{\i1}`): kept on the page.
    public var emphasis: CaptionEmphasis
    /// The word's colour in the file before it is spoken (ASS's secondary colour on karaoke
    /// lines, else its primary colour; SRT's `<font color>`, WebVTT's `<c.yellow>`); nil is the
    /// caption style's own.
    public var color: Color?
    /// The word's colour in the file while and after it is spoken (ASS's primary colour, SRT's
    /// `<font color>`); nil is the caption style's own.
    public var spokenColor: Color?
    /// Who says the word, as the file names them (WebVTT's `<v Name>`, ASS's Name field,
    /// WhisperX's and the speech services' speaker labels); nil when the file does not say.
    public var speaker: String?
    /// How the word is set apart as a keyword (``CaptionTrack/emphasizing(_:)``: `--emphasis`):
    /// its colour, size and weight; nil for an ordinary word. The pages' text and the caption
    /// styles draw it so, and a caption file writer finds each keyword and its colour here
    /// (the pages keep their words: `CaptionPage/words`).
    public var keyword: CaptionKeywordLook?
    /// The emoji shown with the word from its start (``CaptionTrack/addingEmoji(_:)``:
    /// `--emoji`); nil for none.
    public var emoji: String?

    /// A word of `text` spoken from `start` to `end` seconds; the rest as the file gives it, or the
    /// plain defaults (after a space, no emphasis, the style's colours, no speaker).
    public init(text: String, start: Double, end: Double, spaceBefore: Bool = true, line: Int = 0, lineBreakBefore: Bool = false,
                emphasis: CaptionEmphasis = [], color: Color? = nil, spokenColor: Color? = nil, speaker: String? = nil) {
        self.text = text
        self.start = start
        self.end = end
        self.spaceBefore = spaceBefore
        self.line = line
        self.lineBreakBefore = lineBreakBefore
        self.emphasis = emphasis
        self.color = color
        self.spokenColor = spokenColor
        self.speaker = speaker
    }
}

/// How a caption file sets a word apart.
public struct CaptionEmphasis: OptionSet, Hashable, Sendable {
    /// The bits: 1 italic, 2 bold, 4 underline.
    public let rawValue: UInt8
    /// The emphasis of the bits `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Italic (`<i>`, ASS's `{\i1}`).
    public static let italic = CaptionEmphasis(rawValue: 1)
    /// Bold (`<b>`, ASS's `{\b1}`).
    public static let bold = CaptionEmphasis(rawValue: 2)
    /// Underlined (`<u>`, ASS's `{\u1}`).
    public static let underline = CaptionEmphasis(rawValue: 4)
}

/// One subtitle cue: its times, its text, and its words' times when the file gives them.
public struct CaptionCue: Hashable, Sendable {
    /// When the cue appears, in seconds from the start of the track.
    public var start: Double
    /// When it leaves, in seconds (see ``endIsTimed``).
    public var end: Double
    /// The cue's text, tags removed, white space as single spaces and the file's line breaks
    /// as `\n`.
    public var text: String
    /// The words with their own times. Where the file gives only the cue's times, the words
    /// share the cue's span (``CaptionTrack/timed(measure:)`` spreads them over it); empty for a
    /// cue made in code from its text alone.
    public var words: [CaptionWord]
    /// The line the cue starts on (1-based).
    public var line: Int
    /// Where the file places the cue (ASS's and SRT's `{\an8}`, WebVTT's `line:0`); nil is
    /// the card's own position.
    public var anchor: UnitPoint?
    /// Whether the file gives when the cue leaves (SRT, WebVTT, ASS): its last page leaves
    /// exactly then. False where the file gives word times alone (Whisper's segments): the
    /// last page then lingers a moment after its last word (``CaptionPaging/hold``).
    public var endIsTimed: Bool

    /// A cue shown from `start` to `end` seconds with `text`; `words` empty when made in code from
    /// its text alone.
    public init(start: Double, end: Double, text: String, words: [CaptionWord] = [], line: Int = 0,
                anchor: UnitPoint? = nil, endIsTimed: Bool = true) {
        self.start = start
        self.end = end
        self.text = text
        self.words = words
        self.line = line
        self.anchor = anchor
        self.endIsTimed = endIsTimed
    }
}

extension CaptionCue {
    /// Gives each of the cue's words `speaker`, its white space as single spaces (a label is a
    /// name on one line, whatever a file holds); nil or empty leaves them as they are.
    mutating func assign(speaker: String?) {
        guard let name = speaker?.split(whereSeparator: \.isWhitespace).joined(separator: " ").replacingOccurrences(of: "-->", with: "→"),
              !name.isEmpty else { return }
        for index in words.indices { words[index].speaker = name }
    }
}

/// A caption track: cues in order of their starts, each with its words. Cues may overlap in
/// time (two-line karaoke, WebVTT cues placed side by side): they are shown together.
public struct CaptionTrack: Hashable, Sendable {
    /// The cues, in order of their starts.
    public var cues: [CaptionCue]
    /// What the reader passed over, each naming its line (a cue that lasts no time): the
    /// command line prints them as warnings.
    public var warnings: [String]
    /// The language the file says it is in (WebVTT's `Language:` header), a BCP 47 tag; nil
    /// when it does not say.
    public var language: String?

    /// A track of `cues` (in order of their starts), with the reader's `warnings` and the file's `language`.
    public init(cues: [CaptionCue], warnings: [String] = [], language: String? = nil) {
        self.cues = cues
        self.warnings = warnings
        self.language = language
    }

    /// Every word of every cue, in order; a cue's first word follows a space (cues are phrases).
    public var words: [CaptionWord] {
        var words: [CaptionWord] = []
        for cue in cues {
            for (index, word) in cue.words.enumerated() {
                var word = word
                if index == 0 { word.spaceBefore = !words.isEmpty }
                words.append(word)
            }
        }
        return words
    }

    /// The indices into ``words`` where each cue after the first starts.
    public var cueStarts: Set<Int> {
        var starts: Set<Int> = []
        var count = 0
        for cue in cues {
            if count > 0 { starts.insert(count) }
            count += cue.words.count
        }
        return starts
    }

    /// When the last word (or cue) ends.
    public var end: Double { cues.map { $0.words.last?.end ?? $0.end }.max() ?? 0 }

    /// The speakers the file names, in the order they first speak.
    public var speakers: [String] {
        var seen: [String] = []
        for cue in cues {
            for case let speaker? in cue.words.map(\.speaker) where !seen.contains(speaker) { seen.append(speaker) }
        }
        return seen
    }

    /// The track with each speaker's words in a colour of `colors`, as broadcast captions tell
    /// speakers apart (the BBC's guidelines use white, yellow, cyan and green): the first
    /// speaker to speak takes the first colour, the next the second, and so on, round again
    /// past the last. Words the file colours keep their colours; words of no speaker keep the
    /// caption style's.
    public func coloringSpeakers(_ colors: [Color]) -> CaptionTrack {
        guard !colors.isEmpty else { return self }
        let order = speakers
        var track = self
        for cueIndex in track.cues.indices {
            for wordIndex in track.cues[cueIndex].words.indices {
                var word = track.cues[cueIndex].words[wordIndex]
                guard let speaker = word.speaker, let position = order.firstIndex(of: speaker) else { continue }
                let color = colors[position % colors.count]
                word.color = word.color ?? color
                word.spokenColor = word.spokenColor ?? color
                track.cues[cueIndex].words[wordIndex] = word
            }
        }
        return track
    }
}
