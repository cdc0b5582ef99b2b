import Foundation
import KinetypeCaptions
import KinetypeEffects
import KinetypePrimitives
import KinetypeText
import KinetypeTestSupportCore
import Testing

/// The animated ASS script (`ASSMotionWriter`): its lines, its word times read back, and the
/// reader's handling of a karaoke templater's script.
@Suite struct ASSMotionWriterTests {
    static let track = try! CaptionReader.read(data: Data("""
        WEBVTT

        00:00:00.200 --> 00:00:01.800
        Make it <00:00:00.600>pop <00:00:01.000>right <00:00:01.400>now

        00:00:02.004 --> 00:00:03.000
        and <00:00:02.453>again
        """.utf8), fileName: "talk.vtt")

    static func card(_ style: String, _ parameters: [String: ParameterValue] = [:]) throws -> CaptionCard {
        var card = CaptionCard(track: track)
        card.width = 320
        card.height = 180
        card.font = .system(size: 28, weight: .bold)
        card.style = try RendererCatalog.shared.renderer(named: style, parameters: parameters)
        card.assMotion = true
        return card
    }

    /// The script's lines whose Effect is `fx`, on `layer`.
    static func lines(_ script: String, layer: Int) -> [Substring] {
        script.split(separator: "\n").filter { $0.hasPrefix("Dialogue: \(layer),") && $0.contains(",fx,") }
    }

    @Test("every style reads back with the card's pages and word times (±10 ms): Kinetype reads the karaoke Comments, not the fx lines")
    func readsBack() throws {
        for style in CaptionStyleRenderer.Style.allCases.map(\.rawValue) {
            let card = try Self.card(style)
            let script = ASSWriter().text(of: card)
            #expect(script.contains("PlayResX: 320\nPlayResY: 180"))
            let words = card.pages().flatMap(\.words)
            let read = try CaptionReader.read(data: Data(script.utf8), fileName: "talk.ass")
            #expect(read.words.map(\.text) == words.map(\.text), "\(style)")
            #expect(read.cues.count == card.pages().count, "\(style): a cue a page")
            for (got, want) in zip(read.words, words) {
                expectClose(got.start, want.start, tolerance: 0.01, "\(style) \(want.text)")
                expectClose(got.end, want.end, tolerance: 0.01, "\(style) \(want.text)")
            }
        }
    }

    @Test("plain and highlight: one line a word for its page (the words do not move); highlight's box a drawing a spoken word")
    func stillWords() throws {
        let words = try Self.card("plain").pages().flatMap(\.words).count
        let plain = ASSWriter().text(of: try Self.card("plain"))
        #expect(Self.lines(plain, layer: 3).count == words && !plain.contains("\\move") && !plain.contains("\\t("))
        #expect(Self.lines(plain, layer: 0).count == words, "a shadow line a word")
        let highlight = ASSWriter().text(of: try Self.card("highlight"))
        #expect(Self.lines(highlight, layer: 3).count == words)
        let boxes = Self.lines(highlight, layer: 2)
        #expect(boxes.count == words && boxes.allSatisfy { $0.contains("\\p1}m ") && $0.contains("\\1c&H8E3BFF&") }, "\(boxes)")
        // The first box shows from 0.2 s (the cue's start and "Make"'s), until "it" takes over.
        #expect(boxes.first?.hasPrefix("Dialogue: 2,0:00:00.20,") == true, "\(boxes)")
    }

    @Test("pop: the spoken word grows on the spring as straight pieces; its colour and the others' dimming change at the word times")
    func pop() throws {
        let script = ASSWriter().text(of: try Self.card("pop", ["dim": .number(0.5)]))
        let popLines = Self.lines(script, layer: 3).filter { $0.hasSuffix("}pop") }
        #expect(popLines.count > 3 && popLines.count < 80, "the spring in a few pieces: \(popLines.count)")
        // Dimmed (opacity 0.5: alpha 255 − 128, &H7F&), then spoken in the active colour, full.
        #expect(popLines.first?.contains("\\1a&H7F&") == true && popLines.first?.hasPrefix("Dialogue: 3,0:00:00.20,") == true, "\(popLines)")
        let spoken = popLines.filter { $0.contains("\\1c&H0AD6FF&") }
        #expect(spoken.first?.hasPrefix("Dialogue: 3,0:00:00.60,") == true && spoken.last?.contains(",0:00:01.00,") == true, "\(spoken)")
        #expect(spoken.contains { $0.contains("\\t(0,") && $0.contains("\\fscx") }, "grows with \\t")
        // "right", next to it, moves aside while "pop" grows.
        #expect(Self.lines(script, layer: 3).contains { $0.hasSuffix("}right") && $0.contains("\\move(") })
    }

    @Test("the karaoke style sweeps each word with \\kf from the page's start; a past colour follows with \\t")
    func karaoke() throws {
        let script = ASSWriter().text(of: try Self.card("karaoke", ["past": .string("#00ff00")]))
        let pop = try #require(Self.lines(script, layer: 3).first { $0.hasSuffix("pop") })
        #expect(pop.hasPrefix("Dialogue: 3,0:00:00.20,0:00:01.80,") && pop.contains("{\\k40}{\\kf40}pop") && pop.contains("\\t(800,801,\\1c&H00FF00&)"), "\(pop)")
    }

    @Test("a style's outline is a border-only copy under the spoken word, only while it is spoken")
    func outline() throws {
        let script = ASSWriter().text(of: try Self.card("pop", ["outline": .string("#ff0000"), "outlineWidth": .number(10)]))
        let rings = Self.lines(script, layer: 3).filter { $0.contains("\\1a&HFF&\\3c&H0000FF&") }
        #expect(rings.contains { $0.hasSuffix("}pop") && $0.contains("\\bord5") }, "\(rings)")
        let pop = rings.filter { $0.hasSuffix("}pop") }
        #expect(pop.first?.hasPrefix("Dialogue: 3,0:00:00.60,") == true && pop.last?.contains(",0:00:01.00,") == true, "\(pop)")
    }

    @Test("without assMotion the script is ASSWriter's karaoke, a Dialogue a page")
    func staysKaraoke() throws {
        var card = try Self.card("pop")
        card.assMotion = false
        let script = ASSWriter().text(of: card)
        #expect(!script.contains(",fx,") && !script.contains("Comment:"))
        #expect(script.contains("Dialogue: 0,0:00:00.20,0:00:01.80,Default,,0,0,0,,{\\kf"), "\(script)")
    }

    @Test("a karaoke templater's script reads from its karaoke Comments; Comments in a script without fx lines are left out, as before")
    func templatedScript() throws {
        let head = "[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n"
        let templated = head + """
            Comment: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,karaoke,{\\k50}Hel{\\k50}lo
            Dialogue: 0,0:00:01.00,0:00:01.50,Default,,0,0,0,fx,{\\pos(10,10)}Hel
            Dialogue: 0,0:00:01.50,0:00:02.00,Default,,0,0,0,fx,{\\pos(40,10)}lo
            """
        let read = try CaptionReader.read(data: Data(templated.utf8), fileName: "kara.ass")
        #expect(read.words.map(\.text) == ["Hello"] && read.words.first.map { ($0.start, $0.end) } ?? (0, 0) == (1, 2), "\(read.words)")
        let commented = head + """
            Comment: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,karaoke,{\\k50}old
            Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,new
            """
        #expect(try CaptionReader.read(data: Data(commented.utf8), fileName: "notes.ass").words.map(\.text) == ["new"])
    }
}
