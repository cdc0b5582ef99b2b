import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Scramble replace: slots cycle through a charset in their own advance, then settle in order.
@Suite struct ScrambleReplaceTests {
    static let size = (width: 200, height: 60)

    static func card(_ from: Text, _ to: Text, effect: String) throws -> TitleCard {
        var layer = TitleCard.Layer(from)
        layer.replacement = TextReplacement(to, at: 0.5, effect: try SymbolEffectParser.parse(effect))
        return TitleCard(width: size.width, height: size.height, fps: 20, duration: 2, layers: [layer])
    }

    static func still(_ text: Text) throws -> Frame {
        try TitleCard(width: size.width, height: size.height, fps: 20, duration: 2, layers: [TitleCard.Layer(text)]).frame(at: 0)
    }

    /// The columns holding ink (red above 40): the first and last.
    static func inkColumns(_ frame: Frame) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for x in 0..<frame.width where (0..<frame.height).contains(where: { frame.pixel(x: x, y: $0).red > 40 }) { columns.append(x) }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    @Test("the last frame is the new text's still, and two runs give the same frames")
    func settlesOnTheStill() throws {
        let font = Font.system(size: 20)
        let card = try Self.card(Text("Hello").font(font), Text("World").font(font), effect: "replace.scramble(seed: 9)")
        #expect(RendererTests.maxDifference(try card.frame(at: 1.6), try Self.still(Text("World").font(font))) == 0)
        let again = try Self.card(Text("Hello").font(font), Text("World").font(font), effect: "replace.scramble(seed: 9)")
        for time in [0.6, 0.9, 1.2] {
            let frame = try card.frame(at: time)
            #expect(RendererTests.maxDifference(frame, try again.frame(at: time)) == 0, "at \(time)")
            #expect(RendererTests.maxDifference(frame, try Self.still(Text("World").font(font))) > 40, "scrambling at \(time)")
        }
        let other = try Self.card(Text("Hello").font(font), Text("World").font(font), effect: "replace.scramble(seed: 10)")
        #expect(RendererTests.maxDifference(try card.frame(at: 0.6), try other.frame(at: 0.6)) > 40, "another seed, other characters")
    }

    @Test("with tabular digits the line's ink width varies by at most a pixel")
    func digitsKeepTheWidth() throws {
        let font = Font.system(size: 20).monospacedDigit()
        let card = try Self.card(Text("2026").font(font), Text("4080").font(font), effect: "replace.scramble(digits)")
        let still = try #require(Self.inkColumns(try Self.still(Text("4080").font(font))))
        for step in 0..<20 {
            let columns = try #require(Self.inkColumns(try card.frame(at: 0.5 + Double(step) * 0.05)))
            #expect(abs(columns.count - still.count) <= 1, "step \(step): \(columns) against \(still)")
        }
    }

    @Test("Hebrew settles from its right end")
    func hebrewRightToLeft() throws {
        let font = Font.system(size: 24)
        let text = Text("שלום").font(font)
        let card = try Self.card(Text("abcd").font(font), text, effect: "replace.scramble(charset: \"אבגדהוזחט\")")
        let layout = try text.layout(maxWidth: CGFloat(Self.size.width) - 36)
        let origin = CGPoint(x: ((CGFloat(Self.size.width) - layout.size.width) / 2).rounded(),
                             y: ((CGFloat(Self.size.height) - layout.size.height) / 2).rounded())
        let units = TextMorphMatch.units(of: layout)
        #expect(units.count == 4)
        // 1 s of scramble over four slots: 0.55 s in, the first two read (the rightmost) have settled.
        let frame = try card.frame(at: 1.05), still = try Self.still(text)
        let differences = units.map { unit in
            RendererTests.maxDifference(frame, still, in: unit.bounds.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: unit.bounds.width * 0.3, dy: 0))
        }
        #expect(differences.map { $0 <= 8 } == [true, true, false, false], "\(differences)")
        #expect(units[0].bounds.minX > units[3].bounds.minX, "reading order runs right to left")
    }
    @Test("every frame in between shows only charset characters in the slots not yet settled")
    func onlyTheCharset() throws {
        let font = Font.custom("Noto Sans Mono", size: 24)
        let target = Array("ABC")
        let card = try Self.card(Text("xyz").font(font), Text(String(target)).font(font), effect: #"replace.scramble(charset: "01", seed: 5)"#)
        // In a monospaced font every mix of charset characters and settled letters is a still of its own.
        var stills: [(String, Frame)] = []
        for code in 0..<27 {
            let text = String((0..<3).map { slot in ["0", "1", target[slot]][code / [1, 3, 9][slot] % 3] })
            stills.append((text, try Self.still(Text(text).font(font))))
        }
        var seen = Set<String>()
        for step in 0...20 {
            let frame = try card.frame(at: 0.5 + Double(step) * 0.05)
            let shown = stills.first { RendererTests.maxDifference(frame, $0.1) == 0 }?.0
            #expect(shown != nil, "at \(0.5 + Double(step) * 0.05) s the frame is no mix of 0, 1 and the settled letters")
            if let shown { seen.insert(shown) }
        }
        #expect(seen.contains("ABC") && seen.count >= 4, "the slots cycled, then settled: \(seen.sorted())")
    }
}
