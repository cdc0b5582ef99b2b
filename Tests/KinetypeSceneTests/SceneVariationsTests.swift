import KinetypeCard
import Foundation
import KinetypeEffects
import KinetypeScene
import KinetypeText
import Testing

/// `font.variations` in scene files: read as a mapping or a string, and checked against the
/// face's axes with the file, line and column of the bad setting.
@Suite struct SceneVariationsTests {
    static func card(_ font: String) throws -> TitleCard {
        let source = "version: 1\ncanvas: 64x64\nduration: 1\nlayers:\n  - text: Hi\n    font: \(font)\n"
        return try TitleCard(scene: SceneLoader().load(string: source, fileName: "card.yaml"))
    }

    static func error(_ font: String) -> SceneError? {
        SceneLimitTests.error { _ = try card(font) }
    }

    @Test("variations as a mapping or a string reach the font")
    func decoded() throws {
        let source = "version: 1\nlayers:\n  - text: Hi\n    font: {family: Inter, variations: {wght: 650, slnt: -5}}\n"
            + "  - text: Ho\n    font: {family: Inter, variations: \"wght=300\"}\n"
        let scene = try SceneLoader().load(string: source, fileName: "card.yaml")
        #expect(scene.layers[0].font.variations == [FontVariation("wght", 650), FontVariation("slnt", -5)])
        #expect(scene.layers[1].font.variations == [FontVariation("wght", 300)])
        #expect(throws: Never.self) { _ = try TitleCard(scene: scene) }
    }

    @Test("bad variations are errors at their place, naming the axes and their ranges", arguments: [
        ("{family: Inter, variations: {wdth: 90}}", "layers[0].font.variations.wdth", 46,
         "font 'Inter' has no 'wdth' axis. Its axes: wght 100…900 (default 400), slnt -10…0 (default 0)"),
        ("{family: Inter, variations: {wght: 1000}}", "layers[0].font.variations.wght", 46,
         "wght=1000 is outside the 'wght' axis of font 'Inter': give a value in its range, wght 100…900 (default 400)"),
        ("{family: Inter, variations: {slnt: 4}}", "layers[0].font.variations.slnt", 46, "slnt -10…0 (default 0)"),
        ("{family: Inter, variations: {wgth: 500}}", "layers[0].font.variations.wgth", 46, "Did you mean 'wght'?"),
        ("{family: Inter, variations: {wght: heavy}}", "layers[0].font.variations.wght", 46, "a number on the 'wght' axis"),
        ("{family: Inter, variations: {weight: 500}}", "layers[0].font.variations.weight", 48, "four letters"),
        ("{family: Inter, variations: \"wght=\"}", "layers[0].font.variations", 39, "wght=650,wdth=90"),
        ("{size: 40, variations: {wght: 600}}", "layers[0].font.variations.wght", 41, "not a variable font"),
    ])
    func badVariations(_ font: String, _ keyPath: String, _ column: Int, _ says: String) {
        let error = Self.error(font)
        #expect(error?.keyPath == keyPath, "\(String(describing: error))")
        #expect(error?.file == "card.yaml")
        #expect(error?.line == 6)
        #expect(error?.column == column, "\(String(describing: error))")
        #expect(error?.message.contains(says) == true, "\(error?.message ?? "no error")")
    }
}
