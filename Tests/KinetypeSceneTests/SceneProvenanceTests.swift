import Foundation
import KinetypeCard
import KinetypeEffects
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// A scene built from options records the option of each value (``SceneSourceMap``), and the
/// compiler's errors name it in place of a file's line and column.
@Suite struct SceneProvenanceTests {
    /// One text layer entering with `transition`, its `enter` set by `--transition`.
    static func scene(transition: String) throws -> SceneDocument {
        var layer = try SceneLayer(text: "Hi")
        layer.enter = SceneTransition(name: transition)
        var scene = SceneDocument(layers: [layer])
        scene.sourceMap.record(option: "--text", at: "layers[0]")
        scene.sourceMap.record(option: "--transition", at: "layers[0].enter")
        return scene
    }

    @Test("an option's value: the error names the option, not a key path")
    func optionNamed() throws {
        let scene = try Self.scene(transition: "twril")
        #expect(scene.sourceMap.location(of: "layers[0].enter.duration") == .option("--transition"))
        #expect(scene.sourceMap.location(of: "layers[0].font") == .option("--text"))
        do {
            _ = try SceneCompiler().compile(scene)
            Issue.record("an unknown transition compiles")
        } catch let error as SceneError {
            #expect(error.option == "--transition" && error.keyPath == "layers[0].enter")
            #expect(error.description == "--transition: \(error.message)")
            #expect(error.message.contains("'twril'") && error.message.contains("did you mean 'twirl'?"), "\(error.message)")
        }
        #expect(try SceneCompiler().compile(try Self.scene(transition: "twirl")).timeline.layers.count == 1)
    }

    @Test("a file's value: the error keeps its file, line, column and key path")
    func fileLocated() throws {
        let scene = try SceneLoader().load(string: "version: 1\nlayers:\n  - text: Hi\n    font: {file: nowhere.ttf}\n", fileName: "card.yaml")
        #expect(scene.sourceMap.location(of: "layers[0].font.file") == .file(line: 4, column: 18))
        let error = scene.sourceMap.error(.invalidValue, at: "layers[0].font.file", "no font file")
        #expect(error.option == nil && error.description == "card.yaml:4:18: layers[0].font.file: no font file")
    }
}
