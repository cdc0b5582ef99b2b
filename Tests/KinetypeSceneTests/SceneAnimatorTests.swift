import KinetypeCard
import Foundation
import KinetypeAnimation
import KinetypeEffects
import KinetypePrimitives
import KinetypeScene
import KinetypeText
import Testing

/// `animators:` on a layer: decoded into the engine's own TextAnimator and RangeSelector, drawn,
/// and bad values reported at their place.
@Suite struct SceneAnimatorTests {
    static let source = """
        version: 1
        canvas: 640x200
        duration: 2
        background: black
        layers:
          - text: "Range"
            font: {family: Inter, size: 80}
            animators:
              - properties: {opacity: 0, offset: [0, 40], scale: 0.5, rotation: 20, blur: 8, tracking: 10, color: "#ff0", wght: 900}
                selector: {units: words, shape: rampUp, start: 0, end: 50, offset: {from: -100, to: 100, duration: 1.5, curve: easeOut}, easeHigh: 20, easeLow: -30, randomize: true, seed: 7, mode: max}
              - properties: {offset: [5, 0]}
                selectors:
                  - {shape: triangle, basis: index, end: {from: 1, to: 5, spring: {duration: 0.4, bounce: 0.2}, delay: 0.25}}
                  - {mode: subtract, amount: 50}
              - properties: {opacity: 0.5}

        """

    @Test("every key is read into the engine's animator types")
    func decoded() throws {
        let scene = try SceneLoader().load(string: Self.source, fileName: "card.yaml")
        let animators = scene.layers[0].animators
        try #require(animators.count == 3)
        #expect(animators[0].properties == TextAnimator.Properties(
            opacity: 0, offset: CGSize(width: 0, height: 40), scale: 0.5, rotation: .degrees(20), blur: 8, tracking: 10,
            color: try Color(parsing: "#ff0"), variations: [FontVariation("wght", 900)]))
        #expect(animators[0].selectors == [RangeSelector(
            units: .words, shape: .rampUp, start: 0, end: 50,
            offset: AnimatedValue(from: -100, to: 100, animation: .timingCurve(.easeOut, duration: 1.5)),
            easeHigh: 20, easeLow: -30, seed: 7, mode: .max)])
        #expect(animators[1].selectors == [
            RangeSelector(basis: .index, shape: .triangle,
                          end: AnimatedValue(from: 1, to: 5, animation: .spring(duration: 0.4, bounce: 0.2), delay: 0.25)),
            RangeSelector(amount: 50, mode: .subtract),
        ])
        #expect(animators[2].selectors == [RangeSelector()])
        // Drawn: at the start every word is past the ramp's end (fully animated); at the end none is.
        let card = try TitleCard(scene: scene)
        func ink(_ time: Double) throws -> Int {
            let frame = try card.frame(at: time)
            return (0..<frame.height).reduce(0) { sum, y in (0..<frame.width).reduce(sum) { $0 + Int(frame.pixel(x: $1, y: y).green) } }
        }
        #expect(try ink(1.9) > 2 * (try ink(0)))
    }

    @Test("bad animators are errors at their place", arguments: [
        ("animators: {opacity: 0}", 4, "layers[0].animators", "a list of animators"),
        ("animators: [{selector: {}}]", 4, "layers[0].animators[0].properties", "missing required key 'properties'"),
        ("animators: [{properties: {opacty: 0}}]", 4, "layers[0].animators[0].properties.opacty", "did you mean 'opacity'?"),
        ("animators: [{properties: {opacity: 2}}]", 4, "layers[0].animators[0].properties.opacity", "from 0 to 1"),
        ("animators: [{properties: {}}]", 4, "layers[0].animators[0].properties", "at least one property"),
        ("animators: [{properties: {offset: [1]}}]", 4, "layers[0].animators[0].properties.offset", "two numbers"),
        ("animators: [{properties: {color: blu}}]", 4, "layers[0].animators[0].properties.color", "did you mean"),
        ("animators: [{properties: {wght: 1e9}}]", 4, "layers[0].animators[0].properties.wght", "from -32768 to 32767"),
        ("animators: [{properties: {scale: 2}, selector: {shape: rampup}}]", 4, "layers[0].animators[0].selector.shape", "did you mean \"rampUp\"?"),
        ("animators: [{properties: {scale: 2}, selector: {units: letters}}]", 4, "layers[0].animators[0].selector.units", "characters, charactersExcludingSpaces, words, lines"),
        ("animators: [{properties: {scale: 2}, selector: {easeHigh: 150}}]", 4, "layers[0].animators[0].selector.easeHigh", "from -100 to 100"),
        ("animators: [{properties: {scale: 2}, selector: {ofset: 10}}]", 4, "layers[0].animators[0].selector.ofset", "did you mean 'offset'?"),
        ("animators: [{properties: {scale: 2}, selector: {seed: 3}}]", 4, "layers[0].animators[0].selector.seed", "randomize: true"),
        ("animators: [{properties: {scale: 2}, selector: {seed: 1.5, randomize: true}}]", 4, "layers[0].animators[0].selector.seed", "whole number"),
        ("animators: [{properties: {scale: 2}, selector: {offset: {from: 0}}}]", 4, "layers[0].animators[0].selector.offset.to", "missing required key 'to'"),
        ("animators: [{properties: {scale: 2}, selector: {offset: {from: 0, to: 1, curve: easyIn}}}]", 4, "layers[0].animators[0].selector.offset.curve", "did you mean"),
        ("animators: [{properties: {scale: 2}, selector: {offset: {from: 0, to: 1, curve: linear, spring: bouncy}}}]", 4, "layers[0].animators[0].selector.offset.curve", "either spring or curve"),
        ("animators: [{properties: {scale: 2}, selector: {mode: xor}}]", 4, "layers[0].animators[0].selector.mode", "add, subtract, intersect, min, max, difference"),
        ("animators: [{properties: {scale: 2}, selector: {}, selectors: []}]", 4, "layers[0].animators[0].selectors", "either selector or selectors"),
        ("animators: [{properties: {scale: 2}, selectors: []}]", 4, "layers[0].animators[0].selectors", "at least one selector"),
    ])
    func badAnimator(_ line: String, _ lineNumber: Int, _ keyPath: String, _ says: String) {
        do {
            _ = try SceneLoader().load(string: "version: 1\nlayers:\n  - text: Hi\n    \(line)\n", fileName: "card.yaml")
            Issue.record("expected an error for \(line)")
        } catch {
            #expect(error.keyPath == keyPath, "\(error)")
            #expect(error.line == lineNumber, "\(error)")
            #expect(error.message.contains(says), "\(error.message)")
        }
    }
}
