import Foundation
import KinetypeCard
import KinetypeRasterKernels
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// Poster frames: the time a still shows by default (`poster:`, else the last moment the most
/// layers are fully in), so a still of a card that leaves is not an empty background.
@Suite struct ScenePosterTests {
    static func scene(_ text: String) throws -> SceneDocument {
        try SceneLoader().load(string: "version: 1\ncanvas: 320x180\nfps: 30\n" + text, fileName: "card.yaml")
    }

    @Test("a card with an exit: the poster is the last frame before the exit starts")
    func beforeTheExit() throws {
        let card = try TitleCard(scene: Self.scene("duration: 3\nlayers:\n  - text: Hello\n    enter: {name: opacity, duration: 0.5}\n    exit: {name: opacity, duration: 0.5}\n"))
        #expect(card.posterTime == 2.5)
        #expect(try card.frame(at: card.duration) == TitleCard(scene: Self.scene("duration: 3\nlayers: []\n")).frame(at: 0),
                "by the end the text is gone")
    }

    @Test("layers that come in one after another: the poster waits until all of them are in")
    func allIn() throws {
        let card = try TitleCard(scene: Self.scene("""
            duration: 4
            layers:
              - {text: One, position: top, enter: {name: opacity, duration: 0.5}, conceal: {name: wipe, duration: 0.5}}
              - {text: Two, start: 1, enter: {name: opacity, duration: 0.5}, conceal: {name: wipe, duration: 0.5}}
              - {text: Three, position: bottom, start: 2, enter: {name: opacity, duration: 0.5}, conceal: {name: wipe, duration: 0.5}}

            """))
        // All three are in from 2.5 s until the conceals start at 3.5 s; the last such frame is 3.5 − 1/30 s or 3.5 s.
        #expect((3.45...3.5).contains(card.posterTime), "\(card.posterTime)")
    }

    @Test("keyframed motion counts as coming in")
    func keyframes() throws {
        let card = try TitleCard(scene: Self.scene("duration: 3\nlayers:\n  - shape: {kind: rect, width: 50, height: 50}\n    keyframes: {opacity: [{at: 0, value: 0}, {at: 1, value: 1}, {at: 2, value: 1}, {at: 3, value: 0}]}\n"))
        // It moves from 0 to 1 s and from 2 to 3 s: the last frame fully in is 59/30 s.
        #expect(card.posterTime == 59.0 / 30)
    }

    @Test("a scene's poster key wins, and a card without stages keeps the last frame")
    func posterKey() throws {
        #expect(try TitleCard(scene: Self.scene("duration: 3\nposter: 1.25\nlayers:\n  - {text: Hi, exit: opacity}\n")).posterTime == 1.25)
        let plain = try TitleCard(scene: Self.scene("duration: 2\nlayers:\n  - text: Hi\n"))
        #expect(plain.posterTime == Double(plain.frameCount - 1) / plain.fps)
        let error = try #require(throws: SceneError.self) { try Self.scene("duration: 2\nposter: 5\nlayers:\n  - text: Hi\n") }
        #expect(error.keyPath == "poster" && error.description.contains("after the scene's end"), "\(error)")
    }

    @Test("a still of every gallery scene without a time shows its layers, not a bare background", arguments: [
        ("Examples/Scenes", 10), ("Examples/Captions", 4),
    ])
    func galleryStills(folder path: String, atLeast: Int) throws {
        let folder = TestSupport.packageRoot.appendingPathComponent(path)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= atLeast)
        for name in names {
            let url = folder.appendingPathComponent(name)
            var scene = try SceneLoader().load(contentsOf: url, variables: ["name": "Ada Lovelace", "role": "Engineer"])
            let card = try TitleCard(scene: scene, baseURL: folder).scaled(by: 0.25)
            scene.layers = []
            scene.captions = nil
            let bare = try TitleCard(scene: scene, baseURL: folder).scaled(by: 0.25)
            let time = card.posterTime
            let still = try card.frame(at: time), background = try bare.frame(at: time)
            let differing = (0..<still.height).reduce(0) { sum, y in
                sum + (0..<still.width).filter { x in still.pixel(x: x, y: y) != background.pixel(x: x, y: y) }.count
            }
            #expect(differing > still.width * still.height / 200, "\(name) at \(time) s: \(differing) pixels differ from the background")
        }
    }
}
