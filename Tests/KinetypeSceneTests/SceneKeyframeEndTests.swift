import Foundation
import KinetypeCard
import KinetypeRasterKernels
import KinetypeScene
import Testing

/// Key times anchored to the end (`at: end`, `at: end-0.6`): an outro keeps its place, and its
/// frames their pixels, when the scene's duration changes.
@Suite struct SceneKeyframeEndTests {
    static func card(duration: Double) throws -> TitleCard {
        try TitleCard(scene: SceneLoader().load(string: """
            version: 1
            params:
              hold: {type: duration, default: 4}
            canvas: 96x54
            fps: 10
            duration: $hold
            layers:
              - text: Bye
                font: {size: 20}
                keyframes:
                  opacity: [{at: end-0.6, value: 1}, {at: end, value: 0}]
                  offset: [{at: 0, value: [-20, 0]}, {at: 0.5, value: [0, 0]}, {at: end-0.6, value: [0, 0]}, {at: end, value: [0, 20]}]

            """, fileName: "card.yaml", variables: ["hold": String(Int(duration))]))
    }

    @Test("a card of 4 s and one of 6 s have byte-identical last 0.6 s")
    func outroStaysPut() throws {
        let short = try Self.card(duration: 4), long = try Self.card(duration: 6)
        #expect(short.frameCount == 40 && long.frameCount == 60)
        for index in 0..<6 {
            let a = try short.frame(at: Double(34 + index) / 10), b = try long.frame(at: Double(54 + index) / 10)
            #expect(a.pixels == b.pixels, "frame \(index) of the outro")
        }
        // Not the same as an unanchored card: the 6 s one is still fully in at 3.4 s.
        #expect(try short.frame(at: 3.7).pixels != long.frame(at: 3.7).pixels)
    }

    @Test("an anchored time needs the scene's duration and must fall within it")
    func anchoredTimeErrors() throws {
        let noDuration = "version: 1\nlayers:\n  - text: a\n    keyframes: {opacity: [{at: end-1, value: 1}]}\n"
        let error = try #require(throws: SceneError.self) { try SceneLoader().load(string: noDuration, fileName: "card.yaml") }
        #expect(error.keyPath == "layers[0].keyframes.opacity[0].at" && error.message.contains("give the scene a duration"), "\(error)")
        let early = "version: 1\nduration: 2\nlayers:\n  - text: a\n    keyframes: {opacity: [{at: end-3, value: 1}]}\n"
        let before = try #require(throws: SceneError.self) { try SceneLoader().load(string: early, fileName: "card.yaml") }
        #expect(before.message.contains("before its start"), "\(before)")
        let bad = "version: 1\nduration: 2\nlayers:\n  - text: a\n    keyframes: {opacity: [{at: end+1, value: 1}]}\n"
        let malformed = try #require(throws: SceneError.self) { try SceneLoader().load(string: bad, fileName: "card.yaml") }
        #expect(malformed.message.contains("or end-SECONDS"), "\(malformed)")
        for (time, says) in [("end-0x1", "or end-SECONDS"), ("END-1", "with end in lower case; got \"END-1\"")] {
            let text = "version: 1\nduration: 2\nlayers:\n  - text: a\n    keyframes: {opacity: [{at: \(time), value: 1}]}\n"
            let refused = try #require(throws: SceneError.self) { try SceneLoader().load(string: text, fileName: "card.yaml") }
            #expect(refused.message.contains(says), "\(time): \(refused)")
        }
        let order = "version: 1\nduration: 2\nlayers:\n  - text: a\n    keyframes: {opacity: [{at: end-0.5, value: 1}, {at: 1, value: 0}]}\n"
        let late = try #require(throws: SceneError.self) { try SceneLoader().load(string: order, fileName: "card.yaml") }
        #expect(late.message.contains("comes after one at 1.5 s"), "\(late)")
    }
}
