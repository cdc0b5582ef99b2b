import Foundation
import Kinetype
import KinetypeCard
import KinetypeTestSupportCore
import Testing

/// `TitleCard.timeline`: when layers show and their transitions, effects and animators run.
@Suite struct TitleCardTimelineTests {
    @Test("spans and intervals in card seconds, from the layers' own numbers")
    func intervals() throws {
        var first = TitleCard.Layer(Text("One"), start: 0.5, end: 3,
                                    enter: TextTransition(.opacity, duration: 0.6, delay: 0.2),
                                    exit: TextTransition(.opacity, duration: 0.4, delay: 0.1))
        first.effects = [ScheduledSymbolEffect(AnySymbolEffect(.pulse), schedule: .active([1.0...1.5]))]
        var second = TitleCard.Layer(Text("Two"))
        second.animators = [TextAnimator(properties: .init(opacity: 0),
                                         selector: RangeSelector(offset: AnimatedValue(from: -100, to: 100, animation: .linear(duration: 1.5), delay: 0.5)))]
        let card = TitleCard(width: 64, height: 32, fps: 10, duration: 4, layers: [first, second])
        let timeline = card.timeline
        #expect(timeline.duration == 4)
        #expect(timeline.layers.map(\.text) == ["One", "Two"])
        #expect(timeline.layers.map(\.start) == [0.5, 0] && timeline.layers.map(\.end) == [3, 4])

        let one = timeline.layers[0].intervals
        #expect(one.map(\.kind) == [.enter, .exit, .effect])
        // Enter: the layer's start + its delay, for its duration. Exit: ends its delay before the
        // layer's end. The effect: its active interval, moved to card time.
        expectClose(one[0].start, 0.7, tolerance: 1e-9)
        expectClose(one[0].end, 1.3, tolerance: 1e-9)
        expectClose(one[1].start, 2.5, tolerance: 1e-9)
        expectClose(one[1].end, 2.9, tolerance: 1e-9)
        expectClose(one[2].start, 1.5, tolerance: 1e-9)
        expectClose(one[2].end, 2.0, tolerance: 1e-9)
        #expect(one[0].name == "opacity" && one[2].name.hasPrefix("pulse"))

        // The animator's offset moves from 0.5 s for 1.5 s (a linear animation): 0.5 to 2.0,
        // to within a frame.
        let two = timeline.layers[1].intervals
        #expect(two.map(\.kind) == [.animator])
        expectClose(two[0].start, 0.5, tolerance: 1e-9)
        expectClose(two[0].end, 2.0, tolerance: 0.1 + 1e-9)
    }

    @Test("a card of many layers draws each frame as a card of only the layers showing then would, and its timeline still lists every layer")
    func manyLayers() throws {
        // 120 numbered layers, each showing for 0.75 s, half of them overlapping the next.
        let layers = (0..<120).map { index in
            TitleCard.Layer(Text("\(index)").font(.system(size: 20)), anchor: UnitPoint(x: Double(index % 4) / 3, y: 0.5),
                            start: Double(index) * 0.5, end: Double(index) * 0.5 + 0.75)
        }
        let card = TitleCard(width: 160, height: 40, fps: 10, duration: 61, layers: layers)
        #expect(card.timeline.layers.count == 120 && card.timeline.layers.last?.text == "119")
        for time in [0.0, 0.5, 0.74, 0.75, 13.6, 37.25, 59.5, 60.25] {
            let showing = layers.filter { $0.start <= time && (time <= ($0.end ?? 61) + 1e-9) }
            let alone = TitleCard(width: 160, height: 40, fps: 10, duration: 61, layers: showing)
            let drawn = try card.frame(at: time).pixels, expected = try alone.frame(at: time).pixels
            #expect(drawn == expected, "at \(time) s, with \(showing.count) layers showing")
        }
    }

    @Test("a discrete effect runs from its trigger until the glyphs are at rest, within the layer")
    func discreteEffect() throws {
        var layer = TitleCard.Layer(Text("Hop"), start: 1, end: 4)
        layer.effects = [ScheduledSymbolEffect(AnySymbolEffect(.bounce), schedule: .triggers([0.5]))]
        let card = TitleCard(width: 64, height: 32, fps: 30, duration: 5, layers: [layer])
        let interval = try #require(card.timeline.layers.first?.intervals.first)
        #expect(interval.kind == .effect && interval.start == 1.5)
        // A bounce lasts well under a second and more than a frame.
        #expect(interval.end > 1.5 + 1.0 / 30 && interval.end < 2.5)
        // Once it ends the glyphs are at rest: the frame there equals a frame of the layer with no effect.
        var still = layer
        still.effects = []
        let after = ((interval.end + 0.1) * 30).rounded() / 30
        #expect(try card.frame(at: after).pixels == TitleCard(width: 64, height: 32, fps: 30, duration: 5, layers: [still]).frame(at: after).pixels)
    }
}
