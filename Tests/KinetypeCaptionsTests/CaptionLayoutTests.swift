import Foundation
import KinetypeCaptions
import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Pages as a subtitler lays them out: the author's timing, overlapping cues shown together,
/// the file's line breaks and positions, balanced lines within the character limit; measured in
/// the pages and in the drawn pixels.
@Suite struct CaptionLayoutTests {
    static let latin = Font.file(TestSupport.font("NotoSans-Bold.ttf"), size: 40)

    static func read(_ text: String, _ name: String) throws -> CaptionTrack {
        try CaptionReader.read(data: Data(text.utf8), fileName: name)
    }

    static func card(_ track: CaptionTrack, width: Int = 1280, height: Int = 720) -> CaptionCard {
        var captions = CaptionCard(track: track)
        captions.width = width
        captions.height = height
        captions.background = .black
        captions.font = latin
        captions.stroke = nil
        captions.shadows = []
        return captions
    }

    /// The rows of the frame holding light ink.
    static func inkRows(_ frame: Frame) -> [Int] {
        (0..<frame.height).filter { y in (0..<frame.width).contains { x in frame.pixel(x: x, y: y).red > 128 } }
    }

    /// Runs of consecutive rows: the bands of text.
    static func bands(_ rows: [Int]) -> [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        for row in rows {
            if let last = bands.last, row <= last.upperBound + 2 {
                bands[bands.count - 1] = last.lowerBound...row
            } else {
                bands.append(row...row)
            }
        }
        return bands
    }

    @Test("the author's timing wins: an SRT page leaves when its cue ends; a Whisper page lingers briefly, until the next starts")
    func authorsTiming() throws {
        let srt = try Self.read("1\n00:00:01,000 --> 00:00:02,500\nFirst words\n\n2\n00:00:04,000 --> 00:00:05,000\nSecond\n", "gap.srt")
        let pages = Self.card(srt).pages()
        #expect(pages.map(\.start) == [1, 4] && pages.map(\.end) == [2.5, 5], "\(pages.map(\.end))")
        let card = try Self.card(srt).titleCard()
        let before = Self.inkRows(try card.frame(at: 2.45)), after = Self.inkRows(try card.frame(at: 2.6))
        #expect(before.count > 10 && after.isEmpty, "gone 0.1 s into the author's gap")
        let whisper = try Self.read("""
            {"segments": [{"start": 0, "end": 3, "text": " One two", "words": [{"word": " One", "start": 0.0, "end": 0.5}, {"word": " two", "start": 0.5, "end": 1.0}]},
                          {"start": 1.2, "end": 2, "text": " Three", "words": [{"word": " Three", "start": 1.2, "end": 2.0}]}]}
            """, "w.json")
        let spoken = Self.card(whisper).pages()
        #expect(spoken.map(\.end) == [1.2, 2.6], "until the next segment, else 0.6 s after the last word: \(spoken.map(\.end))")
    }

    @Test("rows go by each page's start: a cue's later page that comes after a shorter cue began does not push that cue up a row")
    func rowsByStart() throws {
        // The first cue pauses for two seconds, so it is two pages (0–1 s and 3–6 s); the second
        // cue (2–4 s) comes while nothing else is shown, and takes the bottom row.
        let cues = [CaptionCue(start: 0, end: 6, text: "One two", words: [CaptionWord(text: "One", start: 0, end: 1, spaceBefore: false),
                                                                            CaptionWord(text: "two", start: 3, end: 6)]),
                    CaptionCue(start: 2, end: 4, text: "Other", words: [CaptionWord(text: "Other", start: 2, end: 4, spaceBefore: false)])]
        let pages = Self.card(CaptionTrack(cues: cues)).pages()
        #expect(pages.map(\.text) == ["One", "two", "Other"], "\(pages.map(\.text))")
        #expect(pages.map(\.start) == [0, 3, 2])
        #expect(pages.map(\.row) == [0, 1, 0], "Other is alone from 2 to 3 s, so it sits in the bottom row: \(pages.map(\.row))")
    }

    @Test("two-line karaoke: the next line appears above while the current one is sung, from its cue's start; each line keeps its row; none is refused")
    func overlappingCues() throws {
        let file = """
            [Script Info]
            ScriptType: v4.00+

            [Events]
            Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
            Dialogue: 0,0:00:00.00,0:00:03.00,Default,,0,0,0,,{\\k100}Sing {\\k100}the {\\k100}first
            Dialogue: 0,0:00:02.00,0:00:05.50,Default,,0,0,0,,{\\k50}{\\k100}then {\\k100}the {\\k100}second
            Dialogue: 0,0:00:04.00,0:00:07.00,Default,,0,0,0,,{\\k100}and {\\k100}a {\\k100}third
            """
        let track = try Self.read(file, "duet.ass")
        #expect(track.cues.map(\.start) == [0, 2, 4] && track.cues.map(\.end) == [3, 5.5, 7])
        let pages = Self.card(track).pages()
        #expect(pages.map(\.text) == ["Sing the first", "then the second", "and a third"])
        #expect(pages.map(\.row) == [0, 1, 0], "the third line takes the row the first left")
        #expect(pages.map(\.start) == [0, 2, 4] && pages[1].words.first?.start == 2.5, "a line shows from its cue's start, before its lead-in ends")
        #expect(pages.map(\.end) == [3, 5.5, 7])
        let card = try Self.card(track).titleCard()
        let alone = Self.bands(Self.inkRows(try card.frame(at: 1)))
        let together = Self.bands(Self.inkRows(try card.frame(at: 2.5)))
        #expect(alone.count == 1 && together.count == 2, "\(alone) \(together)")
        if together.count == 2, let single = alone.first {
            #expect(together[1] == single, "the sung line stays where it was")
            #expect(together[0].upperBound < single.lowerBound, "the next line sits above it, not over it")
        }
    }

    @Test("{\\an8} and WebVTT line:0 put a cue at the top; others at the bottom, shown together")
    func positions() throws {
        let file = """
            WEBVTT

            00:00:00.000 --> 00:00:02.000 line:0
            Top caption

            00:00:00.500 --> 00:00:02.000
            Bottom caption
            """
        let track = try Self.read(file, "place.vtt")
        #expect(track.cues.map(\.anchor) == [.top, nil])
        let sides = try Self.read("""
            WEBVTT

            00:00:00.000 --> 00:00:01.000 align:end line:0
            Top right

            00:00:01.000 --> 00:00:02.000 position:10% align:start
            Bottom left

            00:00:02.000 --> 00:00:03.000 position:80%
            Bottom right
            """, "sides.vtt")
        #expect(sides.cues.map(\.anchor) == [.topTrailing, .bottomLeading, .bottomTrailing])
        let card = try Self.card(track).titleCard()
        let bands = Self.bands(Self.inkRows(try card.frame(at: 1)))
        #expect(bands.count == 2 && bands[0].upperBound < 720 / 3 && bands[1].lowerBound > 720 * 2 / 3, "\(bands)")
    }

    @Test("the file's line breaks are kept where they fit; a speaker change starts a line")
    func sourceBreaks() throws {
        let srt = try Self.read("1\n00:00:01,000 --> 00:00:04,000\n- Are you coming?\n- Not today.\n", "dialogue.srt")
        let page = try #require(Self.card(srt).pages().first)
        #expect(page.text == "- Are you coming?\n- Not today.", "\(page.text)")
        let vtt = try Self.read("WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ann>Hi there <v Bob>Hello\n", "speakers.vtt")
        #expect(Self.card(vtt).pages().first?.text == "Hi there\nHello")
        // A break where the line would not fit is not kept: the words are balanced instead.
        let long = try Self.read("1\n00:00:01,000 --> 00:00:04,000\nOne two three four five six seven eight nine ten eleven\ntwelve\n", "long.srt")
        let lines = try #require(Self.card(long).pages().first).text.split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.count <= 42 } && lines[1].split(separator: " ").count > 1, "\(lines)")
    }

    @Test("lines are balanced within 42 characters: no orphan word, the lines within a word of each other", arguments: [
        "The quick brown fox jumps over the lazy dog while the cat sleeps",
        "Kinetype sets captions as a subtitler would, in two lines at most",
        "I think so",
        "Die Donaudampfschifffahrt fährt heute leider nicht mehr nach Wien",
    ])
    func balanced(_ sentence: String) throws {
        // A wide canvas: the character limit, not the width, breaks the lines.
        let track = CaptionTrack(cues: [CaptionCue(start: 0, end: 4, text: sentence)])
        var captions = Self.card(track, width: 3840, height: 2160)
        captions.paging.breaksAfterSentences = false
        let pages = captions.pages()
        #expect(pages.count == 1)
        let lines = try #require(pages.first).text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 42 }, "\(lines)")
        #expect(lines.count == (sentence.count <= 42 ? 1 : 2), "\(lines)")
        if lines.count == 2 {
            let longest = sentence.split(separator: " ").map(\.count).max()!
            expectClose(lines[0].count, lines[1].count, tolerance: longest + 1, "balanced: \(lines)")
            #expect(lines.allSatisfy { $0.split(separator: " ").count > 1 }, "no orphan: \(lines)")
        }
    }

    @Test("YouTube's rolling automatic captions: each word is shown once, though every cue repeats the line before")
    func rollingCaptions() throws {
        let file = """
            WEBVTT
            Kind: captions
            Language: en

            00:00:00.000 --> 00:00:02.350 align:start position:0%
             
            so<00:00:00.320><c> this</c><00:00:00.640><c> is</c><00:00:01.200><c> how</c>

            00:00:02.350 --> 00:00:02.360 align:start position:0%
            so this is how
             

            00:00:02.360 --> 00:00:04.500 align:start position:0%
            so this is how
            it<00:00:02.900><c> all</c><00:00:03.400><c> began</c>

            00:00:04.500 --> 00:00:04.510 align:start position:0%
            it all began
             
            """
        let track = try Self.read(file, "auto.en.vtt")
        let words = Self.card(track).timedTrack().words.map(\.text)
        #expect(words == ["so", "this", "is", "how", "it", "all", "began"], "\(words)")
        #expect(track.cues.allSatisfy { $0.anchor == nil }, "align:start is not followed: captions stay centred")
    }

    @Test("italic, bold and underline from the file reach the page: the words are set in other faces and underlined")
    func emphasisOnThePage() throws {
        let track = try Self.read("1\n00:00:01,000 --> 00:00:03,000\n<i>Quiet</i> <u>under</u> plain\n", "tags.srt")
        var captions = CaptionCard(track: track)
        captions.stroke = nil
        let page = try #require(captions.pages().first)
        let runs = try captions.text(of: page).layout().flatMap { $0.map { $0 } }
        let quiet = try #require(runs.first { $0.text.contains("Quiet") }), plain = try #require(runs.first { $0.text.contains("plain") })
        #expect(quiet.font.path != plain.font.path, "the italic face: \(quiet.font.path) against \(plain.font.path)")
        #expect(runs.first { $0.text.contains("under") }?.underline != nil && plain.underline == nil)
    }

    @Test("a word wider than a line at the minimum scale is hyphenated in the file's language, each piece on its own line and within it at its page's scale; without patterns it breaks between letters")
    func hyphenation() throws {
        let file = "WEBVTT\nLanguage: de\n\n00:00:01.000 --> 00:00:05.000\nDie Donaudampfschifffahrtsgesellschaft fährt\n"
        let track = try Self.read(file, "de.vtt")
        #expect(track.language == "de")
        var captions = Self.card(track, width: 480, height: 270)
        captions.paging.maxLines = 4
        let pages = captions.pages()
        let words = pages.flatMap(\.words)
        let pieces = words.filter { !["Die", "fährt"].contains($0.text) }
        #expect(pieces.count >= 2, "\(words.map(\.text))")
        #expect(pieces.dropLast().allSatisfy { $0.text.hasSuffix("-") } && pieces.dropFirst().allSatisfy(\.lineBreakBefore), "\(pieces.map(\.text))")
        #expect(pieces.map { $0.text.replacingOccurrences(of: "-", with: "") }.joined() == "Donaudampfschifffahrtsgesellschaft")
        for piece in pieces {
            let page = try #require(pages.first { $0.words.contains(piece) })
            #expect(page.scale >= captions.minimumScale && page.scale < 1)
            let width = Double(try Text(piece.text).font(Self.latin).layout().size.width) * page.scale
            #expect(width <= Double(captions.lineWidth) + 1e-6, "\(piece.text): \(width)")
        }
        // Each piece is one of the dictionary's breaks (Duden: Do-nau-dampf-schiff-fahrts-ge-sell-schaft).
        let breaks = ["Do", "Donau", "Donaudampf", "Donaudampfschiff", "Donaudampfschifffahrts", "Donaudampfschifffahrtsge", "Donaudampfschifffahrtsgesell"]
        var joined = ""
        for piece in pieces.dropLast() {
            joined += piece.text.dropLast()
            #expect(breaks.contains(joined), "\(joined)")
        }
        // The times are shared out: the pieces follow each other within the word's span.
        for (a, b) in zip(pieces, pieces.dropFirst()) { #expect(a.end == b.start) }
        // Without a language: broken between letters, no hyphen added.
        var plain = Self.card(try Self.read(file.replacingOccurrences(of: "Language: de\n", with: ""), "nolang.vtt"), width: 480, height: 270)
        plain.paging.maxLines = 4
        let unhyphenated = plain.pages().flatMap(\.words).map(\.text)
        #expect(unhyphenated.count > 3 && !unhyphenated.contains { $0.hasSuffix("-") }, "\(unhyphenated)")
    }

    @Test("a 2-hour film's worth of cues (generated, two lines where long) reads, pages in time order, and draws the cue of 1:30:00")
    func longFilm() throws {
        var srt = ""
        func stamp(_ seconds: Double) -> String {
            let ms = Int(seconds * 1000)
            return String(format: "%02d:%02d:%02d,%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000)
        }
        for index in 0..<1800 {
            let start = 1 + 4 * Double(index)
            let text = index % 3 == 0 ? "Cue number \(index) of the film,\nspoken by someone" : "Cue \(index)"
            srt += "\(index + 1)\n\(stamp(start)) --> \(stamp(start + 3))\n\(text)\n\n"
        }
        let track = try Self.read(srt, "film.srt")
        #expect(track.cues.count == 1800 && abs(track.end - 7200) < 0.01)
        let captions = Self.card(track)
        let pages = captions.pages()
        #expect(pages.count == 1800 && zip(pages, pages.dropFirst()).allSatisfy { $0.end <= $1.start }, "one page a cue, in order")
        // 1:30:00 is within cue 1349 (1:29:57 to 1:30:00.000, shown until its end) — take 1:29:59.
        let shown = pages.filter { $0.start <= 5399 && 5399 < $0.end }
        #expect(shown.map(\.text) == ["Cue 1349"], "\(shown.map(\.text))")
        let card = try captions.titleCard()
        expectClose(card.duration, 7200, tolerance: 0.01)
        #expect(Self.inkRows(try card.frame(at: 5399)).count > 10, "the still at 1:29:59 shows its cue")
        #expect(Self.inkRows(try card.frame(at: 5400.5)).isEmpty, "and nothing in the gap after it")
    }
}
