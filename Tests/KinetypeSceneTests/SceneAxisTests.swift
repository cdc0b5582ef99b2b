import Foundation
import KinetypeCard
import KinetypeScene
import Testing

/// Whatever varies a font's axes (font.variations, the weight renderer, text animators) is
/// checked against the layer's font the same way: an axis it lacks is an error at that key that
/// names the axes it has, never silently ignored.
@Suite struct SceneAxisTests {
    static func compile(_ layer: String) throws -> TitleCard {
        try TitleCard(scene: SceneLoader().load(string: "version: 1\ncanvas: 320x120\nduration: 1\nlayers:\n" + layer, fileName: "axes.yaml"))
    }

    @Test("the weight renderer's axis and an animator's axis must be the font's", arguments: [
        ("    renderer: {name: weight, axis: wghtx}\n", "layers[0].renderer.axis", "Did you mean 'wght'?"),
        ("    renderer: {name: weight, axis: wdth}\n", "layers[0].renderer.axis", "no 'wdth' axis"),
        ("    animators:\n      - properties: {wdth: 80}\n", "layers[0].animators[0].properties.wdth", "no 'wdth' axis"),
        ("    animators:\n      - properties: {XHGT: 50}\n", "layers[0].animators[0].properties.XHGT", "no 'XHGT' axis"),
        ("    animators:\n      - properties: {wght: 950}\n", "layers[0].animators[0].properties.wght", "outside the 'wght' axis"),
    ])
    func unknownAxes(extra: String, key: String, says: String) throws {
        let error = try #require(throws: SceneError.self) {
            try Self.compile("  - text: \"Axes\"\n    font: {family: Inter, size: 40}\n" + extra)
        }
        #expect(error.keyPath == key && error.description.contains(says), "\(error)")
    }

    @Test("axes the font has compile, and a static font's weight renderer is refused like its variations")
    func knownAxes() throws {
        _ = try Self.compile("  - text: \"Axes\"\n    font: {family: Inter, size: 40}\n    renderer: {name: weight, axis: slnt, min: -10, max: 0}\n")
        _ = try Self.compile("  - text: \"Axes\"\n    font: {family: Inter, size: 40}\n    animators:\n      - properties: {wght: 800}\n")
        let error = try #require(throws: SceneError.self) {
            try Self.compile("  - text: \"Axes\"\n    font: {family: Noto Sans, size: 40}\n    renderer: {name: weight}\n")
        }
        #expect(error.keyPath == "layers[0].renderer" && error.description.contains("not a variable font"), "\(error)")
    }
}
