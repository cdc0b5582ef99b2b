import Foundation
import Kinetype
import KinetypeTestSupport
import KinetypeTestSupportCore
import Testing

/// Built-in transitions on a layer: hidden when they start entering, the plain render once done,
/// hidden again when an exit finishes; in between, something partly shown.
@Suite struct TransitionTests {
    static let names = TextTransition.builtIns.map(\.name)

    static func card(_ enter: TextTransition?, exit: TextTransition? = nil) -> TitleCard {
        let text = Text("Title card").font(.system(size: 48, weight: .bold))
        return TitleCard(width: 400, height: 160, fps: 30, duration: 3, background: .color(.black),
                         layers: [TitleCard.Layer(text, enter: enter, exit: exit)])
    }

    static func isBlank(_ frame: Frame) -> Bool {
        for y in stride(from: 0, to: frame.height, by: 1) {
            for x in stride(from: 0, to: frame.width, by: 1) where frame.pixel(x: x, y: y) != (0, 0, 0, 255) { return false }
        }
        return true
    }

    static func inked(_ frame: Frame) -> Int {
        var count = 0
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y).red > 16 { count += 1 } }
        return count
    }

    @Test("entering: hidden at the start, the plain render when done, partly shown between", arguments: names)
    func enter(name: String) throws {
        let transition = try TextTransition.named(name, duration: 0.8)
        let card = Self.card(transition)
        let plain = try Self.card(nil).frame(at: 0)
        if name == "typewriter" {
            #expect(Self.inked(try card.frame(at: 0)) < 600, "only the caret (about 5 × 65 px) shows at 0")
        } else {
            #expect(Self.isBlank(try card.frame(at: 0)), "\(name) at 0")
        }
        let done = try card.frame(at: transition.totalDuration)
        #expect(RendererTests.maxDifference(done, plain) <= 1, "\(name) done")
        let middle = try card.frame(at: 0.35)
        #expect(!Self.isBlank(middle), "\(name) midway shows something")
        #expect(RendererTests.maxDifference(middle, plain) > 8, "\(name) midway differs from the end")
    }

    @Test("a glowing title leaving glyph by glyph: the glows lie beneath every glyph, none tints a neighbour")
    func glowBeneathGlyphs() throws {
        let plainText = Text("HHH").font(.system(size: 80, weight: .bold)).foregroundColor(.white)
        let exit = TextTransition(.opacity, duration: 0.8, stagger: .glyph)
        func frame(_ text: Text) throws -> Frame {
            // The instant the exit starts: every glyph still whole, drawn one by one.
            try TitleCard(width: 400, height: 160, fps: 30, duration: 3, background: .color(.black),
                          layers: [TitleCard.Layer(text, exit: exit)]).frame(at: 3 - exit.totalDuration + 1e-6)
        }
        let plain = try frame(plainText)
        let glowing = try frame(plainText.glow(Color(red: 1, green: 0, blue: 0), radius: 14))
        // Where the glyphs are white without the glow, they stay white with it (glyph by glyph,
        // each glyph's red glow used to tint the glyph before it).
        var white = 0, tinted = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width where plain.pixel(x: x, y: y) == (255, 255, 255, 255) {
                white += 1
                let p = glowing.pixel(x: x, y: y)
                if p.green < 250 || p.blue < 250 { tinted += 1 }
            }
        }
        #expect(white > 1000)
        #expect(tinted == 0, "\(tinted) of \(white) white pixels tinted by a glow")
    }

    @Test("leaving: the plain render before the exit, hidden at the end", arguments: names)
    func exit(name: String) throws {
        let transition = try TextTransition.named(name, duration: 0.8)
        let card = Self.card(nil, exit: transition)
        let plain = try Self.card(nil).frame(at: 0)
        #expect(RendererTests.maxDifference(try card.frame(at: 2.0), plain) <= 1, "\(name) before its exit")
        let last = try card.frame(at: 3.0)
        if name == "typewriter" {
            #expect(Self.inked(last) < Self.inked(plain) / 4, "typewriter has erased most glyphs")
        } else {
            #expect(Self.isBlank(last), "\(name) gone at the end")
        }
    }

    @Test("stagger: glyphs start one after another")
    func stagger() throws {
        let transition = TextTransition(.opacity, duration: 1, stagger: .glyph)
        #expect(transition.window(index: 0, count: 5).start == 0)
        expectClose(transition.window(index: 4, count: 5).start, 0.5, tolerance: 1e-9)
        expectClose(transition.window(index: 2, count: 5).length, 0.5, tolerance: 1e-9)
        // The first glyph is further in than the last, part-way through.
        #expect(transition.progress(index: 0, count: 5, time: 0.4) > transition.progress(index: 4, count: 5, time: 0.4))
        let words = try TransitionRenderer.elements(of: Text("one two three").layout(), unit: .word)
        #expect(words.count == 3)
        let lines = try TransitionRenderer.elements(of: Text("a\nb").layout(), unit: .line)
        #expect(lines.count == 2)
    }

    @Test("a layer shows only between its start and end")
    func timeSpan() throws {
        let card = TitleCard(width: 200, height: 100, duration: 3, layers: [
            TitleCard.Layer(Text("Hi").font(.system(size: 40)), start: 1, end: 2),
        ])
        #expect(Self.isBlank(try card.frame(at: 0.5)))
        #expect(!Self.isBlank(try card.frame(at: 1.5)))
        #expect(Self.isBlank(try card.frame(at: 2.5)))
    }

    @Test("gradient backgrounds run from their first to their last colour")
    func gradientBackground() throws {
        let card = TitleCard(width: 200, height: 100, duration: 1,
                             background: .linearGradient(Gradient(colors: [.black, .white]), angle: .zero), layers: [])
        let frame = try card.frame(at: 0)
        #expect(frame.pixel(x: 0, y: 50).red < 4)
        #expect(frame.pixel(x: 199, y: 50).red > 251)
    }
}
