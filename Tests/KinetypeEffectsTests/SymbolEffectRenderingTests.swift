import Foundation
import Kinetype
import Testing

/// Symbol effects on a card layer: discrete effects return to rest, indefinite ones rest when
/// they end, appear and draw on start with no ink and end as the plain render, disappear and draw
/// off the reverse.
@Suite struct SymbolEffectRenderingTests {
    static let text = Text("Effects").font(.system(size: 48, weight: .bold))

    static func card(_ effect: String, schedule: ScheduledSymbolEffect.Schedule, options: SymbolEffectOptions = .default) throws -> TitleCard {
        var layer = TitleCard.Layer(text)
        layer.effects = [ScheduledSymbolEffect(try SymbolEffectParser.parse(effect), options: options, schedule: schedule)]
        return TitleCard(width: 320, height: 120, fps: 30, duration: 4, layers: [layer])
    }

    static let plain = try! TitleCard(width: 320, height: 120, fps: 30, duration: 4, layers: [TitleCard.Layer(text)]).frame(at: 0)

    static func ink(_ frame: Frame) -> Int {
        var count = 0
        for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y).red > 16 { count += 1 } }
        return count
    }

    @Test("discrete effects are at rest before and after playing, and move in between",
          arguments: ["bounce.up.byLayer", "bounce.down", "pulse", "wiggle.clockwise", "rotate.byLayer", "breathe"])
    func discreteReturnsToRest(effect: String) throws {
        let card = try Self.card(effect, schedule: .triggers([0.5]), options: .repeat(1))
        #expect(RendererTests.maxDifference(try card.frame(at: 0.2), Self.plain) <= 1, "\(effect) before its trigger")
        #expect(RendererTests.maxDifference(try card.frame(at: 3.9), Self.plain) <= 1, "\(effect) after playing")
        let moving = try (1...10).map { try card.frame(at: 0.5 + Double($0) * 0.1) }
        #expect(moving.contains { RendererTests.maxDifference($0, Self.plain) > 20 }, "\(effect) moves while playing")
    }

    @Test("indefinite effects run while active and rest after", arguments: ["variableColor.iterative.reversing", "scale.up", "pulse"])
    func indefinite(effect: String) throws {
        let card = try Self.card(effect, schedule: .active([0.5...2]))
        #expect(RendererTests.maxDifference(try card.frame(at: 1.2), Self.plain) > 20, "\(effect) active")
        #expect(RendererTests.maxDifference(try card.frame(at: 3), Self.plain) <= 1, "\(effect) after")
    }

    @Test("appear and draw on start with no ink and end as the plain render", arguments: ["appear.up", "automatic", "drawOn.byLayer", "drawOn.wholeSymbol"])
    func entering(effect: String) throws {
        let card = try Self.card(effect, schedule: .transition(at: 0))
        #expect(Self.ink(try card.frame(at: 0)) == 0, "\(effect) at 0")
        #expect(RendererTests.maxDifference(try card.frame(at: 3.9), Self.plain) <= 1, "\(effect) done")
        if effect.hasPrefix("drawOn") {
            var previous = 0
            for step in 1...12 {
                let count = Self.ink(try card.frame(at: Double(step) * 0.05))
                #expect(count + 40 >= previous, "\(effect): ink grows (step \(step))")
                previous = max(previous, count)
            }
        }
    }

    @Test("disappear and draw off end with no ink", arguments: ["disappear.down", "drawOff.byLayer"])
    func leaving(effect: String) throws {
        let card = try Self.card(effect, schedule: .transition(at: 1))
        #expect(RendererTests.maxDifference(try card.frame(at: 0.5), Self.plain) <= 1, "\(effect) before")
        #expect(Self.ink(try card.frame(at: 3.9)) == 0, "\(effect) gone")
    }

    @Test("a leaving effect timed to the end has just finished there, however long the text", arguments: ["drawOff.byLayer", "disappear.down.byLayer", "drawOff.wholeSymbol", "drawOff.individually"])
    func endsAtTheEnd(effect: String) throws {
        let card = try Self.card(effect, schedule: .transitionEnding(at: 3))
        #expect(Self.ink(try card.frame(at: 3)) == 0, "\(effect) gone at the end")
        if effect != "drawOff.individually" {   // one glyph after another takes longer than the card here
            #expect(RendererTests.maxDifference(try card.frame(at: 0.2), Self.plain) <= 1, "\(effect) whole before")
        }
        #expect(Self.ink(try card.frame(at: 2.75)) > 0, "\(effect) still leaving just before the end")
    }

    @Test("seed 000: variable color while scaled up combine")
    func combined() throws {
        var layer = TitleCard.Layer(Self.text)
        layer.effects = [
            ScheduledSymbolEffect(AnySymbolEffect(.variableColor.iterative.reversing), schedule: .active([0...3])),
            ScheduledSymbolEffect(AnySymbolEffect(.scale.up), schedule: .active([0...3])),
        ]
        let card = TitleCard(width: 320, height: 120, fps: 30, duration: 4, layers: [layer])
        let frame = try card.frame(at: 1.3)
        #expect(RendererTests.maxDifference(frame, Self.plain) > 20)
        #expect(RendererTests.maxDifference(try card.frame(at: 3.5), Self.plain) <= 1)
    }

    @Test("reduce motion: a bounce does not move, a twirl becomes a crossfade")
    func reduceMotion() throws {
        var bounce = try Self.card("bounce.up.byLayer", schedule: .triggers([0]))
        bounce.reduceMotion = true
        for time in [0.1, 0.2, 0.3] {
            #expect(RendererTests.maxDifference(try bounce.frame(at: time), Self.plain) <= 1, "no movement at \(time)")
        }
        var twirl = TitleCard(width: 320, height: 120, fps: 30, duration: 4,
                              layers: [TitleCard.Layer(Self.text, enter: try TextTransition.named("twirl"))])
        twirl.reduceMotion = true
        let fade = TitleCard(width: 320, height: 120, fps: 30, duration: 4,
                             layers: [TitleCard.Layer(Self.text, enter: try TextTransition.named("twirl").crossfade)])
        #expect(RendererTests.maxDifference(try twirl.frame(at: 0.3), try fade.frame(at: 0.3)) == 0)
        #expect(RendererTests.maxDifference(try twirl.frame(at: 0.3), Self.plain) > 20, "still fading in")
    }

    @Test("quick-mode schedules: discrete once at the start, indefinite throughout, draw off at the end; replace is refused")
    func defaultSchedules() throws {
        #expect(try ScheduledSymbolEffect.defaultSchedule(for: SymbolEffectParser.parse("bounce"), length: 3) == .triggers([0]))
        #expect(try ScheduledSymbolEffect.defaultSchedule(for: SymbolEffectParser.parse("scale.up"), length: 3) == .active([0...3]))
        #expect(try ScheduledSymbolEffect.defaultSchedule(for: SymbolEffectParser.parse("drawOn"), length: 3) == .transition(at: 0))
        #expect(try ScheduledSymbolEffect.defaultSchedule(for: SymbolEffectParser.parse("drawOff"), length: 3) == .transitionEnding(at: 3))
        #expect(throws: ScheduleError.self) { try ScheduledSymbolEffect.defaultSchedule(for: SymbolEffectParser.parse("replace.downUp"), length: 3) }
    }
}
