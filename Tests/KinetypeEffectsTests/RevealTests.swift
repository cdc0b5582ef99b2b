import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// Masks and reveals (``RevealCatalog``), checked on the pixels of a card against the same card
/// drawn without one: every pixel is either the plain card's or the background's, and which it
/// is follows the moving clip.
@Suite struct RevealTests {
    static let arabic = Font.file(TestSupport.font("NotoSansArabic-Bold.ttf"), size: 72)

    static func card(_ text: Text, reveal: LayerReveal? = nil, conceal: LayerReveal? = nil, width: Int = 480, height: Int = 200) -> TitleCard {
        var layer = TitleCard.Layer(text)
        layer.reveal = reveal
        layer.conceal = conceal
        return TitleCard(width: width, height: height, fps: 30, duration: 2, background: .color(.black), layers: [layer])
    }

    static func reveal(_ name: String, _ parameters: [String: ParameterValue] = [:], conceal: Bool = false) throws -> LayerReveal {
        var all = parameters
        all["duration"] = all["duration"] ?? .number(1)
        all["curve"] = .string("linear")
        return try RevealCatalog.shared.reveal(named: name, parameters: all, isConceal: conceal)
    }

    /// Per column: whether every pixel is the plain card's (revealed), the background's
    /// (hidden), or neither (the clip's antialiased edge); nil for columns where the plain card
    /// has no ink.
    static func columns(_ frame: Frame, plain: Frame) -> [Bool?] {
        (0..<frame.width).map { x in
            let ink = (0..<frame.height).contains { plain.pixel(x: x, y: $0) != plain.pixel(x: 0, y: 0) }
            guard ink else { return nil }
            let shown = (0..<frame.height).allSatisfy { frame.pixel(x: x, y: $0) == plain.pixel(x: x, y: $0) }
            let hidden = (0..<frame.height).allSatisfy { frame.pixel(x: x, y: $0) == plain.pixel(x: 0, y: 0) }
            return shown ? true : hidden ? false : nil
        }
    }

    /// Checks that the inked columns are revealed on one side of a front and hidden on the other,
    /// with at most two columns of edge between, and both sides non-empty.
    static func expectSplit(_ columns: [Bool?], revealedOnLeft: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let states = columns.enumerated().compactMap { index, state in state.map { (index, $0) } }
        let revealed = states.filter(\.1).map(\.0), hidden = states.filter { !$0.1 }.map(\.0)
        #expect(!revealed.isEmpty && !hidden.isEmpty, "both sides have ink", sourceLocation: sourceLocation)
        guard let r = revealed.first, let h = hidden.first else { return }
        if revealedOnLeft {
            #expect(revealed.max()! < hidden.min()!, "revealed left of hidden: \(r) … \(h)", sourceLocation: sourceLocation)
            #expect(hidden.min()! - revealed.max()! <= 3, "a thin edge", sourceLocation: sourceLocation)
        } else {
            #expect(hidden.max()! < revealed.min()!, "revealed right of hidden", sourceLocation: sourceLocation)
            #expect(revealed.min()! - hidden.max()! <= 3, "a thin edge", sourceLocation: sourceLocation)
        }
    }

    @Test("a wipe from the leading edge uncovers left to right, hides all at the start and shows all at the end")
    func wipeLeading() throws {
        let text = Text("Wipe reveal").font(.system(size: 64, weight: .bold))
        let plain = Self.card(text), wiped = Self.card(text, reveal: try Self.reveal("wipe"))
        let background = try plain.frame(at: 0).pixel(x: 0, y: 0)
        let start = try wiped.frame(at: 0)
        #expect((0..<start.height).allSatisfy { y in (0..<start.width).allSatisfy { start.pixel(x: $0, y: y) == background } })
        #expect(try wiped.frame(at: 1.2) == plain.frame(at: 1.2))
        Self.expectSplit(Self.columns(try wiped.frame(at: 0.5), plain: try plain.frame(at: 0.5)), revealedOnLeft: true)
    }

    @Test("in Arabic the leading edge is the right, and the uncovered part is the joined word as shaped, never cut into letters")
    func wipeRightToLeftKeepsJoining() throws {
        let text = Text("مرحبا بالعالم").font(Self.arabic)
        let plain = Self.card(text), wiped = Self.card(text, reveal: try Self.reveal("wipe"))
        // Every revealed column equals the whole text's own pixels: the clip cuts the drawn word,
        // it does not shape letters apart.
        Self.expectSplit(Self.columns(try wiped.frame(at: 0.4), plain: try plain.frame(at: 0.4)), revealedOnLeft: false)
        Self.expectSplit(Self.columns(try wiped.frame(at: 0.7), plain: try plain.frame(at: 0.7)), revealedOnLeft: false)
        let bottom = Self.card(text, reveal: try Self.reveal("wipe", ["edge": .string("left")]))
        Self.expectSplit(Self.columns(try bottom.frame(at: 0.5), plain: try plain.frame(at: 0.5)), revealedOnLeft: true)
    }

    @Test("an iris shows the middle first, then everything")
    func iris() throws {
        let text = Text("IIIIIIIIIII").font(.system(size: 64, weight: .bold))
        let plain = Self.card(text), iris = Self.card(text, reveal: try Self.reveal("iris"))
        let columns = Self.columns(try iris.frame(at: 0.3), plain: try plain.frame(at: 0.3))
        let shown = columns.enumerated().filter { $0.element == true }.map(\.offset)
        let hidden = columns.enumerated().filter { $0.element == false }.map(\.offset)
        #expect(!shown.isEmpty && !hidden.isEmpty)
        #expect(hidden.contains { $0 < shown.min()! } && hidden.contains { $0 > shown.max()! }, "hidden on both sides of the middle")
        #expect(try iris.frame(at: 1.01) == plain.frame(at: 1.01))
    }

    @Test("rise: each line comes up inside its own band, lower than it rests, and rests at the end")
    func rise() throws {
        let text = Text("First line\nSecond line").font(.system(size: 48, weight: .bold))
        let plain = try Self.card(text).frame(at: 0)
        let rising = Self.card(text, reveal: try Self.reveal("rise", ["stagger": .number(0)]))
        let middle = try rising.frame(at: 0.5)
        let background = plain.pixel(x: 0, y: 0)
        func inkRows(_ frame: Frame) -> [Int] {
            (0..<frame.height).filter { y in (0..<frame.width).contains { frame.pixel(x: $0, y: y) != background } }
        }
        let plainRows = inkRows(plain), risingRows = inkRows(middle)
        #expect(!risingRows.isEmpty)
        #expect(risingRows.min()! > plainRows.min()!, "the first line is lower than where it rests")
        #expect(risingRows.count < plainRows.count, "each line is cut at the bottom of its band: \(risingRows.count) rows of ink, \(plainRows.count) at rest")
        // Staggered by half: early on only the first line has risen into view.
        let staggered = try Self.card(text, reveal: try Self.reveal("rise", ["stagger": .number(1)])).frame(at: 0.3)
        let secondLineTop = try #require(zip(plainRows, plainRows.dropFirst()).first { $1 > $0 + 1 }?.1, "two lines of ink")
        #expect(inkRows(staggered).allSatisfy { $0 < secondLineTop }, "the second line waits for the first")
        #expect(!inkRows(staggered).isEmpty)
        #expect(try rising.frame(at: 1.01) == plain)
    }

    @Test("a conceal runs backwards and has hidden the layer by its end")
    func conceal() throws {
        let text = Text("Goodbye").font(.system(size: 64, weight: .bold))
        let plain = Self.card(text), concealed = Self.card(text, conceal: try Self.reveal("wipe", ["edge": .string("trailing")], conceal: true))
        #expect(try concealed.frame(at: 0.9) == plain.frame(at: 0.9))
        // Half way through the last second: the trailing (right) part still shows.
        Self.expectSplit(Self.columns(try concealed.frame(at: 1.5), plain: try plain.frame(at: 1.5)), revealedOnLeft: false)
        let end = try concealed.frame(at: 2), background = end.pixel(x: 0, y: 0)
        #expect((0..<end.height).allSatisfy { y in (0..<end.width).allSatisfy { end.pixel(x: $0, y: y) == background } })
    }

    @Test("unknown names and parameters are errors with suggestions; a registered reveal is used like a built-in")
    func catalogue() throws {
        #expect(RevealCatalog.shared.entries.map(\.name) == ["wipe", "iris", "rise"])
        do {
            _ = try RevealCatalog.shared.reveal(named: "wype")
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("wipe"), "\(error)")
        }
        #expect(throws: CatalogError.self) { try RevealCatalog.shared.reveal(named: "wipe", parameters: ["edge": .string("middle")]) }
        let catalog = RevealCatalog(entries: [])
        try catalog.register(name: "none", summary: "hides until done") { _ in
            { frame, context, draw in
                guard frame.progress >= 1 else { return }
                var copy = context
                try draw(&copy)
            }
        }
        #expect(catalog.entries.first?.parameters.map(\.name) == ["duration", "delay", "curve"])
        let text = Text("Later").font(.system(size: 64))
        let card = Self.card(text, reveal: try catalog.reveal(named: "none", parameters: ["duration": .number(1)]))
        let background = try card.frame(at: 0.5).pixel(x: 0, y: 0)
        let half = try card.frame(at: 0.5)
        #expect((0..<half.height).allSatisfy { y in (0..<half.width).allSatisfy { half.pixel(x: $0, y: y) == background } })
        #expect(try card.frame(at: 1.5) == Self.card(text).frame(at: 1.5))
    }
}
