import Foundation
import Kinetype
import Testing

/// Counters: digits of the same place value compare, only the changed ones roll, in the
/// direction of the change, and the width ends as the new number's.
@Suite struct NumericCounterTests {
    static let font = Font.system(size: 24).monospacedDigit()
    static let size = (width: 160, height: 60)

    static func card(_ from: String, _ replacement: TextReplacement) -> TitleCard {
        var layer = TitleCard.Layer(Text(from).font(font))
        layer.replacements = [replacement]
        return TitleCard(width: size.width, height: size.height, fps: 20, duration: 2, layers: [layer])
    }

    static func still(_ text: String) throws -> Frame {
        try TitleCard(width: size.width, height: size.height, fps: 20, duration: 2, layers: [TitleCard.Layer(Text(text).font(font))]).frame(at: 0)
    }

    /// Which digits of `to` differ mid-roll from their place in `to`'s still (and the boxes checked).
    static func rolling(_ from: String, _ to: String) throws -> [Bool] {
        let card = card(from, .numericText(Text(to).font(font), at: 0.5))
        let layout = try Text(to).font(font).layout(maxWidth: CGFloat(size.width) - 36)
        let origin = CGPoint(x: ((CGFloat(size.width) - layout.size.width) / 2).rounded(),
                             y: ((CGFloat(size.height) - layout.size.height) / 2).rounded())
        let frame = try card.frame(at: 0.65), still = try still(to)
        return layout[0][0].map { slice in
            let box = slice.typographicBounds.rect.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: 1, dy: 0)
            return RendererTests.maxDifference(frame, still, in: box) > 20
        }
    }

    @Test("199 → 200 rolls all three digits, 1200 → 1201 only the last")
    func placeValues() throws {
        #expect(try Self.rolling("199", "200") == [true, true, true])
        #expect(try Self.rolling("1200", "1201") == [false, false, false, true])
        #expect(try Self.rolling("9", "10") == [true, true])
    }

    @Test("the counter ends as the new number's still, its width included")
    func endsAsStill() throws {
        for (from, to) in [("199", "200"), ("99", "100"), ("1000", "999")] {
            let card = Self.card(from, .numericText(Text(to).font(Self.font), at: 0.5))
            #expect(RendererTests.maxDifference(try card.frame(at: 1.5), try Self.still(to)) == 0, "\(from) → \(to)")
        }
    }

    @Test("a value's digits roll in the direction of the change; countsDown is honoured")
    func direction() throws {
        func frame(_ from: String, _ replacement: TextReplacement) throws -> Frame { try Self.card(from, replacement).frame(at: 0.6) }
        let text = Text("199").font(Self.font)
        let down = try frame("200", .numericText(text, at: 0.5, countsDown: true))
        let up = try frame("200", .numericText(text, at: 0.5, countsDown: false))
        #expect(RendererTests.maxDifference(down, up) > 20)
        #expect(RendererTests.maxDifference(try frame("200", .numericText(text, at: 0.5, value: 199)), down) == 0)
        let more = Text("201").font(Self.font)
        #expect(RendererTests.maxDifference(try frame("200", .numericText(more, at: 0.5, value: 201)),
                                            try frame("200", .numericText(more, at: 0.5))) == 0)
    }
}
