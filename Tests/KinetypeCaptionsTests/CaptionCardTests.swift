import Foundation
import KinetypeCaptions
import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Timing by width, pages, and the caption styles measured in pixels.
@Suite struct CaptionCardTests {
    static let latin = Font.file(TestSupport.font("NotoSans-Bold.ttf"), size: 48)
    static let arabic = Font.file(TestSupport.font("NotoSansArabic-Bold.ttf"), size: 48)

    static func width(_ word: String, _ font: Font) throws -> Double {
        Double(try Text(word).font(font).layout().size.width)
    }

    @Test("words without times share their cue by shaped width, with no gaps")
    func spreadByWidth() throws {
        let track = CaptionTrack(cues: [CaptionCue(start: 1, end: 4, text: "I wonder, wonderful 👋🏽")])
        let timed = track.timed { (try? Self.width($0, Self.latin)) ?? 0 }
        let words = timed.words
        #expect(words.map(\.text) == ["I", "wonder,", "wonderful", "👋🏽"])
        #expect(words.first!.start == 1 && words.last!.end == 4)
        for (a, b) in zip(words, words.dropFirst()) { #expect(a.end == b.start) }
        let widths = try words.map { try Self.width($0.text, Self.latin) }
        let total = widths.reduce(0, +)
        for (word, width) in zip(words, widths) {
            expectClose(word.end - word.start, 3 * width / total, tolerance: 1e-9, "\(word.text)")
        }
    }

    static func words(_ texts: [(String, Double, Double)]) -> [CaptionWord] {
        texts.enumerated().map { CaptionWord(text: $1.0, start: $1.1, end: $1.2, spaceBefore: $0 > 0) }
    }

    @Test("pages break at pauses, after sentences, and before the word that would overflow the lines; never inside a word")
    func paging() {
        let words = Self.words([("One", 0, 0.4), ("two.", 0.4, 0.8), ("Three", 0.8, 1.2), ("four", 1.2, 1.6),
                                ("five", 2.6, 3.0), ("six", 3.0, 3.4), ("seven", 3.4, 3.8), ("eight", 3.8, 4.2)])
        // Lines: one a word beyond three words.
        let pages = CaptionPaging(maxLines: 1, pause: 0.6).pages(words) { words in words.count > 3 ? 2 : 1 }
        #expect(pages.map(\.text) == ["One two.", "Three four", "five six seven", "eight"])
        #expect(pages.map(\.start) == [0, 0.8, 2.6, 3.8])
        // A page holds until the next, or its last word's end plus the hold.
        #expect(pages.map(\.end) == [0.8, 2.2, 3.8, 4.2])
        let unbroken = CaptionPaging(maxLines: 2, pause: 5, breaksAfterSentences: false).pages(words) { _ in 1 }
        #expect(unbroken.count == 1)
    }

    static func card(_ text: String, style: String, font: Font, parameters: [String: ParameterValue] = [:]) throws -> (CaptionCard, TitleCard) {
        // One cue, two words: the first spoken 0–1 s, the second 1–2 s.
        let words = text.split(separator: " ").enumerated().map { index, word in
            CaptionWord(text: String(word), start: Double(index), end: Double(index + 1), spaceBefore: index > 0)
        }
        var captions = CaptionCard(track: CaptionTrack(cues: [CaptionCue(start: 0, end: Double(words.count), text: text, words: words)]))
        captions.width = 640
        captions.height = 240
        captions.background = .black
        captions.font = font
        captions.stroke = nil
        captions.shadows = []
        captions.style = try RendererCatalog.shared.renderer(named: style, parameters: parameters)
        return (captions, try captions.titleCard())
    }

    /// Columns with yellow ink (the active colour) and with white ink, over the whole frame.
    static func inkColumns(_ frame: Frame) -> (yellow: [Int], white: [Int]) {
        var yellow: Set<Int> = [], white: Set<Int> = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.pixel(x: x, y: y)
                if p.red > 230 && p.green > 190 && p.blue < 60 { yellow.insert(x) }
                if p.red > 230 && p.green > 230 && p.blue > 230 { white.insert(x) }
            }
        }
        return (yellow.sorted(), white.sorted())
    }

    @Test("the card lasts until the last word ends")
    func duration() throws {
        let (_, card) = try Self.card("Hello world", style: "karaoke", font: Self.latin)
        #expect(card.duration == 2)
        expectClose(Double(card.frameCount) / card.fps, 2, tolerance: 1 / card.fps)
    }

    @Test("karaoke fills the spoken word from the left in Latin")
    func karaokeLeftToRight() throws {
        let (_, card) = try Self.card("Hello world", style: "karaoke", font: Self.latin)
        let before = Self.inkColumns(try card.frame(at: 0.0))
        #expect(before.yellow.isEmpty, "nothing sung at the start")
        let half = Self.inkColumns(try card.frame(at: 0.5))
        // Half way through "Hello": yellow ink on its left, white on its right and in "world".
        let yellowEnd = try #require(half.yellow.max()), whiteStart = try #require(half.white.min())
        #expect(half.yellow.min()! < whiteStart + 3 && yellowEnd < half.white.max()!)
        #expect(half.white.contains { $0 > yellowEnd }, "the rest of the word and the next are still white")
        let later = Self.inkColumns(try card.frame(at: 1.5))
        #expect(later.yellow.max()! > yellowEnd + 20, "the fill has moved on into the second word")
    }

    @Test("karaoke fills right to left in Arabic")
    func karaokeRightToLeft() throws {
        let (_, card) = try Self.card("مرحبا بالعالم", style: "karaoke", font: Self.arabic)
        let half = Self.inkColumns(try card.frame(at: 0.5))
        let yellow = try #require(half.yellow.isEmpty ? nil : half.yellow)
        // The first word is on the right; its right half is sung.
        #expect(yellow.min()! > half.white.min()!, "sung ink lies right of unsung ink")
        #expect(yellow.max()! >= half.white.max()! - 3, "the sung part reaches the right end of the first word")
    }

    @Test("karaoke's sweep changes colours only: the page covers the same pixels by the same amounts at every point of it (so its shadow is cast once)",
          arguments: ["Hello world", "مرحبا بالعالم"])
    func karaokeCoverageHolds(text: String) throws {
        var (captions, _) = try Self.card(text, style: "karaoke", font: text.first!.isASCII ? Self.latin : Self.arabic)
        captions.background = .clear
        let card = try captions.titleCard()
        func alpha(_ time: Double) throws -> [UInt8] {
            let frame = try card.frame(at: time)
            return (0..<frame.height).flatMap { y in (0..<frame.width).map { x in frame.pixel(x: x, y: y).alpha } }
        }
        // Before anything is sung, every word is drawn whole and unclipped.
        let whole = try alpha(0)
        #expect(whole.contains { $0 > 0 } && whole.contains { $0 > 0 && $0 < 255 }, "ink with antialiased edges")
        for time in [0.13, 0.37, 0.5, 0.61, 0.89, 1.27, 1.74] {
            #expect(try alpha(time) == whole, "at \(time) s")
        }
    }

    @Test("pop: the spoken word is in the active colour and larger; the others are dimmed")
    func pop() throws {
        let (_, card) = try Self.card("Hello world", style: "pop", font: Self.latin)
        let frame = try card.frame(at: 1.5)
        let columns = Self.inkColumns(frame)
        #expect(!columns.yellow.isEmpty, "the second word is yellow")
        #expect(columns.white.isEmpty, "no full white: the first word is dimmed")
        let (_, plain) = try Self.card("Hello world", style: "plain", font: Self.latin)
        let plainWhite = Self.inkColumns(try plain.frame(at: 1.5)).white
        #expect(columns.yellow.max()! - columns.yellow.min()! > (plainWhite.max()! - plainWhite.min()!) / 2, "the popped word is wide")
    }

    @Test("never a flash of a lone word: a one-word page shown for a moment joins its neighbour when they fit the lines")
    func noFlash() {
        // "Yes." ends a sentence after a tenth of a second: alone it would flash.
        let words = Self.words([("Yes.", 0, 0.1), ("Then", 0.15, 0.6), ("go", 0.6, 1.0), ("Later", 3.0, 3.4)])
        let pages = CaptionPaging(maxLines: 1, pause: 0.6).pages(words) { $0.count <= 3 ? 1 : 2 }
        #expect(pages.map(\.text) == ["Yes. Then go", "Later"], "\(pages.map(\.text))")
        // One that cannot join (the lines would overflow, or a pause follows) stays.
        let crowded = CaptionPaging(maxLines: 1, pause: 0.6).pages(words) { $0.count <= 2 ? 1 : 2 }
        #expect(crowded.map(\.text) == ["Yes.", "Then go", "Later"], "\(crowded.map(\.text))")
        let spoken = CaptionPaging(maxLines: 1, pause: 0.6).pages(Self.words([("Yes.", 0, 2.0), ("Then", 2.1, 2.6)])) { $0.count <= 3 ? 1 : 2 }
        #expect(spoken.count == 2, "a word on screen long enough is read: it keeps its page")
    }

    @Test("pop keeps room: the grown word pushes its neighbours aside and never covers them", arguments: [1.1, 1.25, 1.6])
    func popKeepsRoom(at time: Double) throws {
        // Three words, the middle one spoken 1–2 s, grown by half again: its ink (yellow) and its
        // neighbours' (white, not dimmed) never share a column.
        let (_, card) = try Self.card("wide middle words", style: "pop", font: Self.latin,
                                      parameters: ["scale": .number(1.5), "dim": .number(1)])
        let columns = Self.inkColumns(try card.frame(at: time))
        let yellow = Set(columns.yellow), white = Set(columns.white)
        #expect(!yellow.isEmpty && !white.isEmpty)
        #expect(yellow.isDisjoint(with: white), "\(yellow.intersection(white).sorted())")
        #expect(white.contains { $0 < yellow.min()! } && white.contains { $0 > yellow.max()! }, "a neighbour on each side")
    }

    @Test("the words spoken take the past colour when one is given")
    func pastColour() throws {
        let (_, card) = try Self.card("Hello world", style: "karaoke", font: Self.latin, parameters: ["past": .string("#00ff00")])
        let frame = try card.frame(at: 1.5)
        var green: [Int] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.pixel(x: x, y: y) == (0, 255, 0, 255) { green.append(x) }
        }
        let yellow = Self.inkColumns(frame).yellow
        #expect(!green.isEmpty && !yellow.isEmpty && green.max()! < yellow.min()!, "the first word green, the second being sung")
    }

    @Test("an ASS style's colours draw its karaoke line (secondary to come, primary sung); --active given wins over the file's")
    func fileColours() throws {
        let file = """
            [V4+ Styles]
            Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour
            Style: Duet,Arial,48,&H00FF0000,&H0000FF00

            [Events]
            Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
            Dialogue: 0,0:00:00.00,0:00:02.00,Duet,,0,0,0,,{\\k100}Hello {\\k100}world
            """
        let track = try CaptionReader.read(data: Data(file.utf8), fileName: "duet.ass")
        func card(_ parameters: [String: ParameterValue]) throws -> TitleCard {
            var captions = CaptionCard(track: track)
            captions.width = 640
            captions.height = 240
            captions.background = .black
            captions.font = Self.latin
            captions.stroke = nil
            captions.shadows = []
            captions.style = try RendererCatalog.shared.renderer(named: "karaoke", parameters: parameters)
            return try captions.titleCard()
        }
        func columns(_ frame: Frame, _ pixel: (UInt8, UInt8, UInt8, UInt8)) -> [Int] {
            var columns: Set<Int> = []
            for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y) == pixel { columns.insert(x) } }
            return columns.sorted()
        }
        // At 1.5 s "Hello" is sung (blue, the primary) and "world" half sung: its left half blue,
        // its right half still green (the secondary).
        let frame = try card([:]).frame(at: 1.5)
        let blue = columns(frame, (0, 0, 255, 255)), green = columns(frame, (0, 255, 0, 255))
        #expect(!blue.isEmpty && !green.isEmpty)
        #expect(blue.min()! < green.min()! && green.max()! > blue.max()!, "sung on the left, to come on the right")
        #expect(Self.inkColumns(frame).white.isEmpty && Self.inkColumns(frame).yellow.isEmpty, "no ink in the style's own colours")
        // The user's active colour (red) wins over the file's primary; the secondary stays.
        let given = try card(["active": .string("#ff0000")]).frame(at: 1.5)
        #expect(columns(given, (0, 0, 255, 255)).isEmpty && !columns(given, (255, 0, 0, 255)).isEmpty && !columns(given, (0, 255, 0, 255)).isEmpty)
    }

    @Test("an outline marks the word being spoken, and only it")
    func activeOutline() throws {
        let (_, card) = try Self.card("Hello world", style: "plain", font: Self.latin, parameters: ["outline": .string("#ff0000"), "outlineWidth": .number(8)])
        func redColumns(_ frame: Frame) -> [Int] {
            var columns: Set<Int> = []
            for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y) == (255, 0, 0, 255) { columns.insert(x) } }
            return columns.sorted()
        }
        let first = redColumns(try card.frame(at: 0.5)), second = redColumns(try card.frame(at: 1.5))
        #expect(!first.isEmpty && !second.isEmpty)
        #expect(first.max()! < second.min()!, "the outline moves from the first word to the second")
    }

    @Test("reveal shows only the words spoken so far; highlight puts a box behind the spoken word")
    func revealAndHighlight() throws {
        let (_, reveal) = try Self.card("Hello world", style: "reveal", font: Self.latin)
        let early = Self.inkColumns(try reveal.frame(at: 0.5)).white, late = Self.inkColumns(try reveal.frame(at: 1.5)).white
        #expect(!early.isEmpty && late.max()! > early.max()! + 50, "the second word appears at 1 s")
        let (_, highlight) = try Self.card("Hello world", style: "highlight", font: Self.latin, parameters: ["box": .string("#ff0000")])
        let frame = try highlight.frame(at: 0.5)
        var red = 0
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y) == (255, 0, 0, 255) { red += 1 } }
        #expect(red > 500, "\(red) pixels of the box")
    }
}
