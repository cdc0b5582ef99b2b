import KinetypeCard
import Foundation
import KinetypeEffects
import KinetypeScene
import KinetypeText
import Testing

/// Scene values against their documented ranges, effect times against the card's end, and
/// markup errors inside a variable's value.
@Suite struct SceneLimitTests {
    static func load(_ layer: String, duration: Double = 1, variables: [String: String] = [:]) throws -> SceneDocument {
        let source = "version: 1\ncanvas: 64x64\nduration: \(duration)\nlayers:\n  - text: Hi\n" + layer
        return try SceneLoader().load(string: source, fileName: "card.yaml", variables: variables)
    }

    static func error(_ body: () throws -> Void) -> SceneError? {
        do {
            try body()
            return nil
        } catch let error as SceneError {
            return error
        } catch {
            Issue.record("not a scene error: \(error)")
            return nil
        }
    }

    @Test("huge numbers are refused at their place, quoting the range", arguments: [
        ("    renderer: {name: wave, amplitude: 1e300}\n", 6, "layers[0].renderer.amplitude", "from -16384 to 16384; got 1e+300"),
        ("    renderer: {name: glow, radius: 1e9}\n", 6, "layers[0].renderer.radius", "from 0 to 1000; got 1000000000"),
        ("    renderer: {name: wave, wavelength: 0}\n", 6, "layers[0].renderer.wavelength", "greater than 0"),
        ("    lineSpacing: 1e300\n", 6, "layers[0].lineSpacing", "a number of pixels from -16384 to 16384; got 1e+300"),
        ("    position: {offset: [1e19, 0]}\n", 6, "layers[0].position.offset[0]", "got 1e+19"),
        ("    maxWidth: 1e300\n", 6, "layers[0].maxWidth", "greater than 0 and at most 16384"),
        ("    font: {size: 1e9}\n", 6, "layers[0].font.size", "a number of points greater than 0 and at most 4096"),
    ])
    func hugeNumbers(_ layer: String, _ line: Int, _ keyPath: String, _ says: String) throws {
        let error = Self.error {
            let scene = try Self.load(layer)
            _ = try TitleCard(scene: scene)
        }
        #expect(error?.line == line, "\(String(describing: error))")
        #expect(error?.keyPath == keyPath)
        #expect(error?.message.contains(says) == true, "\(error?.message ?? "no error")")
    }

    @Test("an fps too small for any frame to show is blamed on fps")
    func tinyFPS() {
        let error = Self.error { _ = try SceneLoader().load(string: "version: 1\nfps: 1e-300\n", fileName: "card.yaml") }
        #expect(error?.keyPath == "fps")
        #expect(error?.message.contains("from 0.1 to 240") == true, "\(error?.message ?? "no error")")
    }

    @Test("an effect at or after its layer's end is an error at that time")
    func effectAfterTheEnd() throws {
        let list = Self.error { _ = try TitleCard(scene: try Self.load("    effects: [{effect: bounce, at: [0.5, 2]}]\n")) }
        #expect(list?.keyPath == "layers[0].effects[0].at[1]")
        #expect(list?.line == 6)
        #expect(list?.message.contains("the card ends at 1 s") == true, "\(list?.message ?? "no error")")
        let layerEnd = Self.error {
            _ = try TitleCard(scene: try Self.load("    end: 0.5\n    effects: [{effect: pulse, active: [0.6, 0.9]}]\n"))
        }
        #expect(layerEnd?.keyPath == "layers[0].effects[0].active[0]")
        #expect(layerEnd?.message.contains("its layer ends at 0.5 s") == true, "\(layerEnd?.message ?? "no error")")
        #expect(throws: Never.self) { _ = try TitleCard(scene: try Self.load("    effects: [{effect: bounce, at: 0.9}]\n")) }
    }

    @Test("the same effect time becomes an error when the card is made shorter")
    func shortenedCard() throws {
        var scene = try Self.load("    effects: [{effect: bounce, at: 0.5}]\n")
        #expect(throws: Never.self) { _ = try TitleCard(scene: scene) }
        scene.duration = 0.4
        let error = Self.error { _ = try TitleCard(scene: scene) }
        #expect(error?.keyPath == "layers[0].effects[0].at")
        #expect(error?.message.contains("0.4 s") == true)
    }

    @Test("a markup error inside a variable's value names the variable")
    func variableMarkup() {
        let source = "version: 1\nlayers:\n  - text: \"Hello {{name}}, welcome\"\n"
        let error = Self.error { _ = try SceneLoader().load(string: source, fileName: "card.yaml", variables: ["name": "**Ada"]) }
        #expect(error?.kind == .markup)
        #expect(error?.message.contains("{{name}}") == true, "\(error?.message ?? "no error")")
        #expect(error?.message.contains("\"**Ada\"") == true)
        // The same error outside the variable's value names no variable.
        let outside = Self.error {
            _ = try SceneLoader().load(string: "version: 1\nlayers:\n  - text: \"**Hello {{name}}\"\n", fileName: "card.yaml",
                                       variables: ["name": "Ada"])
        }
        #expect(outside?.kind == .markup)
        #expect(outside?.message.contains("{{name}}") == false, "\(outside?.message ?? "no error")")
    }

    @Test("a replace effect's new text gets the same markup and colour checks, naming the variable")
    func replaceText() {
        let source = "version: 1\nlayers:\n  - text: Hi\n    effects: [{effect: replace.downUp, at: [1], to: \"Bye {{who}}\"}]\n"
        let variable = Self.error { _ = try SceneLoader().load(string: source, fileName: "card.yaml", variables: ["who": "*x"]) }
        #expect(variable?.keyPath == "layers[0].effects[0].to")
        #expect(variable?.message.contains("{{who}}") == true, "\(variable?.message ?? "no error")")
        let color = Self.error {
            _ = try SceneLoader().load(string: source, fileName: "card.yaml", variables: ["who": "^[x](highlight: \"blurple\")"])
        }
        #expect(color?.keyPath == "layers[0].effects[0].to")
        #expect(color?.suggestion == "purple")
    }

    @Test("highlight in scene markup goes through the colour grammar, with a suggestion")
    func highlightColor() {
        let source = "version: 1\nlayers:\n  - text: \"^[x](highlight: \\\"blurple\\\")\"\n"
        let error = Self.error { _ = try SceneLoader().load(string: source, fileName: "card.yaml") }
        #expect(error?.keyPath == "layers[0].text")
        #expect(error?.suggestion == "purple")
        #expect(error?.message.contains("highlight") == true)
    }
}
