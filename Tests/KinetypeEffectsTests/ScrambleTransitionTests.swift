import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// The scramble entrance: slots cycle through a charset in their own advance, settle in the
/// transition's order, and end on the text's still.
@Suite struct ScrambleTransitionTests {
    static let size = (width: 240, height: 60)

    static func card(_ text: Text, charset: ScrambleOptions.Charset = .letters, seed: UInt64 = 0) -> TitleCard {
        var transition = TextTransition(.scramble(charset: charset), duration: 1)
        transition.seed = seed
        return TitleCard(width: size.width, height: size.height, fps: 20, duration: 2, layers: [TitleCard.Layer(text, enter: transition)])
    }

    static func still(_ text: Text) throws -> Frame {
        try TitleCard(width: size.width, height: size.height, fps: 20, duration: 2, layers: [TitleCard.Layer(text)]).frame(at: 0)
    }

    /// The first and last columns with ink (any channel above 40).
    static func inkColumns(_ frame: Frame) -> ClosedRange<Int>? {
        let columns = (0..<frame.width).filter { x in
            (0..<frame.height).contains { y in let p = frame.pixel(x: x, y: y); return max(p.red, p.green, p.blue) > 40 }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    @Test("it ends on the still, scrambles in between, and two runs (or two seeds) give the same (or other) frames")
    func settles() throws {
        let text = Text("Hello").font(.system(size: 24))
        let card = Self.card(text, seed: 3), still = try Self.still(text)
        #expect(RendererTests.maxDifference(try card.frame(at: 1.5), still) == 0)
        for time in [0.3, 0.5, 0.7] {
            let frame = try card.frame(at: time)
            #expect(RendererTests.maxDifference(frame, still) > 40, "scrambling at \(time)")
            #expect(RendererTests.maxDifference(frame, try Self.card(text, seed: 3).frame(at: time)) == 0, "again at \(time)")
        }
        #expect(RendererTests.maxDifference(try card.frame(at: 0.6), try Self.card(text, seed: 4).frame(at: 0.6)) > 40)
    }

    @Test("tabular digits scramble in place: once every slot shows, the ink width stays the still's within a pixel")
    func keepsTheWidth() throws {
        let text = Text("4080").font(.system(size: 24).monospacedDigit())
        let card = Self.card(text, charset: .digits), still = try #require(Self.inkColumns(try Self.still(text)))
        // Four slots over 1 s, each window half the duration: the last starts at 0.5 s and is opaque by 0.55 s.
        for step in 0..<8 {
            let columns = try #require(Self.inkColumns(try card.frame(at: 0.6 + Double(step) * 0.05)))
            #expect(abs(columns.count - still.count) <= 1, "at \(0.6 + Double(step) * 0.05): \(columns) against \(still)")
        }
    }

    @Test("Hebrew settles from its right end")
    func hebrewRightToLeft() throws {
        let text = Text("שלום").font(.system(size: 28))
        let card = Self.card(text, charset: .custom("אבגדהוזחט")), still = try Self.still(text)
        // From 0.7 s the two slots read first (the right end) have settled, and the last scrambles
        // until 1 s: the right end no longer changes (drawn as settled glyphs are mid-transition,
        // unquantized, so compared with a later frame of it), the left end is not yet the still.
        let frame = try card.frame(at: 0.7), later = try card.frame(at: 0.95), ink = try #require(Self.inkColumns(still))
        let width = CGFloat(ink.count), height = CGFloat(Self.size.height)
        let right = RendererTests.maxDifference(frame, later, in: CGRect(x: CGFloat(ink.upperBound) - width * 0.35, y: 0, width: width * 0.35 + 2, height: height))
        let left = RendererTests.maxDifference(frame, still, in: CGRect(x: CGFloat(ink.lowerBound) - 2, y: 0, width: width * 0.2, height: height))
        #expect(right == 0 && left > 40, "right \(right), left \(left)")
    }
}
