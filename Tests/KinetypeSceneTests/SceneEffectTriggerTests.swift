import Foundation
import KinetypeCard
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// `effects: [{effect: bounce, at: beats}]` and `at: onsets`: read as the sound's events, listed
/// among the scene's drivers, given times from those inside their layer, and refused by the
/// compiler until then.
@Suite struct SceneEffectTriggerTests {
    static func scene(_ at: String) throws -> SceneDocument {
        try SceneLoader().load(string: """
            version: 1
            canvas: 160x90
            duration: 3
            layers:
              - text: Hi
                end: 2
                effects:
                  - {effect: bounce, at: \(at)}
                  - {effect: pulse, at: 1}
            """, fileName: "card.yaml")
    }

    @Test("at: beats and at: onsets are the sound's events, among the drivers at their key")
    func reads() throws {
        let beats = try Self.scene("beats"), onsets = try Self.scene("onsets")
        #expect(beats.layers[0].effects.map(\.atSound) == [.beats, nil] && onsets.layers[0].effects[0].atSound == .onsets)
        #expect(beats.audioDrivers.map(\.keyPath) == ["layers[0].effects[0].at"] && beats.audioDrivers.first?.driver.signal == .beats)
        #expect(try Self.scene("[0.5]").audioDrivers.isEmpty)
    }

    @Test("The events inside the layer become the effect's times; an effect hearing none is left out; unresolved, the compiler names the key")
    func resolves() throws {
        var scene = try Self.scene("beats")
        let error = try #require(throws: SceneError.self) { try TitleCard(scene: scene) }
        #expect(error.keyPath == "layers[0].effects[0].at" && error.description.contains("beats"), "\(error)")
        var silent = scene
        scene.resolveEffectTriggers { $0 == .beats ? [0.5, 1.5, 2.5] : [] }
        #expect(scene.layers[0].effects.map(\.at) == [[0.5, 1.5], [1]] && scene.layers[0].effects[0].atSound == nil)
        _ = try TitleCard(scene: scene)
        silent.resolveEffectTriggers { _ in [2.5] }
        #expect(silent.layers[0].effects.map(\.effect) == ["pulse"])
    }
}
