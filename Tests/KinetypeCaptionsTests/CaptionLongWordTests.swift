import KinetypeCard
import Foundation
import KinetypeCaptions
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Words wider than a line: their page shrinks (down to the minimum scale), then they are
/// hyphenated in the file's language and broken across lines of one page; `pop` keeps the grown
/// word inside the canvas. Measured in the pages, the shaped widths and the drawn pixels.
@Suite struct CaptionLongWordTests {
    /// 8% of a 960-pixel height, as `--size 8%` makes it.
    static let font = Font.file(TestSupport.font("NotoSans-Bold.ttf"), size: 76.8)

    static func width(_ text: String, _ font: Font = font) throws -> Double {
        Double(try Text(text).font(font).layout().size.width)
    }

    /// A 540×960 card of `words`, each spoken for a second, one line a page.
    static func card(_ words: [String], lines: Int = 1, language: String? = nil) -> CaptionCard {
        let timed = words.enumerated().map { CaptionWord(text: $1, start: Double($0), end: Double($0 + 1), spaceBefore: $0 > 0) }
        var card = CaptionCard(track: CaptionTrack(cues: [CaptionCue(start: 0, end: Double(words.count), text: words.joined(separator: " "),
                                                                     words: timed, endIsTimed: false)]))
        card.width = 540
        card.height = 960
        card.font = font
        card.paging.maxLines = lines
        card.language = language
        return card
    }

    @Test("THE SECRET INGREDIENT PASTA at 540×960, one line a page: INGREDIENT is whole on a page of its own size, the others at full size")
    func shrinksItsPage() throws {
        let words = ["THE", "SECRET", "INGREDIENT", "PASTA"]
        let card = Self.card(words)
        let lineWidth = Double(card.lineWidth)
        #expect(try Self.width("INGREDIENT") > lineWidth, "the case needs a word wider than the line")
        let pages = card.pages()
        #expect(pages.flatMap(\.words).map(\.text) == words, "no word is split: \(pages.map(\.text))")
        let page = try #require(pages.first { $0.text == "INGREDIENT" }, "\(pages.map(\.text))")
        #expect(page.scale < 1 && page.scale >= card.minimumScale)
        expectClose(page.scale, lineWidth / (try Self.width("INGREDIENT")), tolerance: 1e-9, "just small enough to fit")
        #expect(pages.filter { $0.text != "INGREDIENT" }.allSatisfy { $0.scale == 1 }, "only its own page shrinks")
        // Drawn: the word's ink lies inside the canvas less its side margins (with the outline).
        var drawn = card
        drawn.background = .black
        drawn.shadows = []
        drawn.stroke = nil
        let frame = try drawn.titleCard().frame(at: page.start + 0.5)
        let columns = (0..<frame.width).filter { x in (0..<frame.height).contains { frame.pixel(x: x, y: $0).red > 128 } }
        let margin = 0.08 * 540.0
        #expect(Double(columns.min()!) >= margin - 2 && Double(columns.max()!) <= 540 - margin + 2, "\(columns.min()!)…\(columns.max()!)")
        #expect(Double(columns.max()! - columns.min()!) > lineWidth * 0.9, "it fills the line")
    }

    @Test("a German compound wider than a line at the minimum scale: hyphenated at Duden's points, every piece on one page, each within the line")
    func hyphenatesAtTheMinimum() throws {
        let compound = "Donaudampfschifffahrtsgesellschaftskapitän"
        let card = Self.card(["Der", compound, "lacht"], language: "de")
        let lineWidth = Double(card.lineWidth)
        #expect(try Self.width(compound) * card.minimumScale > lineWidth)
        let pages = card.pages()
        let holding = pages.filter { $0.words.contains { compound.hasPrefix($0.text.replacingOccurrences(of: "-", with: "")) && $0.text != "Der" } }
        try #require(holding.count == 1, "the word's pieces share one page: \(pages.map(\.text))")
        let page = holding[0]
        let pieces = page.words.filter { !["Der", "lacht"].contains($0.text) }
        #expect(pieces.count >= 2 && pieces.dropLast().allSatisfy { $0.text.hasSuffix("-") }, "\(pieces.map(\.text))")
        #expect(pieces.map { $0.text.replacingOccurrences(of: "-", with: "") }.joined() == compound)
        #expect(page.lineCount == pieces.count, "a piece a line: \(page.text)")
        #expect(page.scale >= card.minimumScale && page.scale < 1)
        for piece in pieces {
            #expect(try Self.width(piece.text) * page.scale <= lineWidth + 1e-6, "\(piece.text)")
        }
        // Each break is one of the patterns' (Do-nau-dampf-schiff-fahrts-ge-sell-schafts-ka-pi-tän).
        let points = try #require(Hyphenation(language: "de")).points(in: compound).map { compound[..<$0] }
        var joined = ""
        for piece in pieces.dropLast() {
            joined += piece.text.dropLast()
            #expect(points.contains(Substring(joined)), "\(joined)")
        }
        #expect(pages.allSatisfy { $0.words.count > 0 } && pages.flatMap(\.words).count == 2 + pieces.count)
    }

    @Test("Whisper, WhisperX and whisper.cpp JSON and the speech services name their language; a German Whisper file hyphenates without --language")
    func languageFromTheFile() throws {
        func language(_ json: String, _ name: String = "talk.json") throws -> String? {
            try CaptionReader.read(data: Data(json.utf8), fileName: name).language
        }
        let words = #"[{"word": " Donaudampfschifffahrtsgesellschaftskapitän", "start": 0.0, "end": 2.0}]"#
        let whisper = #"{"language": "de", "segments": [{"start": 0.0, "end": 2.0, "text": "x", "words": \#(words)}]}"#
        #expect(try language(whisper) == "de")
        #expect(try language(whisper.replacingOccurrences(of: #""language": "de""#, with: #""language": null"#)) == nil)
        #expect(try language(whisper.replacingOccurrences(of: #""de""#, with: #""German""#)) == nil, "a name is not a tag")
        let cpp = #"{"result": {"language": "en"}, "transcription": [{"offsets": {"from": 0, "to": 1000}, "text": " Hi", "tokens": [{"text": " Hi", "offsets": {"from": 0, "to": 1000}}]}]}"#
        #expect(try language(cpp) == "en")
        let deepgram = #"{"results": {"channels": [{"detected_language": "fr", "alternatives": [{"words": [{"word": "salut", "start": 0, "end": 1}]}]}]}}"#
        #expect(try language(deepgram) == "fr")
        #expect(try language(#"{"language_code": "en_us", "words": [{"text": "Hi", "start": 0, "end": 500}]}"#) == "en_us")
        let amazon = #"{"results": {"language_code": "es-US", "items": [{"type": "pronunciation", "start_time": "0.1", "end_time": "0.5", "alternatives": [{"content": "Hola"}]}]}}"#
        #expect(try language(amazon) == "es-US")
        let google = #"{"results": [{"alternatives": [{"words": [{"word": "Hallo", "startTime": "0s", "endTime": "0.5s"}]}], "languageCode": "de-de"}]}"#
        #expect(try language(google) == "de-de")
        let azure = #"{"recognizedPhrases": [{"channel": 0, "locale": "it-IT", "nBest": [{"words": [{"word": "ciao", "offsetInTicks": 0, "durationInTicks": 5000000}]}]}]}"#
        #expect(try language(azure) == "it-IT")
        // The file's German hyphenates the compound without a language given to the card.
        var card = CaptionCard(track: try CaptionReader.read(data: Data(whisper.utf8), fileName: "talk.json"))
        card.width = 540
        card.height = 960
        card.font = Self.font
        card.paging.maxLines = 1
        let texts = card.pages().flatMap(\.words).map(\.text)
        #expect(texts.count >= 2 && texts.dropLast().allSatisfy { $0.hasSuffix("-") }, "\(texts)")
    }

    @Test("hostile words: 40,000 letters page within seconds, in pieces that fit; an empty word and a lone emoji wider than the line draw")
    func hostileWords() throws {
        let long = String(repeating: "abcdefghij", count: 4_000)
        let card = Self.card(["Start", long, "end"])
        let clock = ContinuousClock()
        var pages: [CaptionPage] = []
        let elapsed = clock.measure { pages = card.pages() }
        #expect(elapsed < .seconds(20), "\(elapsed)")
        let pieces = pages.flatMap(\.words).map(\.text).filter { $0 != "Start" && $0 != "end" }
        #expect(pieces.joined() == long, "every letter once, in order")
        let limit = Double(card.lineWidth) / card.minimumScale
        for piece in pieces.prefix(50) { #expect(try Self.width(piece) <= limit + 1e-6, "\(piece)") }
        #expect(pages.allSatisfy { $0.lineCount < 30 }, "a page holds what fits the canvas: \(pages.map(\.lineCount).max()!)")
        // Every piece of a page of the word but the last fills its line: no short fragment alone.
        #expect(pieces.dropLast().allSatisfy { $0.count > 5 })

        let empty = Self.card(["Before", "", "after"])
        #expect(empty.pages().flatMap(\.words).map(\.text) == ["Before", "", "after"])
        _ = try empty.titleCard().frame(at: 1.5)

        var emoji = Self.card(["👋🏽", "hi"])
        emoji.font = Font.file(TestSupport.font("NotoSans-Bold.ttf"), size: 900)
        let emojiPages = emoji.pages()
        let page = try #require(emojiPages.first { $0.text == "👋🏽" }, "\(emojiPages.map(\.text))")
        let wide = try Self.width("👋🏽", emoji.font)
        #expect(wide * emoji.minimumScale > Double(emoji.lineWidth), "the emoji is wider than the line even at the minimum")
        expectClose(page.scale * wide, Double(emoji.lineWidth), tolerance: 1e-6, "one character cannot break: its page shrinks until it fits")
        _ = try emoji.titleCard().frame(at: 0.5)
    }

    /// The box of the pixels with any alpha in each frame of `card` (nil for an empty frame).
    static func inkBoxes(_ card: TitleCard) throws -> [(minX: Int, maxX: Int, minY: Int, maxY: Int)?] {
        try (0..<Int(card.duration * card.fps)).map { index in
            let frame = try card.frame(at: Double(index) / card.fps)
            var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
            frame.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<frame.height {
                    let row = y * frame.stride
                    for x in 0..<frame.width where pixels[row + x] >> 24 != 0 {
                        box = box.map { (min($0.minX, x), max($0.maxX, x), min($0.minY, y), max($0.maxY, y)) } ?? (x, x, y, y)
                    }
                }
            }
            return box
        }
    }

    @Test("pop at scale 1.5: in every frame the ink stays off the canvas's edges, and the popped glyphs inside its 5% margin",
          arguments: [UnitPoint.bottom, .bottomLeading, .topTrailing])
    func popStaysInside(anchor: UnitPoint) throws {
        var card = Self.card(["THE", "SECRET", "INGREDIENT", "PASTA"])
        card.style = try RendererCatalog.shared.renderer(named: "pop", parameters: ["scale": .number(1.5), "dim": .number(1)])
        card.anchor = anchor
        card.fps = 10
        // With its outline and shadow, no ink reaches the outermost rows and columns.
        for (index, box) in try Self.inkBoxes(card.titleCard()).enumerated() {
            guard let box else { continue }
            #expect(box.minX > 0 && box.maxX < 539 && box.minY > 0 && box.maxY < 959, "frame \(index): \(box)")
        }
        // Without them, the glyphs themselves stay inside the 5% margin (27 pixels).
        card.stroke = nil
        card.shadows = []
        let boxes = try Self.inkBoxes(card.titleCard())
        for (index, box) in boxes.enumerated() {
            guard let box else { continue }
            #expect(box.minX >= 27 && box.maxX < 540 - 27 && box.minY >= 27 && box.maxY < 960 - 27, "frame \(index): \(box)")
        }
        // The first second: "THE" springs up from its resting height.
        let heights = boxes.prefix(10).compactMap { $0.map { $0.maxY - $0.minY } }
        #expect(heights.count == 10 && heights.max()! > heights[0] + 10, "the spoken words still pop where there is room: \(heights)")
    }
}
